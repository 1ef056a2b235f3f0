import TextAndDates
import TrainingModel

/// The home family's page (`PageJob.home`): the site's `index.html`.
enum HomePage: PageKind {
    case home

    var path: String {
        switch self {
        case .home: return SitePaths.home
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case home
    }

    var template: Template {
        switch self {
        case .home: return .home
        }
    }

    var subject: PageSubject {
        switch self {
        case .home: return .site
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .home: return .website
        }
    }

    /// The training log, whose it is, and how many workouts and exercises it holds.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .home:
            let context = builder.context
            let web = WebStrings.forLanguage(context.library.config.language)
            var parts = [web.trainingLog]
            let names = context.library.athletes.map(\.name).filter { !$0.trimmingWhitespace.isEmpty }
            if !names.isEmpty { parts[0] += ": " + names.joined(separator: ", ") }
            let workouts = context.library.workouts.filter { $0.date <= context.asOf }.count
            if workouts > 0 {
                parts.append(context.format.count(workouts, context.strings.workout.lowercased(), context.strings.workouts.lowercased()))
            }
            if !context.library.exercises.isEmpty {
                parts.append(context.format.count(context.library.exercises.count, context.strings.exerciseWord,
                                                  context.strings.exercisesWord))
            }
            return parts.joined(separator: " · ")
        }
    }

    /// The newest workout, measurement or test.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .home: return newest.anything
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        switch self {
        case .home: return try builder.render(builder.home(path: job.path), job: job, title: nil, nav: .home)
        }
    }

    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        [NavigationLink(path: SitePaths.home, label: context.strings.home, section: .home)]
    }
}
