import Diagnostics

/// A Strong export whose header is in a language Spotter does not know, read by its columns'
/// places in one of Strong's layouts rather than by their names (docs/import-layouts.md, "Strong
/// by the columns' places"). Strong keeps the English order of its columns in every translated
/// export seen (French, German, Simplified Chinese), so a place stands for one column whatever
/// its name. It is read so only when the file proves it (`PlaceFit`): the header has exactly a
/// layout's column count, none of its names is one Spotter reads by name somewhere else in the
/// layout, and its data rows have that layout's shape at those places.
struct StrongByPlace {
    enum Layout: String, Sendable {
        case comma, semicolon, newest

        /// The English names of the layout's columns, in their order.
        var columns: [String] {
            switch self {
            case .comma:
                return ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance",
                        "Seconds", "Notes", "Workout Notes", "RPE"]
            case .semicolon:
                return ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE",
                        "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes", "Workout Duration"]
            case .newest:
                return ["Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order", "Weight (kg)",
                        "Reps", "RPE", "Distance (meters)", "Seconds", "Notes", "Workout Notes"]
            }
        }

        /// The layout of a header of `count` columns split by `delimiter`: 12 with commas, 14 with
        /// semicolons, 13 with either (the newest layout), as Strong writes them.
        init?(count: Int, delimiter: Character) {
            switch (count, delimiter) {
            case (12, ","): self = .comma
            case (14, ";"): self = .semicolon
            case (13, _): self = .newest
            default: return nil
            }
        }
    }

    /// What reading by place found: nothing to read by place (the header is not such a header),
    /// a file that does not prove the layout (an error at each row that does not fit), or the
    /// export read, with the rows that do not fit refused.
    typealias Outcome = ByPlace<StrongByPlace>

    var layout: Layout
    /// The export with the layout's English names as its header.
    var table: CSVTable
    /// Each column's name as the export writes it, with the English name it is read as.
    var names: [(written: String, english: String)]
    /// The rest timer's label when the export's is not one Spotter knows (`Rest Timer`, `Ruhezeit`…).
    var restTimerLabel: String?
    /// Duration words learned from the export's own two-part durations (`1чсв 2мнт`): the first
    /// word is hours, the second minutes. Each word with its seconds.
    var durationWords: [String: Int]
    /// The rows that do not fit the layout, each refused at its line.
    var refused: RefusedRows

    /// Every column name Strong's readers know in any language, with its English name.
    static let knownNames: [String: String] = {
        var names: [String: String] = [:]
        let english = Layout.comma.columns + Layout.semicolon.columns + Layout.newest.columns
            + ["Weight (lbs)", "Weight (lb)", "Weight (kgs)", "Distance (km)", "Distance (miles)", "kg", "lbs", "km", "mi"]
        for name in english { names[name] = name }
        for translated in StrongReader.translatedColumns { names[translated.name] = translated.english }
        return names
    }()

    /// The English name a known name stands for at a place (the newest layout's weight and distance
    /// columns have several).
    private static func samePlace(_ english: String, _ place: String) -> Bool {
        func family(_ name: String) -> String {
            if name.hasPrefix("Weight (") { return "Weight" }
            if name.hasPrefix("Distance (") { return "Distance" }
            return name
        }
        return english == place || family(english) == family(place)
    }

    /// Reads `table` by place when it is such an export (see the type's comment).
    static func read(_ table: CSVTable, path: String) -> Outcome {
        guard let layout = Layout(count: table.header.count, delimiter: table.delimiter), !table.rows.isEmpty else {
            return .notApplicable
        }
        let places = layout.columns
        let written = table.header.map { String($0.map { $0 == "\u{2019}" ? "'" : $0 }) }
        // A name Spotter reads by name is read so: one out of its place, or a name of the
        // exercise or set order columns, makes it a header of a known language (refused by name
        // as it always was), not one of an unknown language.
        for (index, name) in written.enumerated() {
            guard let english = knownNames[name] else { continue }
            if english == "Exercise Name" || english == "Set Order" || !samePlace(english, places[index]) {
                return .notApplicable
            }
        }
        var english = places
        var fit = PlaceFit(path: path)
        func message(_ place: String, _ found: String) -> (column: Int, keyPath: String, text: String) {
            let column = (places.firstIndex(of: place) ?? 0) + 1
            return (column, written[column - 1], "expected the \(place) of Strong's \(layout.rawValue) layout in column "
                + "\(column) (the header's language is not known, so columns are read by their place), found \(found)")
        }
        func misfit(_ line: Int, _ place: String, _ found: String) {
            let (column, keyPath, text) = message(place, found)
            fit.row(line, column: column, keyPath: keyPath, text)
        }
        // The newest layout names the units of its weights and distances: the unit in
        // parentheses is read (`(kg)`, `(lbs)`, `(m)`), whatever the language around it.
        if layout == .newest {
            let weightName = written[6], distanceName = written[9]
            switch StrongReader.massUnit(parenthesised(weightName) ?? "") {
            case .kg: english[6] = "Weight (kg)"
            case .lb: english[6] = "Weight (lbs)"
            default: english[6] = "Weight"  // no unit named: --unit or the site's units, as the comma layout
            }
            switch StrongReader.distanceUnit(parenthesised(distanceName) ?? "") {
            case .m: english[9] = "Distance (meters)"
            case .km: english[9] = "Distance (km)"
            case .mi: english[9] = "Distance (miles)"
            default:
                english[9] = "Distance (meters)"
                if let row = table.rows.first(where: { row in
                    let text = row.fields.count > 9 ? row.fields[9] : ""
                    return !text.isEmpty && ExportNumber(text, allowDecimalComma: true)?.isZero != true
                }) {
                    let (column, keyPath, text) = message("Distance (meters)", "a distance in a column whose name "
                        + "\"\(distanceName)\" gives no unit Spotter knows ((m), (km) or (mi)), so the distance cannot be read")
                    fit.wholeFile(row.line, column: column, keyPath: keyPath, text)
                }
            }
        }
        let decimalComma = table.delimiter == ";"
        func at(_ row: CSVTable.Row, _ place: String) -> String {
            places.firstIndex(of: place).map { row.fields[$0] } ?? ""
        }
        // Set orders that are neither a number nor one letter: the rest timer's label (or a
        // known label), each with the rows it is on.
        var labels: [String: [CSVTable.Row]] = [:]
        var twoPart: [(line: Int, parts: [(value: Int, word: String)])] = []
        rows: for row in table.rows {
            guard row.fields.count == places.count else {
                fit.row(row.line, column: 1,
                        "expected \(places.count) fields as in Strong's \(layout.rawValue) layout (the header's language is "
                            + "not known, so columns are read by their place), found \(row.fields.count)")
                continue
            }
            let date = at(row, "Date")
            guard isStrongDate(date) else {
                misfit(row.line, "Date", "\"\(date)\", not a date and time such as 2026-03-02 18:30:00")
                continue
            }
            if layout == .newest {
                let number = at(row, "Workout #")
                guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    misfit(row.line, "Workout #", "\"\(number)\", not a workout's number")
                    continue
                }
                let duration = at(row, "Duration (sec)")
                guard duration.isEmpty || ExportNumber(duration, allowDecimalComma: decimalComma).map({ $0.value >= 0 }) == true
                else {
                    misfit(row.line, "Duration (sec)", "\"\(duration)\", not a number of seconds")
                    continue
                }
            } else {
                let place = layout == .comma ? "Duration" : "Workout Duration"
                let duration = at(row, place)
                if !duration.isEmpty, StrongReader.parseDuration(duration) == nil {
                    guard let parts = durationParts(duration) else {
                        misfit(row.line, place, "\"\(duration)\", not a duration (1h 2min, 1:02:03, 3720, or numbers "
                            + "each followed by a word)")
                        continue
                    }
                    if parts.count == 2 { twoPart.append((row.line, parts)) }
                }
            }
            let numbers = ["Weight", "Reps", "Distance", "Seconds", "RPE"].map { name in
                places.first { $0 == name || $0.hasPrefix(name + " (") } ?? name
            }
            for place in numbers {
                let text = at(row, place)
                guard text.isEmpty || ExportNumber(text, allowDecimalComma: decimalComma) != nil else {
                    misfit(row.line, place, "\"\(text)\", not a number")
                    continue rows
                }
            }
            if layout == .semicolon {
                for (place, known) in [("Weight Unit", StrongReader.massUnit(at(row, "Weight Unit")) != nil),
                                       ("Distance Unit", StrongReader.distanceUnit(at(row, "Distance Unit")) != nil)] {
                    let text = at(row, place)
                    guard text.isEmpty || known else {
                        misfit(row.line, place, "\"\(text)\", not a unit (kg, lbs, km, mi, m)")
                        continue rows
                    }
                }
            }
            let order = at(row, "Set Order")
            guard !order.isEmpty else {
                misfit(row.line, "Set Order", "nothing, not a set number, a set's kind or the rest timer's label")
                continue
            }
            if !StrongReader.isKnownSetOrder(order) { labels[order, default: []].append(row) }
        }
        // One label Spotter does not know is the rest timer's when its rows hold no set and no
        // note (a rest-timer row may hold the rest's seconds); anything else could be a note row
        // or a set, and is not guessed.
        // Each row of a label not learned is refused at its line.
        labels = labels.mapValues { $0.filter { fit.fits($0.line) } }.filter { !$0.value.isEmpty }
        if labels.count > 1 {
            let all = labels.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            for (label, rows) in labels {
                for row in rows {
                    misfit(row.line, "Set Order", "\"\(label)\", one of the labels \(all): more than one set order that is "
                        + "neither a number nor one letter, so which is the rest timer's cannot be told")
                }
            }
        }
        var restTimerLabel: String?
        if labels.count == 1, let entry = labels.first {
            let label = entry.key
            // A column by its name, or with its unit in the name (`Weight (kg)`).
            func place(_ name: String) -> String { places.first { $0 == name || $0.hasPrefix(name + " (") } ?? name }
            let withSets = entry.value.compactMap { row in
                StrongReader.heldSetColumn({ at(row, place($0)) }, decimalComma: decimalComma).map { (row, place($0)) }
            }
            let rule = "a set order that is not a number or one letter is read as the rest timer's label only on rows "
                + "without a weight, reps, a distance or a note"
            for (row, place) in withSets {
                misfit(row.line, "Set Order", "\"\(label)\" on a row with \(place) \"\(at(row, place))\": " + rule)
            }
            if let first = withSets.first {
                for row in entry.value {
                    misfit(row.line, "Set Order", "\"\(label)\", a label on a row with a set at line \(first.0.line): " + rule)
                }
            } else {
                restTimerLabel = label
            }
        }
        // Duration words: in a two-part duration the first word is hours and the second
        // minutes, as Strong writes `1h 2min` and `1小时13分钟`. A word seen in both places, or
        // one Spotter already reads, is not learned.
        var words: [String: Int] = [:]
        var conflicting: Set<String> = []
        for (line, parts) in twoPart where fit.fits(line) && parts[1].value < 60 && parts[0].word != parts[1].word {
            for (word, seconds) in [(parts[0].word, 3600), (parts[1].word, 60)] {
                if let earlier = words[word], earlier != seconds { conflicting.insert(word) }
                words[word] = seconds
            }
        }
        for word in conflicting { words[word] = nil }
        for word in words.keys where StrongReader.parseDuration("1" + word) != nil { words[word] = nil }
        let header = CSVTable(header: english, rows: table.rows, delimiter: table.delimiter)
        return fit.outcome(rows: table.rows.count) { refused in
            StrongByPlace(layout: layout, table: header, names: Array(zip(table.header, english)),
                          restTimerLabel: restTimerLabel, durationWords: words, refused: refused)
        }
    }

    /// A duration read by place: a form Spotter reads (`1h 2min`, `1:02:03`, `3720`), or numbers
    /// each followed by a word learned from this export, largest first; nil when it cannot be read
    /// without guessing.
    func duration(_ text: String) -> Int? {
        if let seconds = StrongReader.parseDuration(text) { return seconds }
        guard let parts = Self.durationParts(text) else { return nil }
        var total = 0, last = Int.max
        for part in parts {
            guard let seconds = durationWords[part.word], seconds < last else { return nil }
            last = seconds
            total += part.value * seconds
        }
        return total
    }

    /// `1чсв 2мнт` as its numbers, each with the word after it (letters of any script); nil for
    /// any other text. At most three parts.
    static func durationParts(_ text: String) -> [(value: Int, word: String)]? {
        var parts: [(value: Int, word: String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { break }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count).drop { $0 == " " }
            let word = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(word.count)
            guard !digits.isEmpty, digits.count <= 6, !word.isEmpty, let value = Int(digits) else { return nil }
            parts.append((value, word.lowercased()))
        }
        return parts.isEmpty || parts.count > 3 ? nil : parts
    }

    /// Strong's date and time: `2026-03-02 18:30:00` (or with a 12-hour clock), a year first.
    static func isStrongDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 11, scalars[4] == "-", scalars[7] == "-", scalars[10] == " ",
              (scalars[0..<4] + scalars[5..<7] + scalars[8..<10]).allSatisfy({ ("0"..."9").contains($0) })
        else { return false }
        return ExportDateTime(text)?.hasTime == true
    }

    /// The text in parentheses at the end of a name (`Вес (kg)` → `kg`).
    private static func parenthesised(_ name: String) -> String? {
        guard let open = name.lastIndex(of: "("), name.hasSuffix(")") else { return nil }
        return String(name[name.index(after: open)..<name.index(before: name.endIndex)]).trimmingSpaces
    }
}
