import Foundation
import Importing
import TrainingModel
#if canImport(Glibc)
import Glibc
#endif

/// `spotter export csv --output FILE`: the CSV written beside `FILE` and renamed over it, so a
/// reader never sees half a file and a failed write leaves the old one. It never replaces what
/// the user did not ask it to: a file that is not a Spotter CSV (its first line is not the
/// header `spotter export csv` writes) is refused unless `force`, as are a symbolic link (it
/// would replace the link, not its target), a folder and anything else that is not a regular
/// file. An empty file is replaced (`mktemp`'s). A replaced file keeps its permissions.
enum ExportFile {
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ bytes: [UInt8], to path: String, force: Bool) throws(Refusal) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)  // lstat: links are not followed
        var mode: mode_t?
        if let attributes {
            let type = attributes[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?:
                throw Refusal(description: "\(path): expected a file to write the CSV to, found a folder; name a file in it, such as \(path)/sets.csv")
            case .typeSymbolicLink?:
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw Refusal(description: "\(path): expected a file, found a symbolic link to \(target); "
                              + "the export does not replace links: name the file itself")
            case .typeRegular?:
                if !force, !isReplaceable(path, size: (attributes[.size] as? Int) ?? 0) {
                    throw Refusal(description: "\(path): expected a CSV written by spotter export csv, found another file; "
                                  + "it was left as it is (use --force to replace it)")
                }
                mode = (attributes[.posixPermissions] as? Int).map { mode_t($0) }
            default:
                throw Refusal(description: "\(path): expected a regular file, found a \(type?.rawValue ?? "special file"); "
                              + "write to standard output instead (leave out --output)")
            }
        }
        let url = URL(fileURLWithPath: path)
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw Refusal(description: "\(path): expected an existing folder to write the CSV in, found no folder \(folder)")
        }
        // Aside, in the same folder (one file system, so the rename is atomic), then renamed over.
        let aside = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).spotter-export-\(getpid())").path
        let descriptor = open(aside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw Refusal(description: "\(path): the CSV could not be written: \(reason())") }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = reason()
                    return
                }
                written += count
            }
        }
        // The mode of the file replaced, whatever the umask made of it.
        if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = reason() }
        if failure == nil, fsync(descriptor) != 0 { failure = reason() }
        if close(descriptor) != 0, failure == nil { failure = reason() }
        if failure == nil, rename(aside, path) != 0 { failure = reason() }
        if let failure {
            unlink(aside)
            throw Refusal(description: "\(path): the CSV could not be written: \(failure); the file is as it was")
        }
    }

    /// Empty, or starting with a header line `spotter export csv` writes (weights in kg or lb),
    /// or wrote before its `grip` column.
    static func isReplaceable(_ path: String, size: Int) -> Bool {
        guard size > 0 else { return true }
        let headers = [MassUnit.kg, .lb].flatMap { unit in
            let columns = SpotterCSV.columns(unit: unit)
            return [columns, columns.filter { $0 != "grip" }].map { $0.joined(separator: ",") + "\n" }
        }
        let longest = headers.map(\.utf8.count).max() ?? 0
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = [UInt8]((try? handle.read(upToCount: longest)) ?? Data())
        return headers.contains { start.starts(with: Array($0.utf8)) }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
