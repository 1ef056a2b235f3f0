import Markdown
import TextAndDates
import TrainingModel

/// The profile family's page (`PageJob.profile`): `athletes/<id>/profile/index.html`, one
/// per athlete file.
enum ProfilePage: PageKind {
    case profile(Athlete)

    var path: String {
        switch self {
        case .profile(let athlete): return SitePaths.profile(athlete.id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case profile
    }

    var template: Template {
        switch self {
        case .profile: return .profile
        }
    }

    var subject: PageSubject {
        switch self {
        case .profile(let athlete): return .athlete(athlete.id)
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .profile: return .profile
        }
    }

    /// The athlete's bio, else their goals.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .profile(let athlete):
            return athlete.bio.trimmingWhitespace.isEmpty ? athlete.goals.joined(separator: " · ") : Markdown.plainText(athlete.bio)
        }
    }

    /// The athlete's newest workout, measurement or test.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .profile(let athlete): return newest.byAthlete[athlete.id]
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        switch self {
        case .profile(let athlete):
            let view = builder.profile(athlete, path: job.path)
            return try builder.render(view, job: job, title: view.name, nav: .profile)
        }
    }

    /// The only athlete's profile, on a site of one athlete.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        guard !context.hasSeveralAthletes, let athlete = context.library.athletes.first else { return [] }
        return [NavigationLink(path: SitePaths.profile(athlete.id),
                               label: ProfileStrings.forLanguage(context.library.config.language).profile, section: .profile)]
    }
}
