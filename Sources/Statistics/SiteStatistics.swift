import Foundation
import TrainingModel

/// The statistics of a whole site as of one day: what stats.json holds and what pages read.
public struct SiteStatistics: Sendable, Hashable, Encodable {
    public var asOf: CalendarDate
    /// `StatisticsEngine.generator` unless set otherwise.
    public var generator: String
    public var weekStarts: Weekday
    public var e1rmFormula: SiteConfig.E1RMFormula
    /// Sorted by id.
    public var athletes: [AthleteStatistics]
    /// The sports centre's numbers, when the site has one (written last, only then).
    public var centre: CentreStatistics?

    public init(asOf: CalendarDate, generator: String = StatisticsEngine.generator, weekStarts: Weekday = .monday,
                e1rmFormula: SiteConfig.E1RMFormula = .epley, athletes: [AthleteStatistics] = [],
                centre: CentreStatistics? = nil) {
        self.centre = centre
        self.asOf = asOf
        self.generator = generator
        self.weekStarts = weekStarts
        self.e1rmFormula = e1rmFormula
        self.athletes = athletes
    }

    // MARK: - Lookups

    public func athlete(id: String) -> AthleteStatistics? {
        athleteIndex(id: id).map { athletes[$0] }
    }

    /// Where an athlete's statistics are in `athletes`: found by halves, as the engine sorts
    /// them by id, or else one by one (`athletes` is a public property: a list set in another
    /// order is still searched whole). Pages ask per workout row: the lookups below read the
    /// statistics in place rather than copying them out (`athlete(id:)` copies the whole
    /// value, a retain and release of every array it holds).
    private func athleteIndex(id: String) -> Int? {
        var (low, high) = (0, athletes.count)
        while low < high {
            let middle = (low + high) / 2
            if athletes[middle].id < id { low = middle + 1 } else { high = middle }
        }
        if low < athletes.count, athletes[low].id == id { return low }
        return athletes.firstIndex { $0.id == id }
    }

    /// The records a workout of `athlete` set; empty when none. Workout ids are unique
    /// only within an athlete.
    public func records(forWorkout id: String, athlete: String) -> [RecordEvent] {
        guard let index = athleteIndex(id: athlete) else { return [] }
        return athletes[index].records(forWorkout: id)
    }

    /// What the workout index shows of a workout of `athlete` (`AthleteStatistics.volumeAndRecordCount`),
    /// the athlete looked up once.
    public func volumeAndRecordCount(ofWorkout id: String, athlete: String) -> (volume: Double, records: Int) {
        guard let index = athleteIndex(id: athlete) else { return (0, 0) }
        return athletes[index].volumeAndRecordCount(ofWorkout: id)
    }

    /// A workout of `athlete`'s summary (its volume and load); nil when there is none.
    public func workout(id: String, athlete: String) -> WorkoutSummary? {
        guard let index = athleteIndex(id: athlete) else { return nil }
        return athletes[index].workout(id: id)
    }

    /// Whether `athlete` has statistics of the exercise (performed it).
    public func hasExercise(_ id: String, athlete: String) -> Bool {
        guard let index = athleteIndex(id: athlete) else { return false }
        return athletes[index].exercise(id: id) != nil
    }

    /// Kilograms; see `AthleteStatistics.currentE1RMWindowDays`.
    public func currentE1RM(athlete: String, exercise: String) -> Double? {
        guard let index = athleteIndex(id: athlete) else { return nil }
        return athletes[index].currentE1RM(exercise: exercise)
    }

    // MARK: - stats.json

    /// stats.json as text: keys in the order each type writes them (documented in
    /// docs/stats-json.md), two-space indentation, numbers rounded as
    /// `StatisticsRounding` says, a final newline. Printed by Spotter itself rather than
    /// Foundation's JSONEncoder so the bytes are the same on every platform.
    public func jsonText() throws -> String {
        try OrderedJSONEncoder().encodeText(self)
    }

    /// `jsonText()` as UTF-8, what the build writes to stats.json.
    public func jsonData() throws -> Data {
        Data(try OrderedJSONEncoder().encode(self))
    }

    enum CodingKeys: String, CodingKey {
        case asOf = "as_of", generator, weekStarts = "week_starts", e1rmFormula = "e1rm_formula", athletes, centre
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(asOf, forKey: .asOf)
        try c.encode(generator, forKey: .generator)
        try c.encode(weekStarts.rawValue, forKey: .weekStarts)
        try c.encode(e1rmFormula.rawValue, forKey: .e1rmFormula)
        try c.encode(athletes, forKey: .athletes)
        try c.encodeIfPresent(centre, forKey: .centre)
    }
}
