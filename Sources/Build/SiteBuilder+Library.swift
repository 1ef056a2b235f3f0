import Loading
import TrainingModel

extension SiteBuilder {
    /// The content as loaded, whatever problems it has: `spotter new` reads the site's
    /// settings and the ids its starters can refer to.
    public func loadLibrary() async -> TrainingLibrary {
        await SiteLoader(fileSystem: fileSystem).load(siteDirectory: sourceDirectory.path).library
    }
}
