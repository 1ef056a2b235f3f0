/// Latin letters for the scripts that have one standard romanisation, so that a name in them
/// gets a readable id (`Жим лёжа` → `zhim-lezha`, `Άρση θανάτου` → `arsi-thanatou`). The tables
/// are Spotter's own and fixed, so an id never changes with the platform's ICU:
/// - Cyrillic: the Russian scheme of passports and road signs (BGN/PCGN without diacritics:
///   `ж` zh, `х` kh, `ц` ts, `щ` shch, `ы` y, `ю` yu, `я` ya, hard and soft signs dropped), with
///   Ukrainian `є ї і ґ`, Belarusian `ў` and Serbian and Macedonian `ђ ј љ њ ћ џ ѓ ќ ѕ`;
/// - Greek: ISO 843 / ELOT 743 letter by letter (`η` i, `θ` th, `φ` f, `χ` ch, `ψ` ps, `ου` ou,
///   `αυ` av, `ευ` ev), accents dropped;
/// - Latin letters that folding accents away leaves as they are: `ß` ss, `æ` ae, `œ` oe, `ø` o,
///   `ł` l, `đ` `ð` d, `þ` th, `ı` i.
/// Other scripts (Han, kana, Hangul, Arabic, Hebrew, Devanagari…) have no single transliteration
/// (Japanese kana have several, Arabic leaves vowels out), so they are left as they are and a
/// name holding them gets a hash (`GeneratedID.exercise(named:)`).
enum Transliteration {
    /// `text` with the letters of the tables above in Latin, lowercased; every other character as it is.
    static func latin(_ text: String) -> String {
        // Composed, so `ё` written as `е` and a diaeresis reads as `ё`; Greek accents are dropped below.
        let scalars = Array(text.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars)
        var out = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? Self.withoutGreekAccent(scalars[index + 1]) : nil
            if let pair = greekPairs[String(Self.withoutGreekAccent(scalar))], let next, next == "υ" {
                out += pair
                index += 2
                continue
            }
            if let latin = letters[Self.withoutGreekAccent(scalar)] {
                out += latin
            } else {
                out.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return out
    }

    /// `ά` → `α`, `ΐ` → `ι`: a Greek letter without its tonos or dialytika.
    private static func withoutGreekAccent(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x0370...0x03FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value) else { return scalar }
        return String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
    }

    /// Greek vowel pairs with `υ` read as one sound: `ου` ou, `αυ` av, `ευ` ev, `ηυ` iv.
    private static let greekPairs: [String: String] = ["ο": "ou", "α": "av", "ε": "ev", "η": "iv"]

    private static let letters: [Unicode.Scalar: String] = {
        let table: [(String, String)] = [
            // Cyrillic
            ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("д", "d"), ("е", "e"), ("ё", "e"), ("ж", "zh"),
            ("з", "z"), ("и", "i"), ("й", "y"), ("к", "k"), ("л", "l"), ("м", "m"), ("н", "n"), ("о", "o"),
            ("п", "p"), ("р", "r"), ("с", "s"), ("т", "t"), ("у", "u"), ("ф", "f"), ("х", "kh"), ("ц", "ts"),
            ("ч", "ch"), ("ш", "sh"), ("щ", "shch"), ("ъ", ""), ("ы", "y"), ("ь", ""), ("э", "e"), ("ю", "yu"),
            ("я", "ya"), ("є", "ye"), ("і", "i"), ("ї", "yi"), ("ґ", "g"), ("ў", "u"), ("ђ", "dj"), ("ј", "j"),
            ("љ", "lj"), ("њ", "nj"), ("ћ", "c"), ("џ", "dz"), ("ѓ", "gj"), ("ќ", "kj"), ("ѕ", "dz"),
            // Greek
            ("α", "a"), ("β", "v"), ("γ", "g"), ("δ", "d"), ("ε", "e"), ("ζ", "z"), ("η", "i"), ("θ", "th"),
            ("ι", "i"), ("κ", "k"), ("λ", "l"), ("μ", "m"), ("ν", "n"), ("ξ", "x"), ("ο", "o"), ("π", "p"),
            ("ρ", "r"), ("σ", "s"), ("ς", "s"), ("τ", "t"), ("υ", "y"), ("φ", "f"), ("χ", "ch"), ("ψ", "ps"),
            ("ω", "o"),
            // Latin letters that keep their shape when accents are folded
            ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("ø", "o"), ("ł", "l"), ("đ", "d"), ("ð", "d"), ("þ", "th"),
            ("ı", "i"),
        ]
        return Dictionary(uniqueKeysWithValues: table.map { ($0.0.unicodeScalars.first!, $0.1) })
    }()
}
