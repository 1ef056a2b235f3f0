import ArgumentParser
import Foundation
import TrainingModel

/// `spotter new KIND NAME`: writes a starter file for one entity, never over an existing one.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a starter file: athlete, exercise, session, workout, plan, measurements or page."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case athlete, exercise, session, workout, plan, measurements, page

        var folder: String {
            switch self {
            case .measurements: return "measurements"
            default: return rawValue + "s"
            }
        }
    }

    @Argument(help: "What to create: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: Kind

    @Argument(help: "Its name; the file name is made from it (\"Back Squat\" → back-squat.md).")
    var name: String

    @OptionGroup var site: SiteOptions

    func validate() throws {
        guard !Slug.make(name).isEmpty else {
            throw ValidationError("the name \"\(name)\" has no letters or digits to make a file name from")
        }
    }

    func run() throws {
        let id = Slug.make(name)
        let today = AsOfDateText.today()
        let (fileName, text) = NewFileTemplates.file(kind: kind, id: id, name: name, today: today)
        let folder = URL(fileURLWithPath: site.source).appendingPathComponent("content").appendingPathComponent(kind.folder)
        let url = folder.appendingPathComponent(fileName)
        if FileManager.default.fileExists(atPath: url.path) {
            FileHandle.standardError.write(Data("error: \(url.relativePath) already exists; nothing was written\n".utf8))
            throw ExitCode(1)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        print("created \(relative(url))")
    }

    private func relative(_ url: URL) -> String {
        let base = URL(fileURLWithPath: site.source).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

/// Today's date for new workout files: `SOURCE_DATE_EPOCH` when set, like builds.
enum AsOfDateText {
    static func today() -> String {
        let env = ProcessInfo.processInfo.environment
        let seconds = env["SOURCE_DATE_EPOCH"].flatMap { Double($0) } ?? Date().timeIntervalSince1970
        return CalendarDate(daysSinceEpoch: Int((seconds / 86_400).rounded(.down))).iso
    }
}
