@testable import Rendering
import Templating
import Testing

/// The view models that make their own template value make the value their `Encodable`
/// conformance makes: the same fields, named the same, with the same values. Every field
/// is set, and every `Maybe` is tried with and without a value.
struct TemplateValueConvertibleTests {
    static let badges = [
        RecordBadgeView(label: "e1RM PR", cssClass: "record-e1rm", value: "116.7 kg", previous: Maybe("previous best 110 kg")),
        RecordBadgeView(label: "weight PR", cssClass: "record-weight", value: "120 kg", previous: .none),
    ]

    static let rows = [
        WorkoutView.SetRow(number: "1", grip: "Half crimp 20 mm", weight: "100 kg", reps: "5", rpe: "8", time: "0:45", distance: "400 m",
                           kind: Maybe("warm-up"), isWarmup: true, cssClass: "set-warmup"),
        WorkoutView.SetRow(number: "2", grip: "", weight: "", reps: "", rpe: "", time: "", distance: "", kind: .none,
                           isWarmup: false, cssClass: ""),
    ]

    static let entries = [
        WorkoutView.Entry(exerciseName: "Back Squat", exerciseHref: Maybe("/exercises/back-squat/"), records: badges,
                          showGrip: true, showWeight: true, showReps: false, showRPE: true, showTime: false, showDistance: true,
                          showKind: false, sets: rows, grade: Maybe("V4"), hasNotes: true, notesHTML: "<p>Deep</p>"),
        WorkoutView.Entry(exerciseName: "Plank", exerciseHref: .none, records: [], showGrip: false, showWeight: false, showReps: true,
                          showRPE: false, showTime: true, showDistance: false, showKind: true, sets: [], grade: .none,
                          hasNotes: false, notesHTML: ""),
    ]

    static let facts = [FactView(label: "Type", value: "Strength", note: Maybe("Epley")), FactView(label: "Sets", value: "5")]
    static let links = [LinkItem(href: "/sessions/a/", label: "Lower A", detail: Maybe("5 exercises")),
                        LinkItem(href: "/sessions/b/", label: "Upper", detail: .none)]
    static let sections = [
        ExerciseView.Section(heading: "Steps", cssClass: "section-steps", isOrdered: true, isBulleted: false,
                             items: [HTMLFragment(itemHTML: "Brace"), HTMLFragment(itemHTML: "<em>Sit</em>")], hasBody: true,
                             bodyHTML: "<p>Stand</p>"),
        ExerciseView.Section(heading: "", cssClass: "", isOrdered: false, isBulleted: true, items: [], hasBody: false,
                             bodyHTML: ""),
        // No two flags alike in all three, so a flag made under another's name is seen.
        ExerciseView.Section(heading: "Cues", cssClass: "section-cues", isOrdered: true, isBulleted: false, items: [],
                             hasBody: false, bodyHTML: ""),
    ]

