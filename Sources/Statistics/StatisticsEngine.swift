import TextAndDates
import TrainingModel

/// The statistics stage (docs/statistics.md): a pure function of a library and an as-of day.
/// It reads no file and no clock; the build passes "today" (or `SOURCE_DATE_EPOCH`).
///
/// Only things dated on or before the as-of date count: workouts, measurements, test
/// results and plan slots after it are left out, so a build for an earlier day shows
/// that day's numbers.
public enum StatisticsEngine {
    /// Written to stats.json as `generator`.
    public static let generator = "Spotter 0.1.0"

    /// `stored`: an athlete's statistics as an earlier build computed them from the same
    /// data, settings, exercises and as-of day (the build cache's, which vouches for them),
    /// taken instead of computing them again; nil to compute them.
    public static func compute(_ library: TrainingLibrary, asOf: CalendarDate,
                               reusing stored: @Sendable (_ athlete: String) -> AthleteStatistics? = { _ in nil })
        -> SiteStatistics {
        let context = StatisticsContext(library: library, asOf: asOf)

        // Positions, not copies: each athlete's workouts are copied out by the task that
        // computes their statistics (73,000 on a coach's site were copied here, on one core).
        var workouts: [String: [Int]] = [:]
        for index in library.workouts.indices where library.workouts[index].date <= asOf {
            workouts[library.workouts[index].athlete, default: []].append(index)
        }
        var measurements: [String: [BodyMeasurement]] = [:]
        for measurement in library.measurements where measurement.date <= asOf {
            measurements[measurement.athlete, default: []].append(measurement)
        }
        var tests: [String: [TestResult]] = [:]
        for test in library.tests where test.date <= asOf {
            tests[test.athlete, default: []].append(test)
        }
        var plans: [String: [Plan]] = [:]
        for plan in library.plans {
            plans[plan.athlete, default: []].append(plan)
        }

        // An id named only by data (no profile) still gets its statistics.
        var ids = Set(library.athletes.map(\.id))
        ids.formUnion(workouts.keys)
        ids.formUnion(measurements.keys)
        ids.formUnion(tests.keys)
        ids.formUnion(plans.keys)
        let profiles = Dictionary(library.athletes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        // Each athlete's on a core of its own (no athlete's statistics read another's), in id
        // order whichever finishes first.
        let sortedIDs = ids.sorted()
        let all = library.workouts
        let athletes = concurrentMap(sortedIDs.count) { [workouts, measurements, tests, plans] index in
            let id = sortedIDs[index]
            if let kept = stored(id) { return kept }
            // In start order, as the loader leaves them (checked: one made by hand may not be, and is sorted).
            let own = (workouts[id] ?? []).map { all[$0] }
            return AthleteStatisticsBuilder(
                context: context,
                athleteID: id,
                profile: profiles[id],
                workouts: Workout.areInStartOrder(own) ? own : own.sorted(by: Workout.startOrder),
                measurements: measurements[id] ?? [],
                tests: tests[id] ?? [],
                plans: (plans[id] ?? []).sorted { $0.id < $1.id }
            ).build()
        }
        return SiteStatistics(asOf: asOf, generator: generator, weekStarts: library.config.weekStarts,
                              e1rmFormula: library.config.e1rm, athletes: athletes,
                              centre: library.centre.map { CentreStatistics.compute($0, library: library, asOf: asOf) })
    }
}
