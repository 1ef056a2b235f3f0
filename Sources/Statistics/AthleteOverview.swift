import TrainingModel

/// One athlete's row of the coach's overview (`athletes/index.html` and report.md): how
/// recent, how much this week against the weeks before, how the plan is followed, and
/// what needs a look. Derived from the athlete's statistics alone.
public struct AthleteOverview: Sendable, Hashable {
    /// A reason for the coach to look at an athlete.
    public enum Flag: String, Sendable, Hashable, CaseIterable {
        /// No workout logged at all: nothing to have stopped.
        case noWorkouts = "no-workouts"
        /// Workouts, but none in the 14 days ending on the as-of day.
        case noTraining = "no-training"
        /// The as-of day's acute : chronic workload ratio is above 1.5.
        case highAcuteChronic = "high-acute-chronic"
        /// A record set in the as-of week.
        case newRecord = "new-record"

        /// The discipline the flag measures, nil when it measures every one (workouts,
        /// session load): it fires only for athletes who train that discipline.
        public var measures: Discipline? {
            switch self {
            case .noWorkouts, .noTraining, .highAcuteChronic: return nil
            // A lifter's flag: the week of a lifter with a record of any kind (docs/statistics.md#records).
            case .newRecord: return .lifting
            }
        }
    }

    public static let quietDays = 14
    public static let acuteChronicLimit = 1.5
    /// Weeks before the as-of week that the week's volume is compared with.
    public static let averageWeeks = 4
    /// Weeks in the sparkline: those that are over, so the as-of week only when it is.
    public static let sparklineWeeks = 12

    /// The weeks whose workouts decide an athlete's disciplines: the sparkline's and the as-of week.
    public static let disciplineWeeks = sparklineWeeks + 1
    /// The share of those workouts (that trained some discipline) a discipline needs to be shown.
    public static let disciplineShare = 0.2

    public var id: String
    public var lastWorkout: WorkoutSummary?
    /// What the athlete trains (docs/statistics.md#disciplines), the most sessions first,
    /// each measured in its own terms; empty without a workout that trained one.
    public var disciplines: [DisciplineOverview]
    /// Session load (sRPE, AU) of the as-of week, so far while it is not over.
    public var weekLoad: Double
    /// Session load of the week before it (see `DisciplineOverview.lastWeek`).
    public var lastWeekLoad: Double
    /// Mean session load of the four weeks before it, as `averageVolume`.
    public var averageLoad: Double
    /// Session load per week, the weeks of `weeklyVolumes`.
    public var weeklyLoads: [Double]
    /// Lifting's kilograms in the as-of week (whatever the disciplines; see `disciplines`).
    public var weekVolume: Double
    /// Mean kilograms of the four weeks before it; weeks before the first workout count as 0.
    public var averageVolume: Double
    /// Kilograms per week, oldest first, at most `sparklineWeeks`, ending with the last
    /// week that is over at the as-of day: the as-of week itself only on its last day, so
    /// an unfinished week does not read as a drop.
    public var weeklyVolumes: [Double]
    /// The as-of week's name (`2024-W06`) while it is not over, the week `weeklyVolumes`
    /// leaves out; nil when it is over or the athlete has no workouts.
    public var unfinishedWeek: String?
    /// The latest plan started on or before the as-of day.
    public var compliance: PlanCompliance?
    public var acuteChronic: Double?
    /// In `Flag.allCases` order.
    public var flags: [Flag]

    public init(_ athlete: AthleteStatistics, asOf: CalendarDate) {
        id = athlete.id
        lastWorkout = athlete.workouts.last
        // From the first workout's week (at the most these many weeks back) to the as-of week.
        let weeks = athlete.weeks(max(Self.averageWeeks, Self.sparklineWeeks) + 1, endingAt: asOf)
        let thisWeek = weeks.last
        weekVolume = thisWeek?.volume ?? 0
        averageVolume = weeks.dropLast().suffix(Self.averageWeeks).reduce(0) { $0 + $1.volume }
            / Double(Self.averageWeeks)
        let periods = TrainingPeriods(asOf: asOf, weekCalendar: athlete.weekCalendar)
        unfinishedWeek = thisWeek.flatMap { periods.isOver($0) ? nil : $0.week }
        weeklyVolumes = weeks.dropLast(unfinishedWeek == nil ? 0 : 1).suffix(Self.sparklineWeeks).map(\.volume)
        weeklyLoads = weeks.dropLast(unfinishedWeek == nil ? 0 : 1).suffix(Self.sparklineWeeks).map(\.load)
        weekLoad = thisWeek?.load ?? 0
        lastWeekLoad = weeks.dropLast().last?.load ?? 0
        averageLoad = weeks.dropLast().suffix(Self.averageWeeks).reduce(0) { $0 + $1.load } / Double(Self.averageWeeks)
        disciplines = DisciplineOverview.all(athlete, weeks: weeks, asOf: asOf, sparklineEndsEarly: unfinishedWeek != nil)
        compliance = athlete.compliance.filter { $0.start <= asOf }
            .max { ($0.start, $0.plan) < ($1.start, $1.plan) }
        acuteChronic = athlete.daily.last { $0.date <= asOf }?.acwr
        var flags: [Flag] = []
        if let lastWorkout {
            if asOf.daysSinceEpoch - lastWorkout.date.daysSinceEpoch >= Self.quietDays { flags.append(.noTraining) }
        } else {
            flags.append(.noWorkouts)
        }
        if let ratio = acuteChronic, ratio > Self.acuteChronicLimit { flags.append(.highAcuteChronic) }
        if let start = thisWeek?.start, athlete.records.contains(where: { $0.date >= start && $0.date <= asOf }) {
            flags.append(.newRecord)
        }
        let trained = disciplines.map(\.discipline)
        self.flags = flags.filter { flag in flag.measures.map(trained.contains) ?? true }
    }

    /// The week the sparklines leave out, the same for every athlete with workouts (they
    /// share the as-of week); nil when it is over or nobody has workouts.
    public static func unfinishedWeek(_ overviews: some Sequence<AthleteOverview>) -> String? {
        overviews.first { $0.unfinishedWeek != nil }?.unfinishedWeek
    }

    /// The orders the overview is offered in; `name` is the default.
    public enum Order: String, Sendable, CaseIterable {
        case name
        /// Most recent first; athletes without workouts last.
        case lastWorkout = "last-workout"
        /// The most session load this week first: the one measure every discipline shares.
        case week
        /// The lowest compliance first, so those falling behind lead; athletes without a plan last.
        case compliance
        /// The most flags first.
        case flags
    }

    /// `rows` sorted in `order`, ties by name then id, so the result depends on nothing else.
    public static func sorted(_ rows: [(name: String, overview: AthleteOverview)], by order: Order)
        -> [(name: String, overview: AthleteOverview)] {
        rows.sorted { a, b in
            let x = a.overview, y = b.overview
            switch order {
            case .name: break
            case .lastWorkout:
                let dx = x.lastWorkout?.date.daysSinceEpoch ?? Int.min, dy = y.lastWorkout?.date.daysSinceEpoch ?? Int.min
                if dx != dy { return dx > dy }
            case .week:
                if x.weekLoad != y.weekLoad { return x.weekLoad > y.weekLoad }
            case .compliance:
                let rx = x.compliance?.ratio ?? .infinity, ry = y.compliance?.ratio ?? .infinity
                if rx != ry { return rx < ry }
            case .flags:
                if x.flags.count != y.flags.count { return x.flags.count > y.flags.count }
            }
            return (a.name, x.id) < (b.name, y.id)
        }
    }
}
