import Markdown
import TextAndDates
import TrainingModel

/// The plan family's pages (`PageJob.plans`): the index, each plan, its week sheets and the
/// calendar feeds.
enum PlanPage: PageKind {
    case index
    /// In its athlete's folder when the site has several athletes.
    case plan(Plan, inAthleteFolder: Bool)
    /// A plan week's printable sheet; the week is 1-based.
    case week(Plan, Int, inAthleteFolder: Bool)
    /// calendar.ics for every plan (nil) or one athlete's: written without a template.
    case calendar(athlete: String?)

    var path: String {
        switch self {
        case .index: return SitePaths.planIndex
        case .plan(let plan, let folder): return SitePaths.plan(plan.id, athlete: folder ? plan.athlete : nil)
        case .week(let plan, let week, let folder):
            return SitePaths.planWeek(plan.id, week: week, athlete: folder ? plan.athlete : nil)
        case .calendar(let athlete): return athlete.map(SitePaths.athleteCalendar) ?? SitePaths.calendar
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case plans, plan, planWeekSheet = "plan-week-sheet"
        /// `calendar.ics`, written by Swift: no file under `pages/`.
        case calendar
    }

    var template: Template {
        switch self {
        case .index: return .plans
        case .plan: return .plan
        case .week: return .planWeekSheet
        case .calendar: return .calendar
        }
    }

    /// `calendar.ics` is written without a template: no file under `pages/`.
    static var pageTemplates: [String] { Template.allCases.filter { $0 != .calendar }.map(\.rawValue) }

    /// A plan's page, its week sheets and an athlete's calendar feed show their athlete's
    /// plans and statistics (compliance, the e1RM the loads are worked out from), the
    /// sessions and the settings. A plan of no athlete's and the site's feed are the site's.
    var subject: PageSubject {
        switch self {
        case .plan(let plan, _) where !plan.athlete.isEmpty: return .athlete(plan.athlete)
        case .week(let plan, _, _) where !plan.athlete.isEmpty: return .athlete(plan.athlete)
        case .calendar(let athlete?): return .athlete(athlete)
        case .index, .plan, .week, .calendar: return .site
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .index, .plan, .week, .calendar: return .website
        }
    }

    /// A plan's notes (the index, the week sheets and the feeds have no words of their own).
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .plan(let plan, _): return Markdown.plainText(plan.notes)
        case .index, .week, .calendar: return ""
        }
    }

    /// No dated content: a plan's days are ahead of the as-of date as often as behind it.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .index, .plan, .week, .calendar: return nil
        }
    }

    /// A plan page, or the calendar feed's text.
    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch self {
        case .index:
            return try builder.render(builder.planIndex(path: path), job: job, title: builder.context.strings.sheets.plans, nav: .plans)
        case .plan(let plan, _):
            builder.context.reads(.athlete(plan.athlete))
            return try builder.render(builder.plan(plan, path: path), job: job, title: plan.name, nav: .plans)
        case .week(let plan, let week, _):
            builder.context.reads(.athlete(plan.athlete))
            let sheet = builder.planWeekSheet(plan, week: week, path: path)
            return try builder.render(sheet, job: job, title: plan.name + " · " + sheet.title, nav: .plans)
        case .calendar(let athlete):
            // Not a page: the feed is written as it is, without a template.
            return Array(builder.calendarText(athlete: athlete).utf8)
        }
    }

    /// The plans' index, on a site with plans.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        guard !context.library.plans.isEmpty else { return [] }
        return [NavigationLink(path: SitePaths.planIndex, label: context.strings.sheets.plans, section: .plans)]
    }
}
