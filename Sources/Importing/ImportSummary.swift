import TextAndDates

/// The closing count of an import (docs/imports.md): what was read, written, matched and skipped, with
/// the reason for every skip. `rowsRead == rowsImported + rowsSkipped` always holds, which is
/// how "nothing is lost" can be checked.
public struct ImportSummary: Sendable, Hashable, CustomStringConvertible {
    public var source: ImportSource
    /// The export as the user named it.
    public var exportPath: String
    /// Data rows of a CSV export (blank lines not counted), or records of a JSON export.
    public var rowsRead: Int = 0
    /// Rows whose content is in a file written now or written by an earlier import.
    public var rowsImported: Int = 0
    public var workoutsWritten: Int = 0
    /// Workout files already there with identical text.
    public var workoutsAlreadyImported: Int = 0
    /// Sets in the workouts written now.
    public var setsWritten: Int = 0
    /// Sets in the workouts that were already imported.
    public var setsAlreadyImported: Int = 0
    /// Distinct exercise names of the export that resolved to an exercise of the site.
    public var exercisesMatched: Int = 0
    /// Exercise files written now (stubs, vocabulary exercises, free-exercise-db records).
    public var exercisesCreated: Int = 0
    /// Exercise files already there with identical text.
    public var exercisesAlreadyImported: Int = 0
    /// Every skip, in a stable order: row reasons first, then files by path.
    public var skips: [ImportSkip] = []
    /// free-exercise-db images copied into the site now, found there already, and left out
    /// (no `--images`, or not in that folder).
    public var imagesCopied: Int = 0
    public var imagesAlreadyThere: Int = 0
    public var imagesLeftOut: Int = 0
    /// The units weights were read in, each with where it came from (`lb (--unit)`).
    public var weightUnits: [String] = []
    /// Workouts written now without a session RPE, when the site has no `default_rpe`: their
    /// training load is not computed, which the summary says with the way out.
    public var workoutsWithoutLoad: Int = 0
    /// Files written over with `--replace` (import wrote them and nobody changed them since).
    public var filesReplaced: Int = 0
    /// Files in the way that `--replace` would write over.
    public var filesReplaceable: Int = 0
    /// Columns of the export read by no one, by name (`ExportReading.accountForColumns`).
    public var ignoredColumns: [String] = []
    /// A Strong export read by its columns' places: each column's name as written, with the
    /// English name it was read as (`Дата as Date`), so the user can check them.
    public var columnsByPlace: [String] = []
    /// Distances written with more decimals than set notation holds (float noise such as
    /// `4995.899902` m), rounded to three decimals in their unit.
    public var roundedDistances: Int = 0
    /// Weights written with more than two decimals in their unit (a conversion's float such as
    /// Fitbod's `61.23497` kg), rounded to two.
    public var roundedWeights: Int = 0
    /// Which form of JSON an exercise import read (`a JSON array of records`), for its summary.
    public var jsonForm: String?
    /// Workouts written now that were linked to a session template by their name.
    public var workoutsLinked: Int = 0
    /// Activities of a type no sport of Spotter's stands for (Garmin, Strava), by type.
    public var activitiesWithoutSport: [String: Int] = [:]
    /// Dates read month first because none has a number above 12 to tell the order
    /// (FitNotes for iOS, `ExportReading.datesReadMonthFirstByDefault`).
    public var datesReadMonthFirstByDefault = false

    public init(source: ImportSource, exportPath: String) {
        self.source = source
        self.exportPath = exportPath
    }

    public var rowsSkipped: Int { skips.reduce(0) { $0 + $1.rows } }

