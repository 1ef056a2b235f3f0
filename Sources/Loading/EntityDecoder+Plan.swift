import Diagnostics
import TrainingModel

extension EntityDecoder {
    static let planKeys = ["id", "name", "athlete", "start", "weeks", "schedule", "deload_weeks", "notes"]

    /// Weekday keys: full English names or their three-letter abbreviations.
    static let weekdayWords: [(word: String, value: Weekday)] =
        Weekday.mondayFirst.map { ($0.rawValue, $0) } + Weekday.mondayFirst.map { (String($0.rawValue.prefix(3)), $0) }

    func plan(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: PlanDraft)? {
        map.checkKeys(Self.planKeys)
        let (id, location) = entityID(map)
        let start = map.required("start")?.date()
        let weeks = map.required("weeks")?.integer(in: 1...1000, expected: "a whole number of weeks from 1")
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
        var deloads: [Int] = []
        if let reader = map["deload_weeks"] {
            for item in reader.list(acceptsSingle: true) ?? [] {
                if let week = item.integer(in: 1...(weeks ?? 1000), expected: "a week number from 1 to \(weeks ?? 1000)") {
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
        let plan = Plan(id: id, name: map.string("name") ?? id, athlete: "",
                        start: start ?? CalendarDate(daysSinceEpoch: 0), weeks: weeks ?? 1,
                        schedule: schedule, deloadWeeks: deloads, notes: markdown(body: body, field: map.string("notes")),
                        sourcePath: path)
        return (id, location, PlanDraft(plan: plan, athlete: reference(map["athlete"]), sessions: sessions))
    }

    /// One week: weekday → a session id or a list of them.
    private func weekSchedule(_ map: MapReader, references: inout [Reference]) -> WeekSchedule {
        var days: [Weekday: [String]] = [:]
        for entry in map.entries {
            let keyReader = NodeReader(node: ContentNode(value: .scalar(entry.key, .plain), line: entry.keyLine,
                                                         column: entry.keyColumn),
                                       path: map.keyPath(entry.key), context: context)
            guard let day = keyReader.choice(Self.weekdayWords) else { continue }
            let value = NodeReader(node: entry.value, path: map.keyPath(entry.key), context: context)
            if entry.value.isNull { continue }
            for item in value.list(acceptsSingle: true) ?? [] {
                guard let ref = reference(item) else { continue }
                references.append(ref)
                days[day, default: []].append(ref.text)
            }
        }
        return WeekSchedule(days: days)
    }
}
