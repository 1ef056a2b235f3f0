import TrainingModel

/// Which calendar feeds a site gets: `calendar.ics` with every planned session, and,
/// when the site has several athletes, `athletes/<id>/calendar.ics` with one athlete's
/// (beside the athlete's pages, docs/site-pages.md `athletes/<id>/`). Only written when there are plans.
enum CalendarFeed {
    /// Athlete ids of profiles and of plans, sorted: more than one means per-athlete feeds.
    static func athletes(in library: TrainingLibrary) -> [String] {
        Set(library.athletes.map(\.id) + library.plans.map(\.athlete).filter { !$0.isEmpty }).sorted()
    }

    /// `nil` for the site-wide feed, then each athlete with a plan when there are several athletes.
    static func feeds(in library: TrainingLibrary) -> [String?] {
        guard !library.plans.isEmpty else { return [] }
        let withPlans = Set(library.plans.map(\.athlete))
        let perAthlete = athletes(in: library).count > 1 ? athletes(in: library).filter(withPlans.contains) : []
        return [nil] + perAthlete.map(Optional.some)
    }

    /// The host for UIDs: `base_url`'s host, else `spotter`.
    static func host(baseURL: String?) -> String {
        guard let baseURL, let scheme = baseURL.firstRange(of: "://") else { return "spotter" }
        let rest = baseURL[scheme.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
        let userless = host.split(separator: "@").last.map(String.init) ?? ""
        return userless.isEmpty ? "spotter" : userless.lowercased()
    }

    /// `<plan>-<week>-<weekday>-<session>@<host>`, with `-<n>` after the session for its
    /// second and later occurrence on one day.
    static func uid(_ planned: PlannedSession, host: String) -> String {
        var text = "\(planned.plan)-\(planned.week)-\(planned.weekday.rawValue)-\(planned.session)"
        if planned.occurrence > 1 { text += "-\(planned.occurrence)" }
        return text + "@" + host
    }

    /// How long a planned session with a time lasts in the calendar: its estimated duration
    /// (docs/sheets-and-plans.md#estimated-duration) rounded up to a quarter hour, at least a
    /// quarter hour; an hour for a session the site has no page of (a private one, whose
    /// length is not published either).
    static func plannedMinutes(_ session: SessionTemplate?) -> Int {
        guard let session else { return 60 }
        let minutes = Int((session.estimatedDuration / 60).rounded(.up))
        return max(15, (minutes + 14) / 15 * 15)
    }
}
