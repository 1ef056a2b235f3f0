import Diagnostics
import TextAndDates
import TrainingModel

/// A workout as read from a CSV export, before exercise names are resolved: the common shape
/// the Strong and Hevy readers produce and the planner writes out.
struct ImportedWorkout: Sendable {
    var start: ExportDateTime
    var title: String
    /// Seconds, when the export said.
    var durationSeconds: Int?
    /// Distinct non-empty workout notes, in the order met.
    var notes: [String] = []
    var entries: [ImportedEntry] = []
    /// What a Spotter CSV says besides the apps' columns: the workout's id (its file name),
    /// session template id, session RPE and bodyweight with its unit.
    var id: String?
    var session: String?
    var rpe: ExportNumber?
    var bodyweight: (value: ExportNumber, unit: MassUnit)?

    /// Rows of the export the workout holds without a set: a Strava activity other than a run,
    /// ride, swim, walk or hike is a workout with a duration and no sets.
    var rowsWithoutSets = 0

    /// Every set is one row of the export.
    var setCount: Int { entries.reduce(0) { $0 + $1.sets.count } }
}

/// Consecutive rows of one exercise (and one superset) within a workout.
struct ImportedEntry: Sendable {
    /// The exercise name exactly as the export wrote it.
    var exerciseName: String
    /// Hevy's `superset_id`, when the entry was part of a superset.
    var supersetID: String?
    /// Distinct non-empty exercise notes, in the order met.
    var notes: [String] = []
    var sets: [ImportedSet] = []
    /// A Spotter CSV's `grade`, the entry's climbing grade.
    var grade: ClimbingGrade?
    /// Its style, from the same column (`7a onsight`).
    var style: ClimbingStyle?
    /// A Spotter CSV's exercise id and metric: the id is used when the site has no exercise
    /// of that id or name, so a round trip keeps it; the metric is the new exercise's.
    var exerciseID: String?
    var metric: ExerciseMetric?

    /// What the planner resolves the entry's exercise by: its name as the export wrote it, and a
    /// Spotter CSV's exercise id with it, so that two exercises of one name stay two.
    var exerciseKey: String { exerciseID.map { exerciseName + "\u{1F}" + $0 } ?? exerciseName }
    /// FitNotes' category (`Chest`, `Cardio`): the type and primary muscles of an exercise
    /// created for a name the vocabulary does not know (`FitNotesReader.exerciseKind`).
    var category: String?
}

/// Distance units exports use.
enum DistanceUnit: String, Sendable {
    case km, mi, m
}

/// One set row, with every number kept as the export wrote it.
struct ImportedSet: Sendable {
    /// Line of the export, for diagnostics.
    var line: Int
    var kind: SetKind
    /// The weight column: load for most exercises, added load for bodyweight exercises,
    /// assistance for assisted ones (as Strong and Hevy record them).
    var weight: ExportNumber?
    var weightUnit: MassUnit
    var reps: Int?
    var rpe: ExportNumber?
    var seconds: ExportNumber?
    var distance: ExportNumber?
    var distanceUnit: DistanceUnit
    /// A Spotter CSV's `grip`: the grip the set was done on (docs/notation.md#grips-of-performed-sets).
    var grip: Grip? = nil
}

/// What a CSV reader returns: workouts in the order of their first row, and an account of the
/// rows it did not turn into sets.
struct ExportReading {
    var workouts: [ImportedWorkout] = []
    var rowsRead = 0
    /// Rows skipped, by reason, in the order first met.
    var skippedRows: [(reason: SkipReason, rows: Int)] = []
    var diagnostics = DiagnosticList()
    /// The units weights were read in and why, in the order first met (`lb (the export's
    /// weight_lbs column)`), for the summary.
    var weightUnits: [String] = []
    /// Header columns the reader does not read, in header order, for the summary
    /// (`accountForColumns`).
    var ignoredColumns: [String] = []
    /// A Strong export read by its columns' places: each column's name as written, with the
    /// English name it was read as (`Дата as Date`), for the summary.
    var columnsByPlace: [String] = []
    /// Distances with more decimals than set notation holds, rounded by `keepWritableSets`.
    var roundedDistances = 0
    /// Weights with more decimals than an app shows, rounded by `keepWritableSets`.
    var roundedWeights = 0
    /// Activities of a type no sport of Spotter's stands for, by type as the export wrote it:
    /// each is written as a workout without a set, and the summary names them.
    var activitiesWithoutSport: [String: Int] = [:]
    /// A FitNotes (iOS) export whose dates were read month first only because no date has a
    /// number above 12 to tell the order, while the other order would give other days.
    var datesReadMonthFirstByDefault = false

