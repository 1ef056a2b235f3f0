import TextAndDates
import TrainingModel

/// `search-index.json` and `search-index.js`: what the exercise index's optional search box filters, one
/// entry per exercise, session, workout and free page, sorted by URL. Written by `JSONWriter`
/// (TextAndDates), as stats.json is, so the bytes never depend on the platform.
///
/// ```json
/// [
///   {"kind": "exercise", "title": "Back Squat", "url": "exercises/back-squat/index.html", "text": "Strength · legs · …",
///    "equipment": ["barbell", "rack"]}
/// ]
/// ```
/// An exercise's `equipment` names its pieces by their facet pages' slugs
/// (`exercises/equipment/<slug>/`), what the index's "Equipment you have" filter compares; a
/// session's `type`, `level` and `equipment` are what the session index's filters compare.
/// `url` is relative to the site root; `kind` is `exercise`, `session`, `workout`, `page` or
/// `athlete`. With several athletes the site's index lists athletes, not workouts: each
/// athlete's workouts are in `athletes/<id>/search-index.json` (and `.js`).
struct SearchIndex {
    struct Entry: Sendable {
        var kind: String
        var title: String
        var url: String
        var text: String
        /// An exercise's or a session's equipment (a session's is its exercises'), by facet slug;
        /// nil for every other kind.
        var equipment: [String]? = nil
        /// A session's type (`strength`, `climbing`…, as content writes it); nil for other kinds
        /// and a session without one.
        var type: String? = nil
        /// A session's level (`SessionLevels`' value); nil for other kinds and a session without one.
        var level: String? = nil
    }

    /// Longest `text` kept, in characters: enough to match on, small enough to download.
    static let textLimit = 160

    var entries: [Entry]

    /// The index at `paths.json`, and at `paths.script` the same bytes as a script that sets
    /// `window.spotterSearchIndex` (JSON is valid JavaScript), encoded once.
    func files(_ paths: (json: String, script: String)) -> [OutputFile] {
        let json = json()
        // Without the JSON's final line break, copied once into a buffer of the script's size.
        let prefix = Array("window.spotterSearchIndex = ".utf8), suffix = Array(";\n".utf8)
        var script: [UInt8] = []
        script.reserveCapacity(prefix.count + json.count + suffix.count)
        script += prefix
        script += json[..<max(0, json.count - 1)]
        script += suffix
        return [OutputFile(path: paths.json, bytes: json), OutputFile(path: paths.script, bytes: script)]
    }

    /// One entry a line, escaped to be safe in HTML and JavaScript too.
    func json() -> [UInt8] {
        var writer = JSONWriter(escaping: .htmlSafe)
        writer.beginArray()
        for entry in entries.sorted(by: { ($0.url, $0.title) < ($1.url, $1.title) }) {
            writer.beginObject(inline: true)
            writer.key("kind")
            writer.string(entry.kind)
            writer.key("title")
            writer.string(entry.title)
            writer.key("url")
            writer.string(entry.url)
            writer.key("text")
            writer.string(Self.shorten(entry.text))
            if let type = entry.type {
                writer.key("type")
                writer.string(type)
            }
            if let level = entry.level {
                writer.key("level")
                writer.string(level)
            }
            if let equipment = entry.equipment {
                writer.key("equipment")
                writer.beginArray(inline: true)
                equipment.forEach { writer.string($0) }
                writer.end()
            }
            writer.end()
        }
        writer.end()
        return writer.finish()
    }

    /// Whitespace collapsed, Markdown punctuation dropped, cut at `textLimit`.
    static func shorten(_ text: String) -> String {
        shortenByScalars(text) ?? shortenByCharacters(text)
    }

    static func shortenByCharacters(_ text: String) -> String {
        let plain = text.filter { !"*_`#>[]".contains($0) }
        let words = plain.collapsingWhitespace
        guard words.count > textLimit else { return words }
        return String(words.prefix(textLimit - 1)).trimmingWhitespace + "…"
    }

    /// `shorten` a scalar at a time, for text whose scalars up to the limit are all below
    /// U+0300 (nil when one is not: that text goes the slow way). Below U+0300 nothing combines, so each scalar
    /// is a character, but for `\r\n`, which is whitespace and collapsed anyway. The kept
    /// scalars are written as UTF-8 bytes (appended to a string one by one, they were a
    /// fiftieth of a 10,000-exercise build), and the text is read no further than the limit:
    /// what follows it, even a scalar this path does not take, can change no character before.
    static func shortenByScalars(_ text: String) -> String? {
        var words: [UInt8] = []
        words.reserveCapacity(min(text.utf8.count, 2 * (textLimit + 1)))
        var count = 0
        var cutEnd = 0  // the bytes of the first `textLimit - 1` scalars kept
        var pendingSpace = false
        func keep(_ value: UInt32) {
            if value < 0x80 {
                words.append(UInt8(value))
            } else {
                words.append(0xC0 | UInt8(value >> 6))
                words.append(0x80 | UInt8(value & 0x3F))
            }
            count += 1
            if count == textLimit - 1 { cutEnd = words.count }
        }
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x300 else { return nil }
            switch scalar {
            case "*", "_", "`", "#", ">", "[", "]":
                continue
            case _ where isWhitespaceBelowU0300(scalar.value):
                pendingSpace = count > 0
                continue
            default:
                if pendingSpace { keep(0x20) }
                pendingSpace = false
                keep(scalar.value)
            }
            if count > textLimit { break }
        }
        guard count > textLimit else { return String(decoding: words, as: UTF8.self) }
        var cut = words[..<cutEnd]
        while cut.last == 0x20 { cut.removeLast() }
        return String(decoding: cut, as: UTF8.self) + "…"
    }

    /// Unicode's White_Space property for scalars below U+0300, the only ones
    /// `shortenByScalars` takes: tab to carriage return, space, U+0085 and U+00A0, without
    /// looking the property up in Unicode's tables.
    static func isWhitespaceBelowU0300(_ value: UInt32) -> Bool {
        (0x09...0x0D).contains(value) || value == 0x20 || value == 0x85 || value == 0xA0
    }
}
