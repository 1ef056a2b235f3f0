import TrainingModel

/// What a page is about: which of the preview server's pages to render first after an edit
/// (a workout's or free page's, what someone editing a file is looking at), and which search
/// index is an athlete's own. What a rebuild keeps is decided by what each page read
/// (`PageRead`), never by its subject. Each family decides its pages' subjects
/// (`PageKind.subject`); `.site` is the choice for a page about the whole site.
public enum PageSubject: Hashable, Sendable {
    /// A workout's page: its athlete and id, as `Workout.key` names them (kept apart, so
    /// that no key is made for each of a coach's 73,000 workouts every time pages are chosen).
    case workout(athlete: String, id: String)
    case exercise(String)
    /// The session's page and its printable sheet.
    case session(String)
    case page(String)
    /// A page about one athlete as a whole, made from their data and what every page
    /// shows: their dashboard, workout index, exercise histories, profile, cardio page,
    /// years in review, plans with their week sheets, and calendar feed.
    case athlete(String)
    /// A page of the site's workout index (1-based).
    case workoutIndex(page: Int)
    case site
}

extension SiteRenderer {
    /// Every page `render()` makes, its path and subject, without rendering anything; read in
    /// place, not copied out into a list.
    public func forEachPage(_ body: (_ path: String, _ subject: PageSubject) throws -> Void) rethrows {
        for index in jobs.indices { try body(paths[index], jobs[index].subject) }
    }
}

extension SiteRenderer {
    /// A renderer that renders only the pages whose path `include` accepts, with every file
    /// that is not a page (theme files, search indexes, feed, sitemap) but the search indexes
    /// of the athletes `athleteIndex` refuses.
    public func rendering(pages include: @escaping @Sendable (String) -> Bool,
                          athleteIndex: @escaping @Sendable (String) -> Bool = { _ in true }) -> SiteRenderer {
        var copy = self
        copy.pageFilter = { subject in
            if case .athlete(let id) = subject { return athleteIndex(id) }
            return true
        }
        copy.selected = jobs.indices.filter { include(paths[$0]) }
        return copy
    }
}
