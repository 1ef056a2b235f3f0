import TrainingModel

/// One discipline of an athlete's row in the coach's overview (docs/statistics.md#disciplines):
/// the as-of week against the four weeks before, and the weekly trend, in the discipline's
/// own measure — tonnage for lifting, distance and time for a sport's cardio, sessions,
/// time under tension and the hardest grade for climbing.
public struct DisciplineOverview: Sendable, Hashable {
    /// A week's (or the four weeks' mean) figures of one discipline. Each discipline reads
    /// its own: lifting `tonnage`; cardio `distance` and `time`; climbing
    /// `timeUnderTension` and `hardest`; `sessions` every one.
    public struct Figures: Sendable, Hashable {
        /// Workouts that trained the discipline (a mean may be fractional).
        public var sessions: Double = 0
        /// Kilograms: the week's volume (docs/statistics.md#volume).
        public var tonnage: Double = 0
        /// Metres of the sport.
        public var distance: Double = 0
        /// Seconds of the sport.
        public var time: Double = 0
        /// Seconds under tension on climbing exercises.
        public var timeUnderTension: Double = 0
        /// The hardest grade per scale (Font, French, V), of the week, or of the four weeks
        /// for a mean (grades are not averaged).
        public var hardest: [ClimbingGrade] = []

        public init(sessions: Double = 0, tonnage: Double = 0, distance: Double = 0, time: Double = 0,
                    timeUnderTension: Double = 0, hardest: [ClimbingGrade] = []) {
            self.sessions = sessions
            self.tonnage = tonnage
            self.distance = distance
            self.time = time
            self.timeUnderTension = timeUnderTension
            self.hardest = hardest
        }

        mutating func add(_ climbing: ClimbingSummary) {
            timeUnderTension += climbing.timeUnderTension
            hardest = ClimbingSummary.hardest([ClimbingSummary(hardest: hardest), climbing])
        }

        /// The mean of `weeks` over `count` weeks (missing weeks count as 0), the hardest grades of them all.
        static func mean(_ weeks: some Collection<Figures>, over count: Int) -> Figures {
            let n = Double(count)
            return Figures(sessions: weeks.reduce(0) { $0 + $1.sessions } / n,
                           tonnage: weeks.reduce(0) { $0 + $1.tonnage } / n,
                           distance: weeks.reduce(0) { $0 + $1.distance } / n,
                           time: weeks.reduce(0) { $0 + $1.time } / n,
                           timeUnderTension: weeks.reduce(0) { $0 + $1.timeUnderTension } / n,
                           hardest: ClimbingSummary.hardest(weeks.map { ClimbingSummary(hardest: $0.hardest) }))
        }
    }

    public var discipline: Discipline
    /// The share of the athlete's recent workouts that trained some discipline which trained
    /// this one (0…1; a workout may train several).
    public var share: Double
    /// The as-of week, as it stands: the week so far while it is not over.
    public var week: Figures
    /// The week before it, the last one that is over while the as-of week is not: what
    /// the week so far is read beside (zero before the athlete's first workout).
    public var lastWeek: Figures
    /// The mean of the four weeks before it.
    public var average: Figures
    /// The discipline's main measure per week, the sparkline's weeks (`AthleteOverview.weeklyVolumes`'):
    /// kilograms for lifting, metres for cardio, sessions for climbing.
    public var weekly: [Double]

    public init(discipline: Discipline, share: Double, week: Figures, lastWeek: Figures = Figures(), average: Figures,
                weekly: [Double]) {
        self.discipline = discipline
        self.share = share
        self.week = week
        self.lastWeek = lastWeek
        self.average = average
        self.weekly = weekly
    }

    /// The measure `weekly` holds.
    public static func main(_ figures: Figures, of discipline: Discipline) -> Double {
        switch discipline {
        case .lifting: return figures.tonnage
        case .cardio: return figures.distance
        case .climbing: return figures.sessions
        }
    }

    /// The athlete's disciplines: those that trained at least `AthleteOverview.disciplineShare`
    /// of the workouts (that trained any) of the `disciplineWeeks` weeks ending with the
    /// as-of week, or of all their workouts when none is that recent; most sessions first,
    /// ties in `Discipline` order. `weeks` are the athlete's weeks ending with the as-of week.
    static func all(_ athlete: AthleteStatistics, weeks: [WeekStatistics], asOf: CalendarDate,
                    sparklineEndsEarly: Bool) -> [DisciplineOverview] {
        let calendar = athlete.weekCalendar
        let windowStart = calendar.start(of: asOf).adding(days: -7 * (AthleteOverview.disciplineWeeks - 1))
        let dated = athlete.workouts.filter { $0.date <= asOf && !$0.disciplines.isEmpty }
        let recent = dated.filter { $0.date >= windowStart }
        let counted = recent.isEmpty ? dated : recent
        guard !counted.isEmpty else { return [] }
        var sessions: [Discipline: Int] = [:]
        for workout in counted { for discipline in workout.disciplines { sessions[discipline, default: 0] += 1 } }
        let shown = sessions.filter { Double($0.value) / Double(counted.count) >= AthleteOverview.disciplineShare }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }

        // Each shown discipline's figures per week of `weeks`.
        let index = Dictionary(uniqueKeysWithValues: weeks.enumerated().map { ($1.start, $0) })
        var perWeek = Dictionary(uniqueKeysWithValues: shown.map { ($0.key, [Figures](repeating: Figures(), count: weeks.count)) })
        // Newest first, down to the first of `weeks`: the cost follows the weeks shown, not the log.
        for workout in athlete.workouts.reversed() where workout.date <= asOf {
            guard let first = weeks.first, workout.date >= first.start else { break }
            guard let i = index[calendar.start(of: workout.date)] else { continue }
            for discipline in workout.disciplines where perWeek[discipline] != nil {
                perWeek[discipline]![i].sessions += 1
                if discipline == .climbing, let climbing = workout.climbing { perWeek[discipline]![i].add(climbing) }
            }
        }
        for (i, week) in weeks.enumerated() where perWeek[.lifting] != nil { perWeek[.lifting]![i].tonnage = week.volume }
        for discipline in perWeek.keys {
            guard let sport = discipline.sport, let statistics = athlete.cardio.sport(id: sport) else { continue }
            for period in statistics.weeks(weeks.count, endingAt: asOf, calendar: calendar) {
                guard let i = index[period.start] else { continue }
                perWeek[discipline]![i].distance = period.totals.distance
                perWeek[discipline]![i].time = period.totals.time
            }
        }

        return shown.map { discipline, count in
            let figures = perWeek[discipline] ?? []
            return DisciplineOverview(
                discipline: discipline, share: Double(count) / Double(counted.count),
                week: figures.last ?? Figures(), lastWeek: figures.dropLast().last ?? Figures(),
                average: Figures.mean(figures.dropLast().suffix(AthleteOverview.averageWeeks), over: AthleteOverview.averageWeeks),
                weekly: figures.dropLast(sparklineEndsEarly ? 1 : 0).suffix(AthleteOverview.sparklineWeeks)
                    .map { main($0, of: discipline) })
        }
    }
}
