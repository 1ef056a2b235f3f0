/// `athletes/<id>/cardio/index.html`: an athlete's distance, time and pace per sport,
/// made when the athlete has cardio (`CardioStatistics`).
struct CardioView: Sendable, Encodable {
    var name: String
    /// `Distances in km, paces in min/km.`
    var unitsNote: String
    var sports: [Sport]
    var dashboardHref: String
    var labels: CardioStrings

    struct Sport: Sendable, Encodable {
        var name: String
        /// `sport-running`, the section's id.
        var anchor: String
        /// The pace columns' heading: `Speed` for cycling, `Pace` otherwise.
        var paceHeading: String
        /// Sessions, distance, time, average pace, longest effort.
        var facts: [FactView]
        /// Weekly and monthly distance and time.
        var charts: [DashboardView.ChartCard]
        var bestEfforts: [EffortRow]
        var records: [RecordRow]
        /// The newest `PageBuilder.cardioSessionLimit`, newest first.
        var sessions: [SessionRow]
        /// `3 earlier sessions`, linked to the workout index's page that lists the newest of them.
        var earlierSessions: Maybe<LinkItem>
    }

    struct EffortRow: Sendable, Encodable {
        var distance: String
        var time: String
        var pace: String
        /// `10 km in 52:00`: the set it comes from.
        var effort: String
        var date: String
        var isoDate: String
        var workout: LinkItem
    }

    struct RecordRow: Sendable, Encodable {
        var date: String
        var isoDate: String
        var record: String
        var value: String
        var previous: String
        var workout: LinkItem
    }

    struct SessionRow: Sendable, Encodable {
        var date: String
        var isoDate: String
        var workout: LinkItem
        var distance: String
        var time: String
        var pace: String
    }
}
