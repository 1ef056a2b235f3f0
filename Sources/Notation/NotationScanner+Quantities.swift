import TrainingModel

/// The quantity scanners shared by every notation (docs/notation.md#quantities). Each returns nil,
/// without moving, when the text at the position is not that kind of quantity, and throws when
/// it clearly is one but is malformed, so callers can try kinds in turn.
extension NotationScanner {
    // MARK: - Expected texts (one wording per problem)

    static let weightExpected = "a weight (e.g. 100, 100kg, bw+20kg)"
    static let durationExpected = "a time (e.g. 90s, 1:30, 1m30s, 1h 5m, 5')"
    static let clockExpected = "a time as m:ss or h:mm:ss (e.g. 1:30, 1:05:30)"
    static let stopwatchExpected = "a time as MM-SS-CC (e.g. 00-30-00)"
    static let distanceExpected = "a distance (e.g. 5km, 400m, 3mi)"
    static let percentExpected = "a percentage (e.g. 75%)"
    static let rpeExpected = "an RPE from 0 to 10 in steps of 0.5 (e.g. @8, @8.5, @RPE 8)"
    static let repsExpected = "reps (e.g. 5, 8-12, AMRAP)"
    static let tempoExpected = "a tempo of four phases (e.g. 3-1-1-0, 3-1-X-0)"

    // MARK: - Units

    struct TimeUnit {
        var seconds: Int
        /// Units must come in decreasing rank: `1h 5m 30s`.
        var rank: Int
        /// Written as a lone `m`, which is metres wherever a distance could stand.
        var isBareM: Bool
    }

    static let timeUnits: [String: TimeUnit] = {
        var table: [String: TimeUnit] = [:]
        for word in ["h", "hr", "hrs", "hour", "hours"] { table[word] = TimeUnit(seconds: 3600, rank: 3, isBareM: false) }
        for word in ["min", "mins", "minute", "minutes"] { table[word] = TimeUnit(seconds: 60, rank: 2, isBareM: false) }
        table["m"] = TimeUnit(seconds: 60, rank: 2, isBareM: true)
        for word in ["s", "sec", "secs", "second", "seconds"] { table[word] = TimeUnit(seconds: 1, rank: 1, isBareM: false) }
        return table
    }()

    static let apostrophes: Set<Character> = ["'", "’", "′"]
    static let quotes: Set<Character> = ["\"", "”", "″"]

    static let massUnits: [String: MassUnit] = [
        "kg": .kg, "kgs": .kg, "kilo": .kg, "kilos": .kg, "kilogram": .kg, "kilograms": .kg,
        "lb": .lb, "lbs": .lb, "pound": .lb, "pounds": .lb,
    ]

    /// Metres per unit; miles are handled apart because they are not a power of ten.
    static let decimalDistanceUnits: [String: Int] = [
        "m": 1, "meter": 1, "meters": 1, "metre": 1, "metres": 1,
        "km": 1000, "kms": 1000, "kilometer": 1000, "kilometers": 1000, "kilometre": 1000, "kilometres": 1000,
    ]
    static let mileWords: Set<String> = ["mi", "mile", "miles"]
    static let metresPerMile = 1609.344

    /// `'` minutes, `''` or `"` seconds, or a unit word.
    mutating func readTimeUnit() -> TimeUnit? {
        guard let c = peek() else { return nil }
        if NotationScanner.apostrophes.contains(c) {
            if let next = peek(1), NotationScanner.apostrophes.contains(next) {
                advance(2)
                return TimeUnit(seconds: 1, rank: 1, isBareM: false)
            }
            advance()
            return TimeUnit(seconds: 60, rank: 2, isBareM: false)
        }
        if NotationScanner.quotes.contains(c) {
            advance()
            return TimeUnit(seconds: 1, rank: 1, isBareM: false)
        }
        guard let unit = NotationScanner.timeUnits[word()] else { return nil }
        advance(wordLength())
        return unit
    }

    mutating func readMassUnit() -> MassUnit? {
        guard let unit = NotationScanner.massUnits[word()] else { return nil }
        advance(wordLength())
        return unit
    }

    // MARK: - Duration

