import Statistics
import TextAndDates
import TrainingModel

/// One page to render: which output file, from which template. The site renderer
/// fans these out to a task group; each builds its own view model, so no state is
/// shared between tasks.
enum PageJob: Sendable {
    // One case per family; each family's enum (in its folder) lists its pages and decides,
    // page by page, everything `PageKind` asks. A new family is one case here, one line in
    // each forwarding switch below (the compiler stops at each) and its place in `kinds`.
    case home(HomePage)
    case exercises(ExercisePage)
    case sessions(SessionPage)
    case workouts(WorkoutPage)
    case plans(PlanPage)
    case tests(TestPage)
    case athletes(AthletePage)
    case profile(ProfilePage)
    case cardio(CardioPage)
    case years(YearPage)
    case centre(CentrePage)
    case site(SitePage)

    /// Every family, in the order their links come in the navigation (`PageKind.navigationLinks`);
    /// their templates are `pageTemplates`.
    static let kinds: [any PageKind.Type] = [
        HomePage.self, ProfilePage.self, CardioPage.self, ExercisePage.self, SessionPage.self, WorkoutPage.self,
        PlanPage.self, TestPage.self, CentrePage.self, SitePage.self, AthletePage.self, YearPage.self,
    ]

    /// Every page of a library, in a fixed order; workouts and plans in their athlete's folder when
    /// `athleteFolders` (a site of several athletes).
    static func all(for library: TrainingLibrary, athleteFolders: Bool) -> [PageJob] {
        let pagination = Pagination(size: library.config.paginate)
        let exercisePages = pagination.pageCount(library.exercises.count)
        let workoutPages = pagination.pageCount(library.workouts.count)
        let feeds = CalendarFeed.feeds(in: library)
        let centrePages = (library.centre.map { CentrePage.all(for: $0) } ?? []) + CentrePage.memberCalendars(in: library)
        // Appended one by one into room made once for them all: a list of the workouts'
        // jobs made first and then appended was copied, each job's references retained again
        // (73,000 on a coach's site).
        var jobs: [PageJob] = []
        jobs.reserveCapacity(3 + exercisePages + workoutPages + library.exercises.count + 3 * library.sessions.count
                             + library.workouts.count + library.pages.count + library.athletes.count
                             + (library.plans.isEmpty ? 0 : 1) + library.plans.reduce(0) { $0 + 1 + max(0, $1.weeks) }
                             + feeds.count + centrePages.count + library.testDefinitions.count + 1)
        jobs.append(.home(.home))
        for page in 1...exercisePages { jobs.append(.exercises(.index(page: page))) }
        jobs += [.sessions(.index), .site(.notFound)]
        for page in 1...workoutPages { jobs.append(.workouts(.index(page: page))) }
        for exercise in library.exercises { jobs.append(.exercises(.exercise(exercise))) }
        for session in library.sessions {
            jobs.append(.sessions(.session(session)))
            jobs.append(.sessions(.sheet(session)))
            if SessionTimer.hasTimer(session) { jobs.append(.sessions(.timer(session))) }
        }
        for index in library.workouts.indices {
            jobs.append(.workouts(.workout(library.workouts[index], inAthleteFolder: athleteFolders)))
        }
        for page in library.pages { jobs.append(.site(.page(page))) }
        for athlete in library.athletes { jobs.append(.profile(.profile(athlete))) }
        if !library.plans.isEmpty { jobs.append(.plans(.index)) }
        for plan in library.plans {
            jobs.append(.plans(.plan(plan, inAthleteFolder: athleteFolders)))
            if plan.weeks >= 1 {
                for week in 1...plan.weeks {
                    jobs.append(.plans(.week(plan, week, inAthleteFolder: athleteFolders)))
                }
            }
        }
        for athlete in feeds {
            jobs.append(.plans(.calendar(athlete: athlete)))
        }
        if !library.testDefinitions.isEmpty {
            jobs.append(.tests(.index))
            for test in library.testDefinitions { jobs.append(.tests(.test(test))) }
        }
        for page in centrePages { jobs.append(.centre(page)) }
        return jobs
    }

    /// The coach's overview in another order than by name shows the same rows again: the
    /// sitemap lists only its first order, and no redirect.
    var isListedInSitemap: Bool {
        if case .athletes(.coachIndex(let order, _)) = self { return order == .name }
        return !isRedirect
    }

    /// Every page template, one file each under `pages/`, from the families' `Template`
    /// cases: ThemeTests fails when a file under `pages/` is not listed here (a family
    /// missing from `kinds`) or a template listed here has no file.
    static let pageTemplates: [String] = kinds.flatMap { $0.pageTemplates }
}

// MARK: - Forwarding to the family

