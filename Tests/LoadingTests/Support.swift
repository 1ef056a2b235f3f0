import Diagnostics
import Loading
import TestSupport
import TrainingModel

/// Loads in-memory files and answers the library and the printed diagnostics.
func load(_ files: SiteFiles) async -> (library: TrainingLibrary, diagnostics: [String]) {
    let result = await SiteLoader(fileSystem: .inMemory(files.files)).load(siteDirectory: ".")
    return (result.library, result.diagnostics.sorted.map(\.description))
}

/// The printed diagnostics of loading `files`.
func diagnostics(_ files: SiteFiles) async -> [String] {
    await load(files).diagnostics
}
