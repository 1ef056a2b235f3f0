import TrainingModel

/// `search-index.json` and `search-index.js`: what the exercise index's optional search box filters, one
/// entry per exercise, session, workout and free page, sorted by URL. Written by hand
/// (not JSONEncoder) so the bytes never depend on the platform.
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

    /// `json()` as a script that sets `window.spotterSearchIndex`: JSON is valid
    /// JavaScript, so the entries are the same bytes.
    func script() -> String {
        "window.spotterSearchIndex = " + json().dropLast() + ";\n"
    }

    func json() -> String {
        let sorted = entries.sorted { ($0.url, $0.title) < ($1.url, $1.title) }
        guard !sorted.isEmpty else { return "[]\n" }
        let lines = sorted.map { entry in
            "  {\"kind\": \(Self.quote(entry.kind)), \"title\": \(Self.quote(entry.title)), "
                + "\"url\": \(Self.quote(entry.url)), \"text\": \(Self.quote(Self.shorten(entry.text)))}"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// Whitespace collapsed, Markdown punctuation dropped, cut at `textLimit`.
    static func shorten(_ text: String) -> String {
        shortenByScalars(text) ?? shortenByCharacters(text)
    }

    static func shortenByCharacters(_ text: String) -> String {
        let plain = text.filter { !"*_`#>[]".contains($0) }
        let words = plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
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

    /// A JSON string literal; `<` and `>` are escaped too, so the text is safe anywhere.
    static func quote(_ text: String) -> String {
        // Most text needs no escape (0xE2 starts U+2028 and U+2029 in UTF-8).
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "<")
                && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&") && byte != 0xE2
        }
        if plain { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
