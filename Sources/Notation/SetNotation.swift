import TrainingModel

/// Performed sets as written in a workout (docs/notation.md#performed-sets): `100 x 5`, `100kg x 5 @8`, `bw x 12`,
/// `bw+20kg x 6`, `x 15`, `100 x 5 x 3`, `60s`, `bw+10kg 7s`, `5km in 25:30`, with a kind prefix
/// `w:` (warm-up), `d:` (drop set) or `f:` (to failure).
///
/// Inside a set a lone `m` is metres (`400m`); a time in minutes is written `5min`, `5'` or `1m30s`.
public enum SetNotation {
    /// One string of set notation (docs/notation.md#performed-sets) may stand for several sets (`100 x 5 x 3`); the result is never empty.
    public static func parse(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> [PerformedSet] {
        if let set = plainSet(text, defaultUnit: defaultUnit) { return [set] }
        return try scanned(text, defaultUnit: defaultUnit)
    }

    /// Any set notation, read by the scanner.
    static func scanned(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> [PerformedSet] {
        var scanner = NotationScanner(text)
        return try scanner.scanSets(defaultUnit: defaultUnit)
    }

    /// `100 x 5` and `82.5 x 8 @7.5` (ASCII spaces, a bare weight, whole reps, an optional
    /// RPE, every value in range), read straight from the bytes: nearly every set of a log
    /// has this shape, and the scanner makes characters of the text and tries a time, a
    /// distance and a load in turn. Nil for any other text, which the scanner reads. The set is the one the
    /// scanner gives (`PlainSetTests` compares the two on generated text).
    static func plainSet(_ text: String, defaultUnit: MassUnit) -> PerformedSet? {
        var text = text
        return text.withUTF8 { bytes -> PerformedSet? in
            var index = 0
            func skipSpaces() { while index < bytes.count, bytes[index] == 0x20 { index += 1 } }
            /// `digits[.digits]` as the scanner's `readNumber` reads it; nil past 9 digits, before
            /// the significand could overflow (the scanner then says how many are allowed).
            func number() -> DecimalNumber? {
                let start = index
                var significand = 0, digits = 0
                /// The run of digits at `index`, added to `significand`: how many, or nil past nine in all.
                func run() -> Int? {
                    let first = index
                    while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                        guard digits < 9 else { return nil }
                        significand = significand * 10 + Int(bytes[index] - 0x30)
                        digits += 1
                        index += 1
                    }
                    return index - first
                }
                guard let integerDigits = run(), integerDigits > 0 else { return nil }
                var fractionDigits = 0
                if index + 1 < bytes.count, bytes[index] == 0x2E, (0x30...0x39).contains(bytes[index + 1]) {
                    index += 1
                    guard let count = run() else { return nil }
                    fractionDigits = count
                }
                return DecimalNumber(significand: significand, fractionDigits: fractionDigits,
                                     integerDigits: integerDigits, start: start, end: index)
            }
            skipSpaces()
            guard let weight = number(), weight.value <= NotationLimits.maxWeight else { return nil }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "x") else { return nil }
            index += 1
            skipSpaces()
            guard let reps = number(), let count = reps.integerValue, count <= NotationLimits.maxReps else { return nil }
            var set = PerformedSet(load: Load(kilograms: defaultUnit.toKilograms(weight.value)), reps: count)
            skipSpaces()
            if index < bytes.count, bytes[index] == UInt8(ascii: "@") {
                index += 1
                skipSpaces()
                guard let rpe = number(), rpe.value <= 10, (rpe.value * 2).rounded() == rpe.value * 2 else { return nil }
                set.rpe = rpe.value
                skipSpaces()
            }
            return index == bytes.count ? set : nil
        }
    }

    static let setExpected = "a set (e.g. 100 x 5, bw x 12, x 15, 60s, bw+10kg 7s, 5km in 25:30)"
    static let gripExpected = "a grip and a colon before the set, its load after the colon "
        + "(e.g. 20mm half crimp: bw+5kg 7s)"
    static let kindExpected = "a set kind: w: (warm-up), d: (drop set) or f: (failure)"
    static let kindWords: [String: SetKind] = [
        "w": .warmup, "wu": .warmup, "warmup": .warmup,
        "d": .drop, "drop": .drop,
        "f": .failure, "fail": .failure, "failure": .failure,
    ]
}

