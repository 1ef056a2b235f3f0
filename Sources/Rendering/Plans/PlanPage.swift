import TrainingModel

/// The plan family's pages (`PageJob.plans`): the index, each plan, its week sheets and the
/// calendar feeds.
enum PlanPage: Sendable {
    case index
    /// In its athlete's folder when the site has several athletes.
    case plan(Plan, inAthleteFolder: Bool)
    /// A plan week's printable sheet; the week is 1-based. `loadsOthers`: a session the plan
    /// schedules names another athlete, from whose e1RM its loads are worked out
    /// (`SheetLoads.athlete(for:fallback:in:)`).
    case week(Plan, Int, inAthleteFolder: Bool, loadsOthers: Bool)
    /// calendar.ics for every plan (nil) or one athlete's: written without a template.
    /// `loadsOthers`: a session one of its plans schedules names another athlete (as `week`).
    case calendar(athlete: String?, loadsOthers: Bool)

    /// The ids of the plans that schedule a session whose loads come from another athlete
    /// than the plan's, by the rule the sheets follow (`SheetLoads.athlete(for:fallback:in:)`).
    static func plansLoadingOthers(in library: TrainingLibrary) -> Set<String> {
        let sessions = Dictionary(library.sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return Set(library.plans.filter { plan in
            plan.schedule.contains { week in
                week.days.values.contains { ids in
                    ids.contains { id in
                        sessions[id].map { SheetLoads.athlete(for: $0, fallback: plan.athlete, in: library) != plan.athlete } ?? false
                    }
                }
            }
        }.map(\.id))
    }

    var path: String {
        switch self {
        case .index: return SitePaths.planIndex
        case .plan(let plan, let folder): return SitePaths.plan(plan.id, athlete: folder ? plan.athlete : nil)
        case .week(let plan, let week, let folder, _):
            return SitePaths.planWeek(plan.id, week: week, athlete: folder ? plan.athlete : nil)
        case .calendar(let athlete, _): return athlete.map(SitePaths.athleteCalendar) ?? SitePaths.calendar
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
        case .week(let plan, let week, _, _):
            let sheet = planWeekSheet(plan, week: week, path: path)
            return try render(sheet, job: job, title: plan.name + " · " + sheet.title, nav: .plans)
        case .calendar(let athlete, _):
            // Not a page: the feed is written as it is, without a template.
            return Array(calendarText(athlete: athlete).utf8)
        }
    }
}
