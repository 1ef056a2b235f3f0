import TextAndDates
import TrainingModel

/// Entities whose references are resolved once every file is read: the decoded value
/// with the references it wrote, in order, so the assembler can check and rewrite them.
// (SessionDraft, WorkoutDraft, PlanDraft, MeasurementDraft)

/// A session template whose exercise references are not yet resolved.
struct SessionDraft: Sendable {
    var template: SessionTemplate
    var athlete: Reference?
    /// Where each of `template.aliases` was written, in order.
    var aliases: [Reference] = []
    /// One list per item: the exercise references of its exercise items, in order.
    var exercises: [[Reference]]
}

/// A workout whose athlete, session and exercises are not yet resolved.
@ByteCoded
struct WorkoutDraft: Sendable {
    var workout: Workout
    var athlete: Reference?
    var session: Reference?
    /// One per entry.
    var exercises: [Reference]
    /// `draft: true`: resolved and checked, then left out of the library.
    var isDraft: Bool = false
}

/// A plan whose athlete and sessions are not yet checked.
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
    /// A test result's `test:` as written and where, checked against the site's test battery.
    var test: Reference? = nil
}
