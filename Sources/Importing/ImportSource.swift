import TrainingModel

/// The exports `spotter import` understands (SPEC §7). The raw value is the word typed on the
/// command line.
public enum ImportSource: String, CaseIterable, Sendable {
    case strong
    case hevy
    case freeExerciseDB = "free-exercise-db"

    /// The name printed in the closing report.
    public var displayName: String {
        switch self {
        case .strong: return "Strong"
        case .hevy: return "Hevy"
        case .freeExerciseDB: return "free-exercise-db"
        }
    }
}

/// Options of `spotter import` that change what is planned.
public struct ImportOptions: Sendable {
    /// The unit of weights in an export that does not say (Strong's comma layout). It also
    /// decides the unit of Strong distances without a unit column: kilometres for `kg`, miles for `lb`.
    public var unit: MassUnit
    /// Written as `athlete:` in every workout when given (sites with several athletes).
    public var athlete: String?

    public init(unit: MassUnit = .kg, athlete: String? = nil) {
        self.unit = unit
        self.athlete = athlete
    }
}
