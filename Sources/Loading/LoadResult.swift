import Diagnostics
import TrainingModel

/// What `SiteLoader.load` returns: the library, with the entities that failed left out,
/// and every problem found. The caller decides whether errors stop the build.
public struct LoadResult: Sendable {
    public var library: TrainingLibrary
    public var diagnostics: DiagnosticList
    /// The media files under `content/` that a build copies, sorted, found in the listing the
    /// loader read anyway (`SiteLoader+Assets.swift`).
    public var assetPaths: [String]
    /// The exercise files written as the exercise-library app's list reply, `{"data": [ … ]}`
    /// (a bare list and one exercise are Spotter's own forms), sorted: `check` and `build` name them.
    public var listReplies: [String] = []

    public init(library: TrainingLibrary, diagnostics: DiagnosticList, assetPaths: [String]) {
        self.library = library
        self.diagnostics = diagnostics
        self.assetPaths = assetPaths
    }
}
