import TextAndDates
/// What a set was: the set notation prefixes (docs/notation.md#performed-sets) `w:`, `d:`, `f:`, or a plain working set.
@ByteCoded
public enum SetKind: String, Hashable, Sendable, Codable, CaseIterable {
    case working
    case warmup = "warm-up"
    case drop
    case failure

    /// Every kind but warm-up counts as a working set (docs/statistics.md#working-set).
    public var isWorking: Bool { self != .warmup }
}

/// One performed set (docs/content-format.md#workouts, docs/notation.md#performed-sets). Each field is nil when the set did not have it.
///
/// Held in 56 bytes rather than the 136 of its fields as optionals (in a struct each
/// `Double?` takes 16): a coach's site holds every athlete's sets at once. A number the set
/// does not have is held as 0, `present` saying which it has; the grip, which few sets
/// have, is held apart.
@ByteCoded
public struct PerformedSet: Hashable, Sendable {
    public var kind: SetKind
    var present: Present
    var kilograms: Double
    var repetitions: Int
    var effort: Double
    var seconds: Double
    var metres: Double
    var heldGrip: HeldGrip?

    /// Which of a set's numbers it has, and whether its load is relative to bodyweight.
    struct Present: OptionSet, Hashable, Sendable, ByteCodable {
        var rawValue: UInt8
        static let load = Present(rawValue: 1), relativeLoad = Present(rawValue: 2), reps = Present(rawValue: 4)
        static let rpe = Present(rawValue: 8), duration = Present(rawValue: 16), distance = Present(rawValue: 32)

        func encode(into writer: inout ByteWriter) { writer.integer(Int(rawValue)) }
        init?(decoding reader: inout ByteReader) {
            guard let value = reader.integer(), let rawValue = UInt8(exactly: value) else { return nil }
            self.rawValue = rawValue
        }
        init(rawValue: UInt8) { self.rawValue = rawValue }
    }

    /// A set's grip, in a box of its own.
    final class HeldGrip: Hashable, Sendable, ByteCodable {
        let grip: Grip
        init(_ grip: Grip) { self.grip = grip }
        static func == (a: HeldGrip, b: HeldGrip) -> Bool { a.grip == b.grip }
        func hash(into hasher: inout Hasher) { hasher.combine(grip) }
        func encode(into writer: inout ByteWriter) { grip.encode(into: &writer) }
        init?(decoding reader: inout ByteReader) {
            guard let grip: Grip = reader.read() else { return nil }
            self.grip = grip
        }
    }
}

extension PerformedSet {
    public init(kind: SetKind = .working, load: Load? = nil, reps: Int? = nil, rpe: RPE? = nil,
                duration: Double? = nil, distance: Double? = nil, grip: Grip? = nil) {
        self.init(kind: kind, present: [], kilograms: 0, repetitions: 0, effort: 0, seconds: 0, metres: 0, heldGrip: nil)
        (self.load, self.reps, self.rpe, self.duration, self.distance, self.grip) = (load, reps, rpe, duration, distance, grip)
    }

    public var load: Load? {
        get { present.contains(.load) ? Load(kilograms: kilograms, relativeToBodyweight: present.contains(.relativeLoad)) : nil }
        set {
            present.subtract([.load, .relativeLoad])
            if let newValue { present.formUnion(newValue.relativeToBodyweight ? [.load, .relativeLoad] : .load) }
            kilograms = newValue?.kilograms ?? 0
        }
    }

    public var reps: Int? {
        get { present.contains(.reps) ? repetitions : nil }
        set { repetitions = hold(newValue, as: .reps) ?? 0 }
    }

    public var rpe: RPE? {
        get { present.contains(.rpe) ? effort : nil }
        set { effort = hold(newValue, as: .rpe) ?? 0 }
    }

    /// Seconds: a timed set, a hang, or the time of a distance effort.
    public var duration: Double? {
        get { present.contains(.duration) ? seconds : nil }
        set { seconds = hold(newValue, as: .duration) ?? 0 }
    }

    /// Metres.
    public var distance: Double? {
        get { present.contains(.distance) ? metres : nil }
        set { metres = hold(newValue, as: .distance) ?? 0 }
    }

    /// The grip or edge the set was done on (`20mm half crimp: bw+5kg 7s`,
    /// docs/notation.md#grips-of-performed-sets): a name and an edge, never a load (the set's is its load).
    public var grip: Grip? {
        get { heldGrip?.grip }
        set { heldGrip = newValue.map(HeldGrip.init) }
    }

    /// `value`, with `present` saying whether there is one.
    private mutating func hold<Value>(_ value: Value?, as field: Present) -> Value? {
        if value == nil { present.remove(field) } else { present.insert(field) }
        return value
    }

    /// External load in kilograms, 0 when the set had none.
    public var weightKilograms: Double { load?.kilograms ?? 0 }
}
