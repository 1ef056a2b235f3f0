import Statistics

/// What a sheet prints for a prescription written as a percentage of e1RM (`4x6 @ 75%`) or of
/// a test (`5x7s @ 80% of max-hang-20mm-7s`).
enum TargetLoad: Hashable, Sendable {
    /// The load worked out: `percent` of `e1RMKilograms`, rounded to `load` in the display unit.
    case resolved(percent: Double, e1RMKilograms: Double, load: Double)
    /// The athlete has no e1RM for the exercise up to the build date; the sheet says so
    /// rather than guess.
    case noHistory(percent: Double)
    /// The session names no athlete and the site has several, so there is no one
    /// history to resolve against; the sheet prints the percentage (of `test`, else of the
    /// e1RM) and says why.
    case noAthlete(percent: Double, test: String?)
    /// The percentage resolves to less than half a plate step (e.g. 5 % of a light e1RM).
    case belowStep(percent: Double, e1RMKilograms: Double)
    /// A percentage of a test worked out (`LoadFromTest`) and rounded to `load` in the display
    /// unit: for a result relative to bodyweight the weight to add (positive), to take off
    /// (negative) or none (0).
    case fromTest(LoadFromTest, load: Double)
    /// A percentage of a test the athlete cannot resolve (`LoadFromTestOutcome`): no result, a
    /// result that is not a load, or no bodyweight to take it from.
    case unresolvedTest(percent: Double, test: String, why: LoadFromTestOutcome)
    /// A percentage of a test's bar load (`92.5kg`) that comes to less than half a plate step.
    case testBelowStep(LoadFromTest)

    /// The load worked out and printed.
    var isResolved: Bool {
        switch self {
        case .resolved, .fromTest: return true
        case .noHistory, .noAthlete, .belowStep, .unresolvedTest, .testBelowStep: return false
        }
    }
}
