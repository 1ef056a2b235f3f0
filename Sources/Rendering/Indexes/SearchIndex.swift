import TextAndDates
import TrainingModel

/// `search-index.json` and `search-index.js`: what the exercise index's optional search box filters, one
/// entry per exercise, session, workout and free page, sorted by URL. Written by `JSONWriter`
/// (TextAndDates), as stats.json is, so the bytes never depend on the platform.
///
/// ```json
/// [
///   {"kind": "exercise", "title": "Back Squat", "url": "exercises/back-squat/index.html", "text": "Strength · legs · …"}
/// ]
/// ```
/// `url` is relative to the site root; `kind` is `exercise`, `session`, `workout`, `page` or
/// `athlete`. With several athletes the site's index lists athletes, not workouts: each
/// athlete's workouts are in `athletes/<id>/search-index.json` (and `.js`).
struct SearchIndex {
    struct Entry: Sendable {
        var kind: String
        var title: String
        var url: String
        var text: String
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
            writer.end()
        }
        writer.end()
        return writer.finish()
    }

    /// Whitespace collapsed, Markdown punctuation dropped, cut at `textLimit`.
    static func shorten(_ text: String) -> String {
        shortenByBytes(text) ?? shortenByScalars(text) ?? shortenByCharacters(text)
    }

    /// `shorten` a byte at a time, for ASCII text (nil for other text), stopping once past
    /// the limit: appending scalar by scalar to a string was a fiftieth of a 10,000-exercise
    /// build. In ASCII each byte is a character, but for `\r\n`, which is white space.
    static func shortenByBytes(_ text: String) -> String? {
        var words: [UInt8] = []
        words.reserveCapacity(min(text.utf8.count, textLimit + 1))
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "#"), UInt8(ascii: ">"),
                 UInt8(ascii: "["), UInt8(ascii: "]"):
                continue
            case 0x09...0x0D, 0x20:
                pendingSpace = !words.isEmpty
                continue
            default:
                if pendingSpace { words.append(0x20) }
                pendingSpace = false
                words.append(byte)
            }
            // Past the limit: the rest only matters for being there.
            if words.count > textLimit { break }
        }
        // The rest of an ASCII text past the limit is not looked at; one that is not ASCII
        // after it would be cut the same by the other paths, as its first characters are these.
        guard words.count > textLimit else { return String(decoding: words, as: UTF8.self) }
        var cut = words.prefix(textLimit - 1)
        while cut.last == 0x20 { cut.removeLast() }
        return String(decoding: cut, as: UTF8.self) + "…"
    }

    static func shortenByCharacters(_ text: String) -> String {
        let plain = text.filter { !"*_`#>[]".contains($0) }
        let words = plain.collapsingWhitespace
        guard words.count > textLimit else { return words }
        return String(words.prefix(textLimit - 1)).trimmingWhitespace + "…"
    }

    /// `shorten` a scalar at a time, for text made only of scalars below U+0300 (nil for
    /// other text, which goes the slow way). Below U+0300 nothing combines, so each scalar
    /// is a character, but for `\r\n`, which is whitespace and collapsed anyway.
    static func shortenByScalars(_ text: String) -> String? {
        var words = String.UnicodeScalarView()
        var count = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x300 else { return nil }
            switch scalar {
            case "*", "_", "`", "#", ">", "[", "]":
                continue
            case _ where isWhitespaceBelowU0300(scalar.value):
                pendingSpace = count > 0
                continue
            default:
                if pendingSpace { words.append(" "); count += 1 }
                pendingSpace = false
                words.append(scalar)
                count += 1
            }
        }
        guard count > textLimit else { return String(words) }
        var cut = String.UnicodeScalarView(words.prefix(textLimit - 1))
        while cut.last == " " { cut.removeLast() }
        return String(cut) + "…"
    }

    /// Unicode's White_Space property for scalars below U+0300, the only ones
    /// `shortenByScalars` takes: tab to carriage return, space, U+0085 and U+00A0 (looking
    /// the property up in Unicode's tables cost 7% of a 10,000-exercise build).
    static func isWhitespaceBelowU0300(_ value: UInt32) -> Bool {
        (0x09...0x0D).contains(value) || value == 0x20 || value == 0x85 || value == 0xA0
    }
}