    /// A duration in seconds. With `bareUnit` nil (inside sets and prescriptions) a bare number is
    /// not a duration and a lone `400m` is left to the distance scanner; with a bare unit (a rest,
    /// a protocol, a workout's duration) a bare number takes that unit and `3m` is three minutes.
    mutating func scanDuration(bareUnit: DurationUnit?) throws(NotationError) -> Double? {
        let start = position
        guard let first = try readNumber() else { return nil }
        if peek() == ":" {
            return try finishClock(first: first, start: start)
        }
        if peek() == "-", peek(1)?.asciiDigitValue != nil {
            if let value = try finishStopwatch(first: first, start: start) { return value }
            guard bareUnit != nil else {
                position = start
                return nil
            }
            throw error(at: start, expected: NotationScanner.stopwatchExpected)
        }
        let afterNumber = position
        skipSpaces()
        if let unit = readTimeUnit() {
            var total = try milliseconds(first, unit: unit.seconds)
            var lastRank = unit.rank
            var components = 1
            while components < 3 {
                let save = position
                skipSpaces()
                guard let next = try readNumber() else {
                    position = save
                    break
                }
                skipSpaces()
                guard let nextUnit = readTimeUnit(), nextUnit.rank < lastRank else {
                    position = save
                    break
                }
                let (sum, overflow) = total.addingReportingOverflow(try milliseconds(next, unit: nextUnit.seconds))
                guard !overflow else { throw error(at: start, expected: maxDurationExpected) }
                total = sum
                lastRank = nextUnit.rank
                components += 1
            }
            if bareUnit == nil, components == 1, unit.isBareM {
                position = start
                return nil
            }
            return try checkedDuration(milliseconds: total, start: start)
        }
        position = afterNumber
        guard let bareUnit else {
            position = start
            return nil
        }
        return try checkedDuration(milliseconds: try milliseconds(first, unit: bareUnit.seconds), start: start)
    }

    private var maxDurationExpected: String {
        "a time up to \(QuantityNotation.formatDuration(NotationLimits.maxDurationSeconds))"
    }

    private func milliseconds(_ number: DecimalNumber, unit: Int) throws(NotationError) -> Int {
        guard let millis = number.scaled(toFractionDigits: 3) else {
            throw error(at: number.start, expected: "a time with at most 3 decimals")
        }
        let (result, overflow) = millis.multipliedReportingOverflow(by: unit)
        guard !overflow else { throw error(at: number.start, expected: maxDurationExpected) }
        return result
    }

    private func checkedDuration(milliseconds: Int, start: Int) throws(NotationError) -> Double {
        guard Double(milliseconds) <= NotationLimits.maxDurationSeconds * 1000 else {
            throw error(at: start, expected: maxDurationExpected)
        }
        return Double(milliseconds) / 1000
    }

