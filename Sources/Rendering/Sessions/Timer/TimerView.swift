/// `sessions/<id>/timer/index.html`: the session's interval protocols as the timer plays
/// them. Every step is listed (the timeline with the clock time each starts at, for readers
/// without JavaScript and to see what comes); the same steps are `timelineJSON`, which the
/// theme's `timer.js` reads from the page and plays. The script computes nothing of its own
/// but the time within a step.
struct TimerView: Sendable, Encodable {
    struct Step: Sendable, Encodable {
        /// `work`, `rest-reps`, `rest-sets` or `rest-grips`.
        var kind: String
        var isRest: Bool
        /// `0:57`: seconds from the protocol's start, as the sheet prints it.
        var clock: String
        /// `Hang`, `Rest`, `Rest between sets`, `Change grip`.
        var name: String
        /// `Half crimp 20 mm`; for an unnamed grip, the exercise's name.
        var grip: String
        /// `Set 2 of 3 · rep 4 of 6`; empty for a change of grip.
        var detail: String
        /// `7 s`.
        var duration: String
        /// The list's line: `Hang · Half crimp 20 mm · Set 2 of 3 · rep 4 of 6`.
        var text: String
    }

    struct ProtocolView: Sendable, Encodable {
        /// `3. Hangboard Hang`.
        var title: String
        /// The protocol in words, as on the session page.
        var summary: String
        /// `Time under tension 8 min 24 s · Total 18 min 42 s`, as on the sheet.
        var totals: String
        var steps: [Step]
    }

    var name: String
    var sessionHref: String
    var sheetHref: String
    var scriptHref: String
    var protocols: [ProtocolView]
    /// The steps to play, as escaped JSON in an attribute (docs/site-pages.md: the timer).
    var timelineJSON: String
    /// `Get ready` lasts this many seconds.
    var leadSeconds: Int
}
