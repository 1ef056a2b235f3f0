import Diagnostics
import TrainingModel

/// Exercise images must exist: a page would otherwise show a broken image. Each one named
/// that is not a file under `content/` (and not a web address) is a warning at the place it
/// is written.
extension SiteLoader {
    /// Warnings for the images of `outcomes` that `assets` (site-relative asset paths, as
    /// `LoadResult.assetPaths` holds them) does not hold.
    static func missingMedia(_ outcomes: [FileOutcome], assets: Set<String>) -> [Diagnostic] {
        missingMedia(outcomes.flatMap { outcome in outcome.media.map { ($0.0, $0.1, outcome.path) } }, assets: assets)
    }

    /// Warnings for the images named (as written, where, in which file) that `assets` does not hold.
    static func missingMedia(_ media: [(written: String, location: SourceLocation, file: String)],
                             assets: Set<String>) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for (written, location, file) in media {
            let text = written.trimmingWhitespace
            let lower = text.lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") { continue }
            guard let resolved = ContentPath.resolve(text, relativeTo: file) else {
                warnings.append(.warning(at: location, "expected an image path inside content/ or a web address, "
                    + "found \"\(written)\"; the page leaves it out"))
                continue
            }
            guard !assets.contains("content/" + resolved) else { continue }
            warnings.append(.warning(at: location, "expected the image content/\(resolved), found no such file; "
                + "the page would show a broken image",
                hint: file.hasPrefix(CentreLoader.folder + "/") ? "add the file, or remove `photo:`"
                    : "add the file, or remove it from `images` (for free-exercise-db, import with --images)"))
        }
        return warnings
    }
}
