import TrainingModel

/// What a page is about, as far as the preview server needs to know to decide whether
/// an edit can change it. Pages about one workout, exercise, session or free page are
/// re-rendered only when that entity (or what they show of it) changed; every other
/// page — home, indexes, and any kind of page added later — is `.site` and is rendered
/// on every rebuild, which is always correct.
public enum PageSubject: Hashable, Sendable {
    /// `Workout.key`: athlete and id.
    case workout(String)
    case exercise(String)
    /// The session's page and its printable sheet.
    case session(String)
    case page(String)
    case site
}

extension SiteRenderer {
    /// A renderer that renders only the pages whose subject `include` accepts; theme
    /// files and anything `render()` makes besides pages are unaffected. The build
    /// always renders everything; the preview server uses this after an edit.
    public func rendering(only include: @escaping @Sendable (PageSubject) -> Bool) -> SiteRenderer {
        var copy = self
        copy.pageFilter = include
        return copy
    }

    /// Every page `render()` makes, with its subject, without rendering anything.
    public func pageSubjects() -> [(path: String, subject: PageSubject)] {
        jobs.map { ($0.path, $0.subject) }
    }
}

extension PageJob {
    /// Written with `if case` rather than a `switch`, so that a new kind of page is
    /// `.site` (always rendered) until someone decides otherwise.
    var subject: PageSubject {
        if case .workouts(.workout(let workout, _)) = self { return .workout(workout.key) }
        if case .exercises(.exercise(let exercise)) = self { return .exercise(exercise.id) }
        if case .sessions(.session(let session)) = self { return .session(session.id) }
        if case .sessions(.sheet(let session)) = self { return .session(session.id) }
        if case .site(.page(let page)) = self { return .page(page.id) }
        return .site
    }
}
