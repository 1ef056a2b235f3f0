import ArgumentParser
import Foundation
import Loading

/// Shell completion of the ids an option takes, read from the site named by `--source`
/// on the command line being completed (the current folder without it). Cheap and safe
/// on every Tab: only the files directly in one content folder are read, nothing outside
/// it, and a missing folder offers nothing.
enum SiteIDCompletion {
    /// `--athlete`: the athletes' ids (their `id:`, or the file name without its extension),
    /// a private athlete's only when the command line says `--include-private`
    /// (`AthleteCompletion`).
    static let athletes = CompletionKind.custom { words, _, prefix in
        athleteIDs(source: source(in: words), includePrivate: words.contains("--include-private"), prefix: prefix)
    }

    static func athleteIDs(source: String, includePrivate: Bool, prefix: String) -> [String] {
        let directory = URL(fileURLWithPath: source).appendingPathComponent("content").appendingPathComponent("athletes")
        return AthleteCompletion.ids(inAthletesFolder: directory.path, includePrivate: includePrivate)
            .filter { $0.hasPrefix(prefix) }
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
