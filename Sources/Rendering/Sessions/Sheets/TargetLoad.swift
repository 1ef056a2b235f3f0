/// What a sheet prints for a prescription written as a percentage of e1RM (`4x6 @ 75%`).
enum TargetLoad: Hashable, Sendable {
    /// The load worked out: `percent` of `e1RMKilograms`, rounded to `load` in the display unit.
    case resolved(percent: Double, e1RMKilograms: Double, load: Double)
    /// The athlete has no e1RM for the exercise up to the build date; the sheet says so
    /// rather than guess.
    case noHistory(percent: Double)
    /// The session names no athlete and the site has several, so there is no one
    /// history to resolve against; the sheet prints the percentage and says why.
    case noAthlete(percent: Double)
    /// The percentage resolves to less than half a plate step (e.g. 5 % of a light e1RM).
    case belowStep(percent: Double, e1RMKilograms: Double)
}
