import Templating

/// `workouts/<id>/index.html`: the workout's facts, notes and every set performed.
struct WorkoutView: Sendable, Encodable {
    struct Entry: Sendable, Encodable {
        var exerciseName: String
        var exerciseHref: Maybe<String>
        /// The records this workout set for the exercise (docs/statistics.md#records), in the order of its kinds (`RecordEvent.Kind.kinds(of:)`).
        var records: [RecordBadgeView]
        /// Which columns any set of the entry fills, so empty columns are left out.
        var showGrip: Bool
        var showWeight: Bool
        var showReps: Bool
        var showRPE: Bool
        var showTime: Bool
        var showDistance: Bool
        var showKind: Bool
        var sets: [SetRow]
        /// The entry's `grade:`, the hardest grade climbed, with its style (`7a, onsight`).
        var grade: Maybe<String>
        var hasNotes: Bool
        var notesHTML: String
    }

    struct SetRow: Sendable, Encodable {
        var number: String
        var grip: String
        var weight: String
        var reps: String
        var rpe: String
        var time: String
        var distance: String
        var kind: Maybe<String>
        var isWarmup: Bool
        var cssClass: String
    }

    var title: String
    var date: String
    var isoDate: String
    var session: Maybe<LinkItem>
    var facts: [FactView]
    var hasNotes: Bool
    var notesHTML: String
    /// What the load fact is (sRPE load) and a link to the dashboard's weekly load; none without a load.
    var loadNote: Maybe<LoadNote>
    var entries: [Entry]

    struct LoadNote: Sendable, Encodable {
        var text: String
        var href: String
        var linkLabel: String
    }
}

extension WorkoutView.Entry: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["exerciseName": .text(exerciseName), "exerciseHref": exerciseHref.templateValue,
                 "records": records.templateValue,
                 "showGrip": .bool(showGrip), "showWeight": .bool(showWeight), "showReps": .bool(showReps), "showRPE": .bool(showRPE),
                 "showTime": .bool(showTime), "showDistance": .bool(showDistance), "showKind": .bool(showKind),
                 "sets": sets.templateValue, "grade": grade.templateValue,
                 "hasNotes": .bool(hasNotes), "notesHTML": .text(notesHTML)])
    }
}

extension WorkoutView.SetRow: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["number": .text(number), "grip": .text(grip), "weight": .text(weight), "reps": .text(reps), "rpe": .text(rpe),
                 "time": .text(time), "distance": .text(distance), "kind": kind.templateValue,
                 "isWarmup": .bool(isWarmup), "cssClass": .text(cssClass)])
    }
}
