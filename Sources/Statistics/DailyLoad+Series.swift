import TrainingModel

extension DailyLoad {
    /// The daily series from `loads[0]` (the day `firstDay`) onwards, in one pass:
    /// rolling window sums for the acute (7-day) and chronic (28-day) means, and the
    /// CTL/ATL recurrences starting from 0 the day before `firstDay`.
    public static func series(loads: [Double], from firstDay: CalendarDate) -> [DailyLoad] {
        var result: [DailyLoad] = []
        result.reserveCapacity(loads.count)
        var acuteSum = 0.0, chronicSum = 0.0
        // Counting the loaded days in each window lets a window that holds none read
        // exactly 0, instead of the residue left by adding and subtracting doubles;
        // otherwise a long break could yield a ratio of rounding noise.
        var acuteLoaded = 0, chronicLoaded = 0
        var ctl = 0.0, atl = 0.0
        for (index, load) in loads.enumerated() {
            acuteSum += load
            chronicSum += load
            if load != 0 { acuteLoaded += 1; chronicLoaded += 1 }
            if index >= 7 {
                let leaving = loads[index - 7]
                acuteSum -= leaving
                if leaving != 0 { acuteLoaded -= 1 }
            }
            if index >= 28 {
                let leaving = loads[index - 28]
                chronicSum -= leaving
                if leaving != 0 { chronicLoaded -= 1 }
            }
            if acuteLoaded == 0 { acuteSum = 0 }
            if chronicLoaded == 0 { chronicSum = 0 }
            let acute = acuteSum / 7
            let chronic = chronicSum / 28
            let tsb = ctl - atl
            ctl += (load - ctl) / 42
            atl += (load - atl) / 7
            result.append(DailyLoad(date: firstDay.adding(days: index), load: load, acute: acute, chronic: chronic,
                                    acwr: chronic > 0 ? acute / chronic : nil, ctl: ctl, atl: atl, tsb: tsb))
        }
        return result
    }
}
