import TrainingModel

/// The exercise family's pages (`PageJob.exercises`).
enum ExercisePage: Sendable {
    /// 1-based page of the exercise index.
    case index(page: Int)
    /// Boxed, as the history below is: a job is copied whole wherever it is passed or asked
    /// its path, and an exercise's twenty fields were each retained and released with it.
    indirect case exercise(Exercise)
    /// `exercises/<kind>/<slug>/index.html`: the exercises sharing one facet value, 1-based page.
    case facet(ExerciseFacets.Value, page: Int)
    /// `athletes/<id>/exercises/<exercise>/index.html`: one athlete's history with an
    /// exercise, only with several athletes (the shared page then links to it).
    indirect case athleteHistory(String, Exercise)

    var path: String {
        switch self {
        case .index(let page): return Pagination.path(SitePaths.exerciseIndex, page: page)
        case .exercise(let exercise): return SitePaths.exercise(exercise.id)
        case .facet(let value, let page):
            return Pagination.path(SitePaths.exerciseFacet(value.kind.rawValue, value.slug), page: page)
        case .athleteHistory(let athlete, let exercise): return SitePaths.athleteExercise(athlete, exercise.id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case exercises
        case exercise
    }

    var template: Template {
        switch self {
        case .index, .facet: return .exercises
        case .exercise, .athleteHistory: return .exercise
        }
    }
}

extension PageBuilder {
    func renderExercises(_ page: ExercisePage, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch page {
        case .index(let number):
            return try render(try exerciseIndex(path: path, page: number), job: job, title: context.strings.exercises, nav: .exercises)
        case .exercise(let exercise):
            return try render(self.exercise(exercise, path: path), job: job, title: exercise.name, nav: .exercises)
        case .facet(let value, let number):
            return try render(try exerciseIndex(path: path, page: number, facet: value), job: job,
                              title: facetHeading(value.kind) + ": " + value.label, nav: .exercises)
        case .athleteHistory(let athlete, let exercise):
            return try render(self.exercise(exercise, path: path, athlete: athlete), job: job,
                              title: exercise.name + " · " + context.athleteName(athlete), nav: .exercises)
        }
    }
}
