import Diagnostics
import TrainingModel

/// A reference as written (`exercise: Squat`), kept with its place until every file
/// is read and it can be resolved.
struct Reference: Sendable, Hashable {
    var text: String
    var location: SourceLocation
    var keyPath: String
}

/// An entity decoded from a file, before references are resolved and ids compared.
struct Declared<Value: Sendable>: Sendable {
    var value: Value
    var id: String
    /// Where the id was written (`id:`), or the file's first line when it is the file name.
    var idLocation: SourceLocation
    var sourcePath: String
    /// Position in its file, for files holding several entities.
    var order: Int
    /// True when decoding it reported an error: it is left out of the library.
    var failed: Bool
}

struct SessionDraft: Sendable {
    var template: SessionTemplate
    var athlete: Reference?
    /// One list per item: the exercise references of its exercise items, in order.
    var exercises: [[Reference]]
}

struct WorkoutDraft: Sendable {
    var workout: Workout
    var athlete: Reference?
    var session: Reference?
    /// One per entry.
    var exercises: [Reference]
}

struct PlanDraft: Sendable {
    var plan: Plan
    var athlete: Reference?
    var sessions: [Reference]
}

/// One entry of a measurements file.
struct MeasurementDraft: Sendable {
    enum Entry: Sendable {
        case body(BodyMeasurement)
        case test(TestResult)
    }

    var entry: Entry
    var athlete: Reference?
    var sourcePath: String
    var order: Int
    var failed: Bool
}

/// Everything one file produced. Files are decoded in parallel; these are merged and
/// sorted by path before anything depends on their order.
struct FileOutcome: Sendable {
    var path: String
    var diagnostics: [Diagnostic] = []
    var athletes: [Declared<Athlete>] = []
    var exercises: [Declared<Exercise>] = []
    var sessions: [Declared<SessionDraft>] = []
    var workouts: [Declared<WorkoutDraft>] = []
    var plans: [Declared<PlanDraft>] = []
    var measurements: [MeasurementDraft] = []
    var pages: [Declared<Page>] = []
    /// A file that could not be parsed: its kind and file-name id, so that references
    /// to it are not reported as unknown on top of its syntax error.
    var unparsed: (kind: ContentKind, id: String)?
}
