import TrainingModel

/// One athlete's calendar year (docs/statistics.md#year-in-review): its totals by
/// discipline, records, top exercises, days and months, longest streak, and the changes of
/// body measures and tests from the first to the last of the year, with the year before
/// for comparison. Read from the athlete's statistics (the whole history up to the as-of
/// date) and the library's measurements, so every figure means what it means elsewhere:
/// a record of the year beat everything before it, not just the year's earlier workouts.
public struct YearInReview: Sendable, Hashable {
    public var athlete: String
    public var year: Int
    /// The last day counted: 31 December, or the as-of date while the year is under way.
    public var through: CalendarDate
    public var totals: YearTotals
    /// The year before, up to the same day of the year (the whole year once this one is
    /// over); nil when the athlete had no workout in it.
    public var previous: YearTotals?
    /// Cardio per sport, most sessions first, then by sport id.
    public var sports: [SportYear]
    /// Days with a workout that trained climbing (docs/statistics.md#disciplines); nil when there were none.
    public var climbingSessions: Int?
    /// The hardest `grade:` of the year's entries, one per scale (Font, French, V);
    /// empty when no entry of the year names a grade.
    public var hardestGrades: [ClimbingGrade]
    /// The hardest grade of each scale and style the year's entries name (`7a onsight`), by
    /// scale, then style; empty when none names a style.
    public var hardestStyled: [StyledGrade]
    /// Seconds under tension on climbing exercises over the year (docs/statistics.md#disciplines).
    public var timeUnderTension: Double
    /// Each grip's best hang of the year, per exercise, in the order of the exercises, then
    /// of the grips first used (docs/statistics.md#grips).
    public var gripBests: [GripYear]
    /// Days with a workout that trained lifting; nil when there were none (a climber's or a
    /// runner's year shows no lifting).
    public var liftingSessions: Int?
    /// The year's records of exercises, in workout start order (docs/statistics.md#records).
    /// The year page counts its records as the rows it lists of these and `cardioRecords`.
    public var records: [RecordEvent]
    /// The year's cardio records (longest effort, best efforts), by date, then sport.
    public var cardioRecords: [SportRecord]
    /// At most `topExerciseCount`: most volume, then most days, then id.
    public var topExercises: [ExerciseYear]
    /// January up to the month of `through`.
    public var months: [MonthOfYear]
    /// Bodyweight first, then the other measurement keys, sorted.
    public var measures: [MeasureChange]
    /// Sorted by test name.
    public var tests: [TestChange]

    public static let topExerciseCount = 5

    public var isUnderWay: Bool { through.month != 12 || through.day != 31 }

    /// 1 January.
    public var first: CalendarDate { CalendarDate(year: year, month: 1, day: 1) ?? through }

    /// The calendar years in which the athlete has a workout, oldest first.
    public static func years(of athlete: AthleteStatistics) -> [Int] {
        Set(athlete.workouts.map(\.date.year)).sorted()
    }

    /// `measurements`: the library's (any athlete's: those of `athlete.id` are used).
    public init(athlete: AthleteStatistics, year: Int, asOf: CalendarDate, measurements: [BodyMeasurement]) {
        let first = CalendarDate(year: year, month: 1, day: 1) ?? CalendarDate(daysSinceEpoch: 0)
        let end = CalendarDate(year: year, month: 12, day: 31) ?? first
        let through = min(end, max(asOf, first))
        let days = first...through
        self.athlete = athlete.id
        self.year = year
        self.through = through
        totals = YearTotals(athlete, days)
        let previousDays = Self.sameDays(days, yearsBefore: 1)
        let previous = YearTotals(athlete, previousDays)
        self.previous = previous.workouts > 0 ? previous : nil
        sports = athlete.cardio.sports.compactMap { SportYear($0, days) }
            .sorted { ($1.sessions, $0.sport) < ($0.sessions, $1.sport) }
        (records, cardioRecords) = Self.records(of: athlete, in: days)
        topExercises = Array(athlete.exercises.compactMap { ExerciseYear($0, days) }
            .sorted { ($1.volume, $1.days, $0.id) < ($0.volume, $0.days, $1.id) }
            .prefix(Self.topExerciseCount))
        let workouts = athlete.workouts.filter { days.contains($0.date) }
        let climbingDays = Set(workouts.filter { $0.climbing != nil }.map(\.date))
        climbingSessions = climbingDays.isEmpty ? nil : climbingDays.count
        hardestGrades = ClimbingSummary.hardest(workouts.compactMap(\.climbing))
        hardestStyled = ClimbingSummary.hardestStyled(workouts.compactMap(\.climbing))
        timeUnderTension = workouts.compactMap(\.climbing).reduce(0) { $0 + $1.timeUnderTension }
        gripBests = athlete.exercises.flatMap { exercise in
            exercise.grips.compactMap { history in
                history.best(from: first, through: through).map {
                    GripYear(exercise: exercise.id, exerciseName: exercise.name, grip: history.grip, best: $0)
                }
            }
        }
        let liftingDays = Set(workouts.filter { $0.disciplines.contains(.lifting) }.map(\.date))
        liftingSessions = liftingDays.isEmpty ? nil : liftingDays.count
        // One pass over the year's workouts and sessions, each put in its month.
        var byMonth = Array(repeating: [WorkoutSummary](), count: through.month)
        for workout in workouts { byMonth[workout.date.month - 1].append(workout) }
        var distances = Array(repeating: 0.0, count: through.month)
        for sport in athlete.cardio.sports {
            for session in sport.sessions where days.contains(session.date) {
                distances[session.date.month - 1] += session.totals.distance
            }
        }
        months = (1...through.month).map { MonthOfYear(month: $0, workouts: byMonth[$0 - 1], distance: distances[$0 - 1]) }
        measures = MeasureChange.changes(body: athlete.body.bodyweight.filter { days.contains($0.date) },
                                         measurements: measurements.filter { $0.athlete == athlete.id && days.contains($0.date) })
        tests = athlete.tests.compactMap { TestChange($0, days) }
    }

