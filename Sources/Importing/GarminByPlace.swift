import Diagnostics

/// Garmin Connect's Activities.csv in a language Spotter does not know, read by its columns'
/// places rather than by their names (docs/import-layouts.md, "Garmin Connect by the columns'
/// places"). Garmin writes a header of the columns that the exported activities have, in one
/// order whatever the language: every export seen keeps `Activity Type, Date, Favorite, Title,
/// Distance, Calories, Time` first and, since about 2021, `Moving Time, Elapsed Time, Min
/// Elevation, Max Elevation` last. A header of a layout's count is read as that layout, one of
/// another count by those first seven columns. It is read so only when the file proves it
/// (`PlaceFit`): none of its names is one Spotter reads by name somewhere else, and its rows
/// have Garmin's values at those places.
struct GarminByPlace {
    /// The English headers of the layouts seen (each in a public parser's tests or fixtures, or,
    /// for the Italian, Portuguese, Dutch and Swedish ones, the English names of a real header in
    /// that language, paired by place), by column count.
    static let layouts: [[String]] = [
        // 25: an English export with decimal commas in a public importer's tests (kayaking).
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Aerobic TE",
         "Avg Pace", "Best Pace", "Total Ascent", "Total Descent", "Training Stress Score®", "Body Battery Drain", "Min Temp",
         "Decompression", "Best Lap Time", "Number of Laps", "Max Temp", "Moving Time", "Elapsed Time", "Min Elevation",
         "Max Elevation"],
        // 25: a Portuguese export (rides, cardio) in a public parser's tests.
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Avg Bike Cadence",
         "Max Bike Cadence", "Avg Speed", "Max Speed", "Total Ascent", "Total Descent", "Avg Stride Length",
         "Training Stress Score®", "Steps", "Decompression", "Best Lap Time", "Number of Laps", "Moving Time", "Elapsed Time",
         "Min Elevation", "Max Elevation"],
        // 35: a 2025 English export of runs, as a public parser's comment shows it.
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Aerobic TE",
         "Avg Run Cadence", "Max Run Cadence", "Avg Pace", "Best Pace", "Total Ascent", "Total Descent", "Avg Stride Length",
         "Avg Vertical Ratio", "Avg Vertical Oscillation", "Avg Ground Contact Time", "Avg GAP", "Normalized Power® (NP®)",
         "Training Stress Score®", "Avg Power", "Max Power", "Steps", "Total Reps", "Total Sets", "Decompression",
         "Best Lap Time", "Number of Laps", "Moving Time", "Elapsed Time", "Min Elevation", "Max Elevation"],
        // 35: a 2024 Swedish export of runs, rides, swims and gym sessions in a public repository
        // (IsakJacobsson/garmin-extended-data), whose total ascent is at column 14, not 15.
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Avg Bike Cadence",
         "Max Bike Cadence", "Avg Speed", "Max Speed", "Total Ascent", "Total Descent", "Avg Stride Length",
         "Training Stress Score®", "Total Strokes", "Avg. Swolf", "Avg Stroke Rate", "Decompression", "Best Lap Time",
         "Number of Laps", "Avg Resp", "Min Resp", "Max Resp", "Stress Change", "Stress Start", "Stress End", "Avg Stress",
         "Max Stress", "Moving Time", "Elapsed Time", "Min Elevation", "Max Elevation"],
        // 39: a 2020 English export (before the moving and elapsed times), as a public script's README shows it.
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Activity Time", "Avg HR", "Max HR", "Aerobic TE",
         "Avg Run Cadence", "Max Run Cadence", "Avg Speed", "Max Speed", "Elev Gain", "Elev Loss", "Avg Stride Length",
         "Avg Vertical Ratio", "Avg Vertical Oscillation", "Avg Ground Contact Time", "Avg GCT Balance", "Avg Bike Cadence",
         "Training Stress Score®", "Grit", "Flow", "Total Strokes", "Avg. Swolf", "Avg Stroke Rate", "Total Reps",
         "Total Poses", "Max Depth", "Bottom Time", "Min Temp", "Surface Interval", "Decompression", "Water Type",
         "Best Lap Time", "Number of Laps", "Max Temp"],
        // 39: the Italian header a public script writes for Garmin's Italian export.
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Aerobic TE",
         "Avg Run Cadence", "Max Run Cadence", "Avg Pace", "Best Pace", "Total Ascent", "Total Descent", "Avg Stride Length",
         "Avg Vertical Ratio", "Avg Vertical Oscillation", "Avg Ground Contact Time", "Training Stress Score®", "Avg Power",
         "Max Power", "Grit", "Flow", "Avg. Swolf", "Avg Stroke Rate", "Total Reps", "Dive Time", "Min Temp",
         "Surface Interval", "Decompression", "Best Lap Time", "Number of Laps", "Max Temp", "Moving Time", "Elapsed Time",
         "Min Elevation", "Max Elevation"],
        // 41: the Dutch export a public loader reads, column by column.
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Aerobic TE",
         "Avg Bike Cadence", "Max Bike Cadence", "Avg Speed", "Max Speed", "Total Ascent", "Total Descent", "Avg Stride Length",
         "Avg Vertical Ratio", "Avg Vertical Oscillation", "Avg Ground Contact Time", "Avg GAP", "Training Stress Score®",
         "Avg Power", "Max Power", "Grit", "Flow", "Avg. Swolf", "Avg Stroke Rate", "Total Reps", "Total Sets", "Dive Time",
         "Min Temp", "Surface Interval", "Decompression", "Best Lap Time", "Number of Laps", "Max Temp", "Moving Time",
         "Elapsed Time", "Min Elevation", "Max Elevation"],
        // 45: a 2026 English export of runs, rides and swims in a public planner's tests ("real Garmin data").
        ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time", "Avg HR", "Max HR", "Aerobic TE",
         "Avg Run Cadence", "Max Run Cadence", "Avg Pace", "Best Pace", "Total Ascent", "Total Descent", "Avg Stride Length",
         "Avg Vertical Ratio", "Avg Vertical Oscillation", "Avg Ground Contact Time", "Avg GCT Balance", "Avg GAP",
         "Normalized Power® (NP®)", "Training Stress Score®", "Avg Power", "Max Power", "Total Strokes", "Avg. Swolf",
         "Avg Stroke Rate", "Steps", "Total Reps", "Total Sets", "Body Battery Drain", "Min Temp", "Decompression",
         "Best Lap Time", "Number of Laps", "Max Temp", "Avg Resp", "Min Resp", "Max Resp", "Moving Time", "Elapsed Time",
         "Min Elevation", "Max Elevation"],
    ]

    /// The columns the import reads, as the English layout names them.
    static let readColumns = ["Activity Type", "Date", "Title", "Distance", "Time", "Avg HR", "Total Ascent", "Moving Time",
                              "Elapsed Time"]

    /// The columns every layout seen begins with, in this order, whatever its count (each layout
    /// above, and real exports of 21, 28, 34 and 42 columns: the eighth is the average heart rate
    /// in most, and the average speed in a 2019 export of manual activities).
    static let leadingColumns = ["Activity Type", "Date", "Favorite", "Title", "Distance", "Calories", "Time"]

    typealias Outcome = ByPlace<GarminByPlace>

    /// The column count of the layout read.
    var count: Int
    /// Whether `count` is a layout seen; else only the leading columns are read.
    var seen: Bool
    /// The export with the English name of each column read at its place; the other columns keep
    /// their names (named in the summary as ignored).
    var table: CSVTable
    /// The names each read column is written with, and the English name it is read as.
    var names: [(written: String, english: String)]
    /// The columns read, as `GarminReader` reads an English export.
    var columns: GarminReader.Columns
    /// The rows that do not fit the layout, each refused at its line.
    var refused: RefusedRows

    /// Each read column's place in the layouts of `count` columns: a column is read only where
    /// every known layout of that count has it at the same place, so none is guessed. A count no
    /// layout seen has (at least the leading columns') reads the leading columns only.
    static func places(count: Int) -> [String: Int]? {
        let candidates = layouts.filter { $0.count == count }
        guard !candidates.isEmpty else {
            guard count >= leadingColumns.count else { return nil }
            return ["Activity Type": 0, "Date": 1, "Title": 3, "Distance": 4, "Time": 6]
        }
        var places: [String: Int] = [:]
        // Older layouts name two of them otherwise.
        let aliases = ["Time": "Activity Time", "Total Ascent": "Elev Gain"]
        for column in readColumns {
            let found = Set(candidates.map { $0.firstIndex(of: column) ?? aliases[column].flatMap($0.firstIndex(of:)) })
            if found.count == 1, let place = found.first ?? nil { places[column] = place }
        }
        return places
    }

    /// Every name Garmin's readers know in any language, with the English column it stands for.
    static let knownNames: [String: String] = {
        var names: [String: String] = [:]
        for language in GarminReader.languages {
            let pairs: [(String, String)] = [(language.type, "Activity Type"), (language.date, "Date")]
                + language.title.map { ($0, "Title") } + language.distance.map { ($0, "Distance") }
                + language.time.map { ($0, "Time") } + language.moving.map { ($0, "Moving Time") }
                + language.elapsed.map { ($0, "Elapsed Time") } + language.heartRate.map { ($0, "Avg HR") }
                + language.ascent.map { ($0, "Total Ascent") }
            for (name, english) in pairs where names[name] == nil { names[name] = english }
        }
        return names
    }()

    static func read(_ table: CSVTable, path: String) -> Outcome {
        let count = table.header.count
        guard let places = places(count: count), !table.rows.isEmpty else { return .notApplicable }
        let seen = layouts.contains { $0.count == count }
        // A name Spotter reads by name elsewhere in the layout (or a type column's name) makes it
        // a header of a known language, refused by name as it always was.
        for (index, name) in table.header.enumerated() {
            guard let english = knownNames[name] else { continue }
            if english == "Activity Type" || places[english].map({ $0 != index }) ?? false { return .notApplicable }
        }
        var fit = PlaceFit(path: path)
        let layoutName = seen ? "Garmin Connect's \(count)-column layout"
            : "Garmin Connect's first \(leadingColumns.count) columns (which every layout seen begins with)"
        func misfit(_ line: Int, _ place: Int, _ english: String, _ message: String) {
            fit.row(line, column: place + 1, keyPath: table.header[place],
                    "expected the \(english) of \(layoutName) in column \(place + 1) (the header's language is not known, "
                        + "so columns are read by their place), found \(message)")
        }
        func empty(_ text: String) -> Bool { text.isEmpty || GarminReader.isEmptyCell(text) }
        rows: for row in table.rows {
            guard row.fields.count == count else {
                fit.row(row.line, column: 1,
                        "expected \(count) fields as in the header (the header's language is not known, so columns are "
                            + "read by their place), found \(row.fields.count)")
                continue
            }
            let fields = row.fields
            guard !fields[0].isEmpty else {
                misfit(row.line, 0, "Activity Type", "nothing, not an activity's type")
                continue
            }
            guard StrongByPlace.isStrongDate(fields[1]) else {
                misfit(row.line, 1, "Date", "\"\(fields[1])\", not a date and time such as 2026-06-12 08:01:10")
                continue
            }
            guard ["true", "false"].contains(fields[2].lowercased()) else {
                misfit(row.line, 2, "Favorite", "\"\(fields[2])\", not true or false")
                continue
            }
            for (place, english, whole) in [(4, "Distance", false), (5, "Calories", true)] {
                guard empty(fields[place]) || GarminReader.number(fields[place], whole: whole) != nil else {
                    misfit(row.line, place, english, "\"\(fields[place])\", not a number")
                    continue rows
                }
            }
            guard GarminReader.clockSeconds(fields[6]) != nil else {
                misfit(row.line, 6, "Time", "\"\(fields[6])\", not a time such as 00:42:10")
                continue
            }
            for english in ["Moving Time", "Elapsed Time"] {
                guard let place = places[english] else { continue }
                guard empty(fields[place]) || GarminReader.clockSeconds(fields[place]) != nil else {
                    misfit(row.line, place, english, "\"\(fields[place])\", not a time such as 00:42:10")
                    continue rows
                }
            }
            for english in ["Avg HR", "Total Ascent"] {
                guard let place = places[english] else { continue }
                guard empty(fields[place]) || GarminReader.number(fields[place], whole: true) != nil else {
                    misfit(row.line, place, english, "\"\(fields[place])\", not a number")
                    continue rows
                }
            }
        }
        let normalised = StravaReader.normalised(table)
        var header = normalised.header
        var names: [(written: String, english: String)] = []
        for (english, place) in places.sorted(by: { $0.value < $1.value }) {
            header[place] = english
            names.append((table.header[place], english))
        }
        /// The English name of a column read by place, in a list, or none where it is not read.
        func read(_ english: String) -> [String] { places[english] == nil ? [] : [english] }
        let columns = GarminReader.Columns(
            language: "by place", type: "Activity Type", date: "Date", title: read("Title"), distance: read("Distance"),
            time: ["Time"], moving: read("Moving Time"), elapsed: read("Elapsed Time"), heartRate: read("Avg HR"),
            ascent: read("Total Ascent"))
        return fit.outcome(rows: table.rows.count) { refused in
            GarminByPlace(count: count, seen: seen, table: CSVTable(header: header, rows: table.rows, delimiter: table.delimiter),
                          names: names, columns: columns, refused: refused)
        }
    }
}
