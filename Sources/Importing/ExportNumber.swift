/// A number as an export wrote it, kept as canonical decimal text so that it can be written back
/// without any rounding (`100.0` → `100`, `102.50` → `102.5`, `1,5` → `1.5`).
struct ExportNumber: Hashable, Sendable {
    /// Canonical text: optional `-`, digits, and a fraction without trailing zeros.
    let text: String
    let value: Double

    /// Nil for empty text or text that is not a plain decimal number. `allowDecimalComma` accepts
    /// `102,5`, which Strong writes in its semicolon layout for locales with a decimal comma.
    init?(_ raw: String, allowDecimalComma: Bool = false) {
        var body = Substring(raw.trimmingSpaces)
        guard !body.isEmpty else { return nil }
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        var integer = ""
        var fraction = ""
        var seenPoint = false
        for c in body {
            if c.isASCII, c.isNumber {
                if seenPoint { fraction.append(c) } else { integer.append(c) }
            } else if (c == "." || (allowDecimalComma && c == ",")) && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        while integer.count > 1, integer.first == "0" { integer.removeFirst() }
        if integer.isEmpty { integer = "0" }
        while fraction.last == "0" { fraction.removeLast() }
        let magnitude = fraction.isEmpty ? integer : integer + "." + fraction
        guard let value = Double(magnitude) else { return nil }
        let isZero = value == 0
        self.text = (negative && !isZero ? "-" : "") + magnitude
        self.value = negative && !isZero ? -value : value
    }

    var isZero: Bool { value == 0 }
    var isInteger: Bool { !text.contains(".") }

    /// The value as a whole number, when it is one (`5.0` → 5).
    var integerValue: Int? { isInteger ? Int(text) : nil }

    /// The same number without its sign.
    var magnitude: ExportNumber {
        value < 0 ? ExportNumber(text: String(text.dropFirst()), value: -value) : self
    }

    private init(text: String, value: Double) {
        self.text = text
        self.value = value
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
