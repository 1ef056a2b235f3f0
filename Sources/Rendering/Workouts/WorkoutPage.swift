import TrainingModel

/// The workout family's pages (`PageJob.workouts`).
enum WorkoutPage: Sendable {
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
}

extension PageBuilder {
    func renderWorkouts(_ page: WorkoutPage, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch page {
        case .index(let number):
            return try render(workoutIndex(path: path, page: number), job: job, title: context.strings.workouts, nav: .workouts)
        case .workout(let workout, _):
            return try render(self.workout(workout, path: path), job: job, title: context.workoutTitle(workout), nav: .workouts)
        case .athleteIndex(let athlete, let number):
            let view = workoutIndex(path: path, page: number, athlete: athlete)
            return try render(view, job: job, title: view.heading, nav: .workouts)
        }
    }
}