    /// The report printed after an import (and after `--dry-run`, where "written" means
    /// "would be written").
    public var description: String {
        let rowWord = source == .freeExerciseDB ? "record" : "row"
        var lines: [String] = []
        lines.append("\(source.displayName) \(exportPath): \(rowsRead.counted(rowWord)) read, "
            + "\(rowsImported) imported, \(rowsSkipped) skipped.")
        if source != .freeExerciseDB {
            lines.append("Workouts: \(workoutsWritten) written (\(setsWritten.counted("set"))), "
                + "\(workoutsAlreadyImported) already imported (\(setsAlreadyImported.counted("set"))).")
            lines.append("Exercises: \(exercisesMatched) matched, \(exercisesCreated) created, "
                + "\(exercisesAlreadyImported) already imported.")
            if !weightUnits.isEmpty { lines.append("Weights in " + weightUnits.joined(separator: " and ") + ".") }
            if !columnsByPlace.isEmpty {
                lines.append("Columns read by their place (the header's language is not known): "
                    + columnsByPlace.joined(separator: ", ") + ".")
            }
            if !ignoredColumns.isEmpty { lines.append("Ignored columns: " + ignoredColumns.joined(separator: ", ") + ".") }
            if workoutsLinked > 0 {
                lines.append("Sessions: \(workoutsLinked.counted("workout")) linked to a session template by \(workoutsLinked == 1 ? "its" : "their") name.")
            }
            if !activitiesWithoutSport.isEmpty {
                let count = activitiesWithoutSport.values.reduce(0, +)
                let types = activitiesWithoutSport.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                lines.append("Activities: \(count == 1 ? "1 activity" : "\(count) activities") of a type with no sport in Spotter ("
                    + types.joined(separator: ", ") + ") written as workouts without a set: they count as sessions, "
                    + "with their time, but add no distance or pace (docs/imports.md).")
            }
            if datesReadMonthFirstByDefault {
                lines.append("Dates read month first: no day above 12 tells the order (3/4/2024 is 4 March; "
                    + "docs/import-layouts.md).")
            }
            if roundedDistances > 0 {
                lines.append("Precision: \(roundedDistances.counted("distance")) with more than 3 decimals (float noise such as "
                    + "4995.899902 m) rounded to 3 in \(roundedDistances == 1 ? "its" : "their") unit, the millimetre in metres.")
            }
            if roundedWeights > 0 {
                lines.append("Precision: \(roundedWeights.counted("weight")) with more than 2 decimals (a conversion's float such as "
                    + "61.23497 kg) rounded to 2 in \(roundedWeights == 1 ? "its" : "their") unit, 0.01 kg or 0.01 lb.")
            }
            if workoutsWithoutLoad > 0 {
                lines.append("Load: \(workoutsWithoutLoad.counted("workout")) written without a session RPE, so without "
                    + "training load; add rpe: to a workout, or default_rpe: to site.yaml for all without one "
                    + "(docs/content-format.md).")
            }
        } else {
            if let jsonForm { lines.append("Form: \(jsonForm).") }
            lines.append("Exercises: \(exercisesCreated) created, \(exercisesAlreadyImported) already imported.")
            if imagesCopied + imagesAlreadyThere + imagesLeftOut > 0 {
                lines.append("Images: \(imagesCopied) copied, \(imagesAlreadyThere) already there, \(imagesLeftOut) left out.")
            }
        }
        if filesReplaced > 0 {
            lines.append("Replaced: \(filesReplaced.counted("file")) an earlier import wrote and nobody changed since (--replace).")
        }
        if filesReplaceable > 0 {
            lines.append("\(filesReplaceable.counted("file")) in the way \(filesReplaceable == 1 ? "was" : "were") written by an earlier "
                + "import and \(filesReplaceable == 1 ? "is" : "are") unchanged since: import again with --replace to rewrite "
                + "\(filesReplaceable == 1 ? "it" : "them"). Files you wrote or edited are never replaced.")
        }
        if !skips.isEmpty {
            lines.append("Skipped:")
            for skip in skips {
                if let path = skip.path {
                    let rows = skip.rows > 0 ? " (\(skip.rows.counted(rowWord)))" : ""
                    lines.append("  \(path)\(rows): \(skip.reason.rawValue)")
                } else {
                    lines.append("  \(skip.rows.counted(rowWord)): \(skip.reason.rawValue)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// One line of the skip report: a number of rows skipped for one reason, or one file left alone.
public struct ImportSkip: Sendable, Hashable {
    public var reason: SkipReason
    /// Rows (or records) of the export that did not make it into the content for this reason;
    /// 0 for an exercise file whose rows were still imported under its id.
    public var rows: Int
    /// The content file concerned, for skips about a file.
    public var path: String?

    public init(reason: SkipReason, rows: Int, path: String? = nil) {
        self.reason = reason
        self.rows = rows
        self.path = path
    }
}

/// Why something of the export was not written. The raw value is the wording of the report.
public enum SkipReason: String, Sendable, Hashable, CaseIterable {
    /// Strong writes the rest timer as a row of its own; it is not a set.
    case restTimer = "rest-timer row"
    /// FitNotes (iOS) writes the sets a workout planned and never started (`Status` NotStarted); they were not performed.
    case notStarted = "a planned set never started (Status NotStarted)"
    /// A row or record that could not be read; a diagnostic says why.
    case malformedRow = "malformed (see the diagnostics)"
    /// A row with a number beyond what one set can hold (877,777 reps); a diagnostic names the limit.
    case implausibleValue = "a value over its limit (see the diagnostics)"
    /// A workout a content file could not hold: a control character, a value longer than
    /// `ContentLimits.stringLength`, more sets than `setsPerWorkout`; a diagnostic names the limit.
    case overContentLimit = "over a content limit of site.yaml's limits: (see the diagnostics)"
    /// A file of the same name holds something else: never overwritten.
    case existsWithDifferentContent = "exists with different content"
    /// A workout file an earlier Spotter wrote with the export's float noise (`74.99999999999999lb`),
    /// which `spotter check` refuses; deleting it lets the import write it as entered.
    case writtenWithFloatNoise = "written by an earlier Spotter with float noise that check refuses; delete it and import again"
    /// A free-exercise-db record whose name is already an exercise of the site.
    case matchesExistingExercise = "matches an existing exercise"
    /// A Spotter CSV row of another athlete than `--athlete` (the export holds several).
    case otherAthlete = "another athlete's (--athlete picks one)"
}
