/// Paragraphs read without cmark-gfm: one line of plain words, with or without `**strong**`
/// spans ("Brace and move slowly.", "**Variant A**: tempo 3-1-1"). Most steps, cues and
/// variations of an exercise description have this shape; parsing each on its own, once
/// to take it from its list and once to render it, was a tenth of a 10,000-exercise build.
/// `MarkdownPlainParagraphTests` checks every answer here against cmark-gfm on generated
/// texts that mix the characters and spans let through with those that are not.
extension Markdown {
    /// True for a text that is one paragraph of words and plain punctuation, which cmark-gfm
    /// would only wrap in `<p>` (or give back unchanged as plain text). It starts with a
    /// letter (not a list marker, heading, quote or indented code), ends with no space,
    /// holds no line break, tab or character that Markdown, HTML or the GFM extensions read
    /// (`*_`[]<>&"\\!#|~@` and the rest), and no `www.` or `://` an autolink would take.
    static func isPlainParagraph(_ text: some StringProtocol) -> Bool {
        strongSpans(text) == 0
    }

    /// A plain paragraph, or one with `**strong**` spans: each opens at the start or after a
    /// space, before an ASCII letter or digit, and closes after one, before the end, a space
    /// or plain punctuation, so that cmark-gfm reads each pair of `**` as a strong span and
    /// nothing else. Such a text is its own CommonMark: cmark-gfm renders it back unchanged.
    static func isSimpleParagraph(_ text: some StringProtocol) -> Bool {
        strongSpans(text) != nil
    }

    /// The HTML of a simple paragraph (`isSimpleParagraph`) without its `<p>`: the text,
    /// which needs no escaping, with each span in `<strong>`; nil for any other text.
    public static func plainParagraphHTML(_ text: String) -> String? {
        switch strongSpans(text) {
        case nil: return nil
        case 0: return text
        case let spans?:
            var html = ""
            html.reserveCapacity(text.utf8.count + spans * 13)
            var opening = true
            var rest = Substring(text)
            while let mark = rest.utf8.firstIndex(of: UInt8(ascii: "*")) {
                html += rest[..<mark]
                html += opening ? "<strong>" : "</strong>"
                opening.toggle()
                rest = rest[rest.utf8.index(mark, offsetBy: 2)...]
            }
            html += rest
            return html
        }
    }

    /// A simple paragraph's text without its `**`, as cmark-gfm's plain-text renderer gives it.
    static func simpleParagraphText(_ text: String) -> String? {
        switch strongSpans(text) {
        case nil: return nil
        case 0: return text
        case _?: return String(decoding: text.utf8.filter { $0 != UInt8(ascii: "*") }, as: UTF8.self)
        }
    }

    /// How many `**strong**` spans a simple paragraph holds (0 for a plain one); nil for any
    /// other text.
    static func strongSpans(_ text: some StringProtocol) -> Int? {
        // Read from the string's storage (a slice's in place, no string made for it): through
        // the UTF-8 view, a byte at a time, the checks of a 10,000-exercise catalogue's
        // descriptions were a twentieth of its build.
        text.utf8.withContiguousStorageIfAvailable(strongSpans) ?? strongSpans(Array(text.utf8))
    }

    private static func strongSpans(_ bytes: some RandomAccessCollection<UInt8>) -> Int? {
        guard let first = bytes.first, let last = bytes.last,
              isLetter(first) || first >= 0x80 || first == UInt8(ascii: "*"), last != 0x20 else {
            return nil
        }
        // Checked as if the marks were not there: they only join what they separate, so a
        // `www.` or `://` across one is refused with the rest.
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        var ws = 0  // letters of `www.` in a row, case ignored
        var spans = 0
        var open = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") {
                let next = bytes.index(after: index)
                guard next < bytes.endIndex, bytes[next] == UInt8(ascii: "*") else { return nil }
                let after = bytes.index(after: next)
                let following = after < bytes.endIndex ? bytes[after] : nil
                if open {
                    guard isASCIILetterOrDigit(bytes[bytes.index(before: index)]),
                          following.map(isSpaceOrPlainPunctuation) ?? true else { return nil }
                    spans += 1
                } else {
                    guard index == bytes.startIndex || bytes[bytes.index(before: index)] == UInt8(ascii: " "),
                          let following, isASCIILetterOrDigit(following) else { return nil }
                }
                open.toggle()
                index = after
                continue
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                ws = (byte | 0x20) == UInt8(ascii: "w") ? ws + 1 : 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "'"),
                 UInt8(ascii: "?"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "%"), UInt8(ascii: "-"),
                 UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "$"), UInt8(ascii: ":"), 0x80...0xFF:
                ws = 0
            case UInt8(ascii: "/"):
                // `://` starts a URL the autolink extension takes.
                if previous == UInt8(ascii: "/") && beforePrevious == UInt8(ascii: ":") { return nil }
                ws = 0
            case UInt8(ascii: " "):
                // Two spaces before a line end are a hard break; there is no line end, but stay plain.
                ws = 0
                if previous == UInt8(ascii: " ") { return nil }
            case UInt8(ascii: "."):
                if ws >= 3 { return nil }
                ws = 0
            default:
                return nil
            }
            (beforePrevious, previous) = (previous, byte)
            index = bytes.index(after: index)
        }
        return open ? nil : spans
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What may follow a span: a space, or punctuation a plain paragraph holds.
    private static func isSpaceOrPlainPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "?"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "%"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "="), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
