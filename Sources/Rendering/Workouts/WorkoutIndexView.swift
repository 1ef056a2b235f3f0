/// `workouts/index.html`: workouts grouped by month, newest first, `paginate` workouts a
/// page (`workouts/index-2.html` …); a month may continue on the next page.
struct WorkoutIndexView: Sendable, Encodable {
    struct Month: Sendable, Encodable {
        /// `March 2026`.
        var heading: String
        /// `month-2026-03`.
        var anchor: String
        /// `3 workouts · 12,345 kg · 3 h 5 min`.
        var totals: String
        var workouts: [WorkoutSummaryView]
    }

    var heading: String
    var months: [Month]
    var pager: Maybe<PagerView>
    /// On an athlete's own index (several athletes): a search box over their workouts.
    var search: Maybe<SearchBox>
}

/// What the `search` partial needs: the index script and the site root, both relative.
struct SearchBox: Sendable, Encodable {
    var searchIndexHref: String
    var rootHref: String
}
