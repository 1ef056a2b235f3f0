import Templating

/// `exercises/index.html` and every facet page (`exercises/muscle/quadriceps/index.html`):
/// exercises grouped by type in the model's order, the facet navigation, and a search
/// box that only appears when its script runs. `paginate` exercises a page
/// (`exercises/index-2.html`, `exercises/muscle/quadriceps/index-2.html` …); the search
/// box searches every exercise, from the search index rather than the page's cards.
struct ExerciseIndexView: Sendable, Encodable {
    struct Group: Sendable, Encodable {
        var heading: String
        /// Fragment id, `type-strength`.
        var anchor: String
        /// The group's exercise cards, each rendered by the `card` template, one per line.
        var cardsHTML: String
    }

    /// One exercise as the `card` template sees it. A card is the same on every page at the
    /// same folder depth, so it is rendered once per exercise and depth (the index and 40
    /// facet pages list 10,000 exercises 120,000 times in a large catalogue) and pages
    /// receive the HTML.
    struct Card: Sendable, Encodable {
        var href: String
        var name: String
        var subtype: Maybe<String>
        var equipment: Maybe<String>
        var muscles: Maybe<String>
    }

    /// One facet kind (`Muscle`) and its values.
    struct FacetGroup: Sendable, Encodable {
        var heading: String
        var values: [FacetLink]
    }

    /// A facet value's page; `current` on the page itself.
    struct FacetLink: Sendable, Encodable {
        var href: String
        var label: String
        var count: String
        var current: Bool
    }

    var heading: String
    /// On a facet page: `3 exercises`.
    var lead: Maybe<String>
    var groups: [Group]
    var facets: [FacetGroup]
    /// On a facet page, the link back to every exercise.
    var allExercisesHref: Maybe<String>
    /// On a facet page whose value is spelt several ways: the others, `dumbbells, Dumbbells`.
    var alsoWritten: Maybe<String>
    /// Where the search script fetches `search-index.json` from, and the prefix of the URLs in it.
    var searchIndexHref: String
    var rootHref: String
    /// `exercise`: the search lists exercises only (sessions in the index have equipment too).
    var searchKinds: String
    /// "Equipment you have": a box per piece some exercise lists, by its facet slug, as the
    /// search index names an exercise's equipment.
    var searchFilters: [SearchFilterView]
    var pager: Maybe<PagerView>
}

extension ExerciseIndexView.Card: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["href": .text(href), "name": .text(name), "subtype": subtype.templateValue,
                 "equipment": equipment.templateValue, "muscles": muscles.templateValue])
    }
}

extension ExerciseIndexView.FacetGroup: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["heading": .text(heading), "values": values.templateValue]) }
}

extension ExerciseIndexView.FacetLink: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["href": .text(href), "label": .text(label), "count": .text(count), "current": .bool(current)])
    }
}
