import Markdown
import Statistics
import TrainingModel

/// What every page family reads, and nothing else: the library and its statistics at the
/// as-of date, the periods at that date (`TrainingPeriods`: is a week or month over yet),
/// the site's words and formatter, the theme, lookups by id, and the helpers
/// every family shares: whether the site has several athletes (which moves workouts, plans
/// and exercise histories into athletes' folders), athletes' names, links between pages,
/// where a workout's page is, an exercise, a session or a workout as an item of a list,
/// and content Markdown. `PageBuilder` holds one, so a family reads `context.library`,
/// `context.href(from:to:)`; a family's own helpers stay in its folder.
///
/// The library, its lookups and the statistics are read through `LibraryReads`,
/// `IndexReads` and `StatisticsReads`, which note each read of the athletes' data in the
/// page's `ReadLog`: what a rebuild keeps a page by (`PageRead`).
struct RenderContext: Sendable {
    /// As read by a page (`library`), and as the renderer made it, for what is worked out
    /// before any page renders (the list of pages, the navigation, the coach's overview).
    let library: LibraryReads
    var unrecordedLibrary: TrainingLibrary { library.unrecorded }
    let statistics: StatisticsReads
    var unrecordedStatistics: SiteStatistics { statistics.unrecorded }
    let asOf: CalendarDate
    let theme: Theme
    let strings: Strings
    /// The words of the statistics pages.
    let dashboardStrings: DashboardStrings
    let format: DisplayFormatter
    /// Tests and body measures by name, never by id.
    let names: MeasureNames
    let index: IndexReads
    var unrecordedIndex: LibraryIndex { index.unrecorded }
    /// The as-of week and month, and whether a week or month is over yet.
    let periods: TrainingPeriods
    /// The sessions' difficulty levels, each by one spelling.
    var sessionLevels: SessionLevels { ReadLog.note(.sessionLevels); return unrecordedSessionLevels }
    let unrecordedSessionLevels: SessionLevels
    /// The exercises' descriptions, which the library and lookups are without (`ExerciseDescriptions.swift`).
    private let descriptions: [String: ExerciseDescription]

