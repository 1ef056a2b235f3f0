import ArgumentParser
import Foundation

/// Shell completion of the ids an option takes, read from the site named by `--source`
/// on the command line being completed (the current folder without it). Cheap and safe
/// on every Tab: the file names of one content folder are listed, no file is opened,
/// nothing outside that folder is read, and a missing folder offers nothing.
enum SiteIDCompletion {
    /// `--athlete`: the athletes' file names without their extension, which are their
    /// ids unless a file sets `id:` (docs/content-format.md).
    static let athletes = CompletionKind.custom { words, _, prefix in
        ids(in: "athletes", source: source(in: words), prefix: prefix)
    }

    static func ids(in folder: String, source: String, prefix: String) -> [String] {
        let directory = URL(fileURLWithPath: source).appendingPathComponent("content").appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let ids = names.filter { !$0.hasPrefix(".") }.compactMap { name -> String? in
            let url = URL(fileURLWithPath: name)
            return ["md", "yaml", "yml", "json"].contains(url.pathExtension.lowercased())
                ? url.deletingPathExtension().lastPathComponent : nil
        }
        return Set(ids).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The value of the last `--source DIR` or `--source=DIR` among `words`, else ".".
    static func source(in words: [String]) -> String {
        var source = "."
        for (index, word) in words.enumerated() {
            if word == "--source", index + 1 < words.count {
                source = words[index + 1]
            } else if word.hasPrefix("--source=") {
                source = String(word.dropFirst("--source=".count))
            }
        }
        return NSString(string: source).expandingTildeInPath
    }
}
