import Foundation
import TrainingModel

/// What shell completion offers for `--athlete` (docs/content-format.md#athletes): the ids of
/// the athlete files directly in a site's `content/athletes/`, read with the loader's own
/// parser so that `id:` and `private:` mean what they mean to a build. A private athlete's id
/// is offered only when the command being completed says `--include-private`, since a Tab
/// is as public as the terminal it is pressed in. A file that cannot be read or parsed is
/// not offered: it might be private.
public enum AthleteCompletion {
    public static func ids(inAthletesFolder folder: String, includePrivate: Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let limits = ContentLimits()
        var ids: Set<String> = []
        for name in names where !name.hasPrefix(".") && !name.hasPrefix("_") {
            guard let format = DocumentFormat(path: name) else { continue }
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                  let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= limits.fileSize,
                  let data = FileManager.default.contents(atPath: path),
                  let text = String(data: data, encoding: .utf8) else { continue }
            let context = DecodingContext(file: name)
            guard let document = DocumentParser.parse(text, format: format, context: context, limits: limits) else { continue }
            let stem = SiteLoader.stem(name)
            guard let root = document.root else {
                ids.insert(stem)
                continue
            }
            guard let map = NodeReader(node: root, path: "", context: context).mapping() else { continue }
            // `private:` that is not true or false: left out, as it may mean to be private.
            let isPrivate = map["private"].map { $0.bool() ?? true } ?? false
            if isPrivate && !includePrivate { continue }
            ids.insert(map["id"]?.string()?.trimmingWhitespace ?? stem)
        }
        return ids.sorted()
    }
}
