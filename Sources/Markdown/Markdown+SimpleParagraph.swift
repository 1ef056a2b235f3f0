/// Paragraphs read without cmark-gfm: one line of plain words, with or without `**strong**`
/// spans ("Brace and move slowly.", "**Variant A**: tempo 3-1-1"). Most steps, cues and
/// variations of an exercise description have this shape, and are then neither parsed to
/// take them from their list nor to render them.
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
    public static func simpleParagraphHTML(_ text: String) -> String? {
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
        // Read from the string's storage (a slice's in place, no string made for it), not
        // through the UTF-8 view a byte at a time.
        text.utf8.withContiguousStorageIfAvailable(strongSpans) ?? Array(text.utf8).withUnsafeBufferPointer(strongSpans)
    }

    /// What a byte is to `strongSpans`.
    private enum ByteClass {
        /// Ends the shortcut: markup, HTML, a control character, a tab, a line break.
        case refused
        case letter, w
        /// Digits, plain punctuation, and every byte of a character beyond ASCII.
        case plain
        case slash, space, dot, star
    }

    /// Each byte's class, looked up rather than compared range by range (the scan reads every
    /// byte of every description several times: to take its items, to render them, to
    /// describe the page).
    private static let byteClasses: [ByteClass] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "w"), UInt8(ascii: "W"): return .w
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "'"),
             UInt8(ascii: "?"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "%"), UInt8(ascii: "-"),
             UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "$"), UInt8(ascii: ":"), 0x80...0xFF:
            return .plain
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: " "): return .space
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: "*"): return .star
        default: return .refused
        }
    }

    private static func strongSpans(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, let last = bytes.last,
              isLetter(first) || first >= 0x80 || first == UInt8(ascii: "*"), last != 0x20 else {
            return nil
        }
        return byteClasses.withUnsafeBufferPointer { classes -> Int? in
            // Checked as if the marks were not there: they only join what they separate, so a
            // `www.` or `://` across one is refused with the rest.
            var previous: UInt8 = 0, beforePrevious: UInt8 = 0
            var ws = 0  // letters of `www.` in a row, case ignored
            var spans = 0
            var open = false
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                switch classes[Int(byte)] {
                case .letter:
                    ws = 0
                case .w:
                    ws += 1
                case .plain:
                    ws = 0
                case .slash:
                    // `://` starts a URL the autolink extension takes.
                    if previous == UInt8(ascii: "/") && beforePrevious == UInt8(ascii: ":") { return nil }
                    ws = 0
                case .space:
                    // Two spaces before a line end are a hard break; there is no line end, but stay plain.
                    if previous == UInt8(ascii: " ") { return nil }
                    ws = 0
                case .dot:
                    if ws >= 3 { return nil }
                    ws = 0
                case .star:
                    guard index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") else { return nil }
                    let following: UInt8? = index + 2 < count ? bytes[index + 2] : nil
                    if open {
                        guard isASCIILetterOrDigit(bytes[index - 1]),
                              following.map({ mayFollowSpan($0, classes[Int($0)]) }) ?? true else { return nil }
                        spans += 1
                    } else {
                        guard index == 0 || bytes[index - 1] == UInt8(ascii: " "),
                              let following, isASCIILetterOrDigit(following) else { return nil }
                    }
                    open.toggle()
                    index += 2
                    continue
                case .refused:
                    return nil
                }
                (beforePrevious, previous) = (previous, byte)
                index += 1
            }
            return open ? nil : spans
        }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What may follow a span: a space, or ASCII punctuation a plain paragraph holds (by its
    /// class in `byteClasses`, so that the two never disagree).
    private static func mayFollowSpan(_ byte: UInt8, _ byteClass: ByteClass) -> Bool {
        switch byteClass {
        case .plain, .slash, .space, .dot: return byte < 0x80 && !isASCIILetterOrDigit(byte)
        case .letter, .w, .star, .refused: return false
        }
    }
}
