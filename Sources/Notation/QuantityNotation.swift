import TrainingModel

/// Single quantities (docs/notation.md#quantities), for fields that hold one value (`load: 60kg`,
/// `rest: 90s`, a test `result`). Each parser accepts the whole text only: surrounding spaces are
/// fine, anything else after the quantity is an error.
public enum QuantityNotation {
    /// `80`, `80kg`, `176lb`, `bw`, `bw+20kg`, `bw-15kg`, `82.5`; a number without a unit is in `defaultUnit`.
    public static func load(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> Load {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let scanned = try scanner.scanLoad(defaultUnit: defaultUnit) else {
            throw scanner.error(expected: NotationScanner.weightExpected)
        }
        try scanner.expectEnd("nothing after the weight")
        return scanned.load
    }

    /// Seconds from `90s`, `1:30`, `1:05:30`, `1m30s`, `1h 5m`, `25:30`, `00-30-00` (MM-SS-CC),
    /// `5'`, `30''`, `30"`; a bare number is in `bareUnit`, and `3m` is three minutes.
    public static func duration(_ text: String, bareUnit: DurationUnit = .seconds) throws(NotationError) -> Double {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let seconds = try scanner.scanDuration(bareUnit: bareUnit) else {
            throw scanner.error(expected: NotationScanner.durationExpected)
        }
        try scanner.expectEnd("nothing after the time")
        return seconds
    }

    /// Metres from `5km`, `400m`, `3mi`.
    public static func distance(_ text: String) throws(NotationError) -> Double {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let metres = try scanner.scanDistance() else {
            throw scanner.error(expected: NotationScanner.distanceExpected)
        }
        try scanner.expectEnd("nothing after the distance")
        return metres
    }

    /// `75%` → 75.
    public static func percent(_ text: String) throws(NotationError) -> Double {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let percent = try scanner.scanPercent() else {
            throw scanner.error(expected: NotationScanner.percentExpected)
        }
        try scanner.expectEnd("nothing after the percentage")
        return percent
    }

    /// `@8`, `@8.5`, `@RPE 8`, `RPE 8`, `8`: 0...10 in steps of 0.5.
    public static func rpe(_ text: String) throws(NotationError) -> Double {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let rpe = try scanner.scanRPE(markerRequired: false) else {
            throw scanner.error(expected: NotationScanner.rpeExpected)
        }
        try scanner.expectEnd("nothing after the RPE")
        return rpe
    }

    /// `5`, `8-12`, `AMRAP`.
    public static func reps(_ text: String) throws(NotationError) -> RepTarget {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let reps = try scanner.scanRepTarget() else {
            throw scanner.error(expected: NotationScanner.repsExpected)
        }
        try scanner.expectEnd("nothing after the reps")
        return reps
    }

    /// `3-1-1-0`, `3-1-X-0`, `31X0`.
    public static func tempo(_ text: String) throws(NotationError) -> Tempo {
        var scanner = NotationScanner(text)
        scanner.skipSpaces()
        guard let tempo = try scanner.scanTempo() else {
            throw scanner.error(expected: NotationScanner.tempoExpected)
        }
        try scanner.expectEnd("nothing after the tempo")
        return tempo
    }
}
