@testable import Importing
import PropertyBased
import Testing
import TestSupport
import TrainingModel

/// Every column of an export is read, or named in the summary as ignored; a column whose name
/// is a quantity the import already reads from another column stops it before anything is written.
struct ColumnAccountingTests {
    static let strong = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE,Gym
        2026-03-02 18:30:00,Upper,1h,Bench Press (Barbell),1,100,5,,,,,,Home

        """

    @Test func anUnknownColumnWithoutAQuantityIsNamedInTheSummary() {
        let plan = planImport(.strong, "strong.csv", Array(Self.strong.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.summary.ignoredColumns == ["Gym"])
        #expect(plan.summary.description.split(separator: "\n").contains("Ignored columns: Gym."))
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-upper.yaml")?.text.contains("- 100kg x 5") == true)
    }

    /// Issue 50's rule: a word inside a longer name stops nothing (`Bar Weight`, `Rest Seconds`
    /// are other figures, named as ignored); a column whose whole name is a quantity the import
    /// already reads from another column (`Weight (lbs)` beside `Weight`) stops it, every such
    /// column named.
    @Test func onlyAColumnNamingAQuantityAlreadyReadStopsTheImport() {
        let ignored = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Bar Weight,Rest Seconds,Training Load,Notes
            2026-03-02 18:30:00,Upper,Squat (Barbell),1,70,5,20,90,300,

            """
        let kept = planImport(.strong, "new.csv", Array(ignored.utf8))
        #expect(kept.diagnostics.sorted.map(\.description) == [])
        #expect(kept.summary.ignoredColumns == ["Bar Weight", "Rest Seconds", "Training Load"])
        #expect(kept.file("content/workouts/2026/2026-03-02-1830-upper.yaml")?.text.contains("- 70kg x 5") == true)

        let csv = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Weight (lbs),Time,Notes
            2026-03-02 18:30:00,Upper,Squat (Barbell),1,70,5,154,90,

