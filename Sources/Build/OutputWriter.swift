import Foundation

/// Writes a whole site beside the output folder and swaps it into place, so that a
/// failed build never leaves a half-written folder and readers never see a mix of
/// old and new pages. The only code in Spotter that writes to the output folder.
public struct OutputWriter: Sendable {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unsafePath(String)
        case duplicatePath(String)
        case outputIsNotADirectory(String)
        case io(String)

        public var description: String {
            switch self {
            case .unsafePath(let p): return "refusing to write \"\(p)\": it would leave the output folder"
            case .duplicatePath(let p): return "two pages want the same output file \"\(p)\""
            case .outputIsNotADirectory(let p): return "the output \"\(p)\" exists and is not a folder"
            case .io(let message): return message
            }
        }
    }

    public let outputDirectory: URL

    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory.standardizedFileURL
    }

    /// Writes `files` (path → bytes) as the complete new content of the output folder.
    public func write(_ files: [(path: String, bytes: [UInt8])]) throws {
        let checked = try Self.check(files)
        let fm = FileManager.default
        let parent = outputDirectory.deletingLastPathComponent()
        let name = outputDirectory.lastPathComponent
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure.outputIsNotADirectory(outputDirectory.path)
        }
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            let staging = parent.appendingPathComponent(".\(name).spotter-new-\(ProcessInfo.processInfo.processIdentifier)")
            let retired = parent.appendingPathComponent(".\(name).spotter-old-\(ProcessInfo.processInfo.processIdentifier)")
            try? fm.removeItem(at: staging)
            try? fm.removeItem(at: retired)
            do {
                try fm.createDirectory(at: staging, withIntermediateDirectories: true)
                for (path, bytes) in checked {
                    let url = staging.appendingPathComponent(path.value)
                    try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(bytes).write(to: url)
                }
            } catch {
                try? fm.removeItem(at: staging)
                throw error
            }
            // Swap: two renames in the same folder, so the old site is whole until the moment it is replaced.
            if fm.fileExists(atPath: outputDirectory.path) {
                try fm.moveItem(at: outputDirectory, to: retired)
            }
            do {
                try fm.moveItem(at: staging, to: outputDirectory)
            } catch {
                if fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: outputDirectory) }
                try? fm.removeItem(at: staging)
                throw error
            }
            try? fm.removeItem(at: retired)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure.io("could not write \(outputDirectory.path): \(error.localizedDescription)")
        }
    }

    /// Every path confined to the output folder, no path twice; sorted so writing is deterministic.
    static func check(_ files: [(path: String, bytes: [UInt8])]) throws -> [(path: OutputPath, bytes: [UInt8])] {
        var seen = Set<OutputPath>()
        var result: [(path: OutputPath, bytes: [UInt8])] = []
        for file in files {
            guard let path = OutputPath(file.path) else { throw Failure.unsafePath(file.path) }
            guard seen.insert(path).inserted else { throw Failure.duplicatePath(file.path) }
            result.append((path, file.bytes))
        }
        return result.sorted { $0.path < $1.path }
    }
}
