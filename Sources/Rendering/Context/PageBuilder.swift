import Markdown
import Statistics
import Templating
import TrainingModel

/// Builds each page's view model from the library and renders it with the theme.
/// A value type with only immutable state, shared by every task of a render.
struct PageBuilder: Sendable {
    let library: TrainingLibrary
    let statistics: SiteStatistics
    let theme: Theme
    let asOf: CalendarDate
    let strings: Strings
    /// The words of the statistics pages.
    let dashboardStrings: DashboardStrings
    let format: DisplayFormatter
    let index: LibraryIndex
    /// Computed once per render: every exercise-index and facet page shows the same groups.
    let facets: ExerciseFacets
    /// The exercise index's order, shared by its facet pages.
    let exercisesByType: [(ExerciseType, [Int])]
    /// Exercise cards, rendered once per depth of the pages listing them.
    let cardTables = CardTables()
    /// `strings` and `d` as the templates see them, converted once rather than for every page.
    let templateCatalogues: TemplateCatalogues
    /// The coach's overview rows in every order, computed once rather than for every page.
    let coach: CoachOverview

    init(library: TrainingLibrary, statistics: SiteStatistics, theme: Theme, asOf: CalendarDate) {
        self.library = library
        self.statistics = statistics
        self.theme = theme
        self.asOf = asOf
        strings = Strings.forLanguage(library.config.language)
        dashboardStrings = DashboardStrings.forLanguage(library.config.language)
        templateCatalogues = TemplateCatalogues(t: strings, d: dashboardStrings)
        format = DisplayFormatter(strings: strings, units: library.config.units)
        index = LibraryIndex(library)
        facets = ExerciseFacets(exercises: library.exercises, strings: strings)
        exercisesByType = Self.exercisesByType(library.exercises)
        coach = CoachOverview(statistics, index: index, asOf: asOf,
                              words: CoachStrings.forLanguage(library.config.language))
    }

    func render(_ job: PageJob) throws -> OutputFile {
        let path = job.path
        let bytes: [UInt8]
        switch job {
        case .home: bytes = try render(home(path: path), job: job, title: nil, nav: .home)
        case .exercises(let page): bytes = try renderExercises(page, job: job)
        case .sessions(let page): bytes = try renderSessions(page, job: job)
        case .workouts(let page): bytes = try renderWorkouts(page, job: job)
        case .plans(let page): bytes = try renderPlans(page, job: job)
        case .athletes(let page): bytes = try renderAthletes(page, job: job)
        case .profile(let athlete):
            let view = profile(athlete, path: path)
            bytes = try render(view, job: job, title: view.name, nav: .profile)
        case .cardio(let id):
            let view = cardio(id, path: path)
            bytes = try render(view, job: job, title: view.labels.cardio + " · " + view.name, nav: .cardio)
        case .years(let page): bytes = try renderYears(page, job: job)
        case .centre(let centre, let page): bytes = try renderCentre(centre, page, job: job)
        case .site(let page): bytes = try renderSite(page, job: job)
        }
        return OutputFile(path: path, bytes: bytes)
    }

    // MARK: - Shared helpers for the page builders

    /// Markdown from content files, rendered safely unless the site opts in (docs/content-format.md#siteyaml `unsafe_html`).
    func markdown(_ text: String) -> String {
        var html = Markdown.html(text, unsafeHTML: library.config.unsafeHTML)
        while html.last == "\n" { html.removeLast() }
        return html
    }

    /// Markdown for a list item: a lone paragraph is unwrapped so `<li>` holds the text itself.
    func inlineMarkdown(_ text: String) -> String {
        let html = markdown(text)
        let bytes = Array(html.utf8)
        let open = Array("<p>".utf8), close = Array("</p>".utf8)
        guard bytes.count >= open.count + close.count, bytes.starts(with: open), bytes.suffix(close.count).elementsEqual(close)
        else { return html }
        let body = bytes[open.count..<(bytes.count - close.count)]
        // Bytes, not `String.contains` (Foundation's Unicode search cost a twentieth of a build),
        // and not `firstRange(of:)`, which on bytes resolves to Foundation's `DataProtocol`
        // search: a seventh of the 10,000-exercise build's samples.
        let holdsParagraphTag = body.indices.contains { index in
            body[index] == UInt8(ascii: "<") && (body[index...].starts(with: open) || body[index...].starts(with: close))
        }
        guard !holdsParagraphTag else { return html }
        return String(decoding: body, as: UTF8.self)
    }

    /// Relative, except on the 404 page, which a host shows at any address: there links
    /// start at `base_url`, or at the server's root without one.
    func href(from path: String, to target: String) -> String {
        guard path == SitePaths.notFound else { return SitePaths.href(from: path, to: target) }
        return (Sitemap.normalizedBase(library.config.baseURL) ?? "/") + SitePaths.encodePath(target)
    }

    /// A link to an exercise page when the exercise exists; a reference the loader did
    /// not resolve still shows its id, without a dead link.
    func exerciseName(_ id: String) -> String { index.exercises[id]?.name ?? id }

    /// With `athlete` on a site of several athletes, their history with the exercise when
    /// they have one (docs/site-pages.md), else the shared page.
    func exerciseHref(_ id: String, athlete: String? = nil, from path: String) -> Maybe<String> {
        guard index.exercises[id] != nil else { return .none }
        if hasSeveralAthletes, let athlete, statistics.athlete(id: athlete)?.exercise(id: id) != nil {
            return Maybe(href(from: path, to: SitePaths.athleteExercise(athlete, id)))
        }
        return Maybe(href(from: path, to: SitePaths.exercise(id)))
    }

