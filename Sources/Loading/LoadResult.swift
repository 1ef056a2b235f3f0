import Diagnostics
import TrainingModel

/// What `SiteLoader.load` returns: the library, with the entities that failed left out,
/// and every problem found. The caller decides whether errors stop the build.
public struct LoadResult: Sendable {
    public var library: TrainingLibrary
    public var diagnostics: DiagnosticList

    public init(library: TrainingLibrary, diagnostics: DiagnosticList) {
        self.library = library
        self.diagnostics = diagnostics
    }
}
