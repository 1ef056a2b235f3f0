import Foundation
import TrainingModel

/// stats.json on a site of several athletes (docs/stats-json.md#several-athletes-the-file-is-split): the top file lists the athletes with
/// their totals and streaks, the site's totals and the centre's numbers; each athlete's full statistics go to
/// `athletes/<id>/stats.json`, which is a one-athlete stats.json (the same schema as the
/// stats.json of a one-athlete site). So no file grows with the number of athletes'
/// workouts, only with the number of athletes.
extension SiteStatistics {
    /// Several athletes have statistics (a profile, or data naming them): the site then
    /// splits by athlete (stats.json, athlete pages and folders, badges, report sections).
    /// The one test of "several athletes" everywhere.
    public var hasSeveralAthletes: Bool { athletes.count > 1 }

    /// Where an athlete's full statistics are, relative to the site root.
    public static func athleteFilePath(_ id: String) -> String { "athletes/\(Slug.path(id))/stats.json" }

    /// The statistics of one athlete as a site of their own.
    public func only(_ athlete: AthleteStatistics) -> SiteStatistics {
        SiteStatistics(asOf: asOf, generator: generator, weekStarts: weekStarts, e1rmFormula: e1rmFormula,
                       athletes: [athlete])
    }

    /// The site's totals: every athlete's summed; `first` and `last` the earliest and latest.
    public var totals: TrainingTotals {
        athletes.map(\.totals).reduce(into: TrainingTotals()) { sum, next in
            sum.workouts += next.workouts
            sum.workingSets += next.workingSets
            sum.reps += next.reps
            sum.volume += next.volume
            sum.durationMinutes += next.durationMinutes
            sum.load += next.load
            sum.timedWorkouts += next.timedWorkouts
            sum.ratedWorkouts += next.ratedWorkouts
            sum.first = [sum.first, next.first].compactMap { $0 }.min()
            sum.last = [sum.last, next.last].compactMap { $0 }.max()
        }
    }

    /// The top stats.json of a site of several athletes, as text.
    public func indexJSONData() throws -> Data {
        Data(try OrderedJSONEncoder().encode(Index(statistics: self)))
    }

    struct Index: Encodable {
        struct Entry: Encodable {
            var athlete: AthleteStatistics
            var asOf: CalendarDate

            enum CodingKeys: String, CodingKey { case id, name, totals, streaks, overview, stats }

            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(athlete.id, forKey: .id)
                try c.encode(athlete.name, forKey: .name)
                try c.encode(athlete.totals, forKey: .totals)
                try c.encode(athlete.streaks, forKey: .streaks)
                try c.encode(AthleteOverview(athlete, asOf: asOf), forKey: .overview)
                try c.encode(SiteStatistics.athleteFilePath(athlete.id), forKey: .stats)
            }
        }

        var statistics: SiteStatistics

        enum CodingKeys: String, CodingKey {
            case asOf = "as_of", generator, weekStarts = "week_starts", e1rmFormula = "e1rm_formula", totals, athletes,
                 centre
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(statistics.asOf, forKey: .asOf)
            try c.encode(statistics.generator, forKey: .generator)
            try c.encode(statistics.weekStarts.rawValue, forKey: .weekStarts)
            try c.encode(statistics.e1rmFormula.rawValue, forKey: .e1rmFormula)
            try c.encode(statistics.totals, forKey: .totals)
            try c.encode(statistics.athletes.map { Entry(athlete: $0, asOf: statistics.asOf) }, forKey: .athletes)
            // The centre belongs to the site, not to one athlete: it stays in the top file.
            try c.encodeIfPresent(statistics.centre, forKey: .centre)
        }
    }
}
