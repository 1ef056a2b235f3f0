import TrainingModel

/// Prescriptions, interval protocols and performed sets in words, the way a coach
/// writes them on a whiteboard: `3 × 8–12 @ 60 kg, RPE 8, rest 90 s, tempo 3-1-1-0`.
extension DisplayFormatter {
    // MARK: - Prescriptions (docs/notation.md#prescriptions)

    /// `testName` names a test a percentage is of (`MeasureNames.test`), never by its id.
    func prescription(_ p: Prescription, testName: (String) -> String) -> String {
        if !p.blocks.isEmpty {
            return p.blocks.map(cardioBlock).joined(separator: " + ")
        }
        var head = volume(p)
        var tail: [String] = []
        let intensity: String?
        switch p.load {
        case .absolute(let load)?: intensity = self.load(load)
        case .percentOfE1RM(let percent)?: intensity = self.percent(percent) + " " + strings.ofE1RM
        case .percentOfTest(let percent, let test)?: intensity = self.percent(percent) + " " + strings.ofTest + " " + testName(test)
        case nil: intensity = nil
        }
        let rpe = p.rpe.map { strings.rpe + " " + number($0, maxDecimals: 1) }
        // With a load, the RPE follows after a comma; alone, it is the intensity.
        if let text = intensity ?? rpe { head += (head.isEmpty ? "" : " ") + "@ " + text }
        if intensity != nil, let rpe { tail.append(rpe) }
        if let rest = p.rest { tail.append(strings.restWord + " " + duration(seconds: rest)) }
        if let tempo = p.tempo { tail.append(strings.tempoWord + " " + self.tempo(tempo)) }
        return ([head] + tail).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `5 × 5`, `3 × 8–12`, `3 × AMRAP`, `3 × 30 s`, `4 × 400 m`, `3 sets`, `8 reps`.
    func volume(_ p: Prescription) -> String {
        let perSet: String?
        if let reps = p.reps {
            perSet = repTarget(reps)
        } else if let duration = p.duration {
            perSet = self.duration(seconds: duration)
        } else if let distance = p.distance {
            perSet = self.distance(metres: distance)
        } else {
            perSet = nil
        }
        switch (p.sets, perSet) {
        case let (sets?, perSet?): return "\(integer(sets)) × \(perSet)"
        case let (sets?, nil): return count(sets, strings.setWord, strings.setsWord)
        case let (nil, perSet?):
            switch p.reps {
            case .exactly(1)?: return "\(perSet) \(strings.repWord)"
            case .exactly?, .range?: return "\(perSet) \(strings.repsWord)"
            case .amrap?, nil: return perSet
            }
        case (nil, nil): return ""
        }
    }

    func repTarget(_ reps: RepTarget) -> String {
        switch reps {
        case .exactly(let n): return integer(n)
        case .range(let low, let high): return "\(integer(low))–\(integer(high))"
        case .amrap: return strings.amrap
        }
    }

    /// `3-1-1-0`, `2-0-X-0`.
    func tempo(_ tempo: Tempo) -> String {
        tempo.phases.map { $0.map(String.init) ?? "X" }.joined(separator: "-")
    }

    /// `5 min easy`, `30 min threshold`, `2 km`.
    func cardioBlock(_ block: CardioBlock) -> String {
        var parts: [String] = []
        if let duration = block.duration { parts.append(self.duration(seconds: duration)) }
        if let distance = block.distance { parts.append(self.distance(metres: distance)) }
        if let intensity = block.intensity, !intensity.isEmpty { parts.append(intensity) }
        return parts.joined(separator: " ")
    }

    // MARK: - Interval protocols (docs/notation.md#interval-protocols)

    /// `6 × 7 s on / 3 s off, 3 sets, rest 3 min`.
    func protocolSummary(_ p: IntervalProtocol) -> String {
        var text = "\(integer(p.repsPerSet)) × \(duration(seconds: p.work)) \(strings.onWord)"
        if p.repsPerSet > 1 { text += " / \(duration(seconds: p.restBetweenReps)) \(strings.offWord)" }
        text += ", " + count(p.sets, strings.setWord, strings.setsWord)
        if p.sets > 1 { text += ", \(strings.restWord) \(duration(seconds: p.restBetweenSets))" }
        if p.grips.count > 1 {
            text += ", \(strings.restWord) \(duration(seconds: p.restBetweenGrips)) \(strings.betweenGrips)"
        }
        return text
    }

    /// `half crimp 20 mm + 5 kg`; a grip at bodyweight (`load: bw`, nothing added) is the
    /// name and edge alone, as a grip written without a load.
    func grip(_ grip: Grip) -> String {
        var text = grip.name
        // An edge alone (`20mm`) is "20 mm", with no space before it.
        if let edge = grip.edgeMillimetres { text += (text.isEmpty ? "" : " ") + "\(number(edge)) mm" }
        if let load = grip.addedLoad, load.kilograms != 0 {
            if load.kilograms >= 0 {
                text += " + " + mass(kilograms: load.kilograms)
            } else {
                text += " − " + mass(kilograms: -load.kilograms)
            }
        }
        return text
    }

    // MARK: - Performed sets (docs/notation.md#performed-sets)

    /// `100 kg × 5 @8`, `× 15`, `60 s`, `BW + 10 kg · 7 s`, `5 km in 25:30` (`3.11 mi in 25:30` in
    /// pounds: distances in the site's units, as on the cardio page), after the set's grip
    /// (`Half crimp 20 mm: BW + 5 kg · 7 s`). The kind is not
    /// included: pages mark warm-ups and drop sets separately.
    func performedSet(_ set: PerformedSet) -> String {
        var text = set.grip.map { grip($0).capitalizedFirst + ": " } ?? ""
        if let distance = set.distance {
            text += cardioDistance(metres: distance)
            if let duration = set.duration { text += " \(strings.distanceIn) " + effortTime(seconds: duration) }
        } else {
            var parts: [String] = []
            if let load = set.load { parts.append(self.load(load)) }
            if let reps = set.reps {
                parts = [(parts.first.map { $0 + " " } ?? "") + "× " + integer(reps)]
            }
            if let duration = set.duration { parts.append(effortTime(seconds: duration)) }
            text += parts.joined(separator: " · ")
        }
        if let rpe = set.rpe { text += (text.isEmpty ? "" : " ") + self.rpe(rpe) }
        return text
    }

    /// A grip's best hang (docs/statistics.md#grips): `BW + 5 kg · 7 s`, `BW · 10 s`, `BW − 10 kg · 7 s`.
    func hang(kilograms: Double, seconds: Double) -> String {
        load(Load(kilograms: kilograms, relativeToBodyweight: true)) + " · " + effortTime(seconds: seconds)
    }
}
