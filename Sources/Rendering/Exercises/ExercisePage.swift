import Markdown
import TextAndDates
import TrainingModel

/// The exercise family's pages (`PageJob.exercises`).
enum ExercisePage: PageKind {
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

    var subject: PageSubject {
        switch self {
        case .exercise(let exercise): return .exercise(exercise.id)
        case .athleteHistory(let athlete, _): return .athlete(athlete)
        case .index, .facet: return .site
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .exercise: return .article
        case .index, .facet, .athleteHistory: return .website
        }
    }

    /// An exercise's "what it is" (else its introduction or first section, else its name and
    /// type); the index, facet and history pages have no words of their own.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .exercise(let exercise):
            let description = builder.context.exerciseDescription(of: exercise.id)
            let markdown = description.section(.whatItIs)?.markdown ?? (description.intro.trimmingWhitespace.isEmpty
                ? description.sections.first?.markdown ?? "" : description.intro)
            let text = Markdown.plainText(markdown)
            if !text.trimmingWhitespace.isEmpty { return text }
            return exercise.name + " · " + builder.context.strings.label(exercise.type)
        case .index, .facet, .athleteHistory: return ""
        }
    }

    /// An exercise's page: the last day anyone performed it; the rest have no dated content.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .exercise(let exercise):
            let context = builder.context
            return context.statistics.athletes.compactMap { $0.exercise(id: exercise.id)?.last }.filter { $0 <= context.asOf }.max()
        case .index, .facet, .athleteHistory: return nil
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch self {
        case .index(let number):
            return try builder.render(try builder.exerciseIndex(path: path, page: number), job: job,
                                      title: builder.context.strings.exercises, nav: .exercises)
        case .exercise(let exercise):
            return try builder.render(builder.exercise(exercise, path: path), job: job, title: exercise.name, nav: .exercises)
        case .facet(let value, let number):
            return try builder.render(try builder.exerciseIndex(path: path, page: number, facet: value), job: job,
                                      title: builder.facetHeading(value.kind) + ": " + value.label, nav: .exercises)
        case .athleteHistory(let athlete, let exercise):
            return try builder.render(builder.exercise(exercise, path: path, athlete: athlete), job: job,
                                      title: exercise.name + " · " + builder.context.athleteName(athlete), nav: .exercises)
        }
    }

    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        [NavigationLink(path: SitePaths.exerciseIndex, label: context.strings.exercises, section: .exercises)]
    }
}
