import TrainingModel

/// A load prescribed as a percentage of a test (`5x7s @ 80% of max-hang-20mm-7s`), worked
/// out from the athlete's latest result of the test up to the as-of date
/// (docs/statistics.md#loads-from-tests).
///
/// A result written relative to bodyweight (`bw+14kg`) is a share of the whole load the
/// athlete held, bodyweight included: the load to use is (bodyweight + added) × p − bodyweight,
/// added weight when positive, weight taken off (a pulley, a counterweight) when negative. A
/// result written as a load alone (`92.5kg`, a 1RM) is a bar: the load is result × p.
public struct LoadFromTest: Sendable, Hashable {
    public var test: String
    /// 80 for 80 %.
    public var percent: Double
    /// The latest result's day and load.
    public var resultDate: CalendarDate
    public var result: Load
    /// Kilograms: the latest bodyweight as of the as-of date (`BodyStatistics.latestBodyweight`),
    /// for a result relative to bodyweight; nil for a result that is a load alone.
    public var bodyweight: Double?
    /// Kilograms, not rounded: the external load, negative when weight is taken off.
    public var load: Double

    /// (bodyweight + added) × percent / 100 − bodyweight for a result relative to bodyweight (nil
    /// without a bodyweight), else result × percent / 100.
    public static func load(percent: Double, of result: Load, bodyweight: Double?) -> Double? {
        guard result.relativeToBodyweight else { return result.kilograms * percent / 100 }
        guard let bodyweight, bodyweight > 0 else { return nil }
        return (bodyweight + result.kilograms) * percent / 100 - bodyweight
    }
}

/// What a percentage of a test comes to for one athlete.
public enum LoadFromTestOutcome: Sendable, Hashable {
    case resolved(LoadFromTest)
    /// The athlete has no result of the test up to the as-of date.
    case noResult
    /// The latest result is a time or a number, not a load (`TestPoint.kind`).
    case notALoad(kind: String)
    /// The latest result is relative to bodyweight and the athlete has no bodyweight.
    case noBodyweight
}

extension AthleteStatistics {
    /// `percent` of the athlete's latest result of `test` (its name compared case-insensitively).
    public func load(percent: Double, ofTest test: String) -> LoadFromTestOutcome {
        let key = test.lowercased()
        guard let history = tests.first(where: { $0.test == test }) ?? tests.first(where: { $0.test.lowercased() == key })
        else { return .noResult }
        guard case .load(let result) = history.latest.result else { return .notALoad(kind: history.latest.kind) }
        let bodyweight = result.relativeToBodyweight ? body.latestBodyweight : nil
        guard let load = LoadFromTest.load(percent: percent, of: result, bodyweight: bodyweight) else { return .noBodyweight }
        return .resolved(LoadFromTest(test: history.test, percent: percent, resultDate: history.latest.date, result: result,
                                      bodyweight: bodyweight, load: load))
    }
}

extension SiteStatistics {
    /// `AthleteStatistics.load(percent:ofTest:)`; `.noResult` for an athlete with no statistics.
    public func load(percent: Double, ofTest test: String, athlete: String) -> LoadFromTestOutcome {
        self.athlete(id: athlete)?.load(percent: percent, ofTest: test) ?? .noResult
    }
}
