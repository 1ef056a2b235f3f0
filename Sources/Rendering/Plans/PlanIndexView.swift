/// `plans/index.html`: every plan with its dates and how much of it was done.
struct PlanIndexView: Sendable, Encodable {
    struct Entry: Sendable, Encodable {
        var href: String
        var name: String
        /// The athlete's name, when the site has several athletes.
        var athlete: Maybe<String>
        /// `19 Oct 2026 – 15 Nov 2026 · 4 weeks`.
        var detail: String
        /// `12 of 15 done (80%)`, once slots have passed and the athlete has workouts.
        var compliance: Maybe<String>
    }

    var plans: [Entry]
    var hasPlans: Bool
    /// Relative link to calendar.ics.
    var calendarHref: String
}
