import TrainingModel

/// What a goal written in an athlete's file names that Spotter can measure, read from its
/// words: an exercise and a load (`Back squat 100 kg`, `Bodyweight pull-up with 20 kg`)
/// or a test and a time to beat (`Sub-22 5k`, `5k under 21:30`), or, when no test is named,
/// a standard distance of the athlete's cardio and a time (`Sub-45 10k`: the best effort
/// over 10 km), or else a climbing grade (`Send 7a`, `V5 boulder`: the hardest grade of the
/// athlete's data on that scale). Other goals have none and are shown as written.
enum GoalTarget: Equatable, Sendable {
    /// Kilograms: e1RM for most exercises, the added load for bodyweight ones.
    case load(exercise: String, kilograms: Double)
    case time(test: String, seconds: Double)
    /// A standard distance's id (`10k`, `half-marathon`) and the time to beat over it.
    case effort(distance: String, seconds: Double)
    /// A grade to climb (docs/statistics.md#grades).
    case grade(ClimbingGrade)

    /// The exercise is the one whose name or alias appears in the goal as whole words (the
    /// longest when several do); the load is a number with `kg` or `lb`. The test is one of
    /// `tests` appearing as a word; the time follows `sub` or `under`: minutes (`22`),
    /// `m:ss` or `h:mm:ss`.
    static func parse(_ goal: String, exercises: [Exercise], tests: [String], efforts: [String] = []) -> GoalTarget? {
        let words = " " + normalised(goal) + " "
        if let load = loadKilograms(in: goal.lowercased()) {
            var best: (length: Int, id: String)?
            for exercise in exercises {
                for name in [exercise.name] + exercise.aliases {
                    let key = normalised(name)
                    guard !key.isEmpty, words.contains(" " + key + " ") else { continue }
                    if best == nil || key.count > best!.length || (key.count == best!.length && exercise.id < best!.id) {
                        best = (key.count, exercise.id)
                    }
                }
            }
            if let best { return .load(exercise: best.id, kilograms: load) }
        }
        if let seconds = timeSeconds(in: goal.lowercased()),
           let test = tests.sorted().first(where: { words.contains(" " + normalised($0) + " ") }) {
            return .time(test: test, seconds: seconds)
        }
        if let seconds = timeSeconds(in: goal.lowercased()),
           let distance = efforts.sorted().first(where: { words.contains(" " + normalised($0) + " ") }) {
            return .effort(distance: distance, seconds: seconds)
        }
        return grade(in: goal).map(GoalTarget.grade)
    }

    /// The first word that is a grade with a letter (`7a`, `6B+`, `V5`): a bare `5` or `4+`
    /// in a goal is more likely a count than a Font grade.
    private static func grade(in goal: String) -> ClimbingGrade? {
        goal.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "+") }).lazy
            .filter { $0.contains(where: \.isLetter) }.compactMap { ClimbingGrade(String($0)) }.first
    }

    /// Lower case, every run of characters other than letters, digits and `-` one space.
    static func normalised(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).joined(separator: " ")
    }

    private static func loadKilograms(in text: String) -> Double? {
        guard let match = text.firstMatch(of: #/(\d+(?:[.,]\d+)?)\s*(kg|lbs?)\b/#),
              let value = Double(match.1.replacingOccurrences(of: ",", with: ".")) else { return nil }
        return match.2 == "kg" ? value : value * MassUnit.kilogramsPerPound
    }

    private static func timeSeconds(in text: String) -> Double? {
        guard let match = text.firstMatch(of: #/(?:sub|under|bajar de|menos de)[- ]?(\d+(?::\d{2}){0,2})\b/#) else { return nil }
        let parts = match.1.split(separator: ":").compactMap { Double($0) }
        switch parts.count {
        case 1: return parts[0] * 60
        case 2: return parts[0] * 60 + parts[1]
        default: return parts[0] * 3600 + parts[1] * 60 + parts[2]
        }
    }
}
