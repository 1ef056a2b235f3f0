import Markdown
import TextAndDates
import TrainingModel

/// The session family's pages (`PageJob.sessions`): the index, each template, its sheet, and
/// the timer of a template with interval protocols (`SessionTimer.hasTimer`).
enum SessionPage: PageKind {
    case index
    case session(SessionTemplate)
    case sheet(SessionTemplate)
    case timer(SessionTemplate)

    var path: String {
        switch self {
        case .index: return SitePaths.sessionIndex
        case .session(let session): return SitePaths.session(session.id)
        case .sheet(let session): return SitePaths.sheet(session.id)
        case .timer(let session): return SitePaths.timer(session.id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case sessions
        case session
        case sheet
        case timer
    }

    var template: Template {
        switch self {
        case .index: return .sessions
        case .session: return .session
        case .sheet: return .sheet
        case .timer: return .timer
        }
    }

    var subject: PageSubject {
        switch self {
        case .session(let session), .sheet(let session), .timer(let session): return .session(session.id)
        case .index: return .site
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .index, .session, .sheet, .timer: return .website
        }
    }

    /// A session's description, else its item line (the index has no words of its own).
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .session(let session), .sheet(let session), .timer(let session):
            return session.description.trimmingWhitespace.isEmpty
                ? builder.context.sessionLink(session, from: path).detail.value ?? "" : Markdown.plainText(session.description)
        case .index: return ""
        }
    }

    /// No dated content.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .index, .session, .sheet, .timer: return nil
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        let path = job.path
        // The page enum holds its session: the page reads it as it reads anything else.
        switch self {
        case .index: break
        case .session(let session), .sheet(let session), .timer(let session): builder.context.reads(.session(session.id))
        }
        switch self {
        case .index:
            return try builder.render(builder.sessionIndex(path: path), job: job, title: builder.context.strings.sessions, nav: .sessions)
        case .session(let session):
            return try builder.render(builder.session(session, path: path), job: job, title: session.name, nav: .sessions)
        case .sheet(let session):
            return try builder.render(builder.sheet(session, path: path), job: job,
                                      title: session.name + " · " + builder.context.strings.printableSheet, nav: .sessions)
        case .timer(let session):
            return try builder.render(builder.timer(session, path: path), job: job,
                                      title: session.name + " · " + builder.context.strings.timer.timer, nav: .sessions)
        }
    }

    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        [NavigationLink(path: SitePaths.sessionIndex, label: context.strings.sessions, section: .sessions)]
    }
}
