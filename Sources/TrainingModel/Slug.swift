import Foundation

/// Turns a name into an id that is safe as a path segment: ASCII lowercase letters,
/// digits and single hyphens (`Press à la Française` → `press-a-la-francaise`).
/// Used for ids of entities that have no file of their own, for import stubs, and as
/// the hint when a written id is refused.
public enum Slug {
    public static func make(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var result = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return result.lowercased()
    }

    /// Whether `id` may be used as written: `[A-Za-z0-9][A-Za-z0-9._-]*`.
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, isIDScalar(first), first != ".", first != "_", first != "-" else {
            return false
        }
        return id.unicodeScalars.allSatisfy(isIDScalar)
    }

    private static func isIDScalar(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }
}
