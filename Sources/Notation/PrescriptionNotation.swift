import TrainingModel

/// What a session template asks for (docs/notation.md#prescriptions): `5x5 @ 100kg`, `3x8-12 @RPE 8, rest 90s`,
/// `4x6 @ 75%`, `5x7s @ 80% of max-hang-20mm-7s`, `3x AMRAP @ 60kg`, `5x3 @ 80%, tempo 3-1-1-0`, `3x30s`, `3x400m`, and cardio blocks
/// `5' easy + 30' @ threshold + 5' cool-down` (also `5km in 25:00 @ tempo`).
///
/// Grammar: `SETS x TARGET [@ LOAD | @ PERCENT [of BASE]] [@RPE N]` or `BLOCK (+ BLOCK)*`, then
/// comma-separated clauses `rest TIME`, `tempo T`, `RPE N` (each at most once). After `@`, a bare
/// number up to 10 without a unit is refused as ambiguous: `@8` is an RPE in a performed set but
/// would be 8 kg here. `BASE` is `e1RM` or a test's name (up to the next `,`, `;`, `@` or the end);
/// a percentage without one is of `reference` (a session's `reference:` test) when given, else of
/// the e1RM.
public enum PrescriptionNotation {
    public static func parse(_ text: String, defaultUnit: MassUnit,
                             reference: String? = nil) throws(NotationError) -> Prescription {
        var scanner = NotationScanner(text)
        return try scanner.scanPrescription(defaultUnit: defaultUnit, reference: reference)
    }

    /// `80%`, `80% of e1RM` or `80% of max-hang-20mm-7s` alone, as a `load:` field holds it.
    public static func percentLoad(_ text: String, reference: String? = nil) throws(NotationError) -> PrescribedLoad {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let percent = try scanner.scanPercent() else {
            throw scanner.error(expected: NotationScanner.percentExpected)
        }
        let load = try scanner.scanPercentBase(percent, reference: reference)
        try scanner.expectEnd("nothing after the percentage but `of` and a test's name or e1RM")
        return load
    }

    static let prescriptionExpected = "a prescription (e.g. 5x5 @ 100kg, 3x8-12 @RPE 8, 3x30s, 30' easy)"
    static let targetExpected = "reps, a rep range, AMRAP, a time or a distance (e.g. 5, 8-12, AMRAP, 30s, 400m)"
    static let intensityExpected = "a load (e.g. 100kg, bw+10kg), a percentage (e.g. 75%) or an RPE (e.g. RPE 8)"
    static let ambiguousExpected = "a load with its unit (e.g. @ 8kg) or an RPE written @RPE 8"
    static let baseExpected = "e1RM or a test's name after `of` (e.g. 80% of max-hang-20mm-7s)"
    static let clauseExpected = "a clause: rest, tempo or RPE (e.g. rest 90s)"
    static let blockExpected = "a time or distance for the block (e.g. 5', 30min, 400m, 5km in 25:00)"
}

extension NotationScanner {
    fileprivate mutating func scanPrescription(defaultUnit: MassUnit,
                                               reference: String?) throws(NotationError) -> Prescription {
        skipSpaces()
        guard !isAtEnd else { throw error(expected: PrescriptionNotation.prescriptionExpected) }
        var prescription = Prescription()
        let start = position
        if let sets = try readNumber(), sets.isInteger, skipSpacesThenTimesSign() {
            guard sets.significand >= 1, sets.significand <= NotationLimits.maxSets else {
                throw error(at: sets.start, expected: "sets from 1 to \(NotationLimits.maxSets)")
            }
            prescription.sets = sets.significand
            try scanTarget(into: &prescription)
            try scanIntensity(into: &prescription, defaultUnit: defaultUnit, reference: reference)
        } else {
            position = start
            prescription.blocks = try scanBlocks()
        }
        try scanClauses(into: &prescription)
        return prescription
    }

    /// Consumes spaces and a times sign when one follows; otherwise moves nothing.
    private mutating func skipSpacesThenTimesSign() -> Bool {
        let save = position
        skipSpaces()
        if consumeTimesSign() { return true }
        // `3xAMRAP`: the sign runs into the word.
        if let c = peek(), c == "x" || c == "X", ["xamrap", "xmax"].contains(word()) {
            advance()
            return true
        }
        position = save
        return false
    }

    private mutating func scanTarget(into prescription: inout Prescription) throws(NotationError) {
        skipSpaces()
        if let seconds = try scanDuration(bareUnit: nil) {
            prescription.duration = seconds
        } else if let metres = try scanDistance() {
            prescription.distance = metres
        } else if let reps = try scanRepTarget() {
            prescription.reps = reps
        } else {
            throw error(expected: PrescriptionNotation.targetExpected)
        }
    }

    /// `@ 100kg`, `@ bw`, `@ 75%`, `@RPE 8`, or a load followed by `@RPE 8`.
    private mutating func scanIntensity(into prescription: inout Prescription, defaultUnit: MassUnit,
                                        reference: String?) throws(NotationError) {
        let save = position
        skipSpaces()
        guard peek() == "@" else {
            position = save
            return
        }
        let atSign = position
        advance()
        skipSpaces()
        if word() == "rpe" {
            position = atSign
            prescription.rpe = try scanRPE(markerRequired: true)
            return
        }
        let valueStart = position
        if let percent = try scanPercent() {
            prescription.load = try scanPercentBase(percent, reference: reference)
        } else if let scanned = try scanIntensityLoad(defaultUnit: defaultUnit) {
            if !scanned.hasUnit && !scanned.load.relativeToBodyweight && defaultUnit.fromKilograms(scanned.load.kilograms) <= 10 {
                throw error(at: valueStart, expected: PrescriptionNotation.ambiguousExpected)
            }
            prescription.load = .absolute(scanned.load)
        } else {
            throw error(expected: PrescriptionNotation.intensityExpected)
        }
        // After a load, a second `@` can only be an RPE.
        let afterLoad = position
        skipSpaces()
        if peek() == "@" {
            prescription.rpe = try scanRPE(markerRequired: true)
        } else {
            position = afterLoad
        }
    }

