/// The folders under `content/`, one per kind of entity (docs/content-format.md).
public enum ContentKind: String, CaseIterable, Hashable, Sendable {
    case athletes, exercises, sessions, workouts, plans, measurements, tests, pages

    /// The word used in messages (`duplicate exercise id`).
    var singular: String {
        switch self {
        case .athletes: return "athlete"
        case .exercises: return "exercise"
        case .sessions: return "session"
        case .workouts: return "workout"
        case .plans: return "plan"
        case .measurements: return "measurement"
        case .tests: return "test"
        case .pages: return "page"
        }
    }
}

extension SiteLoader {
    /// Whether `path` (under the site folder) is a document of `content/pages/`: the loader
    /// reads it as a free page and as nothing else, so an edit of it can change only that
    /// free page (and, with its title or order, the navigation).
    public static func isFreePageDocument(_ path: String) -> Bool {
        path.hasPrefix("content/\(ContentKind.pages.rawValue)/") && DocumentFormat(path: path) != nil
    }
}