extension PageJob {
    /// Output-relative path.
    var path: String {
        switch self {
        case .home(let page): page.path
        case .exercises(let page): page.path
        case .sessions(let page): page.path
        case .workouts(let page): page.path
        case .plans(let page): page.path
        case .tests(let page): page.path
        case .athletes(let page): page.path
        case .profile(let page): page.path
        case .cardio(let page): page.path
        case .years(let page): page.path
        case .centre(let page): page.path
        case .site(let page): page.path
        }
    }

    /// The theme template, without `.mustache`.
    var template: String {
        switch self {
        case .home(let page): page.template.rawValue
        case .exercises(let page): page.template.rawValue
        case .sessions(let page): page.template.rawValue
        case .workouts(let page): page.template.rawValue
        case .plans(let page): page.template.rawValue
        case .tests(let page): page.template.rawValue
        case .athletes(let page): page.template.rawValue
        case .profile(let page): page.template.rawValue
        case .cardio(let page): page.template.rawValue
        case .years(let page): page.template.rawValue
        case .centre(let page): page.template.rawValue
        case .site(let page): page.template.rawValue
        }
    }

    /// What the page is about (`PageSubject`).
    var subject: PageSubject {
        switch self {
        case .home(let page): page.subject
        case .exercises(let page): page.subject
        case .sessions(let page): page.subject
        case .workouts(let page): page.subject
        case .plans(let page): page.subject
        case .tests(let page): page.subject
        case .athletes(let page): page.subject
        case .profile(let page): page.subject
        case .cardio(let page): page.subject
        case .years(let page): page.subject
        case .centre(let page): page.subject
        case .site(let page): page.subject
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .home(let page): page.openGraphType
        case .exercises(let page): page.openGraphType
        case .sessions(let page): page.openGraphType
        case .workouts(let page): page.openGraphType
        case .plans(let page): page.openGraphType
        case .tests(let page): page.openGraphType
        case .athletes(let page): page.openGraphType
        case .profile(let page): page.openGraphType
        case .cardio(let page): page.openGraphType
        case .years(let page): page.openGraphType
        case .centre(let page): page.openGraphType
        case .site(let page): page.openGraphType
        }
    }

    /// The page's own words for shared links, "" when it has none; `path` is the job's.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .home(let page): return page.description(in: builder, path: path)
        case .exercises(let page): return page.description(in: builder, path: path)
        case .sessions(let page): return page.description(in: builder, path: path)
        case .workouts(let page): return page.description(in: builder, path: path)
        case .plans(let page): return page.description(in: builder, path: path)
        case .tests(let page): return page.description(in: builder, path: path)
        case .athletes(let page): return page.description(in: builder, path: path)
        case .profile(let page): return page.description(in: builder, path: path)
        case .cardio(let page): return page.description(in: builder, path: path)
        case .years(let page): return page.description(in: builder, path: path)
        case .centre(let page): return page.description(in: builder, path: path)
        case .site(let page): return page.description(in: builder, path: path)
        }
    }

    /// The sitemap's `lastmod` (`PageKind.contentDate`).
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .home(let page): page.contentDate(in: builder, newest: newest)
        case .exercises(let page): page.contentDate(in: builder, newest: newest)
        case .sessions(let page): page.contentDate(in: builder, newest: newest)
        case .workouts(let page): page.contentDate(in: builder, newest: newest)
        case .plans(let page): page.contentDate(in: builder, newest: newest)
        case .tests(let page): page.contentDate(in: builder, newest: newest)
        case .athletes(let page): page.contentDate(in: builder, newest: newest)
        case .profile(let page): page.contentDate(in: builder, newest: newest)
        case .cardio(let page): page.contentDate(in: builder, newest: newest)
        case .years(let page): page.contentDate(in: builder, newest: newest)
        case .centre(let page): page.contentDate(in: builder, newest: newest)
        case .site(let page): page.contentDate(in: builder, newest: newest)
        }
    }

    /// The page's bytes (`PageKind.render`).
    func render(in builder: PageBuilder) throws -> [UInt8] {
        switch self {
        case .home(let page): try page.render(in: builder, job: self)
        case .exercises(let page): try page.render(in: builder, job: self)
        case .sessions(let page): try page.render(in: builder, job: self)
        case .workouts(let page): try page.render(in: builder, job: self)
        case .plans(let page): try page.render(in: builder, job: self)
        case .tests(let page): try page.render(in: builder, job: self)
        case .athletes(let page): try page.render(in: builder, job: self)
        case .profile(let page): try page.render(in: builder, job: self)
        case .cardio(let page): try page.render(in: builder, job: self)
        case .years(let page): try page.render(in: builder, job: self)
        case .centre(let page): try page.render(in: builder, job: self)
        case .site(let page): try page.render(in: builder, job: self)
        }
    }
}
