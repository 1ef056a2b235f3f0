/// The spacing of date ticks on a line chart's x axis.
public enum DateTickUnit: Sendable, Equatable {
    case day, week, month, year
}

/// One tick on a date axis. The caller's label function receives it and can print
/// a month name for `.month`, a year for `.year`, or a day for `.day` and `.week`.
public struct DateTick: Sendable, Equatable {
    /// Days since 1970-01-01.
    public let day: Int
    /// The unit the ticks are spaced in.
    public let unit: DateTickUnit
    /// How many units apart consecutive ticks are (1, 2, 3, 6 months…).
    public let step: Int

    public init(day: Int, unit: DateTickUnit, step: Int) {
        self.day = day
        self.unit = unit
        self.step = step
    }

    /// Ticks for the days `first...last`, at most `maxCount` of them: every day or
    /// every other day for spans of a few days, then week starts (every one or two
    /// weeks), then month starts (every 1, 2, 3 or 6 months, aligned to January),
    /// then year starts. The finest spacing that fits is chosen.
    public static func ticks(from first: Int, through last: Int, maxCount: Int, firstWeekday: Weekday) -> [DateTick] {
        guard first <= last else { return [] }
        let limit = max(maxCount, 2)
        let candidates: [(DateTickUnit, Int)] = [
            (.day, 1), (.day, 2), (.week, 1), (.week, 2),
            (.month, 1), (.month, 2), (.month, 3), (.month, 6),
            (.year, 1), (.year, 2), (.year, 5), (.year, 10), (.year, 20), (.year, 50), (.year, 100),
        ]
        for (unit, step) in candidates {
            let days = tickDays(from: first, through: last, unit: unit, step: step, firstWeekday: firstWeekday, limit: limit)
            if let days {
                return days.map { DateTick(day: $0, unit: unit, step: step) }
            }
        }
        return []
    }

    /// The tick days for one spacing, or nil as soon as there would be more than `limit`.
    private static func tickDays(
        from first: Int, through last: Int, unit: DateTickUnit, step: Int, firstWeekday: Weekday, limit: Int
    ) -> [Int]? {
        // Cheap size check first so long spans never enumerate every day.
        let approximateLength: Int
        switch unit {
        case .day: approximateLength = 1
        case .week: approximateLength = 7
        case .month: approximateLength = 28
        case .year: approximateLength = 365
        }
        if (last - first) / (approximateLength * step) > limit + 1 { return nil }

        var days: [Int] = []
        switch unit {
        case .day:
            days = Array(stride(from: first, through: last, by: step))
        case .week:
            var day = firstWeekday.startOfWeek(containing: first)
            if day < first { day += 7 }
            days = Array(stride(from: day, through: last, by: 7 * step))
        case .month, .year:
            let monthStep = unit == .month ? step : 12 * step
            var date = CivilDate(daysSince1970: first)
            date = date.day == 1 ? date.firstOfMonth(adding: 0) : date.firstOfMonth(adding: 1)
            let index = date.year * 12 + date.month - 1
            let remainder = ((index % monthStep) + monthStep) % monthStep
            if remainder != 0 { date = date.firstOfMonth(adding: monthStep - remainder) }
            while date.daysSince1970 <= last {
                days.append(date.daysSince1970)
                if days.count > limit { return nil }
                date = date.firstOfMonth(adding: monthStep)
            }
        }
        return days.count > limit ? nil : days
    }
}
