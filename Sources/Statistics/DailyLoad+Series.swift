import Foundation
import TrainingModel

extension DailyLoad {
    /// A run of empty days longer than this is crossed in one step: CTL and ATL decay by
    /// (41/42)^gap and (6/7)^gap. Shorter runs are stepped a day at a time, so the figures
    /// of a log trained at least once every four weeks are the very doubles the day-by-day
    /// recurrence gives; after a longer break they may differ in the last bits, never
    /// in the two decimals stats.json prints (docs/statistics.md#session-load-and-the-daily-series).
    static let steppedGap = 28

    /// The series at the days `reported` (ascending, none before the first day of
    /// `loads`), given `loads`: the days with a workout, ascending, each with its summed
    /// load. Days not in `loads` have load 0. The cost follows the data, not the span: the
    /// window sums change only on a loaded day and 7 and 28 days after it, and CTL/ATL
    /// start from 0 the day before the first day of `loads`.
    public static func series(loads: [(date: CalendarDate, load: Double)], reported: [CalendarDate]) -> [DailyLoad] {
        guard let first = loads.first?.date.daysSinceEpoch else { return [] }
        var loadOf: [Int: Double] = [:]
        var events = Set(reported.map(\.daysSinceEpoch))
        for (date, load) in loads {
            let day = date.daysSinceEpoch
            loadOf[day, default: 0] += load
            events.insert(day)
            if load != 0 { events.formUnion([day + 7, day + 28]) }
        }
        let wanted = Set(reported.map(\.daysSinceEpoch))
        var result: [DailyLoad] = []
        result.reserveCapacity(reported.count)
        var acuteSum = 0.0, chronicSum = 0.0
        // Counting the loaded days in each window lets a window that holds none read
        // exactly 0, instead of the residue left by adding and subtracting doubles;
        // otherwise a long break could yield a ratio of rounding noise.
        var acuteLoaded = 0, chronicLoaded = 0
        var ctl = 0.0, atl = 0.0
        var settled = first - 1  // the day `ctl` and `atl` are at
        for day in events.sorted() where day >= first {
            // Adding or taking away 0 leaves a sum unchanged, so skipping the days in
            // between gives the same doubles as walking them.
            let load = loadOf[day] ?? 0
            acuteSum += load
            chronicSum += load
            if load != 0 { acuteLoaded += 1; chronicLoaded += 1 }
            if let leaving = loadOf[day - 7], leaving != 0 { acuteSum -= leaving; acuteLoaded -= 1 }
            if let leaving = loadOf[day - 28], leaving != 0 { chronicSum -= leaving; chronicLoaded -= 1 }
            if acuteLoaded == 0 { acuteSum = 0 }
            if chronicLoaded == 0 { chronicSum = 0 }
            let gap = day - 1 - settled
            if gap > steppedGap {
                ctl *= pow(41.0 / 42, Double(gap))
                atl *= pow(6.0 / 7, Double(gap))
            } else {
                for _ in 0..<gap {
                    ctl += -ctl / 42
                    atl += -atl / 7
                }
            }
            let acute = acuteSum / 7
            let chronic = chronicSum / 28
            let tsb = ctl - atl
            ctl += (load - ctl) / 42
            atl += (load - atl) / 7
            settled = day
            guard wanted.contains(day) else { continue }
            result.append(DailyLoad(date: CalendarDate(daysSinceEpoch: day), load: load, acute: acute, chronic: chronic,
                                    acwr: chronic > 0 ? acute / chronic : nil, ctl: ctl, atl: atl, tsb: tsb))
        }
        return result
    }
}
