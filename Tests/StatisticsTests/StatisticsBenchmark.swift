import Foundation
import Testing
import TrainingModel
import Statistics

/// Time of `StatisticsEngine.compute` and of printing stats.json on synthetic libraries of 10k, 100k and 1M sets.
/// Skipped unless `SPOTTER_BENCH=1`; it prints timings and asserts no wall-clock bound
/// (the machine is shared), only that every set was counted.
struct StatisticsBenchmark {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SPOTTER_BENCH"] == "1"))
    func computeTimeGrowsWithSets() {
        var report: [String] = []
        for sets in [10_000, 100_000, 1_000_000] {
            let library = Self.library(sets: sets)
            let clock = ContinuousClock()
            var stats: SiteStatistics?
            let elapsed = clock.measure {
                stats = StatisticsEngine.compute(library, asOf: Self.asOf(for: library))
            }
            var bytes = 0
            let encoding = clock.measure {
                bytes = (try? stats?.jsonData().count) ?? 0
            }
            let counted = stats?.athletes.reduce(0) { $0 + $1.totals.workingSets } ?? 0
            #expect(counted == sets * 4 / 5)
            let days = stats?.athletes.first?.daily.count ?? 0
            report.append("\(sets) sets, \(library.workouts.count) workouts, \(days) days per athlete: compute \(elapsed), stats.json \(bytes) bytes in \(encoding)")
        }
        print("StatisticsBenchmark\n" + report.joined(separator: "\n"))
    }

    /// The cardio pass as a ratio: the same 100k-set library, the sets of its first four
    /// exercises each a distance and a time, computed with those exercises as sports and as
    /// plain exercises (no sport: the cardio pass finds nothing to add), the best of five
    /// runs each. Prints the ratio; asserts only that every athlete's sport was found.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SPOTTER_BENCH"] == "1"))
    func cardioPassCostsAFractionOfCompute() {
        var plain = Self.library(sets: 100_000)
        plain.workouts = plain.workouts.map { workout in
            var copy = workout
            copy.entries = workout.entries.map { entry in
                guard let index = Int(entry.exercise.dropFirst("exercise-".count)), index < 4 else { return entry }
                return WorkoutEntry(exercise: entry.exercise, sets: entry.sets.enumerated().map { offset, set in
                    PerformedSet(kind: set.kind, duration: 240 + Double(offset * 7), distance: 1000 + Double(offset * 100))
                })
            }
            return copy
        }
        var cardio = plain
        let sports = ["running", "rowing", "cycling", "swimming"]
        for index in 0..<4 {
            cardio.exercises[index].type = .cardio
            cardio.exercises[index].sport = sports[index]
        }
        let clock = ContinuousClock()
        func best(_ library: TrainingLibrary) -> (Duration, SiteStatistics?) {
            var fastest = Duration.seconds(1_000_000)
            var stats: SiteStatistics?
            for _ in 0..<5 {
                fastest = min(fastest, clock.measure { stats = StatisticsEngine.compute(library, asOf: Self.asOf(for: library)) })
            }
            return (fastest, stats)
        }
        let (reference, _) = best(plain)
        let (withCardio, stats) = best(cardio)
        // Athlete n does exercises n, n + 4, …: one sport each.
        #expect(stats?.athletes.map { $0.cardio.sports.map(\.sport) } == sports.map { [$0] })
        let ratio = Double(withCardio.components.attoseconds / 1_000_000_000 + withCardio.components.seconds * 1_000_000_000)
            / Double(reference.components.attoseconds / 1_000_000_000 + reference.components.seconds * 1_000_000_000)
        print("StatisticsBenchmark cardio: 100000 sets, no sports \(reference), four sports \(withCardio), ratio "
            + String(format: "%.2f", ratio))
    }

    /// Four athletes training every day in turn; 5 exercises × 5 sets per workout, one
    /// set in five a warm-up; loads creep up so records keep happening.
    static func library(sets: Int) -> TrainingLibrary {
        let exercises = (0..<20).map { index in
            Exercise(id: "exercise-\(index)", name: "Exercise \(index)", primaryMuscles: ["muscle-\(index % 7)"],
                     secondaryMuscles: ["muscle-\((index + 3) % 7)"], metric: index == 19 ? .assisted : .weightReps)
        }
        let athletes = (0..<4).map { Athlete(id: "athlete-\($0)", name: "Athlete \($0)") }
        let start = CalendarDate(daysSinceEpoch: 10_000)
        let workoutCount = sets / 25
        var workouts: [Workout] = []
        workouts.reserveCapacity(workoutCount)
        for index in 0..<workoutCount {
            let entries = (0..<5).map { slot -> WorkoutEntry in
                let exercise = (index + slot * 4) % 20
                let base = 40 + Double(exercise) * 2 + Double(index % 97) * 0.5
                let performed = (0..<5).map { set in
                    PerformedSet(kind: set == 0 ? .warmup : .working, load: Load(kilograms: base + Double(set) * 2.5),
                                 reps: 3 + (index + set) % 8, rpe: set == 4 ? 8.5 : nil)
                }
                return WorkoutEntry(exercise: "exercise-\(exercise)", sets: performed)
            }
            workouts.append(Workout(id: "w\(index)", date: start.adding(days: index / 4), startMinute: 18 * 60,
                                    athlete: "athlete-\(index % 4)", session: "session-\(index % 3)",
                                    duration: 3600, rpe: Double(5 + index % 4), bodyweight: 70 + Double(index % 9) * 0.1,
                                    entries: entries))
        }
        let plans = athletes.map { athlete in
            Plan(id: "plan-\(athlete.id)", name: "Plan", athlete: athlete.id, start: start, weeks: 52,
                 schedule: [WeekSchedule(days: [.monday: ["session-0"], .wednesday: ["session-1"], .friday: ["session-2"]])])
        }
        return TrainingLibrary(athletes: athletes, exercises: exercises, workouts: workouts, plans: plans)
    }

    static func asOf(for library: TrainingLibrary) -> CalendarDate {
        library.workouts.last?.date ?? CalendarDate(daysSinceEpoch: 10_000)
    }
}
