import Testing
@testable import Rendering
import TrainingModel

/// The year in review on a log that starts mid-year (docs/statistics.md#year-in-review):
/// nothing is "before the year", and the headline count of records is the rows listed.
@Suite struct YearRecordsTests {
    /// Back squats from August 2026 only, heavier each week: 60, 65, 70, 72.5 kg × 5.
    static func library() -> TrainingLibrary {
        var library = SampleLibrary.make()
        library.workouts = [("2026-08-03", 60.0), ("2026-08-10", 65), ("2026-08-17", 70), ("2026-08-24", 72.5)].map { day, kg in
            Workout(id: day, date: SampleLibrary.date(day), athlete: "ana",
                    entries: [WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: kg), reps: 5)])])
        }
        library.measurements = []
        library.tests = []
        return library
    }

    @Test func aLogStartingMidYearHasNothingBeforeTheYearAndCountsTheRowsItLists() async throws {
        let files = try await renderSite(Self.library(), asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("The first year of the log: nothing to compare with."))
        // Three weeks raised each kind of record (9 record events); one row per exercise and
        // kind, so 3 records, and no previous best from inside the year (60 kg, 3 August).
        #expect(page.contains("<p class=\"year-sentence\">Ana Ruiz in 2026: 4 workouts, 1,338 kg lifted, 3 records and a "
            + "longest streak of 4 weeks.</p>"))
        #expect(page.contains("<div class=\"headline\"><dt>Records</dt><dd><span class=\"headline-value\">3</span></dd></div>"))
        #expect(page.contains("<td>weight PR</td><td class=\"num\">72.5 kg</td><td class=\"num\">–</td></tr>"))
        #expect(page.contains("<td>e1RM PR</td><td class=\"num\">84.6 kg</td><td class=\"num\">–</td></tr>"))
        #expect(page.contains("<td>volume PR</td><td class=\"num\">363 kg</td><td class=\"num\">–</td></tr>"))
        #expect(!page.contains("60 kg"))
        #expect(!page.contains("more records"))
    }

    /// With a squat in December 2025 (50 kg × 5), the year's first record's previous best
    /// is from before the year, and is shown.
    @Test func aBestFromBeforeTheYearIsShown() async throws {
        var library = Self.library()
        library.workouts.insert(Workout(id: "2025-12-01", date: SampleLibrary.date("2025-12-01"), athlete: "ana", entries: [
            WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: 50), reps: 5)]),
        ]), at: 0)
        let files = try await renderSite(library, asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("<td>weight PR</td><td class=\"num\">72.5 kg</td><td class=\"num\">50 kg</td></tr>"))
    }
}

/// The year's top exercises in their own terms (docs/statistics.md#bodyweight-weighted-and-assisted-work):
/// a lift by its best weight and e1RM; a pull-up by its added load (5 kg × 5 is its 25 kg of
/// volume) and most reps; an assisted dip by its least assistance and most reps; neither with an e1RM.
@Suite struct YearTopExercisesTests {
    @Test func bodyweightAndAssistedWorkShowTheirOwnMeasuresAndNoE1RM() async throws {
        var library = SampleLibrary.make()
        library.exercises.append(Exercise(id: "assisted-dip", name: "Assisted Dip", type: .strength, metric: .assisted,
                                          sourcePath: "exercises/assisted-dip.md"))
        library.workouts = [
            Workout(id: "2026-08-03", date: SampleLibrary.date("2026-08-03"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: 60), reps: 5)]),
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: .bodyweight, reps: 8)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -20, relativeToBodyweight: true), reps: 6)]),
            ]),
            Workout(id: "2026-08-10", date: SampleLibrary.date("2026-08-10"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: Load(kilograms: 5, relativeToBodyweight: true), reps: 5)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -15, relativeToBodyweight: true), reps: 8)]),
            ]),
        ]
        library.measurements = []
        library.tests = []
        let files = try await renderSite(library, asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("<th scope=\"col\" class=\"num\">Best weight</th><th scope=\"col\" class=\"num\">Most reps</th>"
            + "<th scope=\"col\" class=\"num\">Best e1RM</th></tr>"))
        #expect(page.contains(">Back Squat</a></th><td class=\"num\">1</td><td class=\"num\">300 kg</td><td class=\"num\">60 kg</td>"
            + "<td class=\"num\">–</td><td class=\"num\">70 kg</td></tr>"))
        #expect(page.contains(">Pull-up</a></th><td class=\"num\">2</td><td class=\"num\">25 kg</td><td class=\"num\">+5 kg</td>"
            + "<td class=\"num\">8</td><td class=\"num\">–</td></tr>"))
        #expect(page.contains(">Assisted Dip</a></th><td class=\"num\">2</td><td class=\"num\">–</td><td class=\"num\">−15 kg</td>"
            + "<td class=\"num\">8</td><td class=\"num\">–</td></tr>"))
    }
}
