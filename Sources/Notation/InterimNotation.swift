// Interim notation API (to be replaced): a deliberately small implementation of the
// Notation target's public API so the loader can be built and tested before the real
// parsers are merged. The whole file is deleted at merge; nothing else depends on its
// internals.
import TrainingModel

public struct NotationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 0-based character offset in the text where the problem starts.
    public var offset: Int
    public var found: String
    public var expected: String

    public init(offset: Int, found: String, expected: String) {
        self.offset = offset
        self.found = found
        self.expected = expected
    }

    public var description: String { "expected \(expected), found \"\(found)\"" }
}

public enum DurationUnit: Sendable { case seconds, minutes }

public enum QuantityNotation {
    public static func load(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> Load {
        let t = Interim.squeeze(text)
        let expected = "a weight such as 80, 80kg, 176lb or bw+10kg"
        if t == "bw" { return .bodyweight }
        if t.hasPrefix("bw+") || t.hasPrefix("bw-") {
            guard let kg = Interim.mass(String(t.dropFirst(3)), defaultUnit) else {
                throw NotationError(offset: 0, found: text, expected: expected)
            }
            return Load(kilograms: t.hasPrefix("bw+") ? kg : -kg, relativeToBodyweight: true)
        }
        guard let kg = Interim.mass(t, defaultUnit) else { throw NotationError(offset: 0, found: text, expected: expected) }
        return Load(kilograms: kg)
    }

    public static func duration(_ text: String, bareUnit: DurationUnit = .seconds) throws(NotationError) -> Double {
        let t = Interim.squeeze(text)
        if let n = Double(t) { return bareUnit == .seconds ? n : n * 60 }
        if t.hasSuffix("'"), let n = Double(t.dropLast()) { return n * 60 }
        let colon = t.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        if colon.count >= 2, colon.count <= 3, !colon.contains(nil) {
            return colon.reduce(0.0) { $0 * 60 + ($1 ?? 0) }
        }
        let dash = t.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        if dash.count == 3, t.count == 8 { return Double(dash[0] * 60 + dash[1]) + Double(dash[2]) / 100 }
        var total = 0.0, number = "", matched = false
        for c in t {
            if c.isNumber || c == "." { number.append(c); continue }
            let factor: Double
            switch c {
            case "h": factor = 3600
            case "m": factor = 60
            case "s": factor = 1
            default: throw NotationError(offset: 0, found: text, expected: "a duration such as 90s, 1:30 or 1h 5m")
            }
            guard let n = Double(number) else {
                throw NotationError(offset: 0, found: text, expected: "a duration such as 90s, 1:30 or 1h 5m")
            }
            total += n * factor
            number = ""
            matched = true
        }
        guard matched, number.isEmpty else {
            throw NotationError(offset: 0, found: text, expected: "a duration such as 90s, 1:30 or 1h 5m")
        }
        return total
    }

    public static func distance(_ text: String) throws(NotationError) -> Double {
        let t = Interim.squeeze(text)
        for (suffix, metres) in [("km", 1000.0), ("mi", 1609.344), ("m", 1.0)] where t.hasSuffix(suffix) {
            if let n = Double(t.dropLast(suffix.count)) { return n * metres }
        }
        throw NotationError(offset: 0, found: text, expected: "a distance such as 5km, 400m or 3mi")
    }

    public static func percent(_ text: String) throws(NotationError) -> Double {
        let t = Interim.squeeze(text)
        guard t.hasSuffix("%"), let n = Double(t.dropLast()) else {
            throw NotationError(offset: 0, found: text, expected: "a percentage such as 75%")
        }
        return n
    }

    public static func rpe(_ text: String) throws(NotationError) -> Double {
        var t = Interim.squeeze(text)
        if t.hasPrefix("@") { t.removeFirst() }
        if t.hasPrefix("rpe") { t.removeFirst(3) }
        guard let n = Double(t), (0...10).contains(n) else {
            throw NotationError(offset: 0, found: text, expected: "an RPE such as @8")
        }
        return n
    }

    public static func reps(_ text: String) throws(NotationError) -> RepTarget {
        let t = Interim.squeeze(text)
        if t == "amrap" { return .amrap }
        if let n = Int(t) { return .exactly(n) }
        let parts = t.split(separator: "-").compactMap { Int($0) }
        if parts.count == 2, t.split(separator: "-").count == 2 { return .range(parts[0], parts[1]) }
        throw NotationError(offset: 0, found: text, expected: "reps such as 8, 8-12 or AMRAP")
    }

    public static func tempo(_ text: String) throws(NotationError) -> Tempo {
        let t = Interim.squeeze(text)
        let parts = t.contains("-") ? t.split(separator: "-").map(String.init) : t.map { String($0) }
        let phases = parts.map { $0 == "x" ? Optional<Int>.none : Int($0) }
        guard parts.count == 4, zip(parts, phases).allSatisfy({ $0 == "x" || $1 != nil }) else {
            throw NotationError(offset: 0, found: text, expected: "a tempo such as 3-1-1-0")
        }
        return Tempo(phases: phases)
    }
}

public enum SetNotation {
    public static func parse(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> [PerformedSet] {
        let expected = "weight x reps"
        var t = text.trimmingCharacters(in: " ").lowercased()
        var set = PerformedSet()
        for (prefix, kind) in [("w:", SetKind.warmup), ("d:", .drop), ("f:", .failure)] where t.hasPrefix(prefix) {
            set.kind = kind
            t = String(t.dropFirst(2)).trimmingCharacters(in: " ")
        }
        if let at = t.firstIndex(of: "@") {
            set.rpe = try QuantityNotation.rpe(String(t[at...]))
            t = String(t[..<at]).trimmingCharacters(in: " ")
        }
        if let range = t.range(of: " in ") {
            set.distance = try QuantityNotation.distance(String(t[..<range.lowerBound]))
            set.duration = try QuantityNotation.duration(String(t[range.upperBound...]))
            return [set]
        }
        let parts = t.split(separator: "x", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " ") }
        if parts.count == 1 {
            let words = t.split(separator: " ").map(String.init)
            if words.count == 2, let load = try? QuantityNotation.load(words[0], defaultUnit: defaultUnit),
               let seconds = try? QuantityNotation.duration(words[1]) {
                set.load = load
                set.duration = seconds
                return [set]
            }
            guard t.last == "s", let seconds = try? QuantityNotation.duration(t) else {
                throw NotationError(offset: 0, found: text, expected: expected)
            }
            set.duration = seconds
            return [set]
        }
        guard parts.count <= 3, let reps = Int(parts[1]) else {
            throw NotationError(offset: 0, found: text, expected: expected)
        }
        if !parts[0].isEmpty {
            guard let load = try? QuantityNotation.load(parts[0], defaultUnit: defaultUnit) else {
                // Point at the weight, after any kind prefix, as the real parser does.
                let characters = Array(text)
                var offset = characters.prefix { $0 == " " }.count
                if set.kind != .working {
                    offset += 2
                    offset += characters.dropFirst(offset).prefix { $0 == " " }.count
                }
                let found = String(characters.dropFirst(offset).prefix { $0 != " " })
                throw NotationError(offset: offset, found: found, expected: "a weight (e.g. 100, 100kg, bw+20kg)")
            }
            set.load = load
        }
        set.reps = reps
        var count = 1
        if parts.count == 3 {
            guard let n = Int(parts[2]), n >= 1 else { throw NotationError(offset: 0, found: text, expected: expected) }
            count = n
        }
        return Array(repeating: set, count: count)
    }
}

public enum PrescriptionNotation {
    public static func parse(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> Prescription {
        let expected = "a prescription such as 5x5 @ 100kg"
        var result = Prescription()
        if text.contains("'") {
            for block in text.split(separator: "+") {
                var words = block.split(separator: " ").map(String.init)
                guard !words.isEmpty else { throw NotationError(offset: 0, found: text, expected: expected) }
                let duration = try QuantityNotation.duration(words.removeFirst(), bareUnit: .minutes)
                let intensity = words.filter { $0 != "@" }.joined(separator: " ")
                result.blocks.append(CardioBlock(duration: duration, intensity: intensity.isEmpty ? nil : intensity))
            }
            return result
        }
        let clauses = text.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
        guard let main = clauses.first else { throw NotationError(offset: 0, found: text, expected: expected) }
        var head = main
        if let at = main.firstIndex(of: "@") {
            let target = main[main.index(after: at)...].trimmingCharacters(in: " ")
            head = main[..<at].trimmingCharacters(in: " ")
            if target.lowercased().hasPrefix("rpe") {
                result.rpe = try QuantityNotation.rpe(target)
            } else if target.hasSuffix("%") {
                result.load = .percentOfE1RM(try QuantityNotation.percent(target))
            } else {
                result.load = .absolute(try QuantityNotation.load(target, defaultUnit: defaultUnit))
            }
        }
        let parts = head.lowercased().split(separator: "x", maxSplits: 1).map { $0.trimmingCharacters(in: " ") }
        guard parts.count == 2, let sets = Int(parts[0]) else {
            throw NotationError(offset: 0, found: text, expected: expected)
        }
        result.sets = sets
        if let reps = try? QuantityNotation.reps(parts[1]) {
            result.reps = reps
        } else {
            result.duration = try QuantityNotation.duration(parts[1])
        }
        for clause in clauses.dropFirst() {
            let lower = clause.lowercased()
            if lower.hasPrefix("rest ") {
                result.rest = try QuantityNotation.duration(String(clause.dropFirst(5)))
            } else if lower.hasPrefix("tempo ") {
                result.tempo = try QuantityNotation.tempo(String(clause.dropFirst(6)))
            } else if lower.hasPrefix("@") {
                result.rpe = try QuantityNotation.rpe(clause)
            } else {
                throw NotationError(offset: 0, found: text, expected: expected)
            }
        }
        return result
    }
}

public enum ProtocolNotation {
    public static func parse(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> IntervalProtocol {
        let expected = "a protocol such as 6 x 7s on / 3s off, 3 sets, rest 3m"
        var grips: [Grip] = []
        var rest = text
        if let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]"), open < close {
            for name in text[text.index(after: open)..<close].split(separator: ",") {
                grips.append(try grip(String(name), defaultUnit: defaultUnit))
            }
            rest = String(text[..<open]) + String(text[text.index(after: close)...])
        }
        let clauses = rest.split(separator: ",").map { $0.trimmingCharacters(in: " ").lowercased() }
        guard let first = clauses.first else { throw NotationError(offset: 0, found: text, expected: expected) }
        let onOff = first.split(separator: "/").map { $0.trimmingCharacters(in: " ") }
        let repsWork = onOff[0].split(separator: "x").map { $0.trimmingCharacters(in: " ") }
        guard onOff.count == 2, repsWork.count == 2, let reps = Int(repsWork[0]), repsWork[1].hasSuffix(" on"),
              onOff[1].hasSuffix(" off") else {
            throw NotationError(offset: 0, found: text, expected: expected)
        }
        var result = IntervalProtocol(repsPerSet: reps, work: try QuantityNotation.duration(String(repsWork[1].dropLast(3))),
                                      restBetweenReps: try QuantityNotation.duration(String(onOff[1].dropLast(4))),
                                      sets: 1, restBetweenSets: 0, grips: grips)
        for clause in clauses.dropFirst() where !clause.isEmpty && clause != "grips" {
            if clause.hasSuffix(" sets"), let sets = Int(clause.dropLast(5)) {
                result.sets = sets
            } else if clause.hasPrefix("rest "), clause.hasSuffix(" between grips") {
                result.restBetweenGrips = try QuantityNotation.duration(String(clause.dropFirst(5).dropLast(14)))
            } else if clause.hasPrefix("rest ") {
                result.restBetweenSets = try QuantityNotation.duration(String(clause.dropFirst(5)))
            } else {
                throw NotationError(offset: 0, found: text, expected: expected)
            }
        }
        return result
    }

