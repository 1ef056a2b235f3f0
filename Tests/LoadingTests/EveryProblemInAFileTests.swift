import Diagnostics
import Loading
import TestSupport
import Testing

/// `spotter check` keeps reading a file after its first error, so that one run lists every
/// independent problem of it, and caps a file's list with a count of the rest.
@Suite struct EveryProblemInAFileTests {
    @Test func aWorkoutWithAnImpossibleDateStillHasItsExercisesChecked() async {
        let files = SiteFiles.minimal.content("workouts/w1.yaml", """
            date: 2026-02-30T18:30
            entries:
              - exercise: no-such-lift
                sets: [100 x 5]
              - exercise: squat
                sets: [100 x 5, 100kgg x 5]
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/workouts/w1.yaml:1:7: error: date: 2026-02-30 is not a date: February 2026 has 28 days",
            "content/workouts/w1.yaml:3:15: error: entries[0].exercise: unknown exercise `no-such-lift`",
            "content/workouts/w1.yaml:6:21: error: entries[1].sets[1]: expected a weight (e.g. 100, 100kg, bw+20kg), "
                + "found \"100kgg\"",
        ])
        #expect(library.workouts.isEmpty)
    }

    @Test func aPlanWithoutAStartStillHasItsSessionsChecked() async {
        let files = SiteFiles.minimal.content("plans/p.yaml", """
            weeks: 2
            schedule:
              monday: no-such-session
            """)
        let diagnostics = await diagnostics(files)
        #expect(diagnostics == [
            "content/plans/p.yaml:1:1: error: missing required field `start`",
            "content/plans/p.yaml:3:11: error: schedule.monday: unknown session `no-such-session`",
        ])
    }

    @Test func aMeasurementWithAnImpossibleDateStillHasItsAthleteChecked() async {
        let files = SiteFiles.minimal.content("measurements/body.yaml", """
            entries:
              - date: 2026-13-01
                athlete: bea
                bodyweight: 61.5
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/measurements/body.yaml:2:11: error: entries[0].date: 2026-13-01 is not a date: there is no month 13",
            "content/measurements/body.yaml:3:14: error: entries[0].athlete: unknown athlete `bea`\n  hint: did you mean `ana`?",
        ])
        #expect(library.measurements.isEmpty)
    }

    @Test func aFileListsAtMostTwentyProblemsAndCountsTheRest() async {
        let sets = (1...25).map { "      - \($0)kgg x 5" }.joined(separator: "\n")
        let files = SiteFiles.minimal.content("workouts/w1.yaml", """
            date: 2026-03-02
            entries:
              - exercise: squat
                sets:
            \(sets)
            """)
        let diagnostics = await diagnostics(files)
        #expect(diagnostics.count == SiteLoader.maxDiagnosticsPerFile + 1)
        #expect(diagnostics.last == "content/workouts/w1.yaml:25:9: error: … and 5 more problems in this file, "
            + "not listed (the first 20 are); fix these and check again")
    }

    @Test func cappingKeepsOtherFilesAndTheSeverity() {
        var list = DiagnosticList()
        for line in 1...3 { list.append(.warning(at: SourceLocation(file: "a.yaml", line: line), "w\(line)")) }
        list.append(.error(at: SourceLocation(file: "b.yaml", line: 9), "e"))
        #expect(list.cappedPerFile(2).sorted.map(\.description) == [
            "a.yaml:1:1: warning: w1",
            "a.yaml:2:1: warning: w2",
            "a.yaml:3:1: warning: … and 1 more problem in this file, not listed (the first 2 are); fix these and check again",
            "b.yaml:9:1: error: e",
        ])
    }
}
