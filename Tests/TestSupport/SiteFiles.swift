import Foundation

/// Builds the files of a site in memory for loader and pipeline tests: paths relative
/// to the site folder mapped to their text. Text is given as written in a file, so a
/// test reads like the content it checks.
public struct SiteFiles: Sendable, Equatable {
    public private(set) var files: [String: String]

    public init(_ files: [String: String] = [:]) { self.files = files }

    /// `site.yaml`.
    public func site(_ text: String) -> SiteFiles { adding("site.yaml", text) }

    /// A file under `content/`, e.g. `content("exercises/squat.md", "…")`.
    public func content(_ relativePath: String, _ text: String) -> SiteFiles { adding("content/" + relativePath, text) }

    public func adding(_ path: String, _ text: String) -> SiteFiles {
        var copy = self
        copy.files[path] = text
        return copy
    }

    /// A minimal valid site: one athlete, two exercises, settings in kilograms, Madrid time.
    public static let minimal = SiteFiles()
        .site("title: Test\nunits: kg\ntimezone: Europe/Madrid\n")
        .content("athletes/ana.yaml", "name: Ana\n")
        .content("exercises/back-squat.md", "---\nname: Back Squat\naliases: [Squat]\n---\n")
        .content("exercises/pull-up.yaml", "name: Pull-up\nmetric: bodyweight_reps\n")
}

/// Locates fixture folders next to a test file.
public enum Fixtures {
    /// `<folder of testFile>/Fixtures/<name>`.
    public static func folder(_ name: String, testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Fixtures")
            .appendingPathComponent(name).path
    }
}
