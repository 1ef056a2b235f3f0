/// One athlete's history with an exercise on its page: best figures, the e1RM chart
/// and every record, newest first. The athlete's name is shown only on sites with
/// several athletes.
struct ExerciseHistoryView: Sendable, Encodable {
    struct RecordRow: Sendable, Encodable {
        var date: String
        var isoDate: String
        var workoutHref: String
        var kind: String
        var cssClass: String
        var value: String
        var previous: String
    }

    var athleteName: Maybe<String>
    var facts: [FactView]
    var chartHTML: Maybe<String>
    var records: [RecordRow]
}
