import TrainingModel

/// The plan family's pages (`PageJob.plans`): the index, each plan, its week sheets and the
/// calendar feeds.
enum PlanPage: Sendable {
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
}

extension PageBuilder {
    /// A plan page, or the calendar feed's text.
    func renderPlans(_ page: PlanPage, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch page {
        case .index:
            return try render(planIndex(path: path), job: job, title: context.strings.sheets.plans, nav: .plans)
        case .plan(let plan, _):
            return try render(self.plan(plan, path: path), job: job, title: plan.name, nav: .plans)
        case .week(let plan, let week, _):
            let sheet = planWeekSheet(plan, week: week, path: path)
            return try render(sheet, job: job, title: plan.name + " · " + sheet.title, nav: .plans)
        case .calendar(let athlete):
            // Not a page: the feed is written as it is, without a template.
            return Array(calendarText(athlete: athlete).utf8)
        }
    }
}
