import Diagnostics
import Notation
import TextAndDates
import TrainingModel

/// What `spotter import` writes must pass `spotter check`: every set is written as notation
/// and read back with the parser the loader uses before it is kept.
extension ExportReading {
    /// Drops each set with a value over Spotter's limit (an error at the export's line naming the
    /// limit, counted as an implausible value), and each set whose notation the loader would
    /// still refuse (counted as a malformed row); then entries and workouts left without sets.
    /// A distance with more decimals than notation holds is rounded (`roundedDistance`) and counted;
    /// so is a weight with more than `weightDecimals` decimals in its unit when `roundWeights` (an
    /// app's export: `61.23497` kg is `61.23` kg; Spotter's own CSV keeps what it wrote).
    /// When `capsOpenWorkouts` (a gym log, `ImportSource.isGymLog`), a workout longer than
    /// `openWorkoutSeconds` was left open in the app; otherwise (an activity a device timed) only
    /// one longer than `longestDurationSeconds` is beyond what can be written. Either keeps no
    /// duration, with one warning for the export that names each, so every duration written is
    /// within what the loader accepts. `metric` gives an entry's exercise (`ImportedEntry.exerciseKey`)
    /// metric, which decides the notation.
    mutating func keepWritableSets(metric: (String) -> ExerciseMetric, path: String, roundWeights: Bool = true,
                                   capsOpenWorkouts: Bool = true) {
        var kept: [ImportedWorkout] = []
        var open: [(line: Int, seconds: Int)] = []
        let longest = capsOpenWorkouts ? Self.openWorkoutSeconds : Self.longestDurationSeconds
        for var workout in workouts {
            if let seconds = workout.durationSeconds, seconds > longest {
                open.append((workout.entries.first?.sets.first?.line ?? 1, seconds))
                workout.durationSeconds = nil
            }
            workout.entries = workout.entries.compactMap { entry in
                var entry = entry
                let exerciseMetric = metric(entry.exerciseKey)
                entry.sets = entry.sets.compactMap { original in
                    var set = original
                    if let problem = Self.implausibility(of: set) {
                        reject(line: set.line, path: path, column: "", problem, as: .implausibleValue)
                        return nil
                    }
                    // Set notation holds a distance to three decimals in its unit; apps write more
                    // (Strava's `4995.899902` m is a float's noise), which is rounded, and counted once.
                    if let distance = set.distance, let rounded = Self.roundedDistance(distance) {
                        set.distance = rounded
                        roundedDistances += 1
                    }
                    // Apps show a weight to 0.01 of its unit; more decimals are a conversion's float
                    // (Fitbod's pounds as kilograms, `61.23497`), rounded, and counted once.
                    if roundWeights, let weight = set.weight, let rounded = Self.roundedWeight(weight) {
                        set.weight = rounded
                        roundedWeights += 1
                    }
                    let notation = SetFormatter.format(set, metric: exerciseMetric).notation
                    do throws(NotationError) {
                        _ = try SetNotation.parse(notation, defaultUnit: set.weightUnit)
                        return set
                    } catch {
                        reject(line: set.line, path: path, column: "",
                               "expected a set that can be written as notation, found \"\(notation)\": \(error)")
                        return nil
                    }
                }
                return entry.sets.isEmpty ? nil : entry
            }
            if !workout.entries.isEmpty || workout.rowsWithoutSets > 0 { kept.append(workout) }
        }
        workouts = kept
        if let first = open.first {
            let each = open.map { "\(WorkoutFileWriter.durationText($0.seconds)) at line \($0.line)" }.joined(separator: ", ")
            let why = capsOpenWorkouts
                ? "expected a workout of at most \(Self.openWorkoutSeconds / 3600) hours, found \(open.count.counted("workout")) "
                    + "longer (\(each)), as an app records a workout left open"
                : "expected an activity of at most \(WorkoutFileWriter.durationText(Self.longestDurationSeconds)) "
                    + "(the longest duration Spotter reads), found \(open.count == 1 ? "1 activity" : "\(open.count) activities") "
                    + "longer (\(each))"
            diagnostics.append(.warning(
                at: SourceLocation(file: path, line: first.line, column: 1),
                why + "; \(open.count == 1 ? "it is" : "they are") imported without a "
                    + "duration, so \(open.count == 1 ? "its" : "their") training time and load are unknown"))
        }
    }

    /// The longest workout taken as training: a longer one (Strong's `234h 29m`) is a workout
    /// the athlete forgot to finish, and its duration says when the app was closed, not how long
    /// they trained. 12 hours is longer than any gym session and far below the days such a
    /// duration runs to.
    static let openWorkoutSeconds = 12 * 3600

    /// The longest workout duration the loader reads (`NotationLimits.maxDurationSeconds`): the
    /// cap of an activity a device timed, which is never a workout left open.
    static let longestDurationSeconds = Int(NotationLimits.maxDurationSeconds)

    /// A distance with more decimals than set notation holds, rounded to that many
    /// (`SpotterCSVReader.notationDecimals`, 3: the millimetre in metres, the metre in km); nil
    /// when it has no more.
    static func roundedDistance(_ distance: ExportNumber) -> ExportNumber? {
        guard let point = distance.text.firstIndex(of: "."),
              distance.text.distance(from: point, to: distance.text.endIndex) - 1 > SpotterCSVReader.notationDecimals
        else { return nil }
        var scale = 1.0
        for _ in 0..<SpotterCSVReader.notationDecimals { scale *= 10 }
        return ExportNumber(String((distance.value * scale).rounded() / scale))
    }

    /// Most decimals an app's weight keeps in its unit: the hundredth, 0.01 kg or 0.01 lb, finer than
    /// any plate or dumbbell and than what the apps show.
    static let weightDecimals = 2

    /// A weight with more than `weightDecimals` decimals, rounded to that many on its decimal
    /// digits, a half away from zero (`22.6796185` is `22.68`, `22.675` is `22.68`, `-11.33980925`
    /// is `-11.34`); nil when it has no more.
    static func roundedWeight(_ weight: ExportNumber) -> ExportNumber? {
        let negative = weight.text.hasPrefix("-")
        let body = negative ? weight.text.dropFirst() : Substring(weight.text)
        guard let point = body.firstIndex(of: ".") else { return nil }
        let fraction = body[body.index(after: point)...]
        guard fraction.count > weightDecimals, let kept = Int(body[..<point] + fraction.prefix(weightDecimals)) else { return nil }
        let units = kept + (fraction.dropFirst(weightDecimals).first! >= "5" ? 1 : 0)
        var scale = 1
        for _ in 0..<weightDecimals { scale *= 10 }
        let decimals = String(units % scale + scale).dropFirst()
        return ExportNumber((negative ? "-" : "") + "\(units / scale).\(decimals)")
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