    public static func grip(_ text: String, defaultUnit: MassUnit) throws(NotationError) -> Grip {
        var name: [String] = []
        var grip = Grip(name: "")
        for word in text.split(separator: " ").map(String.init) {
            if word.hasSuffix("mm"), let mm = Double(word.dropLast(2)) {
                grip.edgeMillimetres = mm
            } else if word.hasPrefix("+") || word.hasPrefix("-") {
                let kg = try QuantityNotation.load(String(word.dropFirst()), defaultUnit: defaultUnit).kilograms
                grip.addedLoad = Load(kilograms: word.hasPrefix("+") ? kg : -kg, relativeToBodyweight: true)
            } else {
                name.append(word)
            }
        }
        guard !name.isEmpty else { throw NotationError(offset: 0, found: text, expected: "a grip such as half crimp 20mm") }
        grip.name = name.joined(separator: " ")
        return grip
    }
}

/// Helpers of the interim parsers.
enum Interim {
    static func squeeze(_ text: String) -> String { text.lowercased().filter { $0 != " " } }

    static func mass(_ text: String, _ unit: MassUnit) -> Double? {
        if text.hasSuffix("kg"), let n = Double(text.dropLast(2)) { return n }
        if text.hasSuffix("lbs"), let n = Double(text.dropLast(3)) { return MassUnit.lb.toKilograms(n) }
        if text.hasSuffix("lb"), let n = Double(text.dropLast(2)) { return MassUnit.lb.toKilograms(n) }
        return Double(text).map(unit.toKilograms)
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String { String(self).trimmingCharacters(in: character) }
}
