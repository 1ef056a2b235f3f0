import Templating

/// `exercises/<id>/index.html`: facts, media, the structured description, and where
/// the exercise is used and was performed.
struct ExerciseView: Sendable, Encodable {
    struct Image: Sendable, Encodable {
        var src: String
        var alt: String
    }

    struct Section: Sendable, Encodable {
        var heading: String
        /// `section-steps`, `section-free`, for styling.
        var cssClass: String
        /// Numbered steps: `<ol>` of `items`.
        var isOrdered: Bool
        /// Any other list section: `<ul>` of `items`.
        var isBulleted: Bool
        var items: [HTMLFragment]
        /// The body as HTML when it is not a list.
        var hasBody: Bool
        var bodyHTML: String
    }

    struct HistoryEntry: Sendable, Encodable {
        var workout: WorkoutSummaryView
        var sets: [SetView]
    }

    var name: String
    var aliases: Maybe<String>
    var facts: [FactView]
    var primaryMuscles: [String]
    var secondaryMuscles: [String]
    var images: [Image]
    var videoHref: Maybe<String>
    var hasIntro: Bool
    var introHTML: String
    var sections: [Section]
    var sessions: [LinkItem]
    /// Per athlete who performed it: best weight and e1RM, volume, the e1RM chart, records.
    var statistics: [ExerciseHistoryView]
    /// The most recent workouts with the exercise, newest first.
    var history: [HistoryEntry]
    /// `12 earlier workouts` when the history was cut.
    var earlierWorkouts: Maybe<String>
    var workoutsHref: String
    /// With several athletes, on the shared page: each athlete's history page with it,
    /// rather than everyone's records on one page.
    var athleteHistories: [LinkItem]
    /// On an athlete's history page (`athletes/<id>/exercises/<id>/`): the shared page.
    var libraryHref: Maybe<String>
}

/// A piece of HTML Spotter rendered itself (from Markdown), for `{{{itemHTML}}}`.
struct HTMLFragment: Sendable, Encodable {
    var itemHTML: String
}

extension HTMLFragment: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["itemHTML": .text(itemHTML)]) }
}

extension ExerciseView: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["name": .text(name), "aliases": aliases.templateValue, "facts": facts.templateValue,
                 "primaryMuscles": .list(primaryMuscles.map(TemplateValue.text)),
                 "secondaryMuscles": .list(secondaryMuscles.map(TemplateValue.text)), "images": images.templateValue,
                 "videoHref": videoHref.templateValue, "hasIntro": .bool(hasIntro), "introHTML": .text(introHTML),
                 "sections": sections.templateValue, "sessions": sessions.templateValue,
                 // Empty on a catalogue's pages; made through their encoding, as before.
                 "statistics": TemplateEncoder.value(of: statistics), "history": TemplateEncoder.value(of: history),
                 "earlierWorkouts": earlierWorkouts.templateValue, "workoutsHref": .text(workoutsHref),
                 "athleteHistories": athleteHistories.templateValue, "libraryHref": libraryHref.templateValue])
    }
}

extension ExerciseView.Image: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["src": .text(src), "alt": .text(alt)]) }
}

extension ExerciseView.Section: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["heading": .text(heading), "cssClass": .text(cssClass), "isOrdered": .bool(isOrdered),
                 "isBulleted": .bool(isBulleted), "items": items.templateValue, "hasBody": .bool(hasBody),
                 "bodyHTML": .text(bodyHTML)])
    }
}
