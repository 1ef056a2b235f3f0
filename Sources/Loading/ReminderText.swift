import Notation
import TrainingModel

/// `reminder:` as site.yaml and a plan write it (docs/sheets-and-plans.md#reminders):
///
///     reminder  = "off" | amount " " unit " before" [" at " HH:MM]
///     unit      = "minute" | "minutes" | "hour" | "hours" | "day" | "days"
///
/// words case-insensitive and separated by any run of spaces, `at` only after days, and at
/// most four weeks before. A mistake is thrown at the word it is in (0-based character offset).
enum ReminderText {
    static let expected = "a reminder such as `1 day before at 18:00`, `2 hours before` or `off`"

    static func parse(_ text: String) throws(NotationError) -> Reminder {
        let words = Self.words(text)
        func fail(_ index: Int, _ expected: String) -> NotationError {
            words.indices.contains(index)
                ? NotationError(offset: words[index].offset, found: words[index].text, expected: expected)
                : NotationError(offset: text.count, found: NotationError.endOfText, expected: expected)
        }
        guard !words.isEmpty else { throw fail(0, expected) }
        if words.count == 1 && words[0].text.lowercased() == "off" { return .off }
        guard let amount = Int(words[0].text), words[0].text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw fail(0, expected)
        }
        guard words.count >= 2 else { throw fail(1, "`minutes`, `hours` or `days`") }
        let unit: Int
        switch words[1].text.lowercased() {
        case "minute", "minutes": unit = 1
        case "hour", "hours": unit = 60
        case "day", "days": unit = 24 * 60
        default: throw fail(1, "`minutes`, `hours` or `days`")
        }
        let most = Reminder.mostDays * 24 * 60
        guard amount <= most / unit else {
            throw fail(0, "at most \(most / unit) \(unit == 1 ? "minutes" : unit == 60 ? "hours" : "days") (four weeks)")
        }
        guard words.count >= 3, words[2].text.lowercased() == "before" else { throw fail(2, "`before`") }
        if words.count == 3 { return unit == 24 * 60 ? .daysBefore(amount) : .minutesBefore(amount * unit) }
        guard unit == 24 * 60 else { throw fail(3, "the end of the reminder (`at` follows days only)") }
        guard words[3].text.lowercased() == "at" else { throw fail(3, "`at` and a time such as 18:00, or the end") }
        guard words.count >= 5, let minutes = ClockTime.minutes(words[4].text), minutes < 24 * 60 else {
            throw fail(4, "a time of day from 00:00 to 23:59")
        }
        guard words.count == 5 else { throw fail(5, "the end of the reminder") }
        return .daysBeforeAt(days: amount, minutes: minutes)
    }

    /// The words of `text` split at spaces, each with its character offset.
    private static func words(_ text: String) -> [(text: String, offset: Int)] {
        var words: [(text: String, offset: Int)] = []
        var current = "", start = 0
        for (offset, character) in text.enumerated() {
            if character == " " || character == "\t" {
                if !current.isEmpty { words.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append((current, start)) }
        return words
    }
}
