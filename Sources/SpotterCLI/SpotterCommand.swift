import ArgumentParser
import Foundation

/// The `spotter` command tree. Lives in a library so tests can run commands in-process.
public struct SpotterCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "spotter",
        abstract: "Build a static site, printable sheets and reports from your training files.",
        discussion: """
        Exit status: 0 on success, 1 when the content has errors (each listed as \
        file:line:column), 2 on usage errors.
        """,
        version: SpotterVersion.description,
        subcommands: [BuildCommand.self, CheckCommand.self, DoctorCommand.self, ExportCommand.self, ImportCommand.self, NewCommand.self,
                      ReportCommand.self, ServeCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    public init() {}
}

public enum SpotterVersion {
    public static let current = "0.1.0"

    /// What `spotter --version` prints: the version and the commit it was built from.
    /// `scripts/package.sh` records the commit in `BuildCommit.swift` of the copy it
    /// builds; a build from a working tree has none and says so.
    public static var description: String {
        if let commit = BuildCommit.hash {
            return "\(current) (commit \(commit))"
        }
        return "\(current) (development build, commit not recorded)"
    }
}

/// Options every command that reads a site shares.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder: site.yaml, content/ and an optional Templates/.")
    var source: String = "."

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--source \(source): no such folder")
        }
    }

    /// A site is a folder with `content/` in it (docs/content-format.md). The commands that
    /// read one (build, check, serve, report, export) refuse any other folder before they
    /// read or write anything, so that a wrong folder leaves no `public/` or cache behind.
    func requireSite() throws {
        var isDirectory: ObjCBool = false
        let content = URL(fileURLWithPath: source).appendingPathComponent("content")
        if FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return
        }
        Console.error(Self.notASite(URL(fileURLWithPath: source).standardizedFileURL.path))
        throw ExitCode(1)
    }

    static func notASite(_ folder: String) -> String {
        """
        error: \(folder) is not a Spotter site: it has no content/ folder, so nothing was read or written.
          hint: `spotter new site NAME` makes a site (site.yaml and content/) in the folder NAME; \
        --source names a site that is elsewhere
        """
    }
}
