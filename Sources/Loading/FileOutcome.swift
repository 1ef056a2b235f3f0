import Diagnostics
import TrainingModel

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
    var testDefinitions: [Declared<TestDefinition>] = []
    var pages: [Declared<Page>] = []
    /// An exercise file written as the exercise-library app's list reply, `{"data": [ … ]}`,
    /// which the load names (`LoadResult.listReplies`).
    var isListReply = false
    /// Exercise images as written and where, checked against the site's files.
    var media: [(written: String, location: SourceLocation)] = []
    /// A file that could not be parsed: its kind and file-name id, so that references
    /// to it are not reported as unknown on top of its syntax error.
    var unparsed: (kind: ContentKind, id: String)?
}