    /// The record events dated in `days`, in workout start order, and the cardio records, by
    /// date, then sport.
    public static func records(of athlete: AthleteStatistics, in days: ClosedRange<CalendarDate>)
        -> (load: [RecordEvent], cardio: [SportRecord]) {
        (athlete.records.filter { days.contains($0.date) },
         athlete.cardio.sports.flatMap { sport in
             sport.records.filter { days.contains($0.date) }.map { SportRecord(sport: sport.sport, record: $0) }
         }.sorted { ($0.record.date, $0.sport) < ($1.record.date, $1.sport) })
    }

    /// The same span of days `years` earlier (29 February becomes the 28th).
    public static func sameDays(_ days: ClosedRange<CalendarDate>, yearsBefore years: Int) -> ClosedRange<CalendarDate> {
        func back(_ day: CalendarDate) -> CalendarDate {
            let year = day.year - years
            return CalendarDate(year: year, month: day.month, day: min(day.day, CalendarDate.daysIn(month: day.month, year: year)))
                ?? day
        }
        return back(days.lowerBound)...back(days.upperBound)
    }
}

/// A year's headline figures (docs/statistics.md#year-in-review).
public struct YearTotals: Sendable, Hashable {
    public var workouts: Int
    /// Days with at least one workout.
    public var activeDays: Int
    public var workingSets: Int
    public var reps: Int
    /// Kilograms (docs/statistics.md#volume).
    public var volume: Double
    /// Minutes of the workouts with a duration; nil when none had one (unknown, not 0).
    public var minutes: Double?
    /// Workouts with a duration: when fewer than `workouts`, `minutes` counts only those.
    public var timedWorkouts: Int
    /// Metres of cardio, every sport, warm-ups included.
    public var distance: Double
    /// The longest run of consecutive weeks (`week_starts`) with a workout in these days; the
    /// earliest of equally long ones.
    public var longestStreak: WeekRun?

    public init(workouts: Int = 0, activeDays: Int = 0, workingSets: Int = 0, reps: Int = 0, volume: Double = 0,
                minutes: Double? = nil, timedWorkouts: Int = 0, distance: Double = 0,
                longestStreak: WeekRun? = nil) {
        self.workouts = workouts
        self.activeDays = activeDays
        self.workingSets = workingSets
        self.reps = reps
        self.volume = volume
        self.minutes = minutes
        self.timedWorkouts = timedWorkouts
        self.distance = distance
        self.longestStreak = longestStreak
    }

    init(_ athlete: AthleteStatistics, _ days: ClosedRange<CalendarDate>) {
        let workouts = athlete.workouts.filter { days.contains($0.date) }
        let timed = workouts.filter(\.isTimed)
        let sessions = athlete.cardio.sports.flatMap { $0.sessions.filter { days.contains($0.date) } }
        self.init(workouts: workouts.count, activeDays: Set(workouts.map(\.date)).count,
                  workingSets: workouts.reduce(0) { $0 + $1.workingSets }, reps: workouts.reduce(0) { $0 + $1.reps },
                  volume: workouts.reduce(0) { $0 + $1.volume },
                  minutes: timed.isEmpty ? nil : timed.reduce(0) { $0 + $1.durationMinutes },
                  timedWorkouts: timed.count,
                  distance: sessions.reduce(0) { $0 + $1.totals.distance },
                  longestStreak: WeekRun.longest(Set(workouts.map { athlete.weekCalendar.start(of: $0.date) }).sorted()))
    }
}

/// One sport's year.
public struct SportYear: Sendable, Hashable {
    public var sport: String
    public var sessions: Int
    /// Metres.
    public var distance: Double
    /// Seconds; nil when no set of the sport had a time.
    public var time: Double?
    /// Seconds per kilometre over the sets with both a distance and a time.
    public var pace: Double?

