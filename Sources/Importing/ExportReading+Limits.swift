import Diagnostics
import TextAndDates
import TrainingModel

/// What `spotter import` writes stays within the site's content limits (`ContentLimits`, raised
/// by `limits:` in site.yaml), the ones `spotter check` applies: a workout that would break one
/// is refused whole, with an error at its first row naming the limit, and counted as over a
/// content limit; the other workouts are imported. A workout is never split: its sets, notes
/// and totals belong together.
enum ImportLimits {
    static let hint = "the workout is not imported; nothing of it is written"

    /// The control characters a content value may not hold, as the loader reads them (`YAMLLimits`):
    /// every C0 control but tab, line feed and carriage return, and DEL.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0x7F
    }

    /// What is wrong with `text`, a value the import writes (`what` names it), nil when it fits.
    static func problem(ofText text: String, what: String, limits: ContentLimits) -> String? {
        if let control = text.unicodeScalars.first(where: isForbidden) {
            return "expected \(what) without control characters (tab and line breaks are text), found U+"
                + control.value.hexPadded(to: 4, uppercase: true)
        }
        return problem(ofLength: text.utf8.count, what: what, limits: limits)
    }

    static func problem(ofLength length: Int, what: String, limits: ContentLimits) -> String? {
        guard length > limits.stringLength else { return nil }
        return "expected \(what) of at most \(ContentLimits.bytes(limits.stringLength)) (limits: string_length in site.yaml), "
            + "found \(length) bytes"
    }

    /// The limit a workout file's text breaks: a value longer than `stringLength` once its notes
    /// are joined, or a file larger than `fileSize`.
    static func problem(of document: YAMLText, limits: ContentLimits) -> String? {
        if let problem = problem(ofLength: document.longestValue, what: "every value of a workout, its notes joined,", limits: limits) {
            return problem
        }
        let size = document.text.utf8.count
        guard size > limits.fileSize else { return nil }
        return "expected a workout file of at most \(ContentLimits.bytes(limits.fileSize)) (limits: file_size in site.yaml), "
            + "found one of \(size) bytes"
    }
}

extension ExportReading {
    /// Drops each workout holding text a content file may not: a control character or a value
    /// over `stringLength` in its name, notes, session or an exercise's name or notes.
    mutating func keepWithinTextLimits(_ limits: ContentLimits, path: String) {
        workouts = workouts.filter { workout in
            let line = workout.entries.lazy.compactMap(\.sets.first?.line).first ?? 1
            var texts: [(String, String, Int)] = [(workout.title, "a workout name", line)]
            texts += workout.notes.map { ($0, "workout notes", line) }
            if let session = workout.session { texts.append((session, "a session id", line)) }
            for entry in workout.entries {
                let entryLine = entry.sets.first?.line ?? line
                texts.append((entry.exerciseName, "an exercise name", entryLine))
                texts += entry.notes.map { ($0, "exercise notes", entryLine) }
            }
            for (text, what, line) in texts {
                if let problem = ImportLimits.problem(ofText: text, what: what, limits: limits) {
                    refuse(workout, at: line, path: path, problem)
                    return false
                }
            }
            return true
        }
    }

    /// Drops each workout with more sets than `setsPerWorkout`, with an error at the row of the
    /// first set over it.
    mutating func keepWithinSetLimit(_ limits: ContentLimits, path: String) {
        workouts = workouts.filter { workout in
            guard workout.setCount > limits.setsPerWorkout else { return true }
            let over = workout.entries.flatMap(\.sets).dropFirst(limits.setsPerWorkout).first?.line ?? 1
            refuse(workout, at: over, path: path,
                   "expected at most \(limits.setsPerWorkout) sets in one workout (limits: sets_per_workout in site.yaml), "
                       + "found \(workout.setCount)")
            return false
        }
    }

    /// One error for the workout, and each of its rows counted as over a content limit.
    private mutating func refuse(_ workout: ImportedWorkout, at line: Int, path: String, _ message: String) {
        diagnostics.append(.error(at: SourceLocation(file: path, line: line, column: 1), message, hint: ImportLimits.hint))
        for _ in 0..<(workout.setCount + workout.rowsWithoutSets) { skip(.overContentLimit) }
    }
}