    /// `index`: the library's, when made already (`LibraryIndexing`). Both are read without
    /// the exercises' descriptions, which `exerciseDescription(of:)` reads: `descriptions`,
    /// when the library is without them already, else the library's own.
    init(library: TrainingLibrary, descriptions: [String: ExerciseDescription]? = nil, statistics: SiteStatistics,
         theme: Theme, asOf: CalendarDate, index: LibraryIndex? = nil) {
        self.descriptions = descriptions ?? library.exerciseDescriptions
        // A library without descriptions is taken as it is, not copied.
        let library = library.withoutExerciseDescriptions
        self.library = LibraryReads(unrecorded: library)
        self.statistics = StatisticsReads(unrecorded: statistics)
        self.theme = theme
        self.asOf = asOf
        strings = Strings.forLanguage(library.config.language)
        dashboardStrings = DashboardStrings.forLanguage(library.config.language)
        format = DisplayFormatter(strings: strings, units: library.config.units)
        let index = index?.withoutExerciseDescriptions ?? LibraryIndex(library)
        self.index = IndexReads(unrecorded: index)
        names = MeasureNames(language: library.config.language, exerciseNames: index.exercises.mapValues(\.name),
                             testNames: Dictionary(library.testDefinitions.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
        periods = TrainingPeriods(asOf: asOf, weekCalendar: WeekCalendar(firstDay: statistics.weekStarts))
        unrecordedSessionLevels = SessionLevels(sessions: library.sessions, names: library.names)
    }

    /// An exercise's description, which only its own page shows: a read of it.
    func exerciseDescription(of id: String) -> ExerciseDescription {
        ReadLog.note(.exerciseDescription(id))
        return descriptions[id] ?? ExerciseDescription()
    }

    /// A read of what the page is about, when its page enum holds it (a workout, a plan):
    /// the page reads it as it reads anything else.
    func reads(_ read: PageRead) { ReadLog.note(read) }

    // MARK: - Athletes

    /// Several athletes have statistics: the home page then lists them and each gets a
    /// dashboard of their own (`SiteStatistics.hasSeveralAthletes`).
    var hasSeveralAthletes: Bool { statistics.hasSeveralAthletes }

    func athleteName(_ id: String) -> String {
        Self.athleteName(id, index: unrecordedIndex, statistics: statistics.athlete(id: id))
    }

    /// The profile's name, else the one the statistics know, else the id; `statistics`
    /// is only looked up when the profile has no name.
    static func athleteName(_ id: String, index: LibraryIndex,
                            statistics: @autoclosure () -> AthleteStatistics?) -> String {
        if let name = index.athletes[id]?.name, !name.trimmingWhitespace.isEmpty { return name }
        return statistics()?.name ?? id
    }

    // MARK: - Links

    /// Relative, except on the 404 page, which a host shows at any address: there links
    /// start at `base_url`, or at the server's root without one.
    func href(from path: String, to target: String) -> String {
        links(from: path).href(target)
    }

    /// The links of one page, its way to the site's root worked out once: for a page with
    /// many (the layout's navigation, the exercise index's facets).
    func links(from path: String) -> Links {
        Links(root: path == SitePaths.notFound ? Sitemap.normalizedBase(library.config.baseURL) ?? "/" : SitePaths.root(of: path))
    }

    struct Links {
        /// `../../`, or on the 404 page the site's base.
        let root: String

        /// `href(from:to:)` from the page.
        func href(_ target: String) -> String { root + SitePaths.encodePath(target) }
    }

    /// Where a workout's page is (see `SitePaths.workout(_:athlete:)`).
    func workoutPath(_ id: String, athlete: String) -> String {
        SitePaths.workout(id, athlete: hasSeveralAthletes ? athlete : nil)
    }

    /// A link to an exercise page when the exercise exists; a reference the loader did
    /// not resolve still shows its id, without a dead link.
    func exerciseName(_ id: String) -> String { index.exercises[id]?.name ?? id }

    /// With `athlete` on a site of several athletes, their history with the exercise when
    /// they have one (docs/site-pages.md), else the shared page.
    func exerciseHref(_ id: String, athlete: String? = nil, from path: String) -> Maybe<String> {
        guard index.exercises[id] != nil else { return .none }
        if hasSeveralAthletes, let athlete, statistics.hasExercise(id, athlete: athlete) {
            return Maybe(href(from: path, to: SitePaths.athleteExercise(athlete, id)))
        }
        return Maybe(href(from: path, to: SitePaths.exercise(id)))
    }

    // MARK: - Items of lists

    /// A session in a list: name, then type, exercise count and estimated duration.
    func sessionLink(_ session: SessionTemplate, from path: String) -> LinkItem {
        var detail: [String] = []
        if let type = session.type { detail.append(strings.label(type)) }
        if let subtype = session.subtype { detail.append(subtype) }
        if let level = sessionLevels.level(session.level) { detail.append(level.label) }
        let exerciseCount = session.items.flatMap(\.exerciseItems).count
        if exerciseCount > 0 { detail.append(format.count(exerciseCount, strings.exerciseWord, strings.exercisesWord)) }
        if !session.items.isEmpty { detail.append(format.estimate(seconds: session.estimatedDuration)) }
        return LinkItem(href: href(from: path, to: SitePaths.session(session.id)), label: session.name,
                        detail: Maybe(detail.isEmpty ? nil : detail.joined(separator: " · ")))
    }

    /// A workout's name, else its session's name, else "Workout".
    func workoutTitle(_ workout: Workout) -> String {
        if let name = workout.name?.trimmingWhitespace, !name.isEmpty { return name }
        if let id = workout.session, let session = index.session(id) { return session.name }
        return strings.workout
    }

    /// A workout in a list. `namesAthlete`: a list of several athletes' workouts (the home
    /// page's, the site's workout index, an exercise's shared page) names whose each is, as the
    /// feed does (`Ana Ruiz: Upper A`), when the site has several.
    func workoutSummary(_ workout: Workout, from path: String, namesAthlete: Bool = false) -> WorkoutSummaryView {
        var detail: [String] = []
        if let duration = workout.duration { detail.append(format.duration(seconds: duration)) }
        let workingSets = workout.entries.reduce(0) { $0 + $1.sets.filter(\.kind.isWorking).count }
        if workingSets > 0 { detail.append(format.count(workingSets, strings.setWord, strings.setsWord)) }
        if let rpe = workout.rpe { detail.append(strings.rpe + " " + format.number(rpe, maxDecimals: 1)) }
        return WorkoutSummaryView(
            href: href(from: path, to: workoutPath(workout.id, athlete: workout.athlete)),
            date: format.date(workout.date), isoDate: workout.date.iso,
            title: (namesAthlete && hasSeveralAthletes ? athleteName(workout.athlete) + ": " : "") + workoutTitle(workout),
            detail: Maybe(detail.isEmpty ? nil : detail.joined(separator: " · ")),
            records: recordCount(workout))
    }

    /// `2 PRs` for a workout that set records; none otherwise.
    func recordCount(_ workout: Workout) -> Maybe<String> {
        let count = statistics.records(forWorkout: workout.id, athlete: workout.athlete).count
        return Maybe(count > 0 ? format.count(count, dashboardStrings.recordWord, dashboardStrings.recordsWord) : nil)
    }

    // MARK: - Content

    /// Markdown from content files, rendered safely unless the site opts in (docs/content-format.md#siteyaml `unsafe_html`).
    func markdown(_ text: String) -> String {
        var html = Markdown.html(text, unsafeHTML: library.config.unsafeHTML)
        while html.last == "\n" { html.removeLast() }
        return html
    }

    /// Markdown for a list item: a lone paragraph is unwrapped so `<li>` holds the text itself.
    func inlineMarkdown(_ text: String) -> String {
        // Most steps and cues: the `<p>` that would be unwrapped is never made.
        if let simple = Markdown.simpleParagraphHTML(text) { return simple }
        let html = markdown(text)
        let bytes = Array(html.utf8)
        let open = Array("<p>".utf8), close = Array("</p>".utf8)
        guard bytes.count >= open.count + close.count, bytes.starts(with: open), bytes.suffix(close.count).elementsEqual(close)
        else { return html }
        let body = bytes[open.count..<(bytes.count - close.count)]
        // Bytes, not `String.contains` (Foundation's Unicode search), and not `firstRange(of:)`,
        // which on bytes resolves to Foundation's `DataProtocol` search.
        let holdsParagraphTag = body.indices.contains { index in
            body[index] == UInt8(ascii: "<") && (body[index...].starts(with: open) || body[index...].starts(with: close))
        }
        guard !holdsParagraphTag else { return html }
        return String(decoding: body, as: UTF8.self)
    }
}
