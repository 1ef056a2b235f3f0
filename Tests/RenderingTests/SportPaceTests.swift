import Testing
@testable import Rendering
import TrainingModel

/// Every sport in its own terms (docs/statistics.md#pace-and-speed): cycling as a speed,
/// rowing per 500 m, swimming per 100 m or 100 yd; running per km or mile.
@Suite struct SportPaceTests {
    /// 40 km ride in 1:25:20 (128 s/km, which read "2:08 /km"): 28.1 km/h, 17.5 mph.
    /// 5 km row in 20:40 (248 s/km): 2:04 /500 m. 1.5 km swim in 27:00 (1080 s/km):
    /// 1:48 /100 m, and 98.76 s per 100 yd, 1:39 /100 yd.
    static func library(units: MassUnit) -> TrainingLibrary {
        var library = SampleLibrary.make(config: SiteConfig(title: "Ana's training", author: "Ana Ruiz", units: units))
        for sport in ["cycling", "rowing", "swimming"] {
            library.exercises.append(Exercise(id: sport, name: sport.capitalized, type: .cardio, metric: .distanceTime,
                                              sport: sport, sourcePath: "exercises/\(sport).md"))
        }
        library.workouts += [
            Workout(id: "2026-02-23-ride", date: SampleLibrary.date("2026-02-23"), athlete: "ana", name: "Ride",
                    entries: [WorkoutEntry(exercise: "cycling", sets: [PerformedSet(duration: 5120, distance: 40000)])]),
            Workout(id: "2026-02-24-row", date: SampleLibrary.date("2026-02-24"), athlete: "ana", name: "Row",
                    entries: [WorkoutEntry(exercise: "rowing", sets: [PerformedSet(duration: 1240, distance: 5000)])]),
            Workout(id: "2026-02-25-swim", date: SampleLibrary.date("2026-02-25"), athlete: "ana", name: "Swim",
                    entries: [WorkoutEntry(exercise: "swimming", sets: [PerformedSet(duration: 1620, distance: 1500)])]),
        ]
        library.workouts.sort(by: Workout.startOrder)
        return library
    }

    @Test func eachSportReadsInItsOwnTerms() async throws {
        let html = try #require(try await renderSite(Self.library(units: .kg))[CardioPageTests.page])
        #expect(html.contains("<div><dt>Average speed</dt><dd>28.1 km/h</dd></div>"))
        #expect(html.contains("<div><dt>Average pace</dt><dd>2:04 /500 m</dd></div>"))
        #expect(html.contains("<div><dt>Average pace</dt><dd>1:48 /100 m</dd></div>"))
        #expect(html.contains("<th scope=\"col\" class=\"num\">Speed</th>"))
        #expect(!html.contains("2:08 /km"))
    }

    @Test func imperialSitesRideInMilesPerHourAndSwimPerHundredYards() async throws {
        let html = try #require(try await renderSite(Self.library(units: .lb))[CardioPageTests.page])
        #expect(html.contains("<div><dt>Average speed</dt><dd>17.5 mph</dd></div>"))
        #expect(html.contains("<div><dt>Average pace</dt><dd>2:04 /500 m</dd></div>"))
        #expect(html.contains("<div><dt>Average pace</dt><dd>1:39 /100 yd</dd></div>"))
    }

    @Test func formatterRoundsAsEachSportReads() {
        let format = DisplayFormatter(strings: Strings.forLanguage(.en), units: .kg)
        #expect(format.pace(secondsPerKilometre: 128, sport: "cycling") == "28.1 km/h")
        #expect(format.pace(secondsPerKilometre: 248, sport: "rowing") == "2:04 /500 m")
        #expect(format.pace(secondsPerKilometre: 1080, sport: "swimming") == "1:48 /100 m")
        #expect(format.pace(secondsPerKilometre: 312, sport: "running") == "5:12 /km")
    }
}