    /// A workout's name, else its session's name, else "Workout".
    func workoutTitle(_ workout: Workout) -> String {
        if let name = workout.name?.trimmingWhitespace, !name.isEmpty { return name }
        if let id = workout.session, let session = index.sessions[id] { return session.name }
        return strings.workout
    }

    func workoutSummary(_ workout: Workout, from path: String) -> WorkoutSummaryView {
        var detail: [String] = []
        if let duration = workout.duration { detail.append(format.duration(seconds: duration)) }
        let workingSets = workout.entries.reduce(0) { $0 + $1.sets.filter(\.kind.isWorking).count }
        if workingSets > 0 { detail.append(format.count(workingSets, strings.setWord, strings.setsWord)) }
        if let rpe = workout.rpe { detail.append(strings.rpe + " " + format.number(rpe, maxDecimals: 1)) }
        return WorkoutSummaryView(
            href: href(from: path, to: workoutPath(workout.id, athlete: workout.athlete)),
            date: format.date(workout.date), isoDate: workout.date.iso, title: workoutTitle(workout),
            detail: Maybe(detail.isEmpty ? nil : detail.joined(separator: " · ")),
            records: recordCount(workout))
    }

    // MARK: - Layout

    enum NavSection: Equatable {
        case home, exercises, sessions, workouts, plans, centre
        /// No link is the current page (the 404 page).
        case none
        /// The only athlete's profile, linked from the navigation of a one-athlete site.
        case profile
        /// The only athlete's cardio page, linked from the navigation when the athlete has cardio.
        case cardio
        case page(String)
    }

    func layout(path: String, title: String?, nav current: NavSection, bodyClass: String,
                description: (_ fullTitle: String) -> String, openGraphType: String) -> LayoutView {
        var links: [NavLink] = [
            NavLink(href: href(from: path, to: SitePaths.home), label: strings.home, current: current == .home),
        ]
        if !hasSeveralAthletes, let athlete = library.athletes.first {
            links.append(NavLink(href: href(from: path, to: SitePaths.profile(athlete.id)),
                                 label: ProfileStrings.forLanguage(library.config.language).profile,
                                 current: current == .profile))
        }
        if !hasSeveralAthletes, let athlete = statistics.athletes.first, !athlete.cardio.isEmpty {
            links.append(NavLink(href: href(from: path, to: SitePaths.cardio(athlete.id)),
                                 label: CardioStrings.forLanguage(library.config.language).cardio,
                                 current: current == .cardio))
        }
        links += [
            NavLink(href: href(from: path, to: SitePaths.exerciseIndex), label: strings.exercises,
                    current: current == .exercises),
            NavLink(href: href(from: path, to: SitePaths.sessionIndex), label: strings.sessions,
                    current: current == .sessions),
            NavLink(href: href(from: path, to: SitePaths.workoutIndex), label: strings.workouts,
                    current: current == .workouts),
        ]
        if !library.plans.isEmpty {
            links.append(NavLink(href: href(from: path, to: SitePaths.planIndex), label: strings.sheets.plans,
                                 current: current == .plans))
        }
        if library.centre != nil {
            links.append(NavLink(href: href(from: path, to: SitePaths.centre), label: centreWords.centre,
                                 current: current == .centre))
        }
        links += orderedPages.map { page in
            NavLink(href: href(from: path, to: SitePaths.page(page.id)), label: page.title,
                    current: current == .page(page.id))
        }
        let siteTitle = library.config.title
        let fullTitle = title.map { $0 + " · " + siteTitle } ?? siteTitle
        return LayoutView(
            lang: library.config.language.rawValue,
            title: fullTitle,
            siteTitle: siteTitle,
            author: Maybe(nonEmpty: library.config.author),
            homeHref: href(from: path, to: SitePaths.home),
            stylesheetHref: href(from: path, to: SitePaths.stylesheet),
            nav: links, asOf: format.date(asOf), asOfISO: asOf.iso, bodyClass: bodyClass,
            description: description(fullTitle), openGraphTitle: title ?? siteTitle, openGraphType: openGraphType,
            canonicalURL: Maybe(path == SitePaths.notFound ? nil : canonicalURL(path)),
            faviconHref: href(from: path, to: SitePaths.favicon),
            feedHref: href(from: path, to: SitePaths.feed),
            feedTitle: siteTitle + " · " + WebStrings.forLanguage(library.config.language).feedTitle)
    }

    /// Free pages in navigation order: `order`, then title, then id.
    var orderedPages: [Page] {
        library.pages.sorted { ($0.order, $0.title, $0.id) < ($1.order, $1.title, $1.id) }
    }

    func render<Content: Sendable & Encodable>(_ content: Content, job: PageJob, title: String?,
                                           nav: NavSection) throws -> [UInt8] {
        let context = PageContext(
            layout: layout(path: job.path, title: title, nav: nav, bodyClass: "page-" + job.template,
                           description: { pageDescription(job, fullTitle: $0) }, openGraphType: openGraphType(job)),
            catalogues: templateCatalogues, content: content)
        return try theme.render(context.templateValue, template: job.template)
    }

    /// A part of a page rendered on its own with `template`: the fragment's fields and the
    /// catalogues (`{{t.…}}`, `{{d.…}}`), without the final line break, since the page
    /// template puts the fragment on a line of its own.
    func renderFragment<Fragment: Encodable>(_ fragment: Fragment, template: String) throws -> String {
        var fields: [String: TemplateValue] = [:]
        if case .object(let own) = TemplateEncoder.value(of: fragment) { fields = own }
        fields["t"] = templateCatalogues.t
        fields["d"] = templateCatalogues.d
        var html = try theme.render(.object(fields), template: template)
        if html.last == UInt8(ascii: "\n") { html.removeLast() }
        return String(decoding: html, as: UTF8.self)
    }
}
