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

    /// A pace given in seconds per kilometre as minutes per display unit (charts, which
    /// print it as a clock to the whole second, as `pace(secondsPerKilometre:)` does).
    func paceMinutes(secondsPerKilometre: Double) -> Double {
        secondsPerKilometre * metresPerDistanceUnit / 1000 / 60
    }

    /// A sport's pace in its own terms (docs/statistics.md#pace-and-speed): cycling as a
    /// speed (`28.1 km/h`, `17.5 mph`), rowing per 500 m (`2:04 /500 m`, on every site, as
    /// ergometers show it), swimming per 100 m or 100 yd (`1:45 /100 m`); any other sport
    /// per km or mile.
    func pace(secondsPerKilometre: Double, sport: String) -> String {
        guard secondsPerKilometre > 0 else { return "–" }
        switch sport {
        case "cycling":
            let speed = 3_600_000 / secondsPerKilometre / metresPerDistanceUnit
            return number(speed, maxDecimals: 1) + " " + (units == .kg ? "km/h" : "mph")
        case "rowing":
            return clock(seconds: (secondsPerKilometre / 2).rounded()) + " /500 m"
        case "swimming":
            return units == .kg ? clock(seconds: (secondsPerKilometre / 10).rounded()) + " /100 m"
                : clock(seconds: (secondsPerKilometre * Self.metresPerHundredYards / 1000).rounded()) + " /100 yd"
        default:
            return pace(secondsPerKilometre: secondsPerKilometre)
        }
    }

    static let metresPerHundredYards = 91.44

    /// `–` for no pace, else the sport's pace in its own terms.
    func pace(_ secondsPerKilometre: Double?, sport: String) -> String {
        secondsPerKilometre.map { pace(secondsPerKilometre: $0, sport: sport) } ?? "–"
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

    /// `Running` for the sports Spotter knows; a cardio exercise without `sport:` is its own
    /// sport, shown by the exercise's name (`exerciseName`); else the sport as written.
    func sportName(_ sport: String, words: CardioStrings, exerciseName: (String) -> String?) -> String {
        if let name = words.sportNames[sport] { return name }
        if let name = exerciseName(sport) { return name }
        return sport.prefix(1).uppercased() + sport.dropFirst()
    }

    /// `10 km in 52:00`, or the distance alone.
    func effort(_ effort: CardioEffort) -> String {
        let distance = cardioDistance(metres: effort.distance)
        guard let time = effort.time else { return distance }
        return distance + " " + strings.distanceIn + " " + clock(seconds: time)
    }

    /// `Best 5 km`, `Longest effort`.
    func recordName(_ record: CardioRecord, words: CardioStrings) -> String {
        record.distance.map { words.best + " " + standardDistance($0, words: words) } ?? words.longestEffort
    }

    /// A record's value or previous best: a distance, or a time over the standard distance.
    func recordValue(_ value: Double, of record: CardioRecord) -> String {
        record.kind == .distance ? cardioDistance(metres: value) : clock(seconds: value.rounded())
    }

    /// The records whose new value reads differently from the previous one: statistics
    /// decide records at 0.01 (m, s), and 23:59.6 after 24:00 would read "24:00 over 24:00".
    func shownRecords(_ records: [CardioRecord]) -> [CardioRecord] {
        records.filter { recordValue($0.value, of: $0) != recordValue($0.previous, of: $0) }
    }

    /// `Distances in km, paces in min/km.`
    func unitsNote(words: CardioStrings) -> String {
        words.unitsNote.replacingOccurrences(of: "{unit}", with: distanceUnit)
            .replacingOccurrences(of: "{pace}", with: paceUnit)
    }
}

extension CardioStatistics {
    /// Most sessions first, the athlete's main sport leading; then by id.
    var sportsBySessions: [SportStatistics] {
        sports.sorted { ($1.totals.sessions, $0.sport) < ($0.totals.sessions, $1.sport) }
    }
}
