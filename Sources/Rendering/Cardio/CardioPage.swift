import TrainingModel

/// The cardio family's page (`PageJob.cardio`): `athletes/<id>/cardio/index.html`, one per
/// athlete with cardio.
enum CardioPage: PageKind {
    /// The athlete's id.
    case cardio(String)

    var path: String {
        switch self {
        case .cardio(let id): return SitePaths.cardio(id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case cardio
    }

    var template: Template {
        switch self {
        case .cardio: return .cardio
        }
    }

    var subject: PageSubject {
        switch self {
        case .cardio(let id): return .athlete(id)
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .cardio: return .website
        }
    }

    /// Each sport's total distance (`PageBuilder.cardioDescription`).
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .cardio(let id): return builder.cardioDescription(id)
        }
    }

    /// The athlete's last cardio session.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .cardio(let id): return builder.context.statistics.athlete(id: id)?.cardio.sports.compactMap { $0.sessions.last?.date }.max()
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        switch self {
        case .cardio(let id):
            let view = builder.cardio(id, path: job.path)
            return try builder.render(view, job: job, title: view.labels.cardio + " · " + view.name, nav: .cardio)
        }
    }

    /// The only athlete's cardio page, on a site of one athlete who has cardio.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        guard !context.hasSeveralAthletes, let athlete = context.statistics.athletes.first, !athlete.cardio.isEmpty else { return [] }
        return [NavigationLink(path: SitePaths.cardio(athlete.id),
                               label: CardioStrings.forLanguage(context.library.config.language).cardio, section: .cardio)]
    }
}
