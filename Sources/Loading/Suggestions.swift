import Foundation
import TextAndDates
import TrainingModel

/// "Did you mean" suggestions and valid-id hints: small helpers shared by the decoders
/// and the reference resolver, and the command line's mistyped subcommands.
public enum Suggestions {
    /// The candidate closest to `text` by edit distance (case-insensitive), when it is
    /// close enough to be a likely typo; `names` as below.
    public static func closest(to text: String, in candidates: [String], names: NameKey) -> String? {
        closest(to: text, in: candidates, limit: 1, names: names).first
    }

    /// Up to `limit` candidates close to `text`, nearest first, ties by name. A candidate that
    /// names the same as `text` by the rule of names `names` (`Flies` and `fly`, `Bíceps` and
    /// `biceps`; with the site's groups, `TrainingLibrary.names`, for what the site names) is
    /// nearest of all, at distance 0; the others are near by edit distance (case-insensitive).
    /// Keys, words and time zones, which no site names, use `NameKey.builtIn`.
    static func closest(to text: String, in candidates: [String], limit: Int, names: NameKey) -> [String] {
        let lowered = text.lowercased()
        let key = names.key(text)
        let threshold = max(2, lowered.count / 3)
        return Set(candidates)
            .map { (candidate: $0, distance: names.key($0) == key && !key.isEmpty ? 0 : distance(lowered, $0.lowercased())) }
            .filter { $0.distance <= threshold }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .prefix(limit)
            .map(\.candidate)
    }

    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// Ids name folders of the output: the content-id rule's length (`Slug.maxIDLength`).
    static let maxIDLength = Slug.maxIDLength

    /// Whether `id` matches `[A-Za-z0-9][A-Za-z0-9._-]*` (its length is checked apart): the
    /// content-id rule of the model (`Slug.isValidID`), which imports apply too.
    static func isValidID(_ id: String) -> Bool { Slug.isValidID(id) }

    /// A valid id made from any text: lowercase ASCII letters and digits, other runs
    /// of characters turned into `-`, accents dropped (`Press de banca` → `press-de-banca`).
    static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if isAlphanumeric(scalar) {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "item" : String(out.lowercased().prefix(maxIDLength))
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