    @Test func factsLinksAndSectionsMakeWhatTheirEncodingMakes() {
        for fact in Self.facts { #expect(fact.templateValue == TemplateEncoder.encoded(fact)) }
        for link in Self.links { #expect(link.templateValue == TemplateEncoder.encoded(link)) }
        for section in Self.sections { #expect(section.templateValue == TemplateEncoder.encoded(section)) }
        for item in Self.sections[0].items { #expect(item.templateValue == TemplateEncoder.encoded(item)) }
        #expect(Self.facts.templateValue == TemplateEncoder.encoded(Self.facts))
    }

    @Test func layoutsAndExerciseIndexPartsMakeWhatTheirEncodingMakes() {
        let nav = [NavLink(href: "/", label: "Home", current: true), NavLink(href: "/exercises/", label: "Exercises", current: false)]
        let layouts = [
            LayoutView(lang: "en", title: "Squat · Gym", siteTitle: "Gym", author: Maybe("Ana"), homeHref: "../",
                       stylesheetHref: "../style.css", nav: nav, asOf: "Mon 2 Mar 2026", asOfISO: "2026-03-02",
                       bodyClass: "page-exercise", description: "How to squat", openGraphTitle: "Squat · OG",
                       openGraphType: "article", canonicalURL: Maybe("https://example.org/exercises/squat/"),
                       faviconHref: "../favicon.svg", feedHref: "../feed.xml", feedTitle: "Gym · Workouts"),
            LayoutView(lang: "es", title: "", siteTitle: "", author: .none, homeHref: "", stylesheetHref: "", nav: [],
                       asOf: "", asOfISO: "", bodyClass: "", description: "", openGraphTitle: "", openGraphType: "",
                       canonicalURL: .none, faviconHref: "", feedHref: "", feedTitle: ""),
        ]
        for layout in layouts { #expect(layout.templateValue == TemplateEncoder.encoded(layout)) }
        // Nested values reach `encoded` through their own `templateValue`: each is checked itself too.
        for link in nav { #expect(link.templateValue == TemplateEncoder.encoded(link)) }
        let cards = [
            ExerciseIndexView.Card(href: "squat/", name: "Squat", subtype: Maybe("Barbell"), equipment: Maybe("Rack"),
                                   muscles: Maybe("Quadriceps")),
            ExerciseIndexView.Card(href: "plank/", name: "Plank", subtype: .none, equipment: .none, muscles: .none),
        ]
        for card in cards { #expect(card.templateValue == TemplateEncoder.encoded(card)) }
        let group = ExerciseIndexView.FacetGroup(heading: "Muscle", values: [
            ExerciseIndexView.FacetLink(href: "muscle/quadriceps/", label: "Quadriceps", count: "3", current: true),
            ExerciseIndexView.FacetLink(href: "muscle/core/", label: "Core", count: "1", current: false),
        ])
        #expect(group.templateValue == TemplateEncoder.encoded(group))
        for link in group.values { #expect(link.templateValue == TemplateEncoder.encoded(link)) }
    }

    @Test func exercisePagesMakeWhatTheirEncodingMakes() {
        let statistics = ExerciseHistoryView(
            athleteName: Maybe("Ana"), facts: Self.facts,
            charts: [ExerciseHistoryView.Chart(heading: "e1RM", chartHTML: "<svg></svg>")],
            repMaxes: [ExerciseHistoryView.RepMaxRow(reps: "5", weight: "100 kg", date: "Mon 2 Mar 2026",
                                                     isoDate: "2026-03-02", workoutHref: "../w/")],
            records: [ExerciseHistoryView.RecordRow(date: "Mon 2 Mar 2026", isoDate: "2026-03-02", workoutHref: "../w/",
                                                    kind: "e1RM", cssClass: "record-e1rm", value: "116.7 kg",
                                                    previous: "110 kg")])
        let history = ExerciseView.HistoryEntry(
            workout: WorkoutSummaryView(href: "../w/", date: "Mon 2 Mar 2026", isoDate: "2026-03-02", title: "Lower A",
                                        detail: Maybe("1 h"), records: .none),
            sets: [SetView(text: "100 kg × 5", kind: Maybe("warm-up"), isWarmup: true, cssClass: "set-warmup")])
        let pages = [
            ExerciseView(name: "Back Squat", aliases: Maybe("Squat"), facts: Self.facts, primaryMuscles: ["quads", "glutes"],
                         secondaryMuscles: ["core"], images: [ExerciseView.Image(src: "a.jpg", alt: "Squat")],
                         videoHref: Maybe("https://example.org/v"), hasIntro: true, introHTML: "<p>Sit</p>",
                         sections: Self.sections, sessions: Self.links, statistics: [statistics], history: [history],
                         earlierWorkouts: Maybe("12 earlier workouts"), workoutsHref: "../../workouts/",
                         athleteHistories: Self.links.reversed(), libraryHref: Maybe("../../exercises/squat/")),
            ExerciseView(name: "", aliases: .none, facts: [], primaryMuscles: [], secondaryMuscles: [], images: [],
                         videoHref: .none, hasIntro: false, introHTML: "", sections: [], sessions: [], statistics: [],
                         history: [], earlierWorkouts: .none, workoutsHref: "", athleteHistories: [], libraryHref: .none),
        ]
        for page in pages { #expect(page.templateValue == TemplateEncoder.encoded(page)) }
        for image in pages[0].images { #expect(image.templateValue == TemplateEncoder.encoded(image)) }
    }

    @Test func recordBadgesMakeWhatTheirEncodingMakes() {
        for badge in Self.badges { #expect(badge.templateValue == TemplateEncoder.encoded(badge)) }
    }

    @Test func setRowsMakeWhatTheirEncodingMakes() {
        for row in Self.rows { #expect(row.templateValue == TemplateEncoder.encoded(row)) }
    }

    @Test func entriesMakeWhatTheirEncodingMakes() {
        for entry in Self.entries { #expect(entry.templateValue == TemplateEncoder.encoded(entry)) }
        // One flag on at a time: a flag made under another's name is seen.
        for flag in 0..<8 {
            let entry = WorkoutView.Entry(exerciseName: "Squat", exerciseHref: .none, records: [], showGrip: flag == 7,
                                          showWeight: flag == 0,
                                          showReps: flag == 1, showRPE: flag == 2, showTime: flag == 3,
                                          showDistance: flag == 4, showKind: flag == 5, sets: [], grade: .none,
                                          hasNotes: flag == 6, notesHTML: "")
            #expect(entry.templateValue == TemplateEncoder.encoded(entry))
        }
    }

    /// Makes a value its encoding never would, so the test sees which one the encoder took.
    private struct Probe: TemplateValueConvertible {
        var field = "encoded"
        var templateValue: TemplateValue { .text("own") }
    }

    private struct Holder: Encodable {
        var probe = Probe()
        var probes = [Probe()]
    }

    @Test func theEncoderUsesTheirOwnValue() {
        #expect(TemplateEncoder.value(of: Probe()) == .text("own"))
        #expect(TemplateEncoder.value(of: Holder()) == .object(["probe": .text("own"), "probes": .list([.text("own")])]))
        #expect(TemplateEncoder.encoded(Probe()) == .object(["field": .text("encoded")]))
    }
}
