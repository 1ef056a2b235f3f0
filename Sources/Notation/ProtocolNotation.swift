import TrainingModel

/// Interval protocols such as hangboard repeaters (docs/notation.md#interval-protocols):
/// `6 x 7s on / 3s off, 3 sets, rest 3m, grips [half crimp 20mm, open hand 20mm], rest 1m between grips`.
///
/// Grammar: `R x W [on] [/ Rr [off]]` then comma-separated clauses, each at most once:
/// `S sets`, `rest T` (between sets), `rest T between sets|reps|grips`, `grips [G, G, …]` or `grip G`.
/// Times here are only times, so a bare number is seconds and `3m` is three minutes.
/// Left out: one set, no rests, one unnamed grip.
public enum ProtocolNotation {
    public static func parse(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> IntervalProtocol {
        var scanner = NotationScanner(text)
        return try scanner.scanProtocol(defaultUnit: defaultUnit)
    }

    /// A grip as written in a list: `half crimp 20mm`, `open hand 20mm +5kg`, `sloper`.
    /// `+5kg` / `-10kg` / `bw+5kg` is a load relative to bodyweight; `5kg` an absolute one.
    public static func grip(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> Grip {
        var scanner = NotationScanner(text)
        let grip = try scanner.scanGrip(defaultUnit: defaultUnit)
        try scanner.expectEnd("the end of the grip")
        return grip
    }

    static let headExpected = "reps per set x work time (e.g. 6 x 7s on / 3s off)"
    static let clauseExpected = "a clause: sets, rest or grips (e.g. 3 sets, rest 3m, grips [half crimp 20mm])"
    static let gripExpected = "a grip (e.g. half crimp 20mm, open hand 20mm +5kg, sloper)"
}

extension NotationScanner {
    fileprivate mutating func scanProtocol(defaultUnit: MassUnit) throws(NotationError) -> IntervalProtocol {
        skipSpaces()
        guard let reps = try readNumber() else { throw error(expected: ProtocolNotation.headExpected) }
        guard let repsPerSet = reps.integerValue, repsPerSet >= 1, repsPerSet <= NotationLimits.maxProtocolReps else {
            throw error(at: reps.start, expected: "reps per set from 1 to \(NotationLimits.maxProtocolReps)")
        }
        skipSpaces()
        guard consumeTimesSign() else { throw error(expected: "x and the work time (e.g. 6 x 7s)") }
        skipSpaces()
        let workStart = position
        guard let work = try scanDuration(bareUnit: .seconds) else { throw error(expected: "a work time (e.g. 7s)") }
        guard work > 0 else { throw error(at: workStart, expected: "a work time above 0") }
        var result = IntervalProtocol(repsPerSet: repsPerSet, work: work, restBetweenReps: 0, sets: 1, restBetweenSets: 0)
        skipSpaces()
        _ = consumeWord(["on"])
        let afterWork = position
        skipSpaces()
        var seen: Set<String> = []
        if consume("/") {
            seen.insert("rest between reps")
            skipSpaces()
            guard let rest = try scanDuration(bareUnit: .seconds) else {
                throw error(expected: "the rest between reps (e.g. 3s off)")
            }
            result.restBetweenReps = rest
            skipSpaces()
            _ = consumeWord(["off"])
        } else {
            position = afterWork
        }
        try scanProtocolClauses(into: &result, seen: seen, defaultUnit: defaultUnit)
        return result
    }

    /// `seen` holds the clauses the head already gave (`/ 3s off` is the rest between reps).
    private mutating func scanProtocolClauses(into result: inout IntervalProtocol, seen: Set<String>,
                                              defaultUnit: MassUnit) throws(NotationError) {
        var seen = seen
        while true {
            skipSpaces()
            if isAtEnd { return }
            guard consume(",") || consume(";") else {
                throw error(expected: "a comma and a clause (sets, rest or grips), or the end")
            }
            skipSpaces()
            let clauseStart = position
            let name: String
            if let count = try readNumber() {
                skipSpaces()
                guard consumeWord(["set", "sets"]) != nil else { throw error(expected: "sets after the number (e.g. 3 sets)") }
                guard let sets = count.integerValue, sets >= 1, sets <= NotationLimits.maxProtocolSets else {
                    throw error(at: count.start, expected: "sets from 1 to \(NotationLimits.maxProtocolSets)")
                }
                name = "sets"
                if seen.contains(name) { throw error(at: clauseStart, expected: "one sets clause only") }
                result.sets = sets
            } else if consumeWord(["rest"]) != nil {
                skipSpaces()
                guard let seconds = try scanDuration(bareUnit: .seconds) else {
                    throw error(expected: "a rest time (e.g. 3m, 90s)")
                }
                let afterTime = position
                skipSpaces()
                var between = "sets"
                if consumeWord(["between"]) != nil {
                    skipSpaces()
                    guard let what = consumeWord(["sets", "set", "reps", "rep", "grips", "grip", "hangs", "hang"]) else {
                        throw error(expected: "sets, reps or grips after between")
                    }
                    switch what {
                    case "reps", "rep", "hangs", "hang": between = "reps"
                    case "grips", "grip": between = "grips"
                    default: between = "sets"
                    }
                } else {
                    position = afterTime
                }
                name = "rest between " + between
                if seen.contains(name) { throw error(at: clauseStart, expected: "one \(name) clause only") }
                switch between {
                case "reps": result.restBetweenReps = seconds
                case "grips": result.restBetweenGrips = seconds
                default: result.restBetweenSets = seconds
                }
            } else if let word = consumeWord(["grips", "grip"]) {
                name = "grips"
                if seen.contains(name) { throw error(at: clauseStart, expected: "one grips clause only") }
                skipSpaces()
                _ = consume(":")
                skipSpaces()
                if consume("[") {
                    result.grips = try scanGripList(defaultUnit: defaultUnit)
                } else if word == "grip" {
                    result.grips = [try scanBoundedGrip(defaultUnit: defaultUnit)]
                } else {
                    throw error(expected: "[ and a list of grips (e.g. [half crimp 20mm, open hand 20mm])")
                }
            } else {
                throw error(expected: ProtocolNotation.clauseExpected)
            }
            seen.insert(name)
        }
    }

    /// After `[`: grips separated by commas up to `]`.
    private mutating func scanGripList(defaultUnit: MassUnit) throws(NotationError) -> [Grip] {
        var grips: [Grip] = []
        while true {
            guard grips.count < NotationLimits.maxGrips else {
                throw error(expected: "at most \(NotationLimits.maxGrips) grips")
            }
            grips.append(try scanBoundedGrip(defaultUnit: defaultUnit))
            if consume("]") { return grips }
            guard consume(",") else {
                throw error(expected: isAtEnd ? "] to close the grip list" : "a comma or ] after the grip")
            }
        }
    }

    /// One grip that ends at the next `,`, `[` or `]` (or the end of the text).
    private mutating func scanBoundedGrip(defaultUnit: MassUnit) throws(NotationError) -> Grip {
        var bound = position
        while bound < end, characters[bound] != ",", characters[bound] != "]", characters[bound] != "[" { bound += 1 }
        let outerEnd = end
        end = bound
        let grip = try scanGrip(defaultUnit: defaultUnit)
        skipSpaces()
        end = outerEnd
        if peek() == "[" { throw error(expected: "a comma or ] after the grip") }
        return grip
    }

    /// Name words, an edge `20mm` and a load `+5kg`, in any order.
    mutating func scanGrip(defaultUnit: MassUnit) throws(NotationError) -> Grip {
        skipSpaces()
        let start = position
        var words: [String] = []
        var edge: Double?
        var load: Load?
        while true {
            skipSpaces()
            if isAtEnd { break }
            let itemStart = position
            if let millimetres = try scanEdge() {
                if edge != nil { throw error(at: itemStart, expected: "one edge size only") }
                guard millimetres > 0, millimetres <= NotationLimits.maxEdgeMillimetres else {
                    throw error(at: itemStart, expected: "an edge above 0mm and up to \(Int(NotationLimits.maxEdgeMillimetres))mm")
                }
                edge = millimetres
            } else if let added = try scanGripLoad(defaultUnit: defaultUnit) {
                if load != nil { throw error(at: itemStart, expected: "one added load only") }
                load = added
            } else {
                var word = ""
                while let c = peek(), !c.isNotationSpace {
                    word.append(c)
                    advance()
                }
                words.append(word)
            }
        }
        guard !words.isEmpty || edge != nil || load != nil else {
            throw error(at: start, expected: ProtocolNotation.gripExpected)
        }
        return Grip(name: words.joined(separator: " "), edgeMillimetres: edge, addedLoad: load)
    }

    /// `20mm`, `20 mm`; nil otherwise (so `2 finger pocket` is a name).
    private mutating func scanEdge() throws(NotationError) -> Double? {
        let start = position
        guard let number = try readNumber() else { return nil }
        skipSpaces()
        guard consumeWord(["mm"]) != nil else {
            position = start
            return nil
        }
        return number.value
    }

    /// `+5kg`, `+ 5`, `-10kg`, `bw+5kg`, `bw` (relative to bodyweight) or `5kg` (absolute, unit required).
    private mutating func scanGripLoad(defaultUnit: MassUnit) throws(NotationError) -> Load? {
        let start = position
        if let sign = consume(anyOf: ["+", "-", "−"]) {
            skipSpaces()
            guard let number = try readNumber() else {
                throw error(expected: "an added load (e.g. +5kg)")
            }
            guard number.value <= NotationLimits.maxWeight else {
                throw error(at: start, expected: "a weight up to \(Int(NotationLimits.maxWeight))")
            }
            let unit = readMassUnit() ?? defaultUnit
            let kilograms = unit.toKilograms(number.value)
            return Load(kilograms: sign == "+" || kilograms == 0 ? kilograms : -kilograms, relativeToBodyweight: true)
        }
        if word() == "bw" {
            return try scanLoad(defaultUnit: defaultUnit)?.load
        }
        guard let number = try readNumber() else { return nil }
        skipSpaces()
        guard let unit = readMassUnit() else {
            position = start
            return nil
        }
        guard number.value <= NotationLimits.maxWeight else {
            throw error(at: start, expected: "a weight up to \(Int(NotationLimits.maxWeight))")
        }
        return Load(kilograms: unit.toKilograms(number.value))
    }
}