            """
        let plan = planImport(.strong, "old.csv", Array(csv.utf8))
        let read = "Date, Workout Name, Workout Duration, Exercise Name, Set Order, Weight, Weight Unit, Reps, Distance, "
            + "Distance Unit, Seconds, Notes, Workout Notes, RPE"
        let hint = "\n  hint: remove or rename one of the two; the import cannot tell which is meant"
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "old.csv:1:7: error: Weight (lbs): expected a column a Strong export has (\(read)), found \"Weight (lbs)\", which names a weight, which this import reads from Weight; nothing was imported so that no value is lost" + hint,
            "old.csv:1:8: error: Time: expected a column a Strong export has (\(read)), found \"Time\", which names a time, which this import reads from Workout Duration; nothing was imported so that no value is lost" + hint,
        ])
        #expect(plan.files.isEmpty)
        #expect(plan.summary.rowsSkipped == 1)
    }

    @Test func aColumnReadTwiceStopsTheImport() {
        let csv = "title,start_time,exercise_title,set_type,weight_kg,reps,weight_kg\n"
            + "Push,\"22 Nov 2026, 07:30\",Bench Press (Barbell),normal,100,5,110\n"
        let plan = planImport(.hevy, "hevy.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "hevy.csv:1:7: error: weight_kg: expected one column named \"weight_kg\", found it in columns 5 and 7\n  hint: remove or rename one of them; the import cannot tell which is meant",
        ])
        #expect(plan.files.isEmpty)
    }

    @Test func columnNamesSayWhatTheyHold() {
        let names = ["kg", "lbs", "km", "mi", "Weight (kg)", "weight_lbs", "Distance Unit", "Elapsed Time", "Seconds",
                     "Duration", "Reps", "reps_done", "Set Order", "Notes", "Gym", "Admin", "RPE", "Milestone"]
        #expect(names.map { ExportColumnName.quantity(of: $0) ?? "-" } == [
            "a weight", "a weight", "a distance", "a distance", "a weight", "a weight", "a unit", "a time", "a time",
            "a time", "reps", "reps", "-", "-", "-", "-", "-", "-",
        ])
        // What a whole name names: nothing when a word besides quantities and units makes it another figure.
        let whole = ["Weight (lbs)", "Distance (meters)", "Duration (sec)", "distance_miles", "Time", "Distance (3)",
                     "Weight Unit", "Training Load", "Bar Weight", "Moving Time", "Total Reps", "reps_done"]
        #expect(whole.map { ExportColumnName.namedQuantity(of: $0) ?? "-" } == [
            "a weight", "a distance", "a time", "a distance", "a time", "a distance", "a unit", "-", "-", "-", "-", "-",
        ])
    }

    // MARK: - The rule over every reader and any header

    enum Mutation: Int, CaseIterable { case shuffle, unknownPlain, unknownQuantity, duplicate, rename }

    @Test func everyReaderAccountsForEveryColumnOfAnyHeader() async {
        await propertyCheck(count: 120, input: ExportGenerator.export, Gen.int(in: 0...4), Gen.int(in: 0...10_000)) {
            export, mutation, seed in
            Self.check(export.layout.source, export.text, options: ImportOptions(unit: export.layout.unitOption),
                       mutation: Mutation(rawValue: mutation)!, seed: seed, byPlace: [.strongPlaceholder, .garminPlaceholder, .stravaPlaceholder].contains(export.layout))
        }
    }

    /// Found by `everyReaderAccountsForEveryColumnOfAnyHeader`: a Strava export whose distance
    /// in metres is renamed away is read from its distance in kilometres. A row over a limit is
    /// refused, and the exercise only it named is not created either: no workout would name it.
    @Test func anExerciseWhoseEverySetIsRefusedIsNotCreated() {
        let text = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,\
            Max Heart Rate,Commute,Elapsed Time,Moving Time,Distancex,Elevation Gain,Average Heart Rate
            9000000000,"Jan 1, 2026, 12:00:05 AM",Upper A,Run,,600,20000.5,170,false,600.0,570.0,20000500,1.0,140.5

            """
        let plan = planImport(.strava, "export.csv", Array(text.utf8))
        #expect(plan.diagnostics.items.map(\.description) == [
            "export.csv:2:1: error: expected a distance of at most 10000 km, found 20000.5 km; the row is refused",
        ])
        #expect(plan.files.isEmpty)
        #expect(plan.summary.rowsRead == 1 && plan.summary.rowsSkipped == 1 && plan.summary.exercisesCreated == 0)
    }

    /// Found by `everyReaderAccountsForEveryColumnOfAnyHeader`: the same export with a second
    /// row whose distance fits. The first row is refused at its line; the second is imported,
    /// as a row with an error is (docs/imports.md), and the exit status is 1.
    @Test func aRefusedRowLeavesTheOtherRowsImported() {
        let text = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,\
            Max Heart Rate,Commute,Elapsed Time,Moving Time,Distancex,Elevation Gain,Average Heart Rate
            9000000000,"Jan 1, 2026, 12:00:05 AM",Upper A,Run,,600,20000.5,170,false,600.0,570.0,20000500,1.0,140.5
            9000000001,"Jan 1, 2026, 12:00:05 AM",Upper A,Run,,600,0.021,170,false,600.0,570.0,21.0,1.0,140.5

            """
        let plan = planImport(.strava, "export.csv", Array(text.utf8))
        #expect(plan.diagnostics.items.map(\.description) == [
            "export.csv:2:1: error: expected a distance of at most 10000 km, found 20000.5 km; the row is refused",
        ])
        #expect(plan.files.map(\.path) == ["content/exercises/running.yaml", "content/workouts/2026/strava-9000000001.yaml"])
        #expect(plan.summary.rowsRead == 2 && plan.summary.rowsSkipped == 1 && plan.summary.exercisesCreated == 1)
    }

    @Test func spotterCSVAccountsForEveryColumnOfAnyHeader() throws {
        let csv = try SpotterCSV.export(SpotterCSVTests.library)
        for mutation in Mutation.allCases {
            for seed in 0..<12 {
                Self.check(.spotterCSV, csv, existing: SpotterCSVTests.library.exercises, mutation: mutation, seed: seed)
            }
        }
    }

    /// Rewrites the export's header (and each row to match), imports it, and checks the rule:
    /// shuffled columns change nothing; an unknown column is named, or stops the import when it
    /// holds a quantity; a column read twice stops it; a renamed column is named, or stops it.
    static func check(_ source: ImportSource, _ text: String, options: ImportOptions = ImportOptions(),
                      existing: [Exercise] = [], mutation: Mutation, seed: Int, byPlace: Bool = false) {
        // Strava repeats column names by design: which Distance is first is what it means. Garmin's
        // Norwegian export repeats Distanse; both readers number later copies and read the first.
        if source == .strava, mutation == .shuffle || mutation == .duplicate { return }
        if source == .garmin, mutation == .duplicate { return }
        guard let table = try? CSVTable.read(Array(text.utf8), candidates: [",", ";"]) else {
            Issue.record("the generated export does not read")
            return
        }
        let original = planImport(source, "export.csv", Array(text.utf8), options: options, existing: existing)
        var random = SeededRandom(seed: UInt64(seed))
        // FitNotes' unquoted commas in a name: the extra fields are the name's, as its reader reads them.
        let exercise = table.index(of: "Exercise") ?? 0
        let rows = table.rows.map { row in
            let extra = row.fields.count - table.header.count
            guard extra > 0 else { return row.fields }
            return Array(row.fields[..<exercise]) + [row.fields[exercise...(exercise + extra)].joined(separator: ",")]
                + Array(row.fields[(exercise + extra + 1)...])
        }
        var columns: [(name: String, values: [String])] = table.header.indices.map { index in
            (table.header[index], rows.map { $0[index] })
        }
        let read = columnsRead(source, table)
        // A word of a quantity inside a longer name is another figure (issue 50), named as ignored;
        // every reader reads a distance and a time, so a column named only that stops it.
        let plainNames = ["Gym", "Bodyweight Note", "Übung", "x", "Bar Weight", "Rest Seconds", "Training Load", "Reps Left"]
        let quantityNames = ["Distance (mi)", "Pace", "Time (2)", "distance_yards", "Duration (min)"]
        switch mutation {
        case .shuffle: columns.shuffle(using: &random)
        case .unknownPlain:
            columns.insert((plainNames.randomElement(using: &random)!, table.rows.map { _ in "a, \"b\"" }),
                           at: Int.random(in: 0...columns.count, using: &random))
        case .unknownQuantity:
            columns.insert((quantityNames.randomElement(using: &random)!, table.rows.map { _ in "5" }),
                           at: Int.random(in: 0...columns.count, using: &random))
        case .duplicate:
            let index = columns.indices.filter { read.contains(columns[$0].name) }.randomElement(using: &random)!
            columns.insert(columns[index], at: Int.random(in: 0...columns.count, using: &random))
        case .rename:
            let index = columns.indices.randomElement(using: &random)!
            columns[index].name += [" (old)", "_2", "x"].randomElement(using: &random)!
        }
        let delimiter = String(table.delimiter)
        func quoted(_ field: String) -> String { "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var lines = [columns.map { quoted($0.name) }.joined(separator: delimiter)]
        for row in table.rows.indices {
            lines.append(columns.map { quoted($0.values[row]) }.joined(separator: delimiter))
        }
        let mutated = lines.joined(separator: "\n") + "\n"
        let plan = planImport(source, "export.csv", Array(mutated.utf8), options: options, existing: existing)
        let context = "\(mutation) \(columns.map(\.name))\n\(mutated)"
        // An error at the header (a column it cannot account for) or of no line stops the
        // import; an error at a row refuses that row and the others are imported (docs/imports.md).
        let stopped = plan.diagnostics.items.contains { $0.severity == .error && $0.location.line <= 1 }
        let refused = plan.diagnostics.items.filter { $0.severity == .error && $0.location.line > 1 }
        #expect(plan.summary.rowsSkipped >= Set(refused.map(\.location.line)).count, "\(context)")
        if stopped {
            #expect(plan.files.isEmpty, "\(context)")
            #expect(plan.summary.rowsSkipped == plan.summary.rowsRead, "\(context)")
        } else {
            // Strava's reader names columns without HTML and numbers repeated names (`Distance (2)`).
            let header = CSVTable(header: columns.map(\.name), rows: [], delimiter: table.delimiter)
            // Strong's reader reads a translated header by its English names.
            // A header of unknown names read by the columns' places is read by the layout's names.
            let mutatedTable = try? CSVTable.read(Array(mutated.utf8), candidates: [",", ";"])
            let placed: [String]? = {
                guard let table = mutatedTable else { return nil }
                switch source {
                case .strong:
                    guard case .read(let placed) = StrongByPlace.read(table, path: "") else { return nil }
                    return placed.table.header
                case .garmin where !plan.summary.columnsByPlace.isEmpty:
                    guard case .read(let placed) = GarminByPlace.read(table, path: "") else { return nil }
                    return placed.table.header
                case .strava where !plan.summary.columnsByPlace.isEmpty:
                    guard case .read(let placed) = StravaByPlace.read(table, path: "") else { return nil }
                    return placed.table.header
                default: return nil
                }
            }()
            let names = placed ?? (source == .strava ? StravaReader.normalised(StravaReader.englishHeader(header).table).header
                : source == .garmin ? StravaReader.normalised(header).header
                : source == .strong ? StrongReader.englishHeader(header).table.header : header.header)
            // What a header read by place reads: its layout's columns (Garmin's first seven, for a
            // renamed type column), not the original's.
            let readHere = placed != nil ? mutatedTable.map { Self.columnsRead(source, $0) } ?? read : read
            for name in names where !readHere.contains(name) {
                #expect(plan.summary.ignoredColumns.contains(name), "\(name) is neither read nor named: \(context)")
            }
        }
        switch mutation {
        case .shuffle where byPlace, .unknownPlain where byPlace:
            // Columns read by their place: another count is no Strong layout, and another order
            // is refused whole unless at least half the rows still fit each place (two text or two
            // number columns swapped), when the summary names each column as read by place.
            // Strong names every column as read; Garmin and Strava name those they read.
            #expect(stopped ? plan.files.isEmpty : source == .strong ? plan.summary.columnsByPlace.count == columns.count
                : !plan.summary.columnsByPlace.isEmpty, "\(context)")
        case .shuffle, .unknownPlain:
            // Written again with quotes, a FitNotes name with a comma needs no recovery.
            #expect(plan.diagnostics.sorted.map(\.description)
                == original.diagnostics.sorted.map(\.description).filter { !$0.contains("FitNotes writes commas") },
                "\(context)")
            #expect(plan.files.map(\.path) == original.files.map(\.path), "\(context)")
            #expect(plan.files.map(\.text) == original.files.map(\.text), "\(context)")
        case .unknownQuantity, .duplicate:
            #expect(stopped, "\(context)")
        case .rename:
            break
        }
    }

    static func columnsRead(_ source: ImportSource, _ table: CSVTable) -> [String] {
        switch source {
        case .strong:
            // A header of unknown names read by place is read by the layout's English names.
            if case .read(let placed) = StrongByPlace.read(table, path: "") { return StrongReader.columnsRead(in: placed.table) }
            return StrongReader.columnsRead(in: StrongReader.englishHeader(table).table)
        case .hevy: return HevyReader.columnsRead(in: table)
        case .fitnotes: return FitNotesReader.columnsRead(in: table)
        case .fitbod: return FitbodReader.columnsRead(in: table)
        case .garmin:
            if GarminReader.columns(of: table) == nil, case .read(let placed) = GarminByPlace.read(table, path: "") {
                return placed.columns.read
            }
            return (GarminReader.columns(of: table) ?? GarminReader.languages[0]).read
        case .strava:
            // In English, and in the header's own language for a translated one (`Distanz`).
            let (english, language) = StravaReader.englishHeader(table)
            let read = StravaReader.layout(of: StravaReader.normalised(english)).read
            return read + StravaReader.translatedColumns.filter { $0.language == language && read.contains($0.english) }.map(\.name)
        case .spotterCSV: return SpotterCSVReader.columnsRead(in: table)
        case .freeExerciseDB: return []
        }
    }
}
