import ArgumentParser
import Build
import Foundation
import TrainingModel

/// `spotter report`: the dashboard as GitHub-flavoured Markdown (the build's report.md)
/// or the statistics as JSON (stats.json), on standard output so a CI job can append it
/// to its summary. Problems go to standard error (and, in CI, as annotations), and
/// nothing is printed to standard output when the content has errors.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print the training report (Markdown, or JSON statistics) to standard output.",
        discussion: """
        The Markdown is the text the build writes to report.md; the JSON is stats.json. \
        In GitHub Actions: spotter report >> "$GITHUB_STEP_SUMMARY".

        With --year, the athlete's year in review instead: the figures of the site's \
        years/YYYY/ page (athletes/ID/years/YYYY/ with several athletes) as Markdown.

        Examples:
          spotter report --since 2026-01-01
          spotter report --year 2025
          spotter report --year 2025 --athlete ana
          spotter report --format json --include-private > stats.json
          spotter report --source my-training >> "$GITHUB_STEP_SUMMARY"
        """
    )

    @OptionGroup var site: SiteOptions

    @Option(help: "markdown (report.md) or json (stats.json).")
    var format: ReportFormat = .markdown

    @Option(help: ArgumentHelp("Only weeks, workouts and records on or after this day (YYYY-MM-DD).",
                               valueName: "DATE"))
    var since: String?

    @Option(help: ArgumentHelp("One athlete's year in review as Markdown, instead of the report (YYYY).",
                               valueName: "YEAR"))
    var year: Int?

    @Option(help: ArgumentHelp("With --year on a site of several athletes: whose year.", valueName: "ID"),
            completion: SiteIDCompletion.athletes)
    var athlete: String?

    @Flag(help: "Report on athletes marked `private: true` too; they are left out otherwise.")
    var includePrivate = false

    func validate() throws {
        if let since, CalendarDate(iso: since) == nil {
            throw ValidationError("--since \(since): expected a date as YYYY-MM-DD, such as 2026-03-01")
        }
        if since != nil, format == .json {
            throw ValidationError("--since applies to the Markdown report; stats.json is always whole")
        }
        if let year, !CalendarDate.plausibleYears.contains(year) {
            throw ValidationError("--year \(year): expected a year between \(CalendarDate.plausibleYears.lowerBound) "
                + "and \(CalendarDate.plausibleYears.upperBound), such as 2025")
        }
        if year != nil, format == .json {
            throw ValidationError("--year prints Markdown; stats.json is always whole")
        }
        if year != nil, since != nil {
            throw ValidationError("--year and --since cannot be combined: a year in review is the whole calendar year")
        }
        if athlete != nil, year == nil {
            throw ValidationError("--athlete chooses whose year --year prints; give --year too")
        }
    }

    func run() async throws {
        try site.requireSite()
        let builder = SiteBuilder(sourceDirectory: site.source, includePrivate: includePrivate)
        let (outcome, bytes) = if let year {
            await builder.yearReport(year: year, athlete: athlete)
        } else {
            await builder.report(format, since: since.flatMap { CalendarDate(iso: $0) })
        }
        // Standard output is the report alone, so annotations go to standard error here.
        Console.report(outcome.diagnostics, source: site.source, annotationsToStandardError: true)
        if let failure = outcome.failure {
            Console.error("error: \(failure)")
            throw ExitCode(1)
        }
        if outcome.diagnostics.hasErrors {
            Console.error("report stopped: \(outcome.diagnostics.summary); nothing was printed")
            throw ExitCode(1)
        }
        FileHandle.standardOutput.write(Data(bytes))
    }
}

extension ReportFormat: ExpressibleByArgument {}
