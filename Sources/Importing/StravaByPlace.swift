import Diagnostics

/// Strava's activities.csv in a language whose names Spotter does not know (or knows only some
/// of), read by its columns' places (docs/import-layouts.md, "Strava by the columns' places").
/// Every layout since about 2019 is a prefix of the 103-column one with `Media` last, and the
/// translated exports seen (German, French, Dutch, Spanish) keep the English order, so a place
/// stands for one column whatever its name. It is read so only when the file proves it
/// (`PlaceFit`): its column count is a layout's, every name Spotter knows stands at its own
/// place, and its rows have Strava's values at the places read.
struct StravaByPlace {
    /// The English names of the layout of `count` columns, as `StravaReader.normalised` names
    /// them (`Distance (2)`), or nil for a count no layout has: 80 (up to `Average Flow`), 86
    /// (`Activity Count`), 92 (`Average Grade Adjusted Pace`), 94 (`Total Cycles`), each then
    /// `Media`, and 103.
    static func layout(count: Int) -> [String]? {
        let known = StravaReader.currentKnownColumns
        var all: [String] = ["Activity ID", "Activity Date", "Activity Name", "Activity Type", "Activity Description",
                             "Elapsed Time", "Distance"]
        all.append(contentsOf: known[0..<9])
        all.append(contentsOf: ["Moving Time", "Distance (2)"])
        all.append(contentsOf: known[9..<11])
        all.append("Elevation Gain")
        all.append(contentsOf: known[11..<21])
        all.append("Average Heart Rate")
        all.append(contentsOf: known[21...])
        guard all.count == 103 else { return nil }
        if count == 103 { return all }
        let stops = [80: "Average Flow", 86: "Activity Count", 92: "Average Grade Adjusted Pace", 94: "Total Cycles"]
        guard let stop = stops[count], let end = all.firstIndex(of: stop) else { return nil }
        return Array(all[...end]) + ["Media"]
    }

    /// The columns the import reads (`StravaReader.current`).
    static let readColumns: Set<String> = Set(StravaReader.current.read)

    typealias Outcome = ByPlace<StravaByPlace>

    var count: Int
    /// The export with the layout's English names as its header.
    var table: CSVTable
    /// Each read column's name as written, with the English name it is read as.
    var names: [(written: String, english: String)]
    /// The rows that do not fit the layout, each refused at its line.
    var refused: RefusedRows

    /// Every name Strava's readers know, in English and each language, with its English name.
    static let knownNames: [String: String] = {
        var names: [String: String] = [:]
        for name in StravaReader.current.read + StravaReader.currentKnownColumns { names[name] = name }
        for translated in StravaReader.translatedColumns where names[translated.name] == nil {
            names[translated.name] = translated.english
        }
        return names
    }()

    static func read(_ raw: CSVTable, path: String) -> Outcome {
        let table = StravaReader.normalised(raw)
        let count = table.header.count
        guard let places = layout(count: count), !table.rows.isEmpty else { return .notApplicable }
        // A name Spotter knows stands at its own place (`Distanz` where the English layout has a
        // `Distance`), else the header is not one of these layouts.
        func plain(_ name: String) -> String {
            guard name.hasSuffix(")"), let open = name.lastIndex(of: "("), name[name.index(after: open)...].dropLast().allSatisfy(\.isNumber)
            else { return name }
            return String(name[..<open]).trimmingSpaces
        }
        for (index, name) in table.header.enumerated() {
            guard let english = knownNames[plain(name)] else { continue }
            if english != plain(places[index]) { return .notApplicable }
        }
        var fit = PlaceFit(path: path)
        func misfit(_ line: Int, _ place: Int, _ message: String) {
            fit.row(line, column: place + 1, keyPath: raw.header[place],
                    "expected the \(places[place]) of Strava's \(count)-column layout in column \(place + 1) (the header's "
                        + "names are not known, so columns are read by their place), found \(message)")
        }
        func number(_ text: String) -> Bool { text.isEmpty || ExportNumber(text, allowDecimalComma: true) != nil }
        rows: for row in table.rows {
            guard row.fields.count == count else {
                fit.row(row.line, column: 1,
                        "expected \(count) fields as in Strava's \(count)-column layout (the header's names are not known, so "
                            + "columns are read by their place), found \(row.fields.count)")
                continue
            }
            let fields = row.fields
            guard !fields[0].isEmpty, fields[0].allSatisfy({ $0.isASCII && $0.isNumber }) else {
                misfit(row.line, 0, "\"\(fields[0])\", not an activity's number")
                continue
            }
            guard ExportDateTime(fields[1])?.hasTime == true else {
                misfit(row.line, 1, "\"\(fields[1])\", not a date and time such as Nov 21, 2024, 6:03:15 PM")
                continue
            }
            guard !fields[3].isEmpty else {
                misfit(row.line, 3, "nothing, not an activity's type")
                continue
            }
            guard !fields[5].isEmpty, number(fields[5]) else {
                misfit(row.line, 5, "\"\(fields[5])\", not a number of seconds")
                continue
            }
            guard ["", "true", "false"].contains(fields[9].lowercased()) else {
                misfit(row.line, 9, "\"\(fields[9])\", not true or false")
                continue
            }
            for place in [6, 15, 16, 17, 20, 31] where !number(fields[place]) {
                misfit(row.line, place, "\"\(fields[place])\", not a number")
                continue rows
            }
        }
        let names = zip(raw.header, places).filter { readColumns.contains($0.1) }.map { (written: $0.0, english: $0.1) }
        return fit.outcome(rows: table.rows.count) { refused in
            StravaByPlace(count: count, table: CSVTable(header: places, rows: table.rows, delimiter: table.delimiter),
                          names: names, refused: refused)
        }
    }
}
