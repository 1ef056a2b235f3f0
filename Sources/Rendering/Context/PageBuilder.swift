import Statistics
import Templating
import TrainingModel

/// Builds each page's view model from the library and renders it with the theme.
/// A value with only immutable state, shared by every task of a render. Its state lives
/// in one object: the context holds hundreds of references (the library, the statistics,
/// every word of the catalogues), and each copy of the builder, in the closures a page's
/// rendering passes around, retains one object rather than all of them.
struct PageBuilder: Sendable {
    private final class State: Sendable {
        let context: RenderContext
        let facets: ExerciseFacets
        let exerciseOrder: ExerciseIndexOrder
        let cardTables = CardTables()
        let templateCatalogues: TemplateCatalogues
        let coach: CoachOverview
        let navigation: [NavigationLink]

        init(context: RenderContext, facets: ExerciseFacets, exerciseOrder: ExerciseIndexOrder,
             templateCatalogues: TemplateCatalogues, coach: CoachOverview) {
            self.context = context
            self.facets = facets
            self.exerciseOrder = exerciseOrder
            self.templateCatalogues = templateCatalogues
            self.coach = coach
            navigation = PageJob.kinds.flatMap { $0.navigationLinks(in: context) }
        }
    }

    private let state: State

    /// What every family reads: library, statistics, as-of date, words, formatter, theme
    /// and the helpers they share (`RenderContext`).
    var context: RenderContext { state.context }
    /// Computed once per render: every exercise-index and facet page shows the same groups.
    var facets: ExerciseFacets { state.facets }
    /// The exercise index's order, shared by its facet pages.
    var exerciseOrder: ExerciseIndexOrder { state.exerciseOrder }
    /// Exercise cards, rendered once per depth of the pages listing them.
    var cardTables: CardTables { state.cardTables }
    /// `strings` and `d` as the templates see them, converted once rather than for every page.
    var templateCatalogues: TemplateCatalogues { state.templateCatalogues }
    /// The coach's overview rows in every order, computed once rather than for every page:
    /// a read of every athlete's statistics.
    var coach: CoachOverview { ReadLog.note(.everyAthlete); return state.coach }
    /// The site's navigation, each family's links in the order of `PageJob.kinds`: the same
    /// on every page but for the links' `href`s and which is current (a read, `.navigation`).
    var navigation: [NavigationLink] { ReadLog.note(.navigation); return state.navigation }
    /// As `navigation`, for what is worked out before any page renders.
    var unrecordedNavigation: [NavigationLink] { state.navigation }

    /// `descriptions`: the exercises' descriptions when `library` is without them already
    /// (`RenderContext`).
    init(library: TrainingLibrary, descriptions: [String: ExerciseDescription]? = nil, statistics: SiteStatistics,
         theme: Theme, asOf: CalendarDate, index: LibraryIndex? = nil) {
        let context = RenderContext(library: library, descriptions: descriptions, statistics: statistics, theme: theme,
                                    asOf: asOf, index: index)
        let order = ExerciseIndexOrder(library.exercises)
        state = State(context: context,
                      facets: ExerciseFacets(exercises: library.exercises, strings: context.strings, order: order,
                                            names: library.names),
                      exerciseOrder: order,
                      templateCatalogues: TemplateCatalogues(t: context.strings, d: context.dashboardStrings),
                      coach: CoachOverview(statistics, index: context.unrecordedIndex, asOf: asOf,
                                           words: CoachStrings.forLanguage(library.config.language)))
    }

    func render(_ job: PageJob) throws -> OutputFile {
        OutputFile(path: job.path, bytes: try job.render(in: self))
    }

    // MARK: - Layout

    enum NavSection: Equatable {
        case home, exercises, sessions, workouts, plans, tests, centre
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
        let from = context.links(from: path)
        let links = navigation.map {
            NavLink(href: from.href($0.path), label: $0.label, current: current == $0.section)
        }
        let siteTitle = context.library.config.title
        let fullTitle = title.map { $0 + " · " + siteTitle } ?? siteTitle
        return LayoutView(
            lang: context.library.config.language.rawValue,
            title: fullTitle,
            siteTitle: siteTitle,
            author: Maybe(nonEmpty: context.library.config.author),
            homeHref: from.href(SitePaths.home),
            stylesheetHref: from.href(SitePaths.stylesheet),
            nav: links, asOf: context.format.date(context.asOf), asOfISO: context.asOf.iso, bodyClass: bodyClass,
            description: description(fullTitle), openGraphTitle: title ?? siteTitle, openGraphType: openGraphType,
            canonicalURL: Maybe(path == SitePaths.notFound ? nil : canonicalURL(path)),
            faviconHref: from.href(SitePaths.favicon),
            feedHref: from.href(SitePaths.feed),
            feedTitle: siteTitle + " · " + WebStrings.forLanguage(context.library.config.language).feedTitle)
    }

    /// Free pages in navigation order (`SitePage.ordered`), for their links: a read of the
    /// navigation, whose links are these pages' paths and titles in this order.
    var orderedPages: [Page] { ReadLog.note(.navigation); return SitePage.ordered(context.unrecordedLibrary.pages) }

    /// `description`: the page's own words for shared links when its view already holds
    /// them (a year in review's sentence), so they are not worked out a second time.
    func render<Content: Sendable & Encodable>(_ content: Content, job: PageJob, title: String?,
                                           nav: NavSection, description: String? = nil) throws -> [UInt8] {
        let path = job.path
        let page = PageContext(
            layout: layout(path: path, title: title, nav: nav, bodyClass: "page-" + job.template,
                           description: { pageDescription(job, path: path, fullTitle: $0, own: description) },
                           openGraphType: job.openGraphType.rawValue),
            catalogues: templateCatalogues, content: content)
        return try context.theme.render(page.templateValue, template: job.template, reservingCapacity: Self.pageCapacity)
    }

    /// What a page's buffer starts with: most pages fit (an exercise's is 5 KB, an index
    /// page's 25 KB), and the few larger ones grow from there.
    static let pageCapacity = 32 * 1024

    /// A part of a page rendered on its own with `template`: the fragment's fields and the
    /// catalogues (`{{t.…}}`, `{{d.…}}`), without the final line break, since the page
    /// template puts the fragment on a line of its own.
    func renderFragment<Fragment: Encodable>(_ fragment: Fragment, template: String) throws -> String {
        var fields: TemplateFields = [:]
        if case .object(let own) = TemplateEncoder.value(of: fragment) { fields = own }
        fields["t"] = templateCatalogues.t
        fields["d"] = templateCatalogues.d
        var html = try context.theme.render(.object(fields), template: template)
        if html.last == UInt8(ascii: "\n") { html.removeLast() }
        return String(decoding: html, as: UTF8.self)
    }
}
