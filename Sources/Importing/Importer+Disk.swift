import Foundation

/// The readers `spotter import` plans with when the site and the image folder are on disk.
extension Importer {
    /// The `existingFile` reader of `plan(…)` for a site on disk: the UTF-8 text of a
    /// site-relative path, nil when there is no such file. A file that is there but cannot be
    /// read as text reads as an empty string, so it still counts as "in the way" and is never
    /// overwritten.
    public static func fileReader(siteDirectory: String) -> @Sendable (String) -> String? {
        let read = byteReader(siteDirectory: siteDirectory)
        return { path in read(path).map { String(decoding: $0, as: UTF8.self) } }
    }

    /// The `existingBytes` reader of `plan(…)`: the bytes of a site-relative path, nil when there
    /// is no such file, empty when it cannot be read.
    public static func byteReader(siteDirectory: String) -> @Sendable (String) -> [UInt8]? {
        let root = URL(fileURLWithPath: siteDirectory, isDirectory: true)
        return { path in
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } ?? []
        }
    }

    /// `--images DIR`: free-exercise-db's `exercises/` folder, or the checkout holding it.
    public static func imageFolder(_ directory: String) -> ImageFolder {
        var isDirectory: ObjCBool = false
        let nested = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("exercises")
        let root = FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? nested : URL(fileURLWithPath: directory, isDirectory: true)
        let shown = root.path
        return ImageFolder(path: shown) { relative in
            let url = root.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: url.path) else { return nil }
            return [UInt8](data)
        }
    }
}
