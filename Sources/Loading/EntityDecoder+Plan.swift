import Diagnostics
import Notation
import TrainingModel

extension EntityDecoder {
    static let planKeys = ["id", "name", "athlete", "start", "weeks", "schedule", "deload_weeks", "notes", "reminder"]

    /// Weekday keys: full English names or their three-letter abbreviations.
    static let weekdayWords: [(word: String, value: Weekday)] =
        Weekday.mondayFirst.map { ($0.rawValue, $0) } + Weekday.mondayFirst.map { (String($0.rawValue.prefix(3)), $0) }

    func plan(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: PlanDraft)? {
        map.checkKeys(Self.planKeys)
        let (id, location) = entityID(map)
        let start = map.required("start")?.date()
        let limits = config.limits
        var weeks = map.required("weeks")?.integer(in: 1...Int.max, expected: "a whole number of weeks from 1")
        if let count = weeks, count > limits.planWeeks {
            map["weeks"]?.report(.limitExceeded(.planWeeks, limit: limits.planWeeks, found: count))
            weeks = nil
        }
        var sessions: [Reference] = []
        var schedule: [WeekSchedule] = []
        if let reader = map.required("schedule") {
            switch reader.node.value {
            case .sequence:
                for week in reader.list() ?? [] {
                    if let weekMap = week.mapping() { schedule.append(weekSchedule(weekMap, references: &sessions)) }
                }
            default:
                if let weekMap = reader.mapping() { schedule.append(weekSchedule(weekMap, references: &sessions)) }
            }
        }
        // The sessions the plan schedules over its weeks, a shorter list of weeks repeated in turn.
        if let weeks, !schedule.isEmpty, let reader = map["schedule"] {
            let perWeek = schedule.map { $0.days.values.reduce(0) { $0 + $1.count } }
            let total = (0..<weeks).reduce(0) { $0 + perWeek[$1 % perWeek.count] }
            if total > limits.planSessions {
                reader.report(.limitExceeded(.planSessions, limit: limits.planSessions, found: total))
            }
        }
        var deloads: [Int] = []
        if let reader = map["deload_weeks"] {
            for item in reader.list(acceptsSingle: true) ?? [] {
                if let week = item.integer(in: 1...(weeks ?? limits.planWeeks),
                                           expected: "a week number from 1 to \(weeks ?? limits.planWeeks)") {
                    deloads.append(week)
                }
            }
        }
        // Without a valid start the plan has failed (an error was reported); it is still returned
        // so that its session references are checked too.
        if let start, start.weekday != config.weekStarts, let reader = map["start"] {
            reader.report(.planStartsMidweek(start: start.iso, weekday: start.weekday.rawValue,
                                             weekStart: config.weekStarts.rawValue))
        }
        let reminder = map["reminder"]?.notation(ReminderText.parse)
        let plan = Plan(id: id, name: map.string("name") ?? id, athlete: "",
                        start: start ?? CalendarDate(daysSinceEpoch: 0), weeks: weeks ?? 1,
                        schedule: schedule, deloadWeeks: deloads, notes: markdown(body: body, field: map.string("notes")),
                        sourcePath: path, reminder: reminder)
        return (id, location, PlanDraft(plan: plan, athlete: reference(map["athlete"]), sessions: sessions))
    }

    /// One week: weekday → a session id or a list of them, each with an optional time
    /// (`upper-a @ 18:00`).
    private func weekSchedule(_ map: MapReader, references: inout [Reference]) -> WeekSchedule {
        var days: [Weekday: [String]] = [:]
        var times: [Weekday: [Int?]] = [:]
        for entry in map.entries {
            let keyReader = NodeReader(node: ContentNode(value: .scalar(entry.key, .plain), line: entry.keyLine,
                                                         column: entry.keyColumn),
                                       path: map.keyPath(entry.key), context: context)
            guard let day = keyReader.choice(Self.weekdayWords) else { continue }
            let value = NodeReader(node: entry.value, path: map.keyPath(entry.key), context: context)
            if entry.value.isNull { continue }
            let items = value.list(acceptsSingle: true) ?? []
            if items.count > config.limits.sessionsPerDay {
                value.report(.limitExceeded(.sessionsPerDay, limit: config.limits.sessionsPerDay, found: items.count))
                continue
            }
            for item in items {
                guard let (ref, time) = scheduledSession(item) else { continue }
                references.append(ref)
                days[day, default: []].append(ref.text)
                times[day, default: []].append(time)
            }
        }
        // A week with no times keeps none, as one written before times were.
        return WeekSchedule(days: days, times: times.values.contains { $0.contains { $0 != nil } } ? times : [:])
    }

    /// `upper-a`, or `upper-a @ 18:00`: a session id and the clock time it starts at
    /// (`H:MM` or `HH:MM`, 00:00 to 23:59, in the site's time zone). A mistake in the time is
    /// reported at its column, and the session is still read.
    private func scheduledSession(_ item: NodeReader) -> (Reference, Int?)? {
        guard let text = item.string() else { return nil }
        guard let at = text.firstIndex(of: "@") else {
            return (Reference(text: text.trimmingWhitespace, location: item.location, keyPath: item.path), nil)
        }
        let id = text[..<at].trimmingWhitespace
        let timeText = text[text.index(after: at)...]
        let offset = text.distance(from: text.startIndex, to: at) + 1
            + timeText.prefix { $0 == " " || $0 == "\t" }.count
        let time = ClockTime.minutes(timeText.trimmingWhitespace).flatMap { $0 < 24 * 60 ? $0 : nil }
        if time == nil {
            let found = timeText.trimmingWhitespace
            item.reportNotation(NotationError(offset: offset, found: found.isEmpty ? NotationError.endOfText : found,
                                              expected: "a time of day from 00:00 to 23:59 after `@`, such as `upper-a @ 18:00`"))
        }
        guard !id.isEmpty else {
            item.reportNotation(NotationError(offset: 0, found: "@", expected: "a session id before `@`"))
            return nil
        }
        return (Reference(text: id, location: item.location, keyPath: item.path), time)
    }
}
