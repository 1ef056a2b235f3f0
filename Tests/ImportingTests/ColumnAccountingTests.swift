@testable import Importing
import PropertyBased
import Testing
import TestSupport
import TrainingModel

/// Every column of an export is read, or named in the summary as ignored; a column with a
/// weight, reps, a distance, a time or a unit that no reader takes stops the import before
/// anything is written.
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

    /// Strong's oldest layout names the unit in the column (`kg`, `km`): until it is read, its
    /// weights are refused rather than dropped, with every such column named.
    @Test func aQuantityColumnNoReaderTakesStopsTheImportWithEveryColumnNamed() {
        let csv = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Bar Weight,Rest Seconds,Notes
            2026-03-02 18:30:00,Upper,Squat (Barbell),1,70,5,20,90,

            """
        let plan = planImport(.strong, "old.csv", Array(csv.utf8))
        let read = "Date, Workout Name, Workout Duration, Exercise Name, Set Order, Weight, Weight Unit, Reps, Distance, "
            + "Distance Unit, Seconds, Notes, Workout Notes, RPE"
        let hint = "\n  hint: rename the column to the one it stands for, or remove it if its values do not matter"
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "old.csv:1:7: error: Bar Weight: expected a column a Strong export has (\(read)), found \"Bar Weight\", which holds a weight that this import does not read; nothing was imported so that no value is lost" + hint,
            "old.csv:1:8: error: Rest Seconds: expected a column a Strong export has (\(read)), found \"Rest Seconds\", which holds a time that this import does not read; nothing was imported so that no value is lost" + hint,
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
    }

    // MARK: - The rule over every reader and any header

    enum Mutation: Int, CaseIterable { case shuffle, unknownPlain, unknownQuantity, duplicate, rename }

    @Test func everyReaderAccountsForEveryColumnOfAnyHeader() async {
        await propertyCheck(count: 120, input: ExportGenerator.export, Gen.int(in: 0...4), Gen.int(in: 0...10_000)) {
            export, mutation, seed in
            Self.check(export.layout.source, export.text, options: ImportOptions(unit: export.layout.unitOption),
                       mutation: Mutation(rawValue: mutation)!, seed: seed)
        }
    }

    /// Found by `everyReaderAccountsForEveryColumnOfAnyHeader`: a Strava export whose distance
    /// in metres is renamed away is read from its distance in kilometres, which has more
    /// decimals than a set holds. The row is refused, and the exercise only it named is not
    /// created either: no workout would name it.
    @Test func anExerciseWhoseEverySetIsRefusedIsNotCreated() {
        let text = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,\
            Max Heart Rate,Commute,Elapsed Time,Moving Time,Distancex,Elevation Gain,Average Heart Rate
            9000000000,"Jan 1, 2026, 12:00:05 AM",Upper A,Run,,600,0.0525,170,false,600.0,570.0,52.5,1.0,140.5

            """
        let plan = planImport(.strava, "export.csv", Array(text.utf8))
        #expect(plan.diagnostics.items.map(\.description) == [
            "export.csv:2:1: error: expected a distance with at most 3 decimals in m, km or mi, found 0.0525 km",
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
            9000000000,"Jan 1, 2026, 12:00:05 AM",Upper A,Run,,600,0.1785,170,false,600.0,570.0,178.5,1.0,140.5
            9000000001,"Jan 1, 2026, 12:00:05 AM",Upper A,Run,,600,0.021,170,false,600.0,570.0,21.0,1.0,140.5

            """
        let plan = planImport(.strava, "export.csv", Array(text.utf8))
        #expect(plan.diagnostics.items.map(\.description) == [
            "export.csv:2:1: error: expected a distance with at most 3 decimals in m, km or mi, found 0.1785 km",
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
                      existing: [Exercise] = [], mutation: Mutation, seed: Int) {
        // Strava repeats column names by design: which Distance is first is what it means.
        if source == .strava, mutation == .shuffle || mutation == .duplicate { return }
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
        let plainNames = ["Gym", "Bodyweight Note", "Übung", "x"]
        let quantityNames = ["Bar Weight", "Rest Seconds", "kg", "Distance (mi)", "Reps Left", "Pace"]
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
            let names = source == .strava ? StravaReader.normalised(header).header : header.header
            for name in names where !read.contains(name) {
                #expect(plan.summary.ignoredColumns.contains(name), "\(name) is neither read nor named: \(context)")
            }
        }
        switch mutation {
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
        case .strong: return StrongReader.columnsRead(in: table)
        case .hevy: return HevyReader.columnsRead(in: table)
        case .fitnotes: return FitNotesReader.columnsRead(in: table)
        case .strava: return StravaReader.columnsRead
        case .spotterCSV: return SpotterCSVReader.columnsRead(in: table)
        case .freeExerciseDB: return []
        }
    }
}
