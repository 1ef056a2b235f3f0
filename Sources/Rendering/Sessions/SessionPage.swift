import TrainingModel

/// The session family's pages (`PageJob.sessions`): the index, each template and its sheet.
enum SessionPage: Sendable {
    case index
    case session(SessionTemplate)
    case sheet(SessionTemplate)

    var path: String {
        switch self {
        case .index: return SitePaths.sessionIndex
        case .session(let session): return SitePaths.session(session.id)
        case .sheet(let session): return SitePaths.sheet(session.id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case sessions
        case session
        case sheet
    }

    var template: Template {
        switch self {
        case .index: return .sessions
        case .session: return .session
        case .sheet: return .sheet
        }
    }
}

extension PageBuilder {
    func renderSessions(_ page: SessionPage, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch page {
        case .index:
            return try render(sessionIndex(path: path), job: job, title: context.strings.sessions, nav: .sessions)
        case .session(let session):
            return try render(self.session(session, path: path), job: job, title: session.name, nav: .sessions)
        case .sheet(let session):
            return try render(sheet(session, path: path), job: job, title: session.name + " · " + context.strings.printableSheet,
                              nav: .sessions)
        }
    }
}
