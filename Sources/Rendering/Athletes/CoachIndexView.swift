/// `athletes/index.html` (by name) and `athletes/by-<order>.html`: the coach's overview,
/// one row per athlete, in one pre-rendered page per order so it sorts without
/// JavaScript; `paginate` rows a page.
struct CoachIndexView: Sendable, Encodable {
    struct OrderLink: Sendable, Encodable {
        var label: String
        var href: String
        var current: Bool
    }

    struct Flag: Sendable, Encodable {
        var label: String
        /// `flag-no-workouts`, `flag-no-training`, `flag-high-acute-chronic`, `flag-new-record`.
        var cssClass: String
    }

    /// One line of an athlete's rows (`CoachCells.Measure`): a discipline or the session load, its trend drawn.
    struct Measure: Sendable, Encodable {
        var discipline: String
        var thisWeek: [String]
        var lastWeek: [String]
        var average: [String]
        var sparklineHTML: Maybe<String>
    }

    /// An athlete: one table row per discipline they train and one for the session load,
    /// the athlete's own cells spanning them.
    struct Row: Sendable, Encodable {
        var name: String
        var href: String
        var lastWorkout: Maybe<LinkItem>
        /// How many table rows the athlete takes: `rest.count + 1`.
        var span: Int
        /// The first discipline, or the session load without one.
        var first: Measure
        /// The other disciplines, then the session load.
        var rest: [Measure]
        var compliance: String
        var flags: [Flag]
    }

    var words: CoachStrings
    var orders: [OrderLink]
    var rows: [Row]
    /// Under the table while the as-of week is not over: the sparklines draw it unfinished.
    var unfinishedWeekNote: Maybe<String>
    var pager: Maybe<PagerView>
}
