/// One athlete's history with an exercise on its page: best figures, its charts (e1RM,
/// best set and volume, or the measures of its metric), rep maxes and every record,
/// newest first. The athlete's name is shown only on sites with
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

    struct Chart: Sendable, Encodable {
        var heading: String
        var chartHTML: String
    }

    /// One line of the rep-max table.
    struct RepMaxRow: Sendable, Encodable {
        var reps: String
        var weight: String
        var date: String
        var isoDate: String
        var workoutHref: String
    }

    var athleteName: Maybe<String>
    var facts: [FactView]
    var charts: [Chart]
    var repMaxes: [RepMaxRow]
    var records: [RecordRow]
}