    init?(_ sport: SportStatistics, _ days: ClosedRange<CalendarDate>) {
        var totals = CardioTotals()
        for session in sport.sessions where days.contains(session.date) { totals.add(session.totals) }
        guard totals.sessions > 0 else { return nil }
        self.sport = sport.sport
        sessions = totals.sessions
        distance = totals.distance
        time = totals.time > 0 ? totals.time : nil
        pace = totals.pace
    }
}

public struct SportRecord: Sendable, Hashable {
    public var sport: String
    public var record: CardioRecord
}

/// One exercise's year, from its days (docs/stats-json.md, `days`).
public struct ExerciseYear: Sendable, Hashable {
    public var id: String
    public var name: String
    /// Days with working sets of it.
    public var days: Int
    /// Kilograms.
    public var volume: Double
    public var bestWeight: Double?
    public var bestE1RM: Double?
    /// The most reps in one set of the year, and the least assistance in a set with reps
    /// (kilograms): the measures of bodyweight and assisted work (docs/statistics.md#bodyweight-weighted-and-assisted-work).
    public var mostReps: Int?
    public var leastAssistance: Double?

    init?(_ exercise: ExerciseStatistics, _ range: ClosedRange<CalendarDate>) {
        let days = exercise.days.filter { range.contains($0.date) }
        guard !days.isEmpty else { return nil }
        id = exercise.id
        name = exercise.name
        self.days = days.count
        volume = days.reduce(0) { $0 + ($1.volume ?? 0) }
        bestWeight = days.compactMap(\.bestWeight).max()
        bestE1RM = days.compactMap(\.e1rm).max()
        mostReps = days.compactMap(\.bests.mostReps).max()
        leastAssistance = days.compactMap(\.bests.leastAssistance).min()
    }
}

/// A grip's best hang of the year (docs/statistics.md#grips).
public struct GripYear: Sendable, Hashable {
    public var exercise: String
    public var exerciseName: String
    public var grip: Grip
    public var best: GripHang
}

/// A month of the year.
public struct MonthOfYear: Sendable, Hashable {
    /// 1 … 12.
    public var month: Int
    public var workouts: Int
    /// Kilograms.
    public var volume: Double
    /// Metres of cardio.
    public var distance: Double

    /// `workouts`: the month's; `distance`: its cardio sessions' metres.
    init(month: Int, workouts: [WorkoutSummary], distance: Double) {
        self.month = month
        self.workouts = workouts.count
        volume = workouts.reduce(0) { $0 + $1.volume }
        self.distance = distance
    }
}

/// A dated value of a measure or test.
public struct DatedValue: Sendable, Hashable {
    public var date: CalendarDate
    public var value: Double
}

/// A body measure from its first to its last value of the year.
public struct MeasureChange: Sendable, Hashable {
    /// `bodyweight`, or the measurement key as written (`bodyfat`, `waist`).
    public var key: String
    public var first: DatedValue
    public var last: DatedValue
    /// In the measure's internal unit (docs/content-format.md#measurements).
    public var change: Double { last.value - first.value }

    /// Bodyweight from the series (measurements and workouts' bodyweights, docs/statistics.md#body),
    /// then every other key of `measurements`.
    static func changes(body: [BodyweightPoint], measurements: [BodyMeasurement]) -> [MeasureChange] {
        var changes: [MeasureChange] = []
        if let first = body.first, let last = body.last {
            changes.append(MeasureChange(key: "bodyweight", first: DatedValue(date: first.date, value: first.bodyweight),
                                         last: DatedValue(date: last.date, value: last.bodyweight)))
        }
        var byKey: [String: [DatedValue]] = [:]
        for measurement in measurements.sorted(by: { $0.date < $1.date }) {
            for value in measurement.values where value.key != "bodyweight" {
                byKey[value.key, default: []].append(DatedValue(date: measurement.date, value: value.value))
            }
        }
        for key in byKey.keys.sorted() {
            guard let values = byKey[key], let first = values.first, let last = values.last else { continue }
            changes.append(MeasureChange(key: key, first: first, last: last))
        }
        return changes
    }
}

/// A test from its first to its last result of the year, with the year's best.
public struct TestChange: Sendable, Hashable {
    public var test: String
    public var first: TestPoint
    public var last: TestPoint
    /// As `TestHistory.best`, over the year's results.
    public var best: TestPoint

    init?(_ history: TestHistory, _ days: ClosedRange<CalendarDate>) {
        let results = history.results.filter { days.contains($0.date) }
        guard let first = results.first, let last = results.last else { return nil }
        test = history.test
        self.first = first
        self.last = last
        best = TestHistory.best(of: results, test: history.test, lowerIsBetter: history.lowerIsBetter)
    }
}