    /// Notes the unit of a set's weight for the summary; sets without a weight say nothing.
    mutating func noteUnit(of set: ImportedSet, origin: String) {
        guard let weight = set.weight, !weight.isZero else { return }
        let phrase = "\(set.weightUnit.rawValue) (\(origin))"
        if !weightUnits.contains(phrase) { weightUnits.append(phrase) }
    }

    mutating func skip(_ reason: SkipReason) {
        if let index = skippedRows.firstIndex(where: { $0.reason == reason }) {
            skippedRows[index].rows += 1
        } else {
            skippedRows.append((reason, 1))
        }
    }

    /// Records a refused row: an error at the row's line, the column named in the key path.
    mutating func reject(line: Int, path: String, column: String, _ message: String, as reason: SkipReason = .malformedRow) {
        diagnostics.append(.error(at: SourceLocation(file: path, line: line, column: 1), keyPath: column, message))
        skip(reason)
    }
}

/// Groups rows into workouts and entries while keeping the export's order: a workout is every
/// row with its key wherever it appears; an entry is a run of consecutive rows with one
/// exercise inside a workout, or every row of one exercise in one superset.
struct WorkoutAssembler {
    private var workouts: [ImportedWorkout] = []
    private var indexByKey: [String: Int] = [:]
    private var lastEntryKey: [Int: String] = [:]

    mutating func add(workoutKey: String, makeWorkout: () -> ImportedWorkout, entryName: String,
                      supersetID: String?, set: ImportedSet, entryNote: String, workoutNote: String,
                      durationSeconds: Int?, category: String? = nil) {
        let index = workoutIndex(workoutKey, makeWorkout)
        if workouts[index].durationSeconds == nil { workouts[index].durationSeconds = durationSeconds }
        Self.appendDistinct(workoutNote, to: &workouts[index].notes)
        let entryKey = entryName + "\u{1F}" + (supersetID ?? "")
        let target: Int
        if let supersetID, let member = workouts[index].entries.firstIndex(where: {
            $0.supersetID == supersetID && $0.exerciseName == entryName
        }) {
            // Sets of a superset may come interleaved; they stay with their exercise.
            target = member
        } else if lastEntryKey[index] == entryKey, !workouts[index].entries.isEmpty {
            target = workouts[index].entries.count - 1
        } else {
            workouts[index].entries.append(ImportedEntry(exerciseName: entryName, supersetID: supersetID,
                                                         category: category.flatMap { $0.isEmpty ? nil : $0 }))
            target = workouts[index].entries.count - 1
        }
        lastEntryKey[index] = entryKey
        workouts[index].entries[target].sets.append(set)
        Self.appendDistinct(entryNote, to: &workouts[index].entries[target].notes)
    }

    /// A row that holds only an exercise's note (Strong's `Note` rows): the note joins the
    /// exercise's entry (a new one when the previous row was of another exercise), and the row
    /// counts as one the workout holds without a set.
    mutating func addNote(workoutKey: String, makeWorkout: () -> ImportedWorkout, entryName: String, entryNote: String,
                          workoutNote: String) {
        let index = workoutIndex(workoutKey, makeWorkout)
        workouts[index].rowsWithoutSets += 1
        Self.appendDistinct(workoutNote, to: &workouts[index].notes)
        let entryKey = entryName + "\u{1F}"
        if lastEntryKey[index] != entryKey || workouts[index].entries.isEmpty {
            workouts[index].entries.append(ImportedEntry(exerciseName: entryName))
        }
        lastEntryKey[index] = entryKey
        Self.appendDistinct(entryNote, to: &workouts[index].entries[workouts[index].entries.count - 1].notes)
    }

    var result: [ImportedWorkout] { workouts }

    /// The index of the workout with `key`, made and appended when it is the first row of it.
    private mutating func workoutIndex(_ key: String, _ makeWorkout: () -> ImportedWorkout) -> Int {
        if let existing = indexByKey[key] { return existing }
        indexByKey[key] = workouts.count
        workouts.append(makeWorkout())
        return workouts.count - 1
    }

    /// Notes are compared after normalising line endings, so a note repeated on every row of a
    /// CRLF export is kept once.
    private static func appendDistinct(_ note: String, to notes: inout [String]) {
        let normalised = note.normalisedLineEndings.trimmingWhitespace
        guard !normalised.isEmpty, !notes.contains(normalised) else { return }
        notes.append(normalised)
    }
}

extension String {
    /// CRLF and lone CR become LF: notes are written to YAML with LF line ends.
    var normalisedLineEndings: String {
        var out = ""
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                out.unicodeScalars.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
