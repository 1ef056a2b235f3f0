import Templating

/// The one object a page template is rendered with: the layout every page shares
/// (`{{layout.title}}`), the interface strings (`{{t.exercises}}`) and the page's own
/// view model (`{{#content}}…{{/content}}`). Templates never see model types.
///
/// What a theme author can rely on, per page template (`Templates/pages/NAME.mustache`;
/// ThemeTests checks that these are exactly the templates the pages are rendered with):
///
/// | template    | page                                   | `content` is        |
/// |-------------|----------------------------------------|---------------------|
/// | `home`      | `index.html`                           | `HomeView`          |
/// | `exercises` | `exercises/index.html`                 | `ExerciseIndexView` |
/// | `exercise`  | `exercises/<id>/index.html`            | `ExerciseView`      |
/// | `sessions`  | `sessions/index.html`                  | `SessionIndexView`  |
/// | `session`   | `sessions/<id>/index.html`             | `SessionView`       |
/// | `sheet`     | `sessions/<id>/sheet/index.html`       | `SheetView`         |
/// | `timer`     | `sessions/<id>/timer/index.html` (a session with an interval protocol) | `TimerView` |
/// | `workouts`  | `workouts/index.html`                  | `WorkoutIndexView`  |
/// | `workout`   | `workouts/<id>/index.html`             | `WorkoutView`       |
/// | `page`      | `pages/<id>/index.html`                | `FreePageView`      |
/// | `plans`     | `plans/index.html`                     | `PlanIndexView`     |
/// | `plan`      | `plans/<id>/index.html` (¹)            | `PlanView`          |
/// | `plan-week-sheet` | `plans/<id>/week-<n>/index.html` (¹) | `PlanWeekSheetView` |
/// | `tests`     | `tests/index.html` (a site with `content/tests/`) | `TestIndexView` |
/// | `test`      | `tests/<id>/index.html`                | `TestView`          |
/// | `athlete`   | `athletes/<id>/index.html` (several athletes) | `AthleteView` |
/// | `exercises` | `exercises/<kind>/<value>/index.html` (facets) | `ExerciseIndexView` |
/// | `not-found` | `404.html` (every link absolute)       | `NotFoundView`      |
/// | `redirect`  | a page's old path, where its ids as written differ from its path (docs/site-pages.md#paths) | `RedirectView` |
/// | `profile`   | `athletes/<id>/profile/index.html`     | `ProfileView`       |
/// | `coach`     | `athletes/index.html`, `athletes/by-<order>.html` (several athletes) | `CoachIndexView` |
/// | `workouts`  | `athletes/<id>/workouts/index.html` (several athletes) | `WorkoutIndexView` |
/// | `exercise`  | `athletes/<id>/exercises/<id>/index.html` (several athletes) | `ExerciseView` |
/// | `cardio`    | `athletes/<id>/cardio/index.html` (an athlete with cardio) | `CardioView` |
/// | `year`      | `years/<YYYY>/index.html` (¹) (an athlete's year with workouts) | `YearView` |
/// | `centre`    | `centre/index.html` (a site with a centre) | `CentreRosterView` |
/// | `centre-dues` | `centre/dues/index.html`             | `CentreDuesView`    |
/// | `centre-occupancy` | `centre/occupancy/index.html`   | `CentreOccupancyView` |
/// | `centre-day-sheet` | `centre/bookings/<date>/<facility>/index.html` | `CentreDaySheetView` |
/// | `centre-dues-year` | `centre/dues/<YYYY>/index.html`   | `CentreDuesYearView` |
/// | `centre-dues-month` | `centre/dues/<YYYY-MM>/index.html` | `CentreDuesMonthView` |
/// | `centre-receipt` | `centre/receipts/<number>/index.html` (`--include-private`) | `CentreReceiptView` |
/// | `centre-timetable` | `centre/timetable/index.html` (a centre with classes) | `CentreTimetableView` |
/// | `centre-inventory` | `centre/inventory/index.html` (a centre with equipment) | `CentreInventoryView` |
///
/// (¹) With several athletes, under `athletes/<athlete>/plans/<id>/` (`athletes/<athlete>/years/<YYYY>/`) instead.
///
/// A list of more than `paginate` items continues on `…/index-2.html` and so on; its view's
/// `pager` (`PagerView`) is printed by the `pager` partial, and by `pager-head` as
/// `<link rel="prev/next">`. `search` is the search box partial (`searchIndexHref`, `rootHref`;
/// optional `searchKinds`, the entry kinds it lists, `searchPlaceholder`, and `searchFilters`,
/// `SearchFilterView`s of checkboxes: the exercise index's equipment, the session index's types).
///
/// The partials (`Templates/partials/NAME.mustache`): `card` is not a page: it renders one
/// exercise of the exercise index and its facet pages (`ExerciseIndexView.Card`, with `t`
/// and `d`), once per exercise and folder depth;
/// `exercises` prints a group's cards as `{{{cardsHTML}}}`.
///
/// `base` is the layout the page templates extend (`{{<base}}` with `{{$head}}` and
/// `{{$main}}` blocks), `item` the partial for one session item, and `dashboard` the
/// partial for a `DashboardView` (home and athlete pages), `chartcard` one chart of it, and
/// `centre-nav` the centre pages' navigation, `centre-dues-years` the dues pages' links to each year, `year-reviews` the links to an athlete's years in review (dashboard and profile). Every field is
/// plain text to be escaped with `{{ }}`, except those whose names end in `HTML`:
/// Markdown Spotter rendered itself, the only values a template may print with `{{{ }}}`.
/// Optional values are `Maybe`, so `{{#x}}…{{/x}}` never falls back to an outer `x`.
struct PageContext<Content: Sendable & Encodable>: Sendable {
    var layout: LayoutView
    /// `t` (`Strings`) and `d` (`DashboardStrings`, the words of the statistics pages:
    /// `{{d.weeklyVolume}}`), the same on every page.
    var catalogues: TemplateCatalogues
    var content: Content

    /// What the template sees.
    var templateValue: TemplateValue {
        .object(["layout": TemplateEncoder.value(of: layout), "t": catalogues.t,
                 "d": catalogues.d, "content": TemplateEncoder.value(of: content)])
    }
}

/// The interface strings as template values. They are the same on every page and are the
/// largest part of its context, so a render converts them once.
struct TemplateCatalogues: Sendable {
    let t: TemplateValue
    let d: TemplateValue

    init(t: Strings, d: DashboardStrings) {
        self.t = TemplateEncoder.value(of: t)
        self.d = TemplateEncoder.value(of: d)
    }
}
