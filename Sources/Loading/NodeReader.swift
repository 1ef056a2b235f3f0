import Diagnostics
import Notation
import TrainingModel

/// Reads one value of a document with its key path (`items[2].prescription`), turning
/// every mismatch into a located diagnostic and answering nil, so decoders can read
/// on and report every problem of a file in one pass.
struct NodeReader {
    let node: ContentNode
    let path: String
    let context: DecodingContext

    var location: SourceLocation { context.location(of: node) }

    func report(_ problem: ContentProblem) {
        context.report(problem, at: location, keyPath: path)
    }

    func invalid(_ expected: String) {
        report(.invalidValue(expected: expected, found: node.found))
    }

    // MARK: - Structure

    func mapping() -> MapReader? {
        guard case .mapping(let entries) = node.value else {
            invalid("a mapping of `key: value` pairs")
            return nil
        }
        return MapReader(node: node, entries: entries, path: path, context: context)
    }

    /// The elements of a list; a single scalar is read as a list of one when `acceptsSingle`.
    func list(acceptsSingle: Bool = false) -> [NodeReader]? {
        switch node.value {
        case .sequence(let items):
            return items.enumerated().map { NodeReader(node: $1, path: "\(path)[\($0)]", context: context) }
        case .scalar where acceptsSingle:
            return [self]
        default:
            invalid("a list")
            return nil
        }
    }

    // MARK: - Scalars

    /// Any scalar as written: numbers and booleans are text too (`grades: {sport: 7}`).
    func string() -> String? {
        guard let text = node.scalarText else {
            invalid("text")
            return nil
        }
        return text
    }

    /// A list of texts; a single text counts as a list of one.
    func strings() -> [String]? {
        guard let items = list(acceptsSingle: true) else { return nil }
        let texts = items.compactMap { $0.string() }
        return texts.count == items.count ? texts.filter { !$0.isEmpty } : nil
    }

    /// A decimal number such as `61.5` or `-3` (no `inf`, `nan` or hexadecimal).
    func number() -> Double? {
        guard let text = node.scalarText, let value = Self.decimal(text) else {
            invalid("a number")
            return nil
        }
        return value
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int> = Int.min...Int.max, expected: String = "a whole number") -> Int? {
        guard let text = node.scalarText, let value = Int(text.trimmingWhitespace), range.contains(value) else {
            invalid(expected)
            return nil
        }
        return value
    }

    func bool() -> Bool? {
        switch node.scalarText?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            invalid("true or false")
            return nil
        }
    }

    /// One of an enumeration's raw values, compared case-insensitively.
    func choice<E: CaseIterable & RawRepresentable>(_: E.Type) -> E? where E.RawValue == String {
        choice(E.allCases.map { ($0.rawValue, $0) })
    }

    /// One of the given words, compared case-insensitively, with a suggestion when
    /// the text is close to one of them.
    func choice<T>(_ options: [(word: String, value: T)]) -> T? {
        guard let text = string() else { return nil }
        let key = text.trimmingWhitespace.lowercased()
        if let match = options.first(where: { $0.word.lowercased() == key }) { return match.value }
        let words = options.map(\.word)
        report(.notAllowed(allowed: words, found: text, suggestion: Suggestions.closest(to: key, in: words, names: .builtIn)))
        return nil
    }

    /// A day written `YYYY-MM-DD` that exists on the calendar.
    func date() -> CalendarDate? {
        guard let text = string() else { return nil }
        return DateText.calendarDate(text.trimmingWhitespace, reader: self)
    }

    /// Runs a notation parser on the text, pointing a failure at the character it names.
    func notation<T>(_ parse: (String) throws(NotationError) -> T) -> T? {
        guard let text = string() else { return nil }
        do {
            return try parse(text)
        } catch {
            reportNotation(error)
            return nil
        }
    }

    /// A notation error's place: the value's column plus the offset, past the opening
    /// quote of a quoted scalar. Block scalars are pointed at as a whole.
    func reportNotation(_ error: NotationError) {
        var place = location
        switch node.value {
        case .scalar(_, .plain): place = place.advanced(byColumns: error.offset)
        case .scalar(_, .quoted): place = place.advanced(byColumns: error.offset + 1)
        default: break
        }
        context.report(.notation(error), at: place, keyPath: path)
    }

    static func decimal(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        var digits = 0, dots = 0
        for (index, c) in trimmed.enumerated() {
            if c.isASCII && c.isNumber { digits += 1 }
            else if c == "." { dots += 1 }
            else if (c == "-" || c == "+") && index == 0 { continue }
            else { return nil }
        }
        guard digits > 0, dots <= 1 else { return nil }
        return Double(trimmed)
    }
}
