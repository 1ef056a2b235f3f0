import TrainingModel

/// What a page is about, as far as a rebuild needs to know to decide whether an edit can
/// change it. The preview server re-renders pages about one workout, exercise, session or
/// free page only when that entity (or what they show of it) changed; `spotter build`
/// keeps the workout and athlete pages of athletes whose data did not change, and the
/// workout pages and pages of the workout index that show what they showed
/// (`PartialRebuild`). Every other page — home, the other indexes — is `.site` and is
/// rendered on every rebuild, which is always correct. Each family decides its pages'
/// subjects (`PageKind.subject`); `.site` is the safe choice for a new page.
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
    /// years in review, plans with their week sheets, and calendar feed. The preview server
    /// renders these on every rebuild, as `.site`.
    case athlete(String)
    /// A page of the site's workout index (1-based): a `.site` page to the preview server; a
    /// partial rebuild keeps it when its rows are as they were (`WorkoutIndexDigest`).
    case workoutIndex(page: Int)
    case site
}

extension SiteRenderer {
    /// A renderer that renders only the pages whose subject `include` accepts. Theme files
    /// are always made; the site-wide indexes (search, feed, sitemap) only when `.site` is
    /// accepted, and an athlete's own search index only when `.athlete(id)` is too (it is
    /// made with the site-wide indexes). The
    /// preview server uses this after an edit, and `spotter build` for a partial rebuild.
    public func rendering(only include: @escaping @Sendable (PageSubject) -> Bool) -> SiteRenderer {
        var copy = self
        copy.pageFilter = include
        copy.selected = jobs.indices.filter { include(jobs[$0].subject) }
        return copy
    }

    /// Every page `render()` makes, its path and subject, without rendering anything; read in
    /// place, not copied out into a list.
    public func forEachPage(_ body: (_ path: String, _ subject: PageSubject) throws -> Void) rethrows {
        for index in jobs.indices { try body(jobs[index].path, jobs[index].subject) }
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
        copy.selected = jobs.indices.filter { include(jobs[$0].path) }
        return copy
    }
}
