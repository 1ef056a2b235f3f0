import TextAndDates
import TrainingModel

/// The workout family's pages (`PageJob.workouts`).
enum WorkoutPage: PageKind {
    /// 1-based page of the workout index.
    case index(page: Int)
    /// In an athlete's folder when the site has several athletes. Boxed: a page job is
    /// copied whenever the page list is read (a coach's site has 73,000 of these), and a
    /// workout inline is eight counted references to copy, the box one.
    indirect case workout(Workout, inAthleteFolder: Bool)
    /// `athletes/<id>/workouts/index.html`: one athlete's workouts, 1-based page; only with
    /// several athletes.
    case athleteIndex(String, page: Int)

    var path: String {
        switch self {
        case .index(let page): return Pagination.path(SitePaths.workoutIndex, page: page)
        case .workout(let workout, let folder): return SitePaths.workout(workout.id, athlete: folder ? workout.athlete : nil)
        case .athleteIndex(let athlete, let page): return Pagination.path(SitePaths.athleteWorkoutIndex(athlete), page: page)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case workouts
        case workout
    }

    var template: Template {
        switch self {
        case .index, .athleteIndex: return .workouts
        case .workout: return .workout
        }
    }

    var subject: PageSubject {
        switch self {
        case .workout(let workout, _): return .workout(athlete: workout.athlete, id: workout.id)
        case .index(let page): return .workoutIndex(page: page)
        case .athleteIndex(let athlete, _): return .athlete(athlete)
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .workout: return .article
        case .index, .athleteIndex: return .website
        }
    }

    /// A workout's date, figures and exercises (the indexes have no words of their own).
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .workout(let workout, _):
            let context = builder.context
            var parts = [context.format.date(workout.date)]
            if let detail = context.workoutSummary(workout, from: context.workoutPath(workout.id, athlete: workout.athlete)).detail.value {
                parts.append(detail)
            }
            var names: [String] = []
            for entry in workout.entries where !names.contains(context.exerciseName(entry.exercise)) {
                names.append(context.exerciseName(entry.exercise))
            }
            if !names.isEmpty { parts.append(names.joined(separator: ", ")) }
            return parts.joined(separator: " · ")
        case .index, .athleteIndex: return ""
        }
    }

    /// A workout's day (none when after the as-of date); the site's index, the newest
    /// workout. An athlete's index has none.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .workout(let workout, _): return workout.date <= builder.context.asOf ? workout.date : nil
        case .index: return newest.workout
        case .athleteIndex: return nil
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch self {
        case .index(let number):
            return try builder.render(builder.workoutIndex(path: path, page: number), job: job,
                                      title: builder.context.strings.workouts, nav: .workouts)
        case .workout(let workout, _):
            builder.context.reads(.workout(athlete: workout.athlete, id: workout.id))
            return try builder.render(builder.workout(workout, path: path), job: job,
                                      title: builder.context.workoutTitle(workout), nav: .workouts)
        case .athleteIndex(let athlete, let number):
            let view = builder.workoutIndex(path: path, page: number, athlete: athlete)
            return try builder.render(view, job: job, title: view.heading, nav: .workouts)
        }
    }

    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        [NavigationLink(path: SitePaths.workoutIndex, label: context.strings.workouts, section: .workouts)]
    }
}
