import ArgumentParser
import Foundation
import Build
import TrainingModel

/// `spotter new KIND NAME`: writes a starter file for one entity, never over an existing one.
struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a starter file: site, athlete, exercise, session, workout, plan, measurements or page.",
        discussion: """
        Examples:
          spotter new site my-training        # units, language, time zone first
          spotter new exercise "Back Squat" --source my-training
          spotter new workout "Upper A"       # a draft until you remove the line
        """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case site, athlete, exercise, session, workout, plan, measurements, page

        var folder: String {
            switch self {
            case .measurements: return "measurements"
            default: return rawValue + "s"
            }
        }
    }

    @Argument(help: "What to create: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: Kind

    @Argument(help: """
        Its name; the file name is made from it: "Back Squat" makes back-squat.md. For `site`, \
        the folder to create: an absolute path is that folder, a relative one is under --source \
        (optional: without it, site.yaml is written in --source).
        """)
    var name: String?

    @OptionGroup var site: SiteOptions

    func validate() throws {
        guard kind != .site else { return }
        guard let name else { throw ValidationError("`spotter new \(kind.rawValue)` needs a name") }
        guard !Slug.make(name).isEmpty else {
            throw ValidationError("the name \"\(name)\" has no letters or digits to make a file name from")
        }
    }

    func run() async throws {
        guard kind != .site, let name else { return try newSite() }
        if !FileManager.default.fileExists(atPath: URL(fileURLWithPath: site.source).appendingPathComponent("site.yaml").path) {
            Console.info("note: there is no site.yaml, so the starter uses kg, Monday weeks and UTC; "
                         + "`spotter new site` writes one to set units, language and time zone first")
        }
        let library = await SiteBuilder(sourceDirectory: site.source).loadLibrary()
        // Today as builds see it: `SOURCE_DATE_EPOCH` when set, in the site's time zone.
        let today = try AsOfDate.resolve(environment: ProcessInfo.processInfo.environment, now: Date(),
                                         siteTimeZone: library.config.timezone)
        let files = NewFileTemplates.files(kind: kind, id: Slug.make(name), name: name, today: today,
                                           site: NewFileTemplates.Site(library))
        let content = URL(fileURLWithPath: site.source).appendingPathComponent("content")
        let url = { (file: NewFileTemplates.File) in
            content.appendingPathComponent(file.folder).appendingPathComponent(file.name)
        }
        if let requested = files.first, Self.entry(at: url(requested).path) == .file {
            FileHandle.standardError.write(Data("error: \(url(requested).relativePath) already exists; nothing was written\n".utf8))
            throw ExitCode(1)
        }
        // Every path is looked at (without following links) before anything is written, so a
        // starter that cannot be written stops the command with nothing written, never after the
        // file that names it. The starters a file needs are written only where nothing is: an
        // existing file of that name (or a link to one) is what the new file refers to.
        var toWrite: [NewFileTemplates.File] = []
        for file in files {
            switch Self.entry(at: url(file).path) {
            case .nothing: toWrite.append(file)
            case .file: continue
            case .other(let what):
                Console.error("error: \(relative(url(file))): expected a file or nothing, found \(what); nothing was written")
                throw ExitCode(1)
            }
        }
        for file in toWrite {
            do {
                try FileManager.default.createDirectory(at: url(file).deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url(file), options: .withoutOverwriting)
            } catch {
                Console.error("error: \(relative(url(file))): could not be written (\(Self.reason(error)))")
                throw ExitCode(1)
            }
            print("created \(relative(url(file)))")
        }
    }

    /// What is at a path, links not followed: nothing, a file (or a link to one), or something else, described.
    enum Entry: Equatable {
        case nothing, file
        case other(String)
    }

    static func entry(at path: String) -> Entry {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .nothing }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: return .file
        case .typeDirectory?: return .other("a folder")
        case .typeSymbolicLink?:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                return .other("a symbolic link to \(target), which does not exist (remove the link, or make its target)")
            }
            return isFolder.boolValue ? .other("a symbolic link to the folder \(target)") : .file
        default: return .other("a special file")
        }
    }

    /// The system's words for a failed write, without Foundation's error domain and code.
    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(code))) }
        return (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }

    /// `spotter new site [FOLDER]`: site.yaml (units, language and time zone first), an
    /// empty content/, and for git a `.gitignore`, a README with the owner's commands and
    /// the workflow that publishes the site, in FOLDER (made) or in --source. A file of
    /// these already there is the user's and is left as it is; an existing site.yaml stops
    /// it before anything is written.
    private func newSite() throws {
        let folder = name.map { Self.siteFolder($0, source: site.source) } ?? URL(fileURLWithPath: site.source)
        let config = folder.appendingPathComponent("site.yaml")
        if FileManager.default.fileExists(atPath: config.path) {
            Console.error("error: \(relative(config)) already exists; nothing was written")
            throw ExitCode(1)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content"),
                                                withIntermediateDirectories: true)
        // The folder's own name, also when FOLDER is a path (`spotter new site ~/my-training`).
        let title = folder.standardizedFileURL.lastPathComponent
        let files = [
            ("site.yaml", NewFileTemplates.siteConfig(title: title, timeZone: TimeZone.current.identifier)),
            (".gitignore", NewFileTemplates.gitignore),
            ("README.md", NewFileTemplates.siteReadme(title: title)),
            (NewFileTemplates.workflowPath, NewFileTemplates.publishWorkflow),
        ]
        for (fileName, text) in files {
            let file = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: file.path) {
                Console.info("note: \(relative(file)) already exists and was left as it is")
                continue
            }
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file, options: .withoutOverwriting)
            print("created \(relative(file))")
        }
    }

    /// FOLDER of `spotter new site FOLDER`: an absolute path (`/tmp/x`, or `~/x` as a shell
    /// leaves it unexpanded when quoted) is that folder; a relative one is under --source.
    static func siteFolder(_ name: String, source: String) -> URL {
        let expanded = (name as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded, isDirectory: true) }
        return URL(fileURLWithPath: source).appendingPathComponent(name)
    }

    private func relative(_ url: URL) -> String {
        let base = URL(fileURLWithPath: site.source).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
