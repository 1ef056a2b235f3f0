import TextAndDates
import TrainingModel

/// Every statistic (docs/statistics.md) of one athlete, over what is dated on or before the as-of date.
@ByteCoded
public struct AthleteStatistics: Sendable, Hashable, Encodable {
    /// The current e1RM of an exercise is its best e1RM over the 84 days (12 weeks)
    /// ending at the as-of date; when the exercise has no e1RM in that window, the most
    /// recent day's e1RM. Sheets resolve `@ 75%` prescriptions against it.
    public static let currentE1RMWindowDays = 84

    public var id: String
    /// The athlete profile's name; nil for an id with no profile.
    public var name: String?
    public var totals: TrainingTotals
    /// Sorted by exercise id.
    public var exercises: [ExerciseStatistics]
    /// The weeks with a workout, oldest first (docs/stats-json.md#weeks); `weeks(_:endingAt:)`
    /// and `weeks(from:through:)` give the empty ones between too.
    public var weeks: [WeekStatistics]
    public var streaks: Streaks
    /// In workout start order; within a workout by exercise id, then kind (`RecordEvent.Kind.kinds(of:)`).
    public var records: [RecordEvent]
    /// In start order.
    public var workouts: [WorkoutSummary]
    /// The days with a workout and the as-of date, oldest first (docs/stats-json.md#daily).
    public var daily: [DailyLoad]
    /// The athlete's plans, sorted by plan id.
    public var compliance: [PlanCompliance]
    public var body: BodyStatistics
    /// Sorted by test name.
    public var tests: [TestHistory]
    public var predictions: RacePredictions?
    /// Distance, time and pace per sport.
    public var cardio: CardioStatistics
    /// How `weeks` are cut (`week_starts`); not written per athlete.
    public var weekCalendar: WeekCalendar

    // Lookups for pages; derived from the arrays above, and written neither to stats.json
    // nor to the build cache (the init makes them).
    @ByteCodingDerived private var exerciseIndex: [String: Int]
    @ByteCodingDerived private var workoutIndex: [String: Int]
    @ByteCodingDerived private var recordsByWorkout: [String: [RecordEvent]]

    public init(id: String, name: String? = nil, totals: TrainingTotals = TrainingTotals(),
                exercises: [ExerciseStatistics] = [], weeks: [WeekStatistics] = [], streaks: Streaks = Streaks(),
                records: [RecordEvent] = [], workouts: [WorkoutSummary] = [], daily: [DailyLoad] = [],
                compliance: [PlanCompliance] = [], body: BodyStatistics = BodyStatistics(),
                tests: [TestHistory] = [], predictions: RacePredictions? = nil, cardio: CardioStatistics = CardioStatistics(),
                weekCalendar: WeekCalendar = WeekCalendar(firstDay: .monday)) {
        self.id = id
        self.name = name
        self.totals = totals
        self.exercises = exercises
        self.weeks = weeks
        self.streaks = streaks
        self.records = records
        self.workouts = workouts
        self.daily = daily
        self.compliance = compliance
        self.body = body
        self.tests = tests
        self.predictions = predictions
        self.cardio = cardio
        self.weekCalendar = weekCalendar
        exerciseIndex = Dictionary(exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        workoutIndex = Dictionary(workouts.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        recordsByWorkout = Dictionary(grouping: records, by: \.workout)
    }

    // MARK: - Lookups

    public func exercise(id: String) -> ExerciseStatistics? {
        exerciseIndex[id].map { exercises[$0] }
    }

    public func workout(id: String) -> WorkoutSummary? {
        workoutIndex[id].map { workouts[$0] }
    }

    /// The records a workout set, in the order of `records`; empty when none.
    public func records(forWorkout id: String) -> [RecordEvent] {
        recordsByWorkout[id] ?? []
    }

    /// What the workout index shows of a workout: its volume (0 without a summary) and how
    /// many records it set, read in place.
    public func volumeAndRecordCount(ofWorkout id: String) -> (volume: Double, records: Int) {
        (workoutIndex[id].map { workouts[$0].volume } ?? 0, recordsByWorkout[id]?.count ?? 0)
    }

    /// Kilograms; see `currentE1RMWindowDays`. Nil when the athlete has no e1RM for it.
    public func currentE1RM(exercise id: String) -> Double? {
        exercise(id: id)?.currentE1RM
    }

    /// Best e1RM per day, oldest first; empty when there is none.
    public func e1rmSeries(exercise id: String) -> [E1RMPoint] {
        exercise(id: id)?.e1rmSeries ?? []
    }

    /// The weeks from the week of `from` to the week of `through`, oldest first, the empty
    /// ones included (with no load, no monotony and no strain), none before the first
    /// workout's week: what `weeks` lists, with its gaps filled in. The cost follows the
    /// range and the data, not the log's span.
    public func weeks(from: CalendarDate, through: CalendarDate) -> [WeekStatistics] {
        weekCalendar.weeks(weeks, start: \.start, from: from, through: through) { day in
            WeekStatistics(week: weekCalendar.label(forWeekStarting: day), start: day, workouts: 0, workingSets: 0,
                           reps: 0, volume: 0, durationMinutes: 0, load: 0, monotony: nil, strain: nil, muscles: [])
        }
    }

    /// The `count` weeks ending at the week of `end`, as `weeks(from:through:)`.
    public func weeks(_ count: Int, endingAt end: CalendarDate) -> [WeekStatistics] {
        count > 0 ? weeks(from: end.adding(days: -7 * (count - 1)), through: end) : []
    }

    // MARK: - Encoding

    enum CodingKeys: String, CodingKey {
        case id, name, totals, exercises, weeks, streaks, records, workouts, daily, compliance, body, tests, predictions, cardio
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(totals, forKey: .totals)
        try c.encode(exercises, forKey: .exercises)
        try c.encode(weeks, forKey: .weeks)
        try c.encode(streaks, forKey: .streaks)
        try c.encode(records, forKey: .records)
        try c.encode(workouts, forKey: .workouts)
        try c.encode(daily, forKey: .daily)
        try c.encode(compliance, forKey: .compliance)
        try c.encode(body, forKey: .body)
        try c.encode(tests, forKey: .tests)
        try c.encode(predictions, forKey: .predictions)
        try c.encode(cardio, forKey: .cardio)
    }
}
