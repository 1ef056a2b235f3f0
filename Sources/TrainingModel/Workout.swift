/// A performed workout (docs/content-format.md#workouts).
public struct Workout: Hashable, Sendable, Identifiable {
    public var id: String
    /// The local day in the site's time zone.
    public var date: CalendarDate
    /// Minutes after local midnight, when the file gave a time.
    public var startMinute: Int?
    public var athlete: String
    public var session: String?
    public var name: String?
    /// Seconds.
    public var duration: Double?
    /// Session RPE, CR-10.
    public var rpe: RPE?
    /// Kilograms.
    public var bodyweight: Double?
    /// Markdown.
    public var notes: String
    public var entries: [WorkoutEntry]
    public var sourcePath: String

    public init(id: String, date: CalendarDate, startMinute: Int? = nil, athlete: String, session: String? = nil,
                name: String? = nil, duration: Double? = nil, rpe: RPE? = nil, bodyweight: Double? = nil,
                notes: String = "", entries: [WorkoutEntry] = [], sourcePath: String = "") {
        self.id = id
        self.date = date
        self.startMinute = startMinute
        self.athlete = athlete
        self.session = session
        self.name = name
        self.duration = duration
        self.rpe = rpe
        self.bodyweight = bodyweight
        self.notes = notes
        self.entries = entries
        self.sourcePath = sourcePath
    }

    /// Unique in a library: workout ids are unique only within their athlete (docs/content-format.md#ids-and-references).
    public var key: String { Self.key(athlete: athlete, id: id) }

    public static func key(athlete: String, id: String) -> String { athlete + "/" + id }

    /// The athlete a `key` names: what comes before its first slash (no id holds one).
    public static func athlete(ofKey key: String) -> Substring {
        key[..<(key.firstIndex(of: "/") ?? key.endIndex)]
    }

    /// Start order (docs/statistics.md#records): day, then time (a workout without one counts as midnight), then id.
    public static func startOrder(_ a: Workout, _ b: Workout) -> Bool {
        (a.date, a.startMinute ?? 0, a.id) < (b.date, b.startMinute ?? 0, b.id)
    }

    /// Whether `workouts` are in `startOrder` already (read in place, no workout copied).
    public static func areInStartOrder(_ workouts: [Workout]) -> Bool {
        zip(workouts.indices, workouts.indices.dropFirst()).allSatisfy { !startOrder(workouts[$1], workouts[$0]) }
    }
}

public struct WorkoutEntry: Hashable, Sendable {
    /// The resolved exercise id.
    public var exercise: String
    public var sets: [PerformedSet]
    /// Markdown.
    public var notes: String?
    /// `grade:`, the hardest grade climbed in the entry (a climbing exercise's).
    public var grade: ClimbingGrade?

    public init(exercise: String, sets: [PerformedSet], notes: String? = nil, grade: ClimbingGrade? = nil) {
        self.exercise = exercise
        self.sets = sets
        self.notes = notes
        self.grade = grade
    }
}
