/// `isWhitespace` and `isLetter` without the Unicode tables for ASCII, which is nearly
/// every character of training notation; the answers are the same for every character.
extension Character {
    var isNotationSpace: Bool {
        if let ascii = asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return isWhitespace
    }

    var isNotationLetter: Bool {
        if let ascii = asciiValue { return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii) }
        return isLetter
    }

    /// `0` … `9` only.
    var isASCIIDigitCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return (0x30...0x39).contains(ascii)
    }
}
