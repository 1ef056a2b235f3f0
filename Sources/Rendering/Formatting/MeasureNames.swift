import TrainingModel

/// How a test or a body measure is named on pages and in report.md (docs/statistics.md#test-names):
/// never by its raw id. Known tests and measures have names of their own; any other id is
/// read word by word, with its quantities spaced (`20mm` → `20 mm`) and a repetition maximum
/// followed by its exercise's name (`1rm-back-squat` → `1RM Back Squat`).
struct MeasureNames: Sendable {
    var language: SiteConfig.Language
    /// Exercise id → name, for `1rm-<exercise>`.
    var exerciseNames: [String: String]
    /// Test id → the name its definition gives (`content/tests/`).
    var testNames: [String: String] = [:]

    /// A test's name from its id: the name its definition gives; a known id by its name in the site's language; `1rm-<exercise>`
    /// by the exercise's name; any other word by word, quantities spaced from their unit, the
    /// first letter capitalised.
    func test(_ id: String) -> String {
        if let defined = testNames[id] { return defined }
        let key = id.lowercased()
        let spanish = language == .es
        switch key {
        case "1mi", "mile": return spanish ? "1 milla" : "1 mile"
        case "half-marathon", "half": return spanish ? "Media maratón" : "Half marathon"
        case "marathon": return spanish ? "Maratón" : "Marathon"
        case "vo2max": return spanish ? "VO₂máx" : "VO₂max"
        default: break
        }
        let words = key.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        guard !words.isEmpty else { return id }
        if let first = words.first, Self.isRepMax(first), words.count > 1,
           let name = exerciseNames[words.dropFirst().joined(separator: "-")] {
            return first.uppercased() + " " + name
        }
        var text = ""
        for (index, word) in words.enumerated() {
            // A duration word closes the words before it, after a comma.
            if index > 0 { text += Self.isTime(word) ? ", " : " " }
            text += Self.isRepMax(word) ? word.uppercased() : Self.spacedQuantity(word)
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `bodyfat` → `Body fat`, `resting_hr` → `Resting heart rate`; others word by word.
    func measure(_ key: String) -> String {
        let spanish = language == .es
        switch key {
        case "bodyweight": return spanish ? "Peso corporal" : "Bodyweight"
        case "bodyfat": return spanish ? "Grasa corporal" : "Body fat"
        case "resting_hr": return spanish ? "Frecuencia cardiaca en reposo" : "Resting heart rate"
        case "muscle_mass": return spanish ? "Masa muscular" : "Muscle mass"
        case "height": return spanish ? "Altura" : "Height"
        case "waist": return spanish ? "Cintura" : "Waist"
        case "hips": return spanish ? "Cadera" : "Hips"
        default:
            let words = key.map { $0 == "_" || $0 == "-" ? " " : $0 }
            guard let first = words.first else { return key }
            return String(first).uppercased() + String(words.dropFirst())
        }
    }

    /// `1rm`, `3rm`.
    private static func isRepMax(_ word: String) -> Bool {
        word.hasSuffix("rm") && word.count > 2 && word.dropLast(2).allSatisfy(\.isASCIIDigit)
    }

    private static func isTime(_ word: String) -> Bool {
        let (number, unit) = split(word)
        return !number.isEmpty && ["s", "min", "h"].contains(unit)
    }

    /// `20mm` → `20 mm`, `5k` → `5 km`; any other word as it is.
    private static func spacedQuantity(_ word: String) -> String {
        let (number, unit) = split(word)
        guard !number.isEmpty else { return word }
        switch unit {
        case "k": return number + " km"
        case "mm", "cm", "m", "km", "kg", "lb", "mi", "s", "min", "h": return number + " " + unit
        default: return word
        }
    }

    /// The leading number of a word and what follows it: `20mm` → (`20`, `mm`).
    private static func split(_ word: String) -> (String, String) {
        let number = word.prefix { $0.isASCIIDigit || $0 == "." }
        return (String(number), String(word.dropFirst(number.count)))
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
