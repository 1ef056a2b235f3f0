import Statistics
import TextAndDates
import TrainingModel

/// One page to render: which output file, from which template. The site renderer
/// fans these out to a task group; each builds its own view model, so no state is
/// shared between tasks.
enum PageJob: Sendable {
    // One case per family; each family's enum (in its folder) lists its pages with their
    // paths and templates, so a new page is added, and checked, within its family.
    case home
    case exercises(ExercisePage)
    case sessions(SessionPage)
    case workouts(WorkoutPage)
    case plans(PlanPage)
    case athletes(AthletePage)
    /// `athletes/<id>/profile/index.html`, one per athlete file.
    case profile(Athlete)
    /// `athletes/<id>/cardio/index.html`, one per athlete with cardio.
    case cardio(String)
    /// An athlete's year in review (see `YearPage`).
    case years(YearPage)
    /// A page under `centre/` (see `CentrePage`).
    case centre(Centre, CentrePage)
    case site(SitePage)

    /// Every page of a library, in a fixed order; workouts and plans in their athlete's folder when
    /// `athleteFolders` (a site of several athletes).
    static func all(for library: TrainingLibrary, athleteFolders: Bool) -> [PageJob] {
        let pagination = Pagination(size: library.config.paginate)
        let exercisePages = pagination.pageCount(library.exercises.count)
        let workoutPages = pagination.pageCount(library.workouts.count)
        let loadsOthers = PlanPage.plansLoadingOthers(in: library)
        let feeds = CalendarFeed.feeds(in: library)
        let centrePages = library.centre.map { CentrePage.all(for: $0) } ?? []
        // Appended one by one into room made once for them all: a list of the workouts'
        // jobs made first and then appended was copied, each job's references retained again
        // (73,000 on a coach's site).
        var jobs: [PageJob] = []
        jobs.reserveCapacity(3 + exercisePages + workoutPages + library.exercises.count + 2 * library.sessions.count
                             + library.workouts.count + library.pages.count + library.athletes.count
                             + (library.plans.isEmpty ? 0 : 1) + library.plans.reduce(0) { $0 + 1 + max(0, $1.weeks) }
                             + feeds.count + centrePages.count)
        jobs.append(.home)
        for page in 1...exercisePages { jobs.append(.exercises(.index(page: page))) }
        jobs += [.sessions(.index), .site(.notFound)]
        for page in 1...workoutPages { jobs.append(.workouts(.index(page: page))) }
        for exercise in library.exercises { jobs.append(.exercises(.exercise(exercise))) }
        for session in library.sessions {
            jobs.append(.sessions(.session(session)))
            jobs.append(.sessions(.sheet(session)))
        }
        for index in library.workouts.indices {
            jobs.append(.workouts(.workout(library.workouts[index], inAthleteFolder: athleteFolders)))
        }
        for page in library.pages { jobs.append(.site(.page(page))) }
        for athlete in library.athletes { jobs.append(.profile(athlete)) }
        if !library.plans.isEmpty { jobs.append(.plans(.index)) }
        for plan in library.plans {
            jobs.append(.plans(.plan(plan, inAthleteFolder: athleteFolders)))
            if plan.weeks >= 1 {
                for week in 1...plan.weeks {
                    jobs.append(.plans(.week(plan, week, inAthleteFolder: athleteFolders, loadsOthers: loadsOthers.contains(plan.id))))
                }
            }
        }
        for athlete in feeds {
            jobs.append(.plans(.calendar(athlete: athlete, loadsOthers: library.plans.contains {
                (athlete == nil || $0.athlete == athlete) && loadsOthers.contains($0.id)
            })))
        }
        if let centre = library.centre { for page in centrePages { jobs.append(.centre(centre, page)) } }
        return jobs
    }

    /// Output-relative path.
    var path: String {
        switch self {
        case .home: return SitePaths.home
        case .exercises(let page): return page.path
        case .sessions(let page): return page.path
        case .workouts(let page): return page.path
        case .plans(let page): return page.path
        case .athletes(let page): return page.path
        case .profile(let athlete): return SitePaths.profile(athlete.id)
        case .cardio(let id): return SitePaths.cardio(id)
        case .years(let page): return page.path
        case .centre(_, let page): return page.path
        case .site(let page): return page.path
        }
    }

    /// The coach's overview in another order than by name shows the same rows again: the
    /// sitemap lists only its first order.
    var isListedInSitemap: Bool {
        if case .athletes(.coachIndex(let order, _)) = self { return order == .name }
        return true
    }

    /// The templates of the pages with no family enum of their own.
    enum Template: String, CaseIterable {
        case home, profile, cardio
    }

    /// The theme template, without `.mustache`.
    var template: String {
        switch self {
        case .home: return Template.home.rawValue
        case .exercises(let page): return page.template.rawValue
        case .sessions(let page): return page.template.rawValue
        case .workouts(let page): return page.template.rawValue
        case .plans(let page): return page.template.rawValue
        case .athletes(let page): return page.template.rawValue
        case .profile: return Template.profile.rawValue
        case .cardio: return Template.cardio.rawValue
        case .years(let page): return page.template.rawValue
        case .centre(_, let page): return page.template.rawValue
        case .site(let page): return page.template.rawValue
        }
    }

    /// Every page template, one file each under `pages/`, from the page enums' `Template`
    /// cases: a page names its template in its enum's switch, and ThemeTests fails when a
    /// file under `pages/` is not listed here or a template listed here has no file. A new
    /// family adds its enum's templates here.
    static let pageTemplates: [String] = Template.allCases.map(\.rawValue)
        + ExercisePage.Template.allCases.map(\.rawValue)
        + SessionPage.Template.allCases.map(\.rawValue)
        + WorkoutPage.Template.allCases.map(\.rawValue)
        + PlanPage.Template.allCases.filter { $0 != .calendar }.map(\.rawValue)
        + AthletePage.Template.allCases.map(\.rawValue)
        + YearPage.Template.allCases.map(\.rawValue)
        + CentrePage.Template.allCases.map(\.rawValue)
        + SitePage.Template.allCases.map(\.rawValue)
}
