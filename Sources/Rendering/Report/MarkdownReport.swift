import Charts
import Statistics
import TrainingModel

/// `report.md` and `spotter report` (docs/report.md): the dashboard as GitHub-flavoured
/// Markdown, for a CI job to append to its summary. Headline numbers, the last weeks
/// with Unicode sparklines, top exercises, records, recent workouts, cardio, plan
/// compliance and body trends, per athlete, in the site's language and display unit.
///
/// A pure function of the library and its statistics: the as-of date is the statistics'
/// (so the build's report.md and `spotter report` print the same text), nothing reads
/// the clock, and every list has a fixed order.
public struct MarkdownReport: Sendable {
    /// Rows of the weekly table.
    public static let weekCount = 12
    /// Rows of the exercise, record and workout tables.
    public static let exerciseCount = 10
    public static let recordCount = 10
    public static let workoutCount = 10
    /// Points in the e1RM and bodyweight sparklines.
    public static let trendPoints = 12

    let library: TrainingLibrary
    let statistics: SiteStatistics
    let since: CalendarDate?
    /// With `since`: the statistics of the workouts, measurements and tests dated on or
    /// after it, as if the log began that day. Without: `statistics`.
    let window: SiteStatistics
    let strings: Strings
    let words: ReportStrings
    let format: DisplayFormatter
    /// Volumes, minutes and loads as the HTML pages print them: grouped in the site's language.
    let wholeNumbers: ChartFormat
    /// The dashboard's words, for what the report shares with it (why a value is "–").
    let dashboardStrings: DashboardStrings
    /// By `Workout.key`: ids are unique only within an athlete.
    private let workoutsByID: [String: Workout]
    private let sessionNames: [String: String]
    let exerciseNames: [String: String]
    /// What each exercise is measured by: Top exercises prints bodyweight and assisted work in its own terms.
    let exerciseMetrics: [String: ExerciseMetric]
    /// Tests and body measures by name, never by id.
    let names: MeasureNames
    /// The as-of week and month, and whether a week or month is over yet.
    let periods: TrainingPeriods

