/// A cursor over the characters of one notation string. Every parser is written
/// against it: a position that only moves forward (or back to a saved position when a
/// look-ahead fails), so each parse is linear in the text and cannot loop.
///
/// Positions are grapheme (Character) offsets, which is what `NotationError.offset` reports.
struct NotationScanner {
    let characters: [Character]
    var position: Int
    /// Exclusive bound; lowered while parsing a bracketed part such as one grip of a list.
    var end: Int

    init(_ text: String) {
        characters = Array(text)
        position = 0
        end = characters.count
    }

    var isAtEnd: Bool { position >= end }

    func peek(_ ahead: Int = 0) -> Character? {
        let index = position + ahead
        guard index >= 0, index < end else { return nil }
        return characters[index]
    }

    mutating func advance(_ count: Int = 1) {
        position = min(end, position + count)
    }

    mutating func skipSpaces() {
        while let c = peek(), c.isNotationSpace { position += 1 }
    }

    /// Consumes `symbol` when it is the next character.
    mutating func consume(_ symbol: Character) -> Bool {
        guard peek() == symbol else { return false }
        position += 1
        return true
    }

    /// Consumes the next character when it is one of `symbols`.
    mutating func consume(anyOf symbols: Set<Character>) -> Character? {
        guard let c = peek(), symbols.contains(c) else { return nil }
        position += 1
        return c
    }

    // MARK: - Words

    /// The run of letters at the position, lowercased, without moving.
    func word() -> String {
        var index = position
        var text = ""
        while index < end, characters[index].isNotationLetter {
            let c = characters[index]
            if let ascii = c.asciiValue { text.append(Character(Unicode.Scalar(ascii | (ascii < 0x5B ? 0x20 : 0)))) }
            else { text.append(contentsOf: c.lowercased()) }
            index += 1
        }
        return text
    }

    /// Length in characters of the letter run at the position.
    func wordLength() -> Int {
        var index = position
        while index < end, characters[index].isNotationLetter { index += 1 }
        return index - position
    }

    /// Consumes the letter run at the position when it is (case-insensitively) one of `words`.
    mutating func consumeWord(_ words: Set<String>) -> String? {
        let found = word()
        guard !found.isEmpty, words.contains(found) else { return nil }
        position += wordLength()
        return found
    }

    /// True when the position holds the multiplication sign of `100 x 5`: `x`, `X` or `×`
    /// standing alone (not the start of a longer word).
    var atTimesSign: Bool {
        guard let c = peek() else { return false }
        if c == "×" || c == "*" { return true }
        guard c == "x" || c == "X" else { return false }
        if let next = peek(1), next.isNotationLetter { return false }
        return true
    }

    mutating func consumeTimesSign() -> Bool {
        guard atTimesSign else { return false }
        position += 1
        return true
    }

    // MARK: - Errors

    /// Characters that end the word shown as `found` in an error.
    static let delimiters: Set<Character> = [",", ";", "[", "]", "(", ")"]
    static let maxFoundLength = 40

    /// The word starting at `offset` as shown in an error: up to the next space or delimiter.
    func found(at offset: Int) -> String {
        guard offset >= 0, offset < characters.count else { return NotationError.endOfText }
        let first = characters[offset]
        if first.isNotationSpace { return String(first) }
        if NotationScanner.delimiters.contains(first) { return String(first) }
        var text = ""
        var index = offset
        while index < characters.count {
            let c = characters[index]
            if c.isNotationSpace || NotationScanner.delimiters.contains(c) { break }
            if text.count == NotationScanner.maxFoundLength {
                text.append("…")
                break
            }
            text.append(c)
            index += 1
        }
        return text
    }

    func error(at offset: Int, expected: String) -> NotationError {
        // A bounded part (one grip) ends at its delimiter: report the end of the part, not the delimiter.
        let shown = offset >= end && end < characters.count
            ? NotationScanner.foundAtBound(characters[end]) : found(at: offset)
        return NotationError(offset: offset, found: shown, expected: expected)
    }

    func error(expected: String) -> NotationError {
        error(at: position, expected: expected)
    }

    private static func foundAtBound(_ c: Character) -> String { String(c) }

    /// Fails unless only spaces remain.
    mutating func expectEnd(_ expected: String) throws(NotationError) {
        skipSpaces()
        guard isAtEnd else { throw error(expected: expected) }
    }
}
