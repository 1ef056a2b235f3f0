import Diagnostics
import Notation
import TrainingModel

/// What `spotter import` writes must pass `spotter check`: every set is written as notation
/// and read back with the parser the loader uses before it is kept.
extension ExportReading {
    /// Drops each set with a value over Spotter's limit (an error at the export's line naming the
    /// limit, counted as an implausible value), and each set whose notation the loader would
    /// still refuse (counted as a malformed row); then entries and workouts left without sets. A workout duration the loader would refuse is
    /// dropped with a warning. `metric` gives an entry's exercise (`ImportedEntry.exerciseKey`) metric, which decides the notation.
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
                let exerciseMetric = metric(entry.exerciseKey)
                entry.sets = entry.sets.filter { set in
                    if let problem = Self.implausibility(of: set) {
                        reject(line: set.line, path: path, column: "", problem, as: .implausibleValue)
                        return false
                    }
                    // Set notation reads a distance's number like a time's (`5000.5m`); one with more
                    // decimals than it holds is named as the distance it is, not as a time.
                    if let distance = set.distance, let point = distance.text.firstIndex(of: "."),
                       distance.text.distance(from: point, to: distance.text.endIndex) - 1 > SpotterCSVReader.notationDecimals {
                        reject(line: set.line, path: path, column: "",
                               "expected a distance with at most \(SpotterCSVReader.notationDecimals) decimals in m, km or mi, "
                                   + "found \(distance.text) \(set.distanceUnit.rawValue)")
                        return false
                    }
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
            if !workout.entries.isEmpty || workout.rowsWithoutSets > 0 { kept.append(workout) }
        }
        workouts = kept
    }

    /// Why a set's number is beyond what one set can hold, naming the limit; nil when every number
    /// is within it. A typo such as 877,777 reps on one set (seen in a real export) is refused
    /// here rather than written.
    static func implausibility(of set: ImportedSet) -> String? {
        func limit(_ value: Double) -> String { ExportNumber(String(value))?.text ?? String(value) }
        if let reps = set.reps, reps > NotationLimits.maxReps {
            return "expected at most \(NotationLimits.maxReps) reps on one set, found \(reps); the row is refused"
        }
        if let weight = set.weight, abs(weight.value) > NotationLimits.maxWeight {
            let unit = set.weightUnit.rawValue
            return "expected a weight of at most \(limit(NotationLimits.maxWeight)) \(unit), found \(weight.text) \(unit); the row is refused"
        }
        if let seconds = set.seconds, seconds.value > NotationLimits.maxDurationSeconds {
            return "expected a set time of at most \(limit(NotationLimits.maxDurationSeconds)) seconds, found \(seconds.text); the row is refused"
        }
        if let distance = set.distance {
            let metresPerUnit: Double = switch set.distanceUnit {
            case .km: 1000
            case .mi: 1609.344
            case .m: 1
            }
            if distance.value * metresPerUnit > NotationLimits.maxDistanceMetres {
                let unit = set.distanceUnit.rawValue
                return "expected a distance of at most \(limit(NotationLimits.maxDistanceMetres / 1000)) km, "
                    + "found \(distance.text) \(unit); the row is refused"
            }
        }
        if let rpe = set.rpe, rpe.value > 10 {
            return "expected an RPE of at most 10, found \(rpe.text); the row is refused"
        }
        return nil
    }
}
