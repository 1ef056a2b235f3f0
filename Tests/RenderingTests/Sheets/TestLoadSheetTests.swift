import Testing
@testable import Rendering
import TrainingModel

/// Loads from tests on sheets (docs/sheets-and-plans.md#loads-from-tests): a percentage of the
/// athlete's latest max-hang test printed as weight added or taken off.
@Suite struct TestLoadSheetTests {
    static func item(_ exercise: String, _ load: PrescribedLoad, sets: Int = 5) -> SessionItem {
        .single(ExerciseItem(exercise: exercise, prescription: Prescription(sets: sets, load: load, rest: 180, duration: 7)))
    }

    /// The sheet fixture with a max-hang test (bw+14kg), a bar test (92.5 kg), a 5k, a weigh-in of
    /// 61.2 kg, a session of percentages of them and a one-week plan of it.
    static func library(language: SiteConfig.Language = .en) -> TrainingLibrary {
        var library = SheetFixture.make()
        library.config.language = language
        library.measurements = [BodyMeasurement(date: SheetFixture.date("2026-03-02"), athlete: "ana",
                                                values: [MeasurementValue(key: "bodyweight", value: 61.2)])]
        library.tests = [
            TestResult(date: SheetFixture.date("2026-02-26"), athlete: "ana", test: "max-hang-20mm-7s",
                       result: .load(Load(kilograms: 14, relativeToBodyweight: true))),
            TestResult(date: SheetFixture.date("2026-02-20"), athlete: "ana", test: "1rm-back-squat",
                       result: .load(Load(kilograms: 92.5))),
            TestResult(date: SheetFixture.date("2026-02-21"), athlete: "ana", test: "5k", result: .time(1358)),
        ]
        library.sessions.append(SessionTemplate(id: "test-day", name: "Test Day", type: .climbing, items: [
            item("hangboard-hang", .percentOfTest(90, test: "max-hang-20mm-7s")),
            item("hangboard-hang", .percentOfTest(70, test: "max-hang-20mm-7s"), sets: 3),
            item("hangboard-hang", .percentOfTest(81.4, test: "max-hang-20mm-7s"), sets: 2),
            .single(ExerciseItem(exercise: "back-squat", prescription: Prescription(
                sets: 3, reps: .exactly(5), load: .percentOfTest(80, test: "1rm-back-squat")))),
            item("hangboard-hang", .percentOfTest(80, test: "repeaters-7-3")),
            item("plank", .percentOfTest(80, test: "5k"), sets: 1),
        ]))
        library.sessions.sort { $0.id < $1.id }
        library.plans.append(Plan(id: "finger-block", name: "Finger block", athlete: "ana", start: SheetFixture.date("2026-03-02"),
                                  weeks: 1, schedule: [WeekSchedule(days: [.tuesday: ["test-day"]])]))
        return library
    }

    func page(_ path: String, _ library: TrainingLibrary = Self.library()) async throws -> String {
        try #require(try await renderSite(library, asOf: SheetFixture.asOf)[path])
    }

    @Test func theSheetPrintsWeightAddedOrTakenOffFromTheLatestTestAndBodyweight() async throws {
        let sheet = try await page(SitePaths.sheet("test-day"))
        // (61.2 + 14) × 90 % − 61.2 = 6.48 kg → 7.5 kg on a 2.5 kg step.
        #expect(sheet.contains("<p class=\"target target-resolved\">Target +7.5 kg · 90% of Max hang 20 mm, 7 s "
            + "(BW + 14 kg, Thu 26 Feb 2026; bodyweight 61.2 kg)</p>"))
        // × 70 %: 52.64 − 61.2 = −8.56 kg → −7.5 kg, taken off with a pulley.
        #expect(sheet.contains("<p class=\"target target-resolved\">Target −7.5 kg: take it off with a pulley · 70% of "
            + "Max hang 20 mm, 7 s (BW + 14 kg, Thu 26 Feb 2026; bodyweight 61.2 kg)</p>"))
        // × 81.4 %: 61.2128 − 61.2 = 0.0128 kg → nothing added.
        #expect(sheet.contains("<p class=\"target target-resolved\">Target bodyweight alone · 81.4% of Max hang 20 mm, 7 s"))
        // A bar test is a load alone: 92.5 × 80 % = 74 kg → 75 kg.
        #expect(sheet.contains("<p class=\"target target-resolved\">Target 75 kg · 80% of 1RM Back Squat "
            + "(92.5 kg, Fri 20 Feb 2026)</p>"))
        #expect(sheet.contains("<p class=\"target\">80% of Repeaters 7 3: no result of this test yet, so no load: "
            + "choose it by feel and write it down</p>"))
        #expect(sheet.contains("<p class=\"target\">80% of 5 km: the test&#39;s latest result is a time, not a load: "
            + "choose the load by feel</p>"))
        #expect(sheet.contains("Loads from tests: (bodyweight + the test&#39;s load) × % − bodyweight, from the latest "
            + "result and bodyweight as of Thu 5 Mar 2026, rounded to 2.5 kg, halfway down."))
        #expect(!sheet.contains("no history for this exercise"))
        // Boxes for the load a hang is done with.
        #expect(sheet.contains("<th scope=\"row\">Load</th>"))
    }

    @Test func theWeekSheetPrintsTheShortForm() async throws {
        let sheet = try await page(SitePaths.planWeek("finger-block", week: 1))
        #expect(sheet.contains("<strong>Hangboard Hang</strong> 5 × 7 s @ 90% of Max hang 20 mm, 7 s, rest 3 min "
            + "<span class=\"target target-resolved\">→ +7.5 kg</span>"))
        #expect(sheet.contains("<strong>Hangboard Hang</strong> 3 × 7 s @ 70% of Max hang 20 mm, 7 s, rest 3 min "
            + "<span class=\"target target-resolved\">→ −7.5 kg (pulley)</span>"))
        #expect(sheet.contains("<span class=\"target target-resolved\">→ BW</span>"))
        #expect(sheet.contains("<span class=\"target\">→ no history: by feel</span>"))
    }

    /// With several athletes and none named, the percentage stays a percentage, of the test.
    @Test func withNoOneAthleteTheSheetSaysWhyThereIsNoLoad() async throws {
        var library = Self.library()
        library.athletes.append(Athlete(id: "ben", name: "Ben"))
        let sheet = try await page(SitePaths.sheet("test-day"), library)
        #expect(sheet.contains("<p class=\"target\">90% of Max hang 20 mm, 7 s: no load: the session names no athlete "
            + "and the site has several</p>"))
    }

    @Test func spanishSheetsSayItInSpanish() async throws {
        let sheet = try await page(SitePaths.sheet("test-day"), Self.library(language: .es))
        #expect(sheet.contains("Objetivo −7,5 kg: quítalos con una polea · 70% de "))
    }
}