    /// What a percentage is of: ` of e1RM`, ` of TEST`, or nothing (then `reference`, else the e1RM).
    /// The test's name runs to the next `,`, `;`, `@` or the end, its spaces collapsed.
    mutating func scanPercentBase(_ percent: Double, reference: String?) throws(NotationError) -> PrescribedLoad {
        let save = position
        skipSpaces()
        guard consumeWord(["of", "de", "del"]) != nil else {
            position = save
            let base = reference?.trimmingNotationSpaces ?? ""
            return base.isEmpty ? .percentOfE1RM(percent) : .percentOfTest(percent, test: base)
        }
        skipSpaces()
        let start = position
        var name = ""
        while let c = peek(), c != ",", c != ";", c != "@" {
            name.append(c)
            advance()
        }
        let test = name.trimmingNotationSpaces
        guard !test.isEmpty else { throw error(at: start, expected: PrescriptionNotation.baseExpected) }
        guard test.count <= NotationLimits.maxTestNameLength else {
            throw error(at: start, expected: "a test's name of at most \(NotationLimits.maxTestNameLength) characters")
        }
        return test.lowercased() == "e1rm" ? .percentOfE1RM(percent) : .percentOfTest(percent, test: test)
    }

    /// A load after `@`, where a malformed one is reported as any intensity would be.
    private mutating func scanIntensityLoad(defaultUnit: MassUnit) throws(NotationError) -> ScannedLoad? {
        do {
            return try scanLoad(defaultUnit: defaultUnit)
        } catch where error.expected == NotationScanner.weightExpected {
            throw NotationError(offset: error.offset, found: error.found, expected: PrescriptionNotation.intensityExpected)
        }
    }

    /// `5' easy + 30' @ threshold + 5' cool-down`.
    private mutating func scanBlocks() throws(NotationError) -> [CardioBlock] {
        var blocks: [CardioBlock] = []
        repeat {
            guard blocks.count < NotationLimits.maxBlocks else {
                throw error(expected: "at most \(NotationLimits.maxBlocks) blocks")
            }
            skipSpaces()
            var block = CardioBlock()
            if let seconds = try scanDuration(bareUnit: nil) {
                block.duration = seconds
            } else if let metres = try scanDistance() {
                block.distance = metres
                let afterDistance = position
                skipSpaces()
                if consumeWord(["in"]) != nil {
                    skipSpaces()
                    guard let seconds = try scanDuration(bareUnit: nil) else {
                        throw error(expected: "a time for the distance (e.g. 25:00)")
                    }
                    block.duration = seconds
                } else {
                    position = afterDistance
                }
            } else {
                throw error(expected: blocks.isEmpty ? PrescriptionNotation.prescriptionExpected
                            : PrescriptionNotation.blockExpected)
            }
            block.intensity = try scanIntensityWords()
            blocks.append(block)
        } while consume("+")
        return blocks
    }

    /// Free words up to the next `+`, `,` or the end, spaces collapsed; nil when there are none.
    private mutating func scanIntensityWords() throws(NotationError) -> String? {
        skipSpaces()
        let marked = consume("@")
        skipSpaces()
        var words: [String] = []
        var current = ""
        while let c = peek(), c != "+", c != "," {
            if c.isNotationSpace {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
            advance()
        }
        if !current.isEmpty { words.append(current) }
        if words.isEmpty {
            if marked { throw error(expected: "an intensity after @ (e.g. threshold)") }
            return nil
        }
        return words.joined(separator: " ")
    }

    /// `, rest 90s`, `, tempo 3-1-1-0`, `, RPE 8` (or `@RPE 8`, `@8`).
    private mutating func scanClauses(into prescription: inout Prescription) throws(NotationError) {
        var seen: Set<String> = []
        while true {
            skipSpaces()
            if isAtEnd { return }
            guard consume(",") || consume(";") else {
                throw error(expected: "a comma and a clause (rest, tempo or RPE), or the end")
            }
            skipSpaces()
            let clauseStart = position
            let name: String
            if consumeWord(["rest"]) != nil {
                name = "rest"
                skipSpaces()
                guard let seconds = try scanDuration(bareUnit: .seconds) else {
                    throw error(expected: "a rest time (e.g. 90s, 2min)")
                }
                if seen.contains(name) { throw error(at: clauseStart, expected: "one rest clause only") }
                prescription.rest = seconds
            } else if consumeWord(["tempo"]) != nil {
                name = "tempo"
                skipSpaces()
                guard let tempo = try scanTempo() else { throw error(expected: NotationScanner.tempoExpected) }
                if seen.contains(name) { throw error(at: clauseStart, expected: "one tempo clause only") }
                prescription.tempo = tempo
            } else if word() == "rpe" || peek() == "@" {
                name = "rpe"
                guard let rpe = try scanRPE(markerRequired: true) else {
                    throw error(expected: NotationScanner.rpeExpected)
                }
                if seen.contains(name) || prescription.rpe != nil {
                    throw error(at: clauseStart, expected: "one RPE only")
                }
                prescription.rpe = rpe
            } else {
                throw error(expected: PrescriptionNotation.clauseExpected)
            }
            seen.insert(name)
        }
    }
}

extension String {
    /// The words of the text, split at notation spaces and joined by one space: a test's name as
    /// it is looked up.
    fileprivate var trimmingNotationSpaces: String {
        split(whereSeparator: \.isNotationSpace).joined(separator: " ")
    }
}