extension NotationScanner {
    fileprivate mutating func scanSets(defaultUnit: MassUnit) throws(NotationError) -> [PerformedSet] {
        skipSpaces()
        var set = PerformedSet(kind: try scanSetKind())
        skipSpaces()
        if let grip = try scanSetGrip(defaultUnit: defaultUnit) {
            set.grip = grip
            skipSpaces()
            // The kind may also follow the grip: `half crimp 20mm: w: bw 7s`.
            if set.kind == .working { set.kind = try scanSetKind() }
            skipSpaces()
        }
        let bodyStart = position
        guard !isAtEnd else { throw error(expected: SetNotation.setExpected) }

        if consumeTimesSign() {
            skipSpaces()
            guard let reps = try scanWholeReps(minimum: 0, what: "reps") else {
                throw error(expected: "reps after x (e.g. x 15)")
            }
            set.reps = reps
        } else if let seconds = try scanDuration(bareUnit: nil) {
            set.duration = seconds
        } else if let metres = try scanDistance() {
            set.distance = metres
            let afterDistance = position
            skipSpaces()
            if consumeWord(["in"]) != nil {
                skipSpaces()
                guard let seconds = try scanDuration(bareUnit: nil) else {
                    throw error(expected: "the time it took (e.g. 25:30)")
                }
                set.duration = seconds
            } else {
                position = afterDistance
            }
        } else if let scanned = try scanLoad(defaultUnit: defaultUnit) {
            set.load = scanned.load
            skipSpaces()
            if consumeTimesSign() {
                skipSpaces()
                guard let reps = try scanWholeReps(minimum: 0, what: "reps") else {
                    throw error(expected: "reps after x (e.g. 100 x 5)")
                }
                set.reps = reps
            } else if let seconds = try scanDuration(bareUnit: nil) {
                set.duration = seconds
            } else {
                throw error(expected: "x and reps (e.g. x 5) or a hang time (e.g. 7s)")
            }
        } else {
            throw error(at: bodyStart, expected: SetNotation.setExpected)
        }

        // Then, in either order, a repeat count `x 3` and an RPE `@8`.
        var repeats: Int?
        while true {
            skipSpaces()
            if isAtEnd { break }
            if repeats == nil, consumeTimesSign() {
                skipSpaces()
                guard let count = try scanWholeReps(minimum: 1, what: "repeats") else {
                    throw error(expected: "how many identical sets (e.g. x 3)")
                }
                repeats = count
            } else if set.rpe == nil, let rpe = try scanRPE(markerRequired: true) {
                set.rpe = rpe
            } else {
                throw error(expected: trailingExpected(repeats: repeats == nil, rpe: set.rpe == nil))
            }
        }
        return Array(repeating: set, count: repeats ?? 1)
    }

    private func trailingExpected(repeats: Bool, rpe: Bool) -> String {
        switch (repeats, rpe) {
        case (true, true): return "an RPE (e.g. @8), a repeat count (e.g. x 3) or the end of the set"
        case (true, false): return "a repeat count (e.g. x 3) or the end of the set"
        case (false, true): return "an RPE (e.g. @8) or the end of the set"
        case (false, false): return "the end of the set"
        }
    }

    /// A grip before the set's numbers, up to a colon (`20mm half crimp: bw+5kg 7s`,
    /// docs/notation.md#grips-of-performed-sets): its name words and edge, as a protocol's grip is
    /// written, without a load (the set's load follows the colon). A colon between two digits
    /// is a clock's (`1:30`, `5km in 25:30`), not a grip's; nil when the text has no other colon.
    private mutating func scanSetGrip(defaultUnit: MassUnit) throws(NotationError) -> Grip? {
        var colon = position
        while colon < end {
            if characters[colon] == ":" {
                let isClock = colon > position && colon + 1 < end
                    && characters[colon - 1].isASCIIDigitCharacter && characters[colon + 1].isASCIIDigitCharacter
                if !isClock { break }
            }
            colon += 1
        }
        guard colon < end else { return nil }
        let start = position
        let outerEnd = end
        end = colon
        let grip: Grip
        do {
            grip = try scanGrip(defaultUnit: defaultUnit)
        } catch {
            end = outerEnd
            throw self.error(at: start, expected: SetNotation.gripExpected)
        }
        end = outerEnd
        guard grip.addedLoad == nil else {
            throw self.error(at: start, expected: SetNotation.gripExpected)
        }
        position = colon + 1
        return grip
    }

    /// `w:`, `d:`, `f:` (and the words `warmup:`, `drop:`, `failure:`); a working set when absent.
    private mutating func scanSetKind() throws(NotationError) -> SetKind {
        let start = position
        let word = word()
        guard !word.isEmpty else { return .working }
        advance(wordLength())
        skipSpaces()
        guard consume(":") else {
            position = start
            return .working
        }
        guard let kind = SetNotation.kindWords[word] else {
            // A longer word before a colon names a grip (`sloper: bw 7s`); a single letter
            // is a mistyped kind (`x: 5`).
            guard word.count == 1 else {
                position = start
                return .working
            }
            throw error(at: start, expected: SetNotation.kindExpected)
        }
        return kind
    }
}
