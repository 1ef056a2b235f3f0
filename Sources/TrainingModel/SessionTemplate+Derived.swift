/// Figures derived from a template (docs/content-format.md#sessions): planned sets and reps, time under
/// tension and an estimated duration. Used by session pages and sheets.
extension SessionTemplate {
    /// Seconds a set takes when nothing says: 3 s a rep, and 40 s when reps are unknown.
    static let secondsPerRep = 3.0
    static let defaultSetSeconds = 40.0
    /// Rest between sets when a prescription does not give one.
    static let defaultRest = 90.0

    public var plannedSets: Int { items.reduce(0) { $0 + $1.plannedSets } }
    public var plannedReps: Int { items.reduce(0) { $0 + $1.plannedReps } }
    /// Seconds under tension: protocols' TUT, timed sets, and reps at their tempo.
    public var timeUnderTension: Double { items.reduce(0) { $0 + $1.timeUnderTension } }
    /// Seconds: work plus rests between sets, groups' rests between rounds.
    public var estimatedDuration: Double { items.reduce(0) { $0 + $1.estimatedDuration } }

    /// The equipment the session needs: every piece its exercises list (`exercise` looks an
    /// exercise up by id), each spelling once, in the order the items first name them.
    public func equipment(exercise: (String) -> Exercise?) -> [String] {
        var seen: Set<String> = []
        var pieces: [String] = []
        for item in items.flatMap(\.exerciseItems) {
            for piece in exercise(item.exercise)?.equipment ?? [] where seen.insert(piece).inserted { pieces.append(piece) }
        }
        return pieces
    }
}

extension SessionItem {
    var rounds: Int {
        if case .group(let group) = self { return group.rounds }
        return 1
    }

    public var plannedSets: Int { exerciseItems.reduce(0) { $0 + $1.plannedSets } * rounds }
    public var plannedReps: Int { exerciseItems.reduce(0) { $0 + $1.plannedReps } * rounds }
    public var timeUnderTension: Double { exerciseItems.reduce(0) { $0 + $1.timeUnderTension } * Double(rounds) }

    public var estimatedDuration: Double {
        switch self {
        case .single(let item):
            return item.estimatedDuration
        case .group(let group):
            // A group's members follow each other without their own rest; the group rests between rounds.
            let work = group.items.reduce(0.0) { $0 + $1.workSeconds * Double(max(1, $1.prescription?.sets ?? 1)) }
            let rest = group.rest ?? SessionTemplate.defaultRest
            return work * Double(group.rounds) + rest * Double(max(0, group.rounds - 1))
        }
    }
}

extension ExerciseItem {
    public var plannedSets: Int {
        if let p = intervalProtocol { return p.sets * p.gripCount }
        if let p = prescription { return p.blocks.isEmpty ? (p.sets ?? 1) : 0 }
        return 0
    }

    public var plannedReps: Int {
        if let p = intervalProtocol { return p.sets * p.gripCount * p.repsPerSet }
        guard let p = prescription, let reps = p.reps?.planned else { return 0 }
        return reps * (p.sets ?? 1)
    }

    public var timeUnderTension: Double {
        if let p = intervalProtocol { return p.timeUnderTension }
        guard let p = prescription else { return 0 }
        if let duration = p.duration { return duration * Double(p.sets ?? 1) }
        if let tempo = p.tempo, let reps = p.reps?.planned {
            return Double(tempo.secondsPerRep * reps * (p.sets ?? 1))
        }
        return 0
    }

    /// Seconds of one set's work.
    var workSeconds: Double {
        guard let p = prescription else { return SessionTemplate.defaultSetSeconds }
        if let duration = p.duration { return duration }
        if let reps = p.reps?.planned {
            let perRep = p.tempo.map { Double($0.secondsPerRep) } ?? SessionTemplate.secondsPerRep
            return Double(reps) * perRep
        }
        return SessionTemplate.defaultSetSeconds
    }

    public var estimatedDuration: Double {
        if let p = intervalProtocol { return p.totalDuration }
        guard let p = prescription else { return SessionTemplate.defaultSetSeconds }
        if !p.blocks.isEmpty { return p.blocks.reduce(0) { $0 + ($1.duration ?? 0) } }
        let sets = Double(max(1, p.sets ?? 1))
        let rest = p.rest ?? SessionTemplate.defaultRest
        return workSeconds * sets + rest * (sets - 1)
    }
}
