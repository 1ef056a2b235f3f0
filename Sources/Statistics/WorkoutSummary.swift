import TextAndDates
import TrainingModel

/// The numbers of one workout, for workout pages and the dashboard's recent workouts.
@ByteCoded
public struct WorkoutSummary: Sendable, Hashable, Encodable {
    public var id: String
    public var date: CalendarDate
    public var session: String?
    public var workingSets: Int
    public var reps: Int
    /// Kilograms.
    public var volume: Double
    /// Minutes; 0 when the workout gave no duration (see `isTimed`).
    public var durationMinutes: Double
    /// Foster session load: session RPE × minutes, 0 when either is missing (see `isRated`).
    public var load: Double
    /// How many record events the workout set.
    public var records: Int
    /// Whether it has a duration; pages show "–" rather than 0 minutes without one.
    /// Not written to stats.json (`totals.timed_workouts` counts them).
    public var isTimed: Bool
    /// Whether its load is known (a duration and an RPE or the site's `default_rpe`).
    public var isRated: Bool
    /// What it trained: the disciplines of the exercises it has working sets of, sorted
    /// (docs/statistics.md#disciplines). Not written to stats.json.
    public var disciplines: [Discipline]
    /// Its climbing, when it has working sets of climbing exercises or a `grade:`. Not written to stats.json.
    public var climbing: ClimbingSummary?

    public init(id: String, date: CalendarDate, session: String?, workingSets: Int, reps: Int, volume: Double,
                durationMinutes: Double, load: Double, records: Int, isTimed: Bool = true, isRated: Bool = true,
                disciplines: [Discipline] = [], climbing: ClimbingSummary? = nil) {
        self.id = id
        self.date = date
        self.session = session
        self.workingSets = workingSets
        self.reps = reps
        self.volume = volume
        self.durationMinutes = durationMinutes
        self.load = load
        self.records = records
        self.isTimed = isTimed
        self.isRated = isRated
        self.disciplines = disciplines
        self.climbing = climbing
    }

    enum CodingKeys: String, CodingKey {
        case id, date, session, workingSets = "working_sets", reps, volume = "volume_kg"
        case durationMinutes = "duration_min", load, records
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(date, forKey: .date)
        try c.encode(session, forKey: .session)
        try c.encode(workingSets, forKey: .workingSets)
        try c.encode(reps, forKey: .reps)
        try c.encode(rounded: volume, forKey: .volume)
        try c.encode(rounded: durationMinutes, forKey: .durationMinutes)
        try c.encode(rounded: load, forKey: .load)
        try c.encode(records, forKey: .records)
    }
}
