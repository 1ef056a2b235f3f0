import Foundation
import Testing
import TestSupport

/// `spotter report`, run as a CI job runs it: standard output is the report alone.
@Suite struct ReportCommandTests {
    static let basic = CommandLineTests.fixtures.appendingPathComponent("basic").path
    static let invalid = CommandLineTests.fixtures.appendingPathComponent("invalid").path

    /// Builds the basic fixture (as of SOURCE_DATE_EPOCH, like every run here) and returns one output file.
    static func built(_ name: String) throws -> Data {
        let scratch = TemporaryFolder("spotter-report")
        let output = scratch("public")
        let build = try CommandLineTests.run(["build", "--quiet", "--source", basic, "--output", output.path])
        #expect(build.status == 0, "\(build.stderr)")
        return try Data(contentsOf: output.appendingPathComponent(name))
    }

    @Test func printsTheReportTheBuildWrites() throws {
        let run = try CommandLineTests.run(["report", "--source", Self.basic])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(Data(run.stdout.utf8) == (try Self.built("report.md")))
        #expect(run.stdout.hasPrefix("# Fixture training log\n\nSam Fixture · Data as of Tue 10 Mar 2026\n\n## Summary\n"))
    }

    @Test func jsonFormatPrintsTheBytesOfStatsJSON() throws {
        let run = try CommandLineTests.run(["report", "--format", "json", "--source", Self.basic])
        #expect(run.status == 0)
        #expect(Data(run.stdout.utf8) == (try Self.built("stats.json")))
    }

    @Test func sinceLimitsTheTablesToLaterDates() throws {
        let run = try CommandLineTests.run(["report", "--since", "2026-03-06", "--source", Self.basic])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Sam Fixture · Data as of Tue 10 Mar 2026 · Since Fri 6 Mar 2026\n"))
        #expect(run.stdout.contains("## Recent records\n\nNothing on or after this date.\n"))
        #expect(run.stdout.contains("| Sat 7 Mar 2026 | Fingers | 2 | 0 | 40 | 240 | 0 |\n\n"))
        #expect(!run.stdout.contains("| Thu 5 Mar 2026 | Legs |"))
    }

    @Test(arguments: [
        ["report", "--since", "2026-3-6"], ["report", "--since", "2026-02-30"], ["report", "--since", "yesterday"],
        ["report", "--format", "html"], ["report", "--format", "json", "--since", "2026-03-01"],
    ])
    func malformedArgumentsAreUsageErrors(arguments: [String]) throws {
        let run = try CommandLineTests.run(arguments + ["--source", Self.basic])
        #expect(run.status == 2)
        #expect(run.stdout == "")
    }

    @Test func malformedSinceSaysWhatWasExpected() throws {
        let run = try CommandLineTests.run(["report", "--since", "2026-13-01", "--source", Self.basic])
        #expect(run.stderr.contains("--since 2026-13-01: expected a date as YYYY-MM-DD, such as 2026-03-01"))
    }

    @Test func contentErrorsExitOneAndPrintNothingToStandardOutput() throws {
        let run = try CommandLineTests.run(["report", "--source", Self.invalid])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(errors == CommandLineTests.expectedInvalidErrors)
        #expect(run.stderr.hasSuffix("nothing was printed\n"))
    }

    /// The summary file gets the report alone; annotations go where the runner still reads them.
    @Test func inCIAnnotationsGoToStandardErrorNotIntoTheReport() throws {
        let run = try CommandLineTests.run(["report", "--source", "invalid"], environment: ["GITHUB_ACTIONS": "true"],
                                           in: CommandLineTests.fixtures)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("::error file=invalid/content/workouts/impossible-date.yaml,line=1,col=7::"))
    }
}