    /// `1:30`, `25:30`, `1:05:30`, `1:30.5`: the fields after the first have two digits and are below 60.
    private mutating func finishClock(first: DecimalNumber, start: Int) throws(NotationError) -> Double {
        var parts = [first]
        while consume(":") {
            guard parts.count < 3, let part = try readNumber() else {
                throw error(at: start, expected: NotationScanner.clockExpected)
            }
            parts.append(part)
        }
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            if !isLast && !part.isInteger { throw error(at: start, expected: NotationScanner.clockExpected) }
            if index > 0 && (part.integerDigits != 2 || part.value >= 60) {
                throw error(at: start, expected: NotationScanner.clockExpected)
            }
        }
        let units = parts.count == 3 ? [3600, 60, 1] : [60, 1]
        var total = 0
        for (part, unit) in zip(parts, units) {
            let (sum, overflow) = total.addingReportingOverflow(try milliseconds(part, unit: unit))
            guard !overflow else { throw error(at: start, expected: maxDurationExpected) }
            total = sum
        }
        return try checkedDuration(milliseconds: total, start: start)
    }

    /// `00-30-00`: minutes, seconds and centiseconds; nil (position back at `start`) when the
    /// text does not have that shape, so that `8-12` stays a rep range.
    private mutating func finishStopwatch(first: DecimalNumber, start: Int) throws(NotationError) -> Double? {
        guard first.isInteger, consume("-"),
              let seconds = try readNumber(), seconds.isInteger, seconds.integerDigits == 2, consume("-"),
              let centiseconds = try readNumber(), centiseconds.isInteger, centiseconds.integerDigits == 2
        else {
            position = start
            return nil
        }
        guard seconds.significand < 60 else {
            throw error(at: start, expected: "seconds below 60 in MM-SS-CC (e.g. 00-30-00)")
        }
        let total = try milliseconds(first, unit: 60) + seconds.significand * 1000 + centiseconds.significand * 10
        return try checkedDuration(milliseconds: total, start: start)
    }

    // MARK: - Distance

    /// Metres from `5km`, `400m`, `3mi`; nil when no distance unit follows the number.
    mutating func scanDistance() throws(NotationError) -> Double? {
        let start = position
        guard let number = try readNumber() else { return nil }
        skipSpaces()
        let word = word()
        let metres: Double
        if let factor = NotationScanner.decimalDistanceUnits[word] {
            // Exact integer product first, one rounding in the division.
            metres = Double(number.significand * factor) / DecimalNumber.powersOfTen[number.fractionDigits]
        } else if NotationScanner.mileWords.contains(word) {
            metres = number.value * NotationScanner.metresPerMile
        } else {
            position = start
            return nil
        }
        advance(wordLength())
        guard metres <= NotationLimits.maxDistanceMetres else {
            throw error(at: start, expected: "a distance up to \(Int(NotationLimits.maxDistanceMetres / 1000))km")
        }
        return metres
    }

    // MARK: - Load

    struct ScannedLoad {
        var load: Load
        /// False for a bare number, which takes the site's unit (and may be an RPE in disguise).
        var hasUnit: Bool
    }

    /// `80`, `80kg`, `176 lb`, `bw`, `bw+20kg`, `bw - 15`. A number directly followed by a word that
    /// is not a unit (`8O`) is an error rather than "not a load".
    mutating func scanLoad(defaultUnit: MassUnit) throws(NotationError) -> ScannedLoad? {
        let start = position
        if word() == "bw" {
            advance(2)
            let afterBodyweight = position
            skipSpaces()
            guard let sign = consume(anyOf: ["+", "-", "−"]) else {
                position = afterBodyweight
                return ScannedLoad(load: .bodyweight, hasUnit: true)
            }
            skipSpaces()
            let shownSign = sign == "+" ? "+" : "-"
            guard let number = try readNumber() else {
                throw error(expected: "a weight after bw\(shownSign) (e.g. bw\(shownSign)20kg)")
            }
            let unit = try unitAfter(number, defaultUnit: defaultUnit, start: start) ?? defaultUnit
            let kilograms = unit.toKilograms(number.value)
            return ScannedLoad(load: Load(kilograms: shownSign == "+" || kilograms == 0 ? kilograms : -kilograms,
                                          relativeToBodyweight: true), hasUnit: true)
        }
        guard let number = try readNumber() else { return nil }
        let unit = try unitAfter(number, defaultUnit: defaultUnit, start: start)
        return ScannedLoad(load: Load(kilograms: (unit ?? defaultUnit).toKilograms(number.value)), hasUnit: unit != nil)
    }

    /// The unit after a weight's number, nil when none is written.
    private mutating func unitAfter(_ number: DecimalNumber, defaultUnit: MassUnit,
                                    start: Int) throws(NotationError) -> MassUnit? {
        guard number.value <= NotationLimits.maxWeight else {
            throw error(at: start, expected: "a weight up to \(Int(NotationLimits.maxWeight))")
        }
        let adjacent = word()
        let afterNumber = position
        skipSpaces()
        if let unit = readMassUnit() { return unit }
        if !adjacent.isEmpty && !atTimesSignAt(afterNumber) {
            throw error(at: start, expected: NotationScanner.weightExpected)
        }
        position = afterNumber
        return nil
    }

    private func atTimesSignAt(_ index: Int) -> Bool {
        var copy = self
        copy.position = index
        return copy.atTimesSign
    }

    // MARK: - Percent, RPE, reps, tempo

    /// `75%`, `72.5 %`; nil when no `%` follows the number.
    mutating func scanPercent() throws(NotationError) -> Double? {
        let start = position
        guard let number = try readNumber() else { return nil }
        skipSpaces()
        guard consume("%") else {
            position = start
            return nil
        }
        guard number.value <= NotationLimits.maxPercent else {
            throw error(at: start, expected: "a percentage up to \(Int(NotationLimits.maxPercent))%")
        }
        return number.value
    }

    /// `@8`, `@ 8.5`, `@RPE 8`, `RPE 8`, and a bare `8` unless `markerRequired`.
    mutating func scanRPE(markerRequired: Bool) throws(NotationError) -> Double? {
        let start = position
        var marked = consume("@")
        if marked { skipSpaces() }
        if consumeWord(["rpe"]) != nil {
            marked = true
            skipSpaces()
        }
        if !marked && (markerRequired || !atDigit) {
            position = start
            return nil
        }
        guard let number = try readNumber() else { throw error(expected: NotationScanner.rpeExpected) }
        let doubled = number.value * 2
        guard number.value <= 10, doubled.rounded() == doubled else {
            throw error(at: number.start, expected: NotationScanner.rpeExpected)
        }
        return number.value
    }

    /// Whole reps of a performed set, 0...maxReps.
    mutating func scanWholeReps(minimum: Int, what: String) throws(NotationError) -> Int? {
        guard let number = try readNumber() else { return nil }
        guard let value = number.integerValue else {
            throw error(at: number.start, expected: "a whole number of \(what)")
        }
        let maximum = what == "repeats" ? NotationLimits.maxRepeats : NotationLimits.maxReps
        guard value >= minimum, value <= maximum else {
            throw error(at: number.start, expected: "\(what) from \(minimum) to \(maximum)")
        }
        return value
    }

    /// `5`, `8-12`, `AMRAP` (or `max`).
    mutating func scanRepTarget() throws(NotationError) -> RepTarget? {
        if consumeWord(["amrap", "max"]) != nil { return .amrap }
        guard let low = try scanWholeReps(minimum: 1, what: "reps") else { return nil }
        let afterLow = position
        skipSpaces()
        guard consume(anyOf: ["-", "–"]) != nil else {
            position = afterLow
            return .exactly(low)
        }
        skipSpaces()
        let highStart = position
        guard let high = try scanWholeReps(minimum: 1, what: "reps") else {
            throw error(expected: "the top of the rep range (e.g. 8-12)")
        }
        guard low < high else { throw error(at: highStart, expected: "a top of the range above \(low)") }
        return .range(low, high)
    }

    /// `3-1-1-0`, `3-1-X-0`, or four characters run together (`31X0`).
    mutating func scanTempo() throws(NotationError) -> Tempo? {
        let start = position
        var runLength = 0
        while let c = peek(runLength), c.asciiDigitValue != nil || c == "x" || c == "X" { runLength += 1 }
        guard runLength > 0 else { return nil }
        if runLength == 4, peek(4) != "-", !(peek(4)?.isNotationLetter ?? false) {
            var phases: [Int?] = []
            for _ in 0..<4 {
                phases.append(peek()?.asciiDigitValue)
                advance()
            }
            return Tempo(phases: phases)
        }
        var phases: [Int?] = []
        while phases.count < 4 {
            if phases.count > 0 {
                guard consume("-") else { throw error(at: start, expected: NotationScanner.tempoExpected) }
            }
            if let c = peek(), c == "x" || c == "X", !(peek(1)?.isNotationLetter ?? false) {
                advance()
                phases.append(nil)
            } else if let number = try readNumber(), let value = number.integerValue {
                guard value <= NotationLimits.maxTempoPhase else {
                    throw error(at: number.start, expected: "a tempo phase up to \(NotationLimits.maxTempoPhase) seconds")
                }
                phases.append(value)
            } else {
                throw error(at: start, expected: NotationScanner.tempoExpected)
            }
        }
        if peek() == "-" || atDigit { throw error(at: start, expected: NotationScanner.tempoExpected) }
        return Tempo(phases: phases)
    }
}
