import Statistics
import TrainingModel

/// Cardio distances and paces in the site's unit: kilometres on a `kg` site, miles on a
/// `lb` one (a site that weighs in pounds runs in miles).
extension DisplayFormatter {
    static let metresPerMile = 1609.344

    /// `km` or `mi`.
    var distanceUnit: String { units == .kg ? "km" : "mi" }

    /// Metres in one display unit.
    var metresPerDistanceUnit: Double { units == .kg ? 1000 : Self.metresPerMile }

    /// Metres as a number in the display unit (charts).
    func distanceValue(metres: Double) -> Double { metres / metresPerDistanceUnit }

    /// `500 m`, `12.5 km`, `7.77 mi`.
    func cardioDistance(metres: Double) -> String {
        units == .kg ? distance(metres: metres) : number(distanceValue(metres: metres)) + " " + distanceUnit
    }

    /// `min/km` or `min/mi`.
    var paceUnit: String { "min/" + distanceUnit }

    /// A pace given in seconds per kilometre, as a clock per display unit: `5:12 /km`,
    /// `8:22 /mi`; whole seconds, as runners read them.
    func pace(secondsPerKilometre: Double) -> String {
        clock(seconds: (secondsPerKilometre * metresPerDistanceUnit / 1000).rounded()) + " /" + distanceUnit
    }

    /// `–` for no pace.
    func pace(_ secondsPerKilometre: Double?) -> String {
        secondsPerKilometre.map { pace(secondsPerKilometre: $0) } ?? "–"
    }

    /// A standard distance's name: `5 km`, `500 m`, `1 mile`, `Half marathon`.
    func standardDistance(_ distance: StandardDistance, words: CardioStrings) -> String {
        switch distance.id {
        case "1mi": return words.oneMile
        case "half-marathon": return words.halfMarathon
        case "marathon": return words.marathon
        default: return self.distance(metres: distance.metres)
        }
    }

    /// `Running` for the sports Spotter knows, else the sport as written.
    func sportName(_ sport: String, words: CardioStrings, exercises: [String: Exercise]) -> String {
        if let name = words.sportNames[sport] { return name }
        // A cardio exercise without `sport:` is its own sport: show its name.
        if let exercise = exercises[sport], exercise.sport == nil { return exercise.name }
        return sport.prefix(1).uppercased() + sport.dropFirst()
    }
}
