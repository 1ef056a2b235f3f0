/// `tests/index.html`: every test the site defines, with its unit, which way is better and its
/// count of results.
struct TestIndexView: Sendable, Encodable {
    var heading: String
    var tests: [LinkItem]
    var words: TestStrings
}

/// `tests/<id>/index.html`: the test's protocol, its unit and direction, each athlete's best and
/// a chart of every athlete's results over time.
struct TestView: Sendable, Encodable {
    struct Best: Sendable, Encodable {
        var athlete: String
        var result: String
        var date: String
        /// `2 results`.
        var count: String
    }

    var name: String
    var hasProtocol: Bool
    var protocolHTML: String
    var facts: [FactView]
    var bests: [Best]
    var chart: Maybe<DashboardView.ChartCard>
    var words: TestStrings
}
