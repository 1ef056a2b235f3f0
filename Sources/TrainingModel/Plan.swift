/// A program: which session on which day (docs/content-format.md#plans).
public struct Plan: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var athlete: String
    public var start: CalendarDate
    public var weeks: Int
    /// One entry per distinct week pattern. A single pattern repeats every week;
    /// with several, week n uses pattern (n − 1) mod count.
    public var schedule: [WeekSchedule]
    /// 1-based week numbers.
    public var deloadWeeks: [Int]
    /// Markdown.
    public var notes: String
    public var sourcePath: String
    /// `reminder:`: the alarm of the plan's calendar events; nil for the site's (`SiteConfig.reminder`).
    public var reminder: Reminder?

    public init(id: String, name: String, athlete: String, start: CalendarDate, weeks: Int,
                schedule: [WeekSchedule], deloadWeeks: [Int] = [], notes: String = "", sourcePath: String = "",
                reminder: Reminder? = nil) {
        self.id = id
        self.name = name
        self.athlete = athlete
        self.start = start
        self.weeks = weeks
        self.schedule = schedule
        self.deloadWeeks = deloadWeeks
        self.notes = notes
        self.sourcePath = sourcePath
        self.reminder = reminder
    }

    /// The schedule of week `n` (1-based).
    public func week(_ n: Int) -> WeekSchedule {
        guard !schedule.isEmpty else { return WeekSchedule(days: [:]) }
        return schedule[(n - 1) % schedule.count]
    }
}

public struct WeekSchedule: Hashable, Sendable {
    /// Session ids per weekday, in the order written.
    public var days: [Weekday: [String]]
    /// The clock time each of a day's sessions is given (`monday: upper-a @ 18:00`), in
    /// minutes after midnight, in the order of `days`; a day or session left out has none.
    public var times: [Weekday: [Int?]]

    public init(days: [Weekday: [String]], times: [Weekday: [Int?]] = [:]) {
        self.days = days
        self.times = times
    }

    /// The time of the `index`th session of `weekday`, when the plan gives one.
    public func time(on weekday: Weekday, at index: Int) -> Int? {
        guard let times = times[weekday], times.indices.contains(index) else { return nil }
        return times[index]
    }
}
