import Notation

/// A number as an export wrote it, kept as canonical decimal text so that it can be written back
/// as the athlete entered it (`100.0` → `100`, `102.50` → `102.5`, `1,5` → `1.5`).
///
/// Apps keep numbers as binary floats and convert units on export, so a 75 lb set can come out
/// as `74.99999999999999` and 185 lb as `185.00000000000003`. Such text is read as the shortest
/// decimal within float noise of the value (12 significant digits, far below any scale's
/// precision and the most a set's notation holds): `75`, `185`. Real decimals such as `22.68` or
/// `102.5` are kept digit for digit. See `normalised(_:)`.
struct ExportNumber: Hashable, Sendable {
    /// Canonical text: optional `-`, digits, and a fraction without trailing zeros.
    let text: String
    let value: Double
    /// The text as Spotter wrote it before float noise was removed (`74.99999999999999`): the
    /// digits as exported, without leading and trailing zeros; nil for an exponent form, which
    /// it refused. Used only to recognise files such a Spotter wrote.
    let noisyText: String?

    /// Nil for empty text or text that is not a decimal number (`12.5`, `-3`, `1.2e-5`).
    /// `allowDecimalComma` accepts `102,5`, which Strong writes in its semicolon layout for
    /// locales with a decimal comma.
    init?(_ raw: String, allowDecimalComma: Bool = false) {
        var body = Substring(raw.trimmingSpaces)
        guard !body.isEmpty else { return nil }
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        // Only ASCII digits, one decimal separator and an exponent: `Double` alone would also take
        // `nan`, `inf` and hexadecimal.
        var plain = ""
        var seenPoint = false
        var seenExponent = false
        var digits = 0
        for c in body {
            if c.isASCII, c.isNumber {
                plain.append(c)
                if !seenExponent { digits += 1 }
            } else if (c == "." || (allowDecimalComma && c == ",")) && !seenPoint && !seenExponent {
                seenPoint = true
                plain.append(".")
            } else if (c == "e" || c == "E") && !seenExponent && digits > 0 {
                seenExponent = true
                plain.append("e")
            } else if (c == "-" || c == "+") && plain.last == "e" {
                plain.append(c)
            } else {
                return nil
            }
        }
        guard digits > 0, plain.last?.isNumber == true || plain.last == ".",
              let magnitude = Double(plain), magnitude.isFinite else { return nil }
        guard let normalised = Self.normalised(magnitude) else { return nil }
        let isZero = normalised.value == 0
        self.text = (negative && !isZero ? "-" : "") + normalised.text
        self.value = negative && !isZero ? -normalised.value : normalised.value
        self.noisyText = seenExponent ? nil : Self.trimmedDecimal(plain, negative: negative)
    }

    /// `007.50` → `7.5`, `-0.0` → `0`: the digits as written, without surplus zeros.
    private static func trimmedDecimal(_ plain: String, negative: Bool) -> String {
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
        var integer = Substring(parts.first ?? "")
        var fraction = parts.count > 1 ? parts[1] : ""
        while integer.count > 1, integer.first == "0" { integer.removeFirst() }
        while fraction.last == "0" { fraction.removeLast() }
        let magnitude = (integer.isEmpty ? "0" : String(integer)) + (fraction.isEmpty ? "" : "." + fraction)
        return (negative && magnitude.contains(where: { $0 != "0" && $0 != "." }) ? "-" : "") + magnitude
    }

    /// The number as an earlier Spotter read it, noise and all; nil when it could not read it.
    var noisy: ExportNumber? {
        guard let noisyText, let value = Double(noisyText) else { return nil }
        return ExportNumber(text: noisyText, value: value, noisyText: noisyText)
    }

    var isZero: Bool { value == 0 }
    var isInteger: Bool { !text.contains(".") }

    /// The value as a whole number, when it is one (`5.0` → 5).
    var integerValue: Int? { isInteger ? Int(text) : nil }

    /// The same number without its sign.
    var magnitude: ExportNumber {
        guard value < 0 else { return self }
        return ExportNumber(text: String(text.dropFirst()), value: -value,
                            noisyText: noisyText.map { $0.hasPrefix("-") ? String($0.dropFirst()) : $0 })
    }

    private init(text: String, value: Double, noisyText: String?) {
        self.text = text
        self.value = value
        self.noisyText = noisyText
    }

    /// Significant digits a normalised number keeps at most: the most one number of set
    /// notation may have (`NotationLimits.maxDigits`), and 1000 times coarser than a double's
    /// precision, so that float noise always falls below it.
    static let significantDigits = NotationLimits.maxDigits

    /// The decimal with the fewest fraction digits that lies within float noise of `magnitude`
    /// (a relative difference of at most 10⁻¹²), as text and value; nil when the number is too
    /// large to have an exact decimal form (2⁵³ and up). When no decimal of at most
    /// `significantDigits` digits is that close, the value is rounded to that many digits.
    static func normalised(_ magnitude: Double) -> (text: String, value: Double)? {
        guard magnitude.isFinite, magnitude >= 0, magnitude < 9_007_199_254_740_992 else { return nil }
        let integerDigits = magnitude < 1 ? 1 : String(UInt64(magnitude)).count
        let maxFraction = max(0, significantDigits - integerDigits)
        let tolerance = max(magnitude, 1) * 1e-12
        var scale = 1.0
        var chosen: (units: Double, fraction: Int)?
        for fraction in 0...maxFraction {
            let units = (magnitude * scale).rounded()
            if abs(units / scale - magnitude) <= tolerance || fraction == maxFraction {
                chosen = (units, fraction)
                break
            }
            scale *= 10
        }
        guard let (units, fraction) = chosen, units < 9_007_199_254_740_992 else { return nil }
        var digits = String(UInt64(units))
        if fraction > 0 {
            if digits.count <= fraction { digits = String(repeating: "0", count: fraction - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fraction))
            while digits.last == "0" { digits.removeLast() }
            if digits.last == "." { digits.removeLast() }
        }
        guard let value = Double(digits) else { return nil }
        return (digits, value)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs; no Foundation needed.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\u{A0}" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\u{A0}" { scalars.removeLast() }
        return String(scalars)
    }
}
