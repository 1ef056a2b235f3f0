import Statistics
import TrainingModel

/// Statistics after an edit, recomputing only the athletes whose data changed. Each
/// athlete's statistics depend on the settings, the exercises, the as-of day and that
/// athlete's own profile, workouts, measurements, tests and plans — nothing of another
/// athlete — so the others are kept from the previous run. The result is the same as
/// `StatisticsEngine.compute(library, asOf:)` (tested), only sooner.
enum StatisticsUpdate {
    struct Result: Sendable {
        var statistics: SiteStatistics
        /// Ids recomputed, sorted; every athlete when nothing could be reused.
        var recomputed: [String]
        /// The library's data by athlete, for the next update to compare with.
        var groups: [String: AthleteData]
    }

    /// `previousGroups` is the `groups` of the previous result, when the caller kept it.
    static func update(previous: (library: TrainingLibrary, statistics: SiteStatistics)?,
                       previousGroups: [String: AthleteData]? = nil, library: TrainingLibrary,
                       asOf: CalendarDate) -> Result {
        let after = AthleteData.grouped(library)
        guard let previous, previous.statistics.asOf == asOf, previous.library.config == library.config,
              previous.library.exercises == library.exercises else {
            let statistics = StatisticsEngine.compute(library, asOf: asOf)
            return Result(statistics: statistics, recomputed: statistics.athletes.map(\.id), groups: after)
        }
        let before = previousGroups ?? AthleteData.grouped(previous.library)
        let dirty = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        // The centre's numbers depend on every member and booking, and cost little: always computed again.
        let centre = library.centre.map { CentreStatistics.compute($0, library: library, asOf: asOf) }
        guard !dirty.isEmpty else {
            var statistics = previous.statistics
            statistics.centre = centre
            return Result(statistics: statistics, recomputed: [], groups: after)
        }

        var athletes = previous.statistics.athletes.filter { !dirty.contains($0.id) }
        for id in dirty {
            athletes += StatisticsEngine.compute(after[id, default: AthleteData()].library(from: library), asOf: asOf).athletes
        }
        athletes.sort { $0.id < $1.id }
        let statistics = SiteStatistics(asOf: asOf, generator: previous.statistics.generator,
                                        weekStarts: library.config.weekStarts, e1rmFormula: library.config.e1rm,
                                        athletes: athletes, centre: centre)
        return Result(statistics: statistics, recomputed: dirty, groups: after)
    }

    /// Everything of one athlete that their statistics read, in library order.
    struct AthleteData: Equatable, Sendable {
        var profiles: [Athlete] = []
        var workouts: [Workout] = []
        var measurements: [BodyMeasurement] = []
        var tests: [TestResult] = []
        var plans: [Plan] = []

        static func grouped(_ library: TrainingLibrary) -> [String: AthleteData] {
            var data: [String: AthleteData] = [:]
            for athlete in library.athletes { data[athlete.id, default: AthleteData()].profiles.append(athlete) }
            for workout in library.workouts { data[workout.athlete, default: AthleteData()].workouts.append(workout) }
            for entry in library.measurements { data[entry.athlete, default: AthleteData()].measurements.append(entry) }
            for test in library.tests { data[test.athlete, default: AthleteData()].tests.append(test) }
            for plan in library.plans { data[plan.athlete, default: AthleteData()].plans.append(plan) }
            return data
        }

        /// A library holding only this athlete, with the site's settings and exercises.
        func library(from site: TrainingLibrary) -> TrainingLibrary {
            TrainingLibrary(config: site.config, athletes: profiles, exercises: site.exercises, workouts: workouts,
                            plans: plans, measurements: measurements, tests: tests)
        }
    }
}