    /// `since` scopes every section to what is dated on or after it (docs/report.md): the
    /// summary, exercises, body and tests count only that; weeks (any day on or after it),
    /// workouts, records and plan weeks are the ones dated then. The acute : chronic
    /// ratio, fitness, fatigue and form are the as-of day's, a day in the window, computed
    /// with the workouts before `since` as their warm-up (from zero they would describe a
    /// log that began that day); a note under the summary says so.
    public init(library: TrainingLibrary, statistics: SiteStatistics, since: CalendarDate? = nil) {
        self.library = library
        self.statistics = statistics
        self.since = since
        window = since.map { StatisticsEngine.compute(Self.library(library, since: $0), asOf: statistics.asOf) }
            ?? statistics
        strings = Strings.forLanguage(library.config.language)
        words = ReportStrings.forLanguage(library.config.language)
        format = DisplayFormatter(strings: strings, units: library.config.units)
        dashboardStrings = DashboardStrings.forLanguage(library.config.language)
        wholeNumbers = ChartFactory(strings: strings, dashboard: dashboardStrings, units: library.config.units,
                                    weekStarts: library.config.weekStarts).numberFormat(decimals: 0)
        workoutsByID = Dictionary(library.workouts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        sessionNames = Dictionary(library.sessions.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        exerciseNames = Dictionary(library.exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        exerciseMetrics = Dictionary(library.exercises.map { ($0.id, $0.metric) }, uniquingKeysWith: { first, _ in first })
        names = MeasureNames(language: library.config.language, exerciseNames: exerciseNames,
                             testNames: Dictionary(library.testDefinitions.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
        periods = TrainingPeriods(asOf: statistics.asOf, weekCalendar: WeekCalendar(firstDay: statistics.weekStarts))
    }

    /// The whole report, ending in one newline.
    public var text: String {
        var blocks: [String] = [heading(1, library.config.title), paragraph(headerLine)]
        let several = statistics.hasSeveralAthletes
        if statistics.athletes.isEmpty { blocks.append(paragraph(strings.noWorkouts)) }
        if several { blocks += coachBlocks() }
        for athlete in statistics.athletes {
            if several { blocks.append(heading(2, displayName(athlete))) }
            blocks += sections(for: athlete, level: several ? 3 : 2)
        }
        blocks += centreBlocks()
        return blocks.joined(separator: "\n")
    }

    /// `text` as UTF-8, what the build writes to report.md.
    public var bytes: [UInt8] { Array(text.utf8) }

    // MARK: - Layout

    /// "Ana Ruiz · Data as of Thu 5 Mar 2026 · Since Mon 2 Mar 2026".
    private var headerLine: String {
        var parts: [String] = []
        if !statistics.hasSeveralAthletes, let only = statistics.athletes.first { parts.append(displayName(only)) }
        parts.append(strings.dataAsOf + " " + format.date(statistics.asOf))
        if let since { parts.append(words.since + " " + format.date(since)) }
        return parts.joined(separator: " · ")
    }

    private func sections(for athlete: AthleteStatistics, level: Int) -> [String] {
        let scoped = window.athlete(id: athlete.id) ?? AthleteStatistics(id: athlete.id, name: athlete.name)
        var blocks = [heading(level, words.summary), summaryTable(scoped, today: athlete).markdown]
        blocks += unknownNotes(scoped.totals, today: athlete.totals)
        if athlete.totals.workouts == 0 {
            blocks.append(paragraph(strings.noWorkouts))
        } else {
            blocks += [heading(level, words.weeklyTraining), weeksBlock(athlete)]
            if let climbing = climbingTable(scoped) { blocks += [heading(level, words.climbing), climbing.markdown] }
            blocks += [heading(level, words.topExercises), filtered(exercisesTable(scoped))]
            blocks += [heading(level, words.recentRecords), recordsBlock(athlete)]
            blocks += [heading(level, strings.recentWorkouts), filtered(workoutsTable(athlete))]
            blocks += cardioBlocks(athlete, scoped: scoped, level: level)
        }
        let plans = complianceTable(athlete)
        if !plans.rows.isEmpty { blocks += [heading(level, words.planCompliance), plans.markdown] }
        blocks += bodyBlocks(scoped, level: level)
        return blocks
    }

    /// The library as if it began on `since`: later workouts, measurements and tests only.
    static func library(_ library: TrainingLibrary, since: CalendarDate) -> TrainingLibrary {
        var scoped = library
        scoped.workouts = library.workouts.filter { $0.date >= since }
        scoped.measurements = library.measurements.filter { $0.date >= since }
        scoped.tests = library.tests.filter { $0.date >= since }
        return scoped
    }

    /// A table, or the "nothing since" line when `--since` left it without rows.
    func filtered(_ table: MarkdownTable) -> String {
        table.rows.isEmpty ? paragraph(words.nothingSince) : table.markdown
    }

    private func recordsBlock(_ athlete: AthleteStatistics) -> String {
        let table = recordsTable(athlete)
        guard table.rows.isEmpty else { return table.markdown }
        return paragraph(athlete.records.isEmpty ? words.noRecords : words.nothingSince)
    }

    func heading(_ level: Int, _ text: String) -> String { MarkdownText.heading(level, text) }

    func paragraph(_ text: String) -> String { MarkdownText.paragraph(text) }

    // MARK: - Names

    func displayName(_ athlete: AthleteStatistics) -> String {
        if let name = athlete.name?.trimmingWhitespace, !name.isEmpty { return name }
        return athlete.id
    }

    func exerciseName(_ id: String, in athlete: AthleteStatistics) -> String {
        athlete.exercise(id: id)?.name ?? exerciseNames[id] ?? id
    }

    /// A workout's name, else its session's name, else "Workout", as on the site.
    func workoutTitle(_ id: String, athlete: String) -> String {
        guard let workout = workoutsByID[Workout.key(athlete: athlete, id: id)] else { return id }
        if let name = workout.name?.trimmingWhitespace, !name.isEmpty { return name }
        if let session = workout.session, let name = sessionNames[session] { return name }
        return strings.workout
    }

    func isShown(_ date: CalendarDate) -> Bool { since.map { date >= $0 } ?? true }
}
