/// A set of checkboxes under a search box (the `search` partial) that narrows what the
/// search lists by a field of the search index's entries (docs/site-pages.md): the exercise
/// index's "Equipment you have", the session index's types. Hidden until the search script runs.
struct SearchFilterView: Sendable, Encodable {
    struct Choice: Sendable, Encodable {
        /// The entry field's value the box stands for (an equipment slug, a session type).
        var value: String
        var label: String
    }

    /// The entry field compared, and the page address's parameter that ticks boxes when it opens.
    var field: String
    /// `within`: every value of the entry must be ticked (an entry with none passes); `one-of`:
    /// the entry's one value must be.
    var rule: String
    var legend: String
    var hint: Maybe<String>
    var choices: [Choice]
}
