import Foundation

/// Turns a name into an id that is safe as a path segment: ASCII lowercase letters,
/// digits and single hyphens (`Press à la Française` → `press-a-la-francaise`).
/// Used for ids of entities that have no file of their own, for import stubs, and as
/// the hint when a written id is refused.
public enum Slug {
    /// `make(label)` (`value` when that is empty), else with `-2`, `-3`… after it: the first not
    /// in `used`, which it is added to. How values that slug alike (`C++` and `C`) get one page
    /// each (the exercise facets, the session levels).
    public static func unique(_ label: String, in used: inout Set<String>) -> String {
        let made = make(label)
        let stem = made.isEmpty ? "value" : made
        var slug = stem
        var suffix = 2
        while !used.insert(slug).inserted {
            slug = stem + "-" + String(suffix)
            suffix += 1
        }
        return slug
    }

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

    /// The one rule of page paths: the folder an id's pages are published in
    /// (`exercises/SEGMENT/`), for every family of pages. It is `make(id)`: lowercase ASCII
    /// letters and digits, every run of anything else (`_`, `.`, `-`) one hyphen, none at
    /// either end (`Barbell_Hip_Thrust` → `barbell-hip-thrust`, `5.3.1` → `5-3-1`). An id is
    /// kept as written in content; two ids with one segment are refused by the loader, and
    /// a page whose id is not its segment leaves a redirect at the path written with the id
    /// (docs/site-pages.md#paths). Never empty for a valid id, which starts with a letter or digit.
    public static func path(_ id: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count)
        var pendingHyphen = false
        var changed = false
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                if byte <= UInt8(ascii: "Z"), byte >= UInt8(ascii: "A") {
                    bytes.append(byte | 0x20)
                    changed = true
                } else {
                    bytes.append(byte)
                }
            case 0x80...:
                // Not an id the loader accepts (ids are ASCII): the general rule, accents folded.
                return make(id)
            default:
                // A lone `-` between two letters or digits is kept; anything else changes.
                if byte != UInt8(ascii: "-") || pendingHyphen || bytes.isEmpty { changed = true }
                pendingHyphen = true
            }
        }
        if pendingHyphen { changed = true }
        return changed ? String(decoding: bytes, as: UTF8.self) : id
    }

    /// Ids name files and folders of the site (`exercises/ID/`), and a file name may be at most
    /// 255 bytes; a longer id would only fail when the site is written.
    public static let maxIDLength = 200

    /// Whether `id` may be used as written: `[A-Za-z0-9][A-Za-z0-9._-]*`. Its length is
    /// checked apart (`idProblem`).
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, isIDScalar(first), first != ".", first != "_", first != "-" else {
            return false
        }
        return id.unicodeScalars.allSatisfy(isIDScalar)
    }

    /// The content-id rule, the one the loader applies to every id and an import to every id it
    /// writes a file for: what is wrong with `id`, nil when it is a valid id of at most
    /// `maxIDLength` bytes. A valid id is one path segment that is neither hidden nor a parent
    /// (`..`), in ASCII, so two Unicode spellings of one name can never make two ids.
    public static func idProblem(_ id: String) -> IDProblem? {
        if !isValidID(id) { return .invalid }
        if id.utf8.count > maxIDLength { return .tooLong(length: id.utf8.count) }
        return nil
    }

    /// Why an id is refused.
    public enum IDProblem: Hashable, Sendable {
        /// Not `[A-Za-z0-9][A-Za-z0-9._-]*`.
        case invalid
        /// Longer than `maxIDLength` bytes.
        case tooLong(length: Int)

        /// What an id is expected to be, for an error's "expected …" part.
        public static let expected = "an id of ASCII letters, digits, `.`, `_` and `-`, starting with a letter or digit, "
            + "at most \(Slug.maxIDLength) characters"
    }

    private static func isIDScalar(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }
}
