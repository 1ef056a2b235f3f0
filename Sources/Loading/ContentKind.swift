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
    public static func isFreePageDocument(_ path: String) -> Bool { isDocument(path, of: .pages) }

    /// Whether `path` is a document of `content/sessions/`: the loader reads it as session
    /// templates and as nothing else, and what else is read with them checks only their ids
    /// (a workout's or plan's `session`, which stays a string).
    public static func isSessionDocument(_ path: String) -> Bool { isDocument(path, of: .sessions) }

    /// Whether `path` is a document of `content/exercises/`: the loader reads it as exercises
    /// and as nothing else.
    public static func isExerciseDocument(_ path: String) -> Bool { isDocument(path, of: .exercises) }

    /// A free page's, a session's or an exercise's document: pages read what it holds through
    /// the reads they note (`PageRead.freePage`, `.session`, `.exerciseDescription`), but for
    /// what the build digests for the whole site apart (`PartialRebuild.DocumentFacts`: which
    /// sessions are private, every exercise but its description), which statistics read too.
    public static func isReadByPagesAlone(_ path: String) -> Bool {
        isFreePageDocument(path) || isSessionDocument(path) || isExerciseDocument(path)
    }

    private static func isDocument(_ path: String, of kind: ContentKind) -> Bool {
        path.hasPrefix("content/\(kind.rawValue)/") && DocumentFormat(path: path) != nil
    }
}
