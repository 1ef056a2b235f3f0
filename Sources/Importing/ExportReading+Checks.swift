import Diagnostics
import Notation
import TrainingModel

/// What `spotter import` writes must pass `spotter check`: every set is written as notation
/// and read back with the parser the loader uses before it is kept.
extension ExportReading {
    /// Drops (with an error at the export's line, counted as a malformed row) each set whose
    /// notation the loader would refuse, such as a weight over `NotationLimits.maxWeight`; then
    /// entries and workouts left without sets. A workout duration the loader would refuse is
    /// dropped with a warning. `metric` gives an exercise name's metric, which decides the notation.
    mutating func keepWritableSets(metric: (String) -> ExerciseMetric, path: String) {
        var kept: [ImportedWorkout] = []
        for var workout in workouts {
            if let seconds = workout.durationSeconds, Double(seconds) > NotationLimits.maxDurationSeconds {
                let line = workout.entries.first?.sets.first?.line ?? 1
                diagnostics.append(.warning(
                    at: SourceLocation(file: path, line: line, column: 1),
                    "expected a workout duration of at most \(Int(NotationLimits.maxDurationSeconds)) seconds, "
                        + "found \(seconds); the workout has no duration"))
                workout.durationSeconds = nil
            }
            workout.entries = workout.entries.compactMap { entry in
                var entry = entry
                let exerciseMetric = metric(entry.exerciseName)
                entry.sets = entry.sets.filter { set in
                    let notation = SetFormatter.format(set, metric: exerciseMetric).notation
                    do throws(NotationError) {
                        _ = try SetNotation.parse(notation, defaultUnit: set.weightUnit)
                        return true
                    } catch {
                        reject(line: set.line, path: path, column: "",
                               "expected a set that can be written as notation, found \"\(notation)\": \(error)")
                        return false
                    }
                }
                return entry.sets.isEmpty ? nil : entry
            }
            if !workout.entries.isEmpty { kept.append(workout) }
        }
        workouts = kept
    }
}
