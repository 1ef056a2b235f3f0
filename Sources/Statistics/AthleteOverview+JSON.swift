/// The coach's overview of an athlete in the top stats.json of a site of several athletes
/// (docs/stats-json.md#overview): what the athletes' rows of `athletes/index.html` and
/// report.md show, in stats.json's units.
extension AthleteOverview: Encodable {
    enum CodingKeys: String, CodingKey { case disciplines, load, flags }
    enum LoadKeys: String, CodingKey { case week, average, weekly }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(disciplines, forKey: .disciplines)
        var load = c.nestedContainer(keyedBy: LoadKeys.self, forKey: .load)
        try load.encode(rounded: weekLoad, forKey: .week)
        try load.encode(rounded: averageLoad, forKey: .average)
        try load.encode(weeklyLoads.map(StatisticsRounding.round), forKey: .weekly)
        try c.encode(flags.map(\.rawValue), forKey: .flags)
    }
}

extension DisciplineOverview: Encodable {
    enum CodingKeys: String, CodingKey { case discipline, sport, share, week, average, weekly }
    enum FigureKeys: String, CodingKey {
        case sessions, volume = "volume_kg", distance = "distance_m", time = "time_s",
             timeUnderTension = "time_under_tension_s", hardest
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(discipline.kind, forKey: .discipline)
        try c.encode(discipline.sport, forKey: .sport)
        try c.encode(rounded: share, forKey: .share)
        for (figures, key) in [(week, CodingKeys.week), (average, .average)] {
            var f = c.nestedContainer(keyedBy: FigureKeys.self, forKey: key)
            try f.encode(rounded: figures.sessions, forKey: .sessions)
            switch discipline {
            case .lifting:
                try f.encode(rounded: figures.tonnage, forKey: .volume)
            case .cardio:
                try f.encode(rounded: figures.distance, forKey: .distance)
                try f.encode(rounded: figures.time, forKey: .time)
            case .climbing:
                try f.encode(rounded: figures.timeUnderTension, forKey: .timeUnderTension)
                try f.encode(figures.hardest.map(\.text), forKey: .hardest)
            }
        }
        try c.encode(weekly.map(StatisticsRounding.round), forKey: .weekly)
    }
}
