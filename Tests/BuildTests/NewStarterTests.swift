import Foundation
import Testing
import TestSupport

/// `spotter new KIND` starters, run through the real executable and `spotter check`.
@Suite final class NewStarterTests {
    let scratch = TemporaryFolder("spotter-new-cli")

    static let kinds = ["athlete", "exercise", "session", "workout", "plan", "measurements", "page"]

    /// An empty site (only `site.yaml` when given), the starter written into it, then checked.
    private func newThenCheck(_ kind: String, siteYAML: String? = nil) throws -> (site: URL, created: [String]) {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        if let siteYAML { try Data(siteYAML.utf8).write(to: site.appendingPathComponent("site.yaml")) }
        let new = try CommandLineTests.run(["new", kind, "Spring Block", "--source", site.path])
        #expect(new.status == 0, "\(kind): \(new.stderr)")
        let check = try CommandLineTests.run(["check", "--source", site.path])
        #expect(check.status == 0, "\(kind)")
        #expect(check.stderr == "No problems found.\n", "\(kind)")
        let created = new.stdout.split(separator: "\n").map { String($0.dropFirst("created ".count)) }
        return (site, created)
    }

    private func text(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: kinds) func everyStarterPassesCheckInAnEmptySite(kind: String) throws {
        _ = try newThenCheck(kind)
    }

    @Test(arguments: kinds) func everyStarterPassesCheckInAPoundSiteWhoseWeeksStartOnSunday(kind: String) throws {
        _ = try newThenCheck(kind, siteYAML: "units: lb\nweek_starts: sunday\n")
    }

    @Test func aSessionInASiteWithoutExercisesComesWithAnExerciseStarter() throws {
        let (site, created) = try newThenCheck("session")
        #expect(created == ["content/sessions/spring-block.yaml", "content/exercises/back-squat.md"])
        #expect(try text(site, "content/sessions/spring-block.yaml").contains("  - exercise: back-squat\n"))
    }

    @Test func aPlanStartsOnTheSitesFirstWeekdayWithAStarterSession() throws {
        // SOURCE_DATE_EPOCH 1773144000 is Tuesday 10 March 2026: the next Sunday is the 15th.
        let (site, created) = try newThenCheck("plan", siteYAML: "week_starts: sunday\n")
        #expect(created == ["content/plans/spring-block.yaml", "content/sessions/full-body.yaml",
                            "content/sessions/spring-block-deload.yaml", "content/exercises/back-squat.md"])
        #expect(try text(site, "content/plans/spring-block.yaml") == """
            name: "Spring Block"
            start: 2026-03-15
            weeks: 4
            # One map per week. deload_weeks only marks week 4 as the deload; its lighter
            # session (fewer sets at a lower share of the e1RM) is what makes it one.
            schedule:
              - {sunday: full-body, wednesday: full-body}
              - {sunday: full-body, wednesday: full-body}
              - {sunday: full-body, wednesday: full-body}
              - {sunday: spring-block-deload, wednesday: spring-block-deload}
            deload_weeks: [4]

            """)
        #expect(try text(site, "content/sessions/spring-block-deload.yaml").contains("    prescription: 3x5 @ 60%, rest 3m\n"))
    }

    /// The deload week's sheet prints the deload's lighter work, not week 1's.
    @Test func aPlansDeloadWeekSheetPrintsTheLighterSession() throws {
        let (site, _) = try newThenCheck("plan")
        let output = site.appendingPathComponent("public")
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path])
        #expect(build.status == 0, "\(build.stderr)")
        let week1 = try text(output, "plans/spring-block/week-1/index.html")
        let week4 = try text(output, "plans/spring-block/week-4/index.html")
        #expect(week1.contains("5 × 5 @ 75% of e1RM") && !week1.contains("60%"))
        #expect(week4.contains("Spring Block deload") && week4.contains("3 × 5 @ 60% of e1RM") && !week4.contains("75%"))
    }

    @Test func aWorkoutUsesTheSitesUnitsAndNamesAnExistingExercise() throws {
        let site = scratch("site-\(UUID().uuidString)")
        let exercises = site.appendingPathComponent("content/exercises")
        try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
        try Data("units: lb\n".utf8).write(to: site.appendingPathComponent("site.yaml"))
        try Data("name: Deadlift\n".utf8).write(to: exercises.appendingPathComponent("deadlift.yaml"))
        let new = try CommandLineTests.run(["new", "workout", "Pulls", "--source", site.path])
        #expect(new.stdout == "created content/workouts/2026-03-10-pulls.yaml\n")
        #expect(try text(site, "content/workouts/2026-03-10-pulls.yaml") == """
            date: 2026-03-10
            name: "Pulls"
            duration: 60
            rpe: 7
            entries:
              - exercise: deadlift
                sets: ["w: 135 x 5", 225 x 5 x 3]

            """)
        #expect(try CommandLineTests.run(["check", "--source", site.path]).status == 0)
    }

    @Test func anAthleteStarterWeighsInTheSitesUnits() throws {
        let (site, _) = try newThenCheck("athlete", siteYAML: "units: lb\n")
        #expect(try text(site, "content/athletes/spring-block.md").contains("\nbodyweight: 155\n"))
    }
}
