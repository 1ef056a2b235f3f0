/// A number exactly as written (`82.5` is 825 with one fraction digit). Keeping the
/// decimal digits lets durations and distances be summed in whole milliseconds and
/// millimetres, so that formatting a value and parsing it again gives the same `Double`.
struct DecimalNumber: Hashable, Sendable {
    var significand: Int
    var fractionDigits: Int
    /// Digits before the decimal point, as written (`05` has 2): clock fields need exactly two.
    var integerDigits: Int
    /// Character offsets of the number in the text.
    var start: Int
    var end: Int

    static let powersOfTen: [Double] = (0...18).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    static func intPower(_ exponent: Int) -> Int {
        var value = 1
        for _ in 0..<max(0, exponent) { value *= 10 }
        return value
    }

    var isInteger: Bool { fractionDigits == 0 }

    /// The nearest `Double` to the written decimal (both operands are exact, so the division rounds once).
    var value: Double { Double(significand) / DecimalNumber.powersOfTen[fractionDigits] }

    var integerValue: Int? { isInteger ? significand : nil }

    /// The value in units of 10^-`digits` (e.g. milliseconds for 3), or nil when it has more fraction digits.
    func scaled(toFractionDigits digits: Int) -> Int? {
        guard fractionDigits <= digits else { return nil }
        let (result, overflow) = significand.multipliedReportingOverflow(by: DecimalNumber.intPower(digits - fractionDigits))
        return overflow ? nil : result
    }
}

extension NotationScanner {
    /// Reads `digits[.digits]` at the position (ASCII digits only), or returns nil without moving.
    /// A number with more than `NotationLimits.maxDigits` digits is an error, which also keeps
    /// the significand far from `Int` overflow.
    mutating func readNumber() throws(NotationError) -> DecimalNumber? {
        let start = position
        var significand = 0
        var digits = 0
        var integerDigits = 0
        var fractionDigits = 0
        while let d = peek()?.asciiDigitValue {
            digits += 1
            integerDigits += 1
            if digits <= NotationLimits.maxDigits { significand = significand * 10 + d }
            position += 1
        }
        guard integerDigits > 0 else { return nil }
        if peek() == ".", peek(1)?.asciiDigitValue != nil {
            position += 1
            while let d = peek()?.asciiDigitValue {
                digits += 1
                fractionDigits += 1
                if digits <= NotationLimits.maxDigits { significand = significand * 10 + d }
                position += 1
            }
        }
        guard digits <= NotationLimits.maxDigits else {
            throw error(at: start, expected: "a number of at most \(NotationLimits.maxDigits) digits")
        }
        return DecimalNumber(significand: significand, fractionDigits: fractionDigits, integerDigits: integerDigits,
                             start: start, end: position)
    }

    var atDigit: Bool { peek()?.asciiDigitValue != nil }
}

extension Character {
    /// 0...9 for the ASCII digits only: other scripts' digits are not notation.
    var asciiDigitValue: Int? {
        guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        return Int(ascii - 48)
    }
}
