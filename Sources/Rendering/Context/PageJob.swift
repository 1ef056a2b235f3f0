import Statistics
import TrainingModel

/// One page to render: which output file, from which template. The site renderer
/// fans these out to a task group; each builds its own view model, so no state is
/// shared between tasks.
enum PageJob: Sendable {
    case home
    /// 1-based page of the exercise index.
    case exerciseIndex(page: Int)
    case exercise(Exercise)
    case sessionIndex
    case session(SessionTemplate)
    case sheet(SessionTemplate)
    /// 1-based page of the workout index.
    case workoutIndex(page: Int)
    /// In an athlete's folder when the site has several athletes.
    case workout(Workout, inAthleteFolder: Bool)
    case page(Page)
    case planIndex
    /// In its athlete's folder when the site has several athletes.
    case plan(Plan, inAthleteFolder: Bool)
    /// A plan week's printable sheet; the week is 1-based.
    case planWeek(Plan, Int, inAthleteFolder: Bool)
    /// calendar.ics for every plan (nil) or one athlete's.
    case calendar(athlete: String?)
    /// `athletes/<id>/index.html`, only when the site has several athletes.
    case athlete(String)
    /// `exercises/<kind>/<slug>/index.html`: the exercises sharing one facet value, 1-based page.
    case exerciseFacet(ExerciseFacets.Value, page: Int)
    /// `404.html`, shown by a host at any missing address, so its links are absolute.
    case notFound
    /// `athletes/<id>/profile/index.html`, one per athlete file.
    case profile(Athlete)
    /// `athletes/<id>/cardio/index.html`, one per athlete with cardio.
    case cardio(String)
    /// A page under `centre/` (see `CentrePage`).
    case centre(Centre, CentrePage)
    /// `athletes/<id>/exercises/<exercise>/index.html`: one athlete's history with an
    /// exercise, only with several athletes (the shared page then links to it).
    case athleteExercise(String, Exercise)
    /// `athletes/<id>/workouts/index.html`: one athlete's workouts, 1-based page; only with
    /// several athletes.
    case athleteWorkoutIndex(String, page: Int)
    /// The coach's overview in one order, 1-based page; only with several athletes.
    case coachIndex(AthleteOverview.Order, page: Int)

    /// Every page of a library, in a fixed order; workouts and plans in their athlete's folder when
    /// `athleteFolders` (a site of several athletes).
    static func all(for library: TrainingLibrary, athleteFolders: Bool) -> [PageJob] {
        var jobs: [PageJob] = [.home]
        let pagination = Pagination(size: library.config.paginate)
        jobs += (1...pagination.pageCount(library.exercises.count)).map { PageJob.exerciseIndex(page: $0) }
        jobs += [.sessionIndex, .notFound]
        let workoutPages = pagination.pageCount(library.workouts.count)
        jobs += (1...workoutPages).map { PageJob.workoutIndex(page: $0) }
        jobs += library.exercises.map(PageJob.exercise)
        for session in library.sessions {
            jobs.append(.session(session))
            jobs.append(.sheet(session))
        }
        jobs += library.workouts.map { PageJob.workout($0, inAthleteFolder: athleteFolders) }
        jobs += library.pages.map(PageJob.page)
        jobs += library.athletes.map(PageJob.profile)
        if !library.plans.isEmpty { jobs.append(.planIndex) }
        for plan in library.plans {
            jobs.append(.plan(plan, inAthleteFolder: athleteFolders))
            jobs += plan.weeks < 1 ? [] : (1...plan.weeks).map { PageJob.planWeek(plan, $0, inAthleteFolder: athleteFolders) }
        }
        jobs += CalendarFeed.feeds(in: library).map { PageJob.calendar(athlete: $0) }
        if let centre = library.centre { jobs += CentrePage.all(for: centre).map { PageJob.centre(centre, $0) } }
        return jobs
    }

    /// Output-relative path.
    var path: String {
        switch self {
        case .home: return SitePaths.home
        case .exerciseIndex(let page): return Pagination.path(SitePaths.exerciseIndex, page: page)
        case .exercise(let exercise): return SitePaths.exercise(exercise.id)
        case .sessionIndex: return SitePaths.sessionIndex
        case .session(let session): return SitePaths.session(session.id)
        case .sheet(let session): return SitePaths.sheet(session.id)
        case .workoutIndex(let page): return Pagination.path(SitePaths.workoutIndex, page: page)
        case .workout(let workout, let folder): return SitePaths.workout(workout.id, athlete: folder ? workout.athlete : nil)
        case .page(let page): return SitePaths.page(page.id)
        case .planIndex: return SitePaths.planIndex
        case .plan(let plan, let folder): return SitePaths.plan(plan.id, athlete: folder ? plan.athlete : nil)
        case .planWeek(let plan, let week, let folder):
            return SitePaths.planWeek(plan.id, week: week, athlete: folder ? plan.athlete : nil)
        case .calendar(let athlete): return athlete.map(SitePaths.athleteCalendar) ?? SitePaths.calendar
        case .athlete(let id): return SitePaths.athlete(id)
        case .exerciseFacet(let value, let page):
            return Pagination.path(SitePaths.exerciseFacet(value.kind.rawValue, value.slug), page: page)
        case .notFound: return SitePaths.notFound
        case .profile(let athlete): return SitePaths.profile(athlete.id)
        case .cardio(let id): return SitePaths.cardio(id)
        case .centre(_, let page): return page.path
        case .athleteExercise(let athlete, let exercise): return SitePaths.athleteExercise(athlete, exercise.id)
        case .athleteWorkoutIndex(let athlete, let page):
            return Pagination.path(SitePaths.athleteWorkoutIndex(athlete), page: page)
        case .coachIndex(let order, let page): return Pagination.path(PageBuilder.coachIndexPath(order), page: page)
        }
    }

    /// The coach's overview in another order than by name shows the same rows again: the
    /// sitemap lists only its first order.
    var isListedInSitemap: Bool {
        if case .coachIndex(let order, _) = self { return order == .name }
        return true
    }

    /// The theme template, without `.mustache`.
    var template: String {
        switch self {
        case .home: return "home"
        case .exerciseIndex: return "exercises"
        case .exercise: return "exercise"
        case .sessionIndex: return "sessions"
        case .session: return "session"
        case .sheet: return "sheet"
        case .workoutIndex: return "workouts"
        case .workout: return "workout"
        case .page: return "page"
        case .planIndex: return "plans"
        case .plan: return "plan"
        case .planWeek: return "plan-week-sheet"
        case .calendar: return "calendar"
        case .athlete: return "athlete"
        case .exerciseFacet: return "exercises"
        case .notFound: return "not-found"
        case .profile: return "profile"
        case .cardio: return "cardio"
        case .centre(_, let page): return page.template
        case .athleteExercise: return "exercise"
        case .athleteWorkoutIndex: return "workouts"
        case .coachIndex: return "coach"
        }
    }
}
