import Diagnostics
import TextAndDates
import TrainingModel

/// Reads Strava's bulk export `activities.csv`. Its layout has grown from about 80 to about 95
/// columns over the years, repeats column names, and has been seen with HTML in a header cell;
/// the header is read by name after tags are removed, a repeated name's later copies called
/// `Distance (2)`, `Elapsed Time (2)`. The first `Distance` is in the athlete's display unit
/// (sometimes with a decimal comma), the second in metres; the metres are read when present.
///
/// Each activity is one workout named `strava-<Activity ID>`, so importing the export again
/// writes nothing. Runs, rides, swims, walks and hikes get one cardio set: the distance and the
/// moving time (a pace is computed from the moving time, as Strava shows it; the elapsed time
/// is the workout's duration). Elevation gain and average heart rate go into the notes, as
/// workouts have no field for them. Any other activity (weight training, yoga…) is a workout
/// with its duration and no sets.
enum StravaReader {
    static let requiredColumns = ["Activity ID", "Activity Date", "Activity Type", "Elapsed Time"]

    static let columnsRead = [
        "Activity ID", "Activity Date", "Activity Name", "Activity Type", "Activity Description", "Elapsed Time",
        "Moving Time", "Distance", "Distance (2)", "Elevation Gain", "Average Heart Rate",
    ]

    /// Columns with a quantity in their name that are left out on purpose (named in the summary):
    /// the second elapsed time repeats the first; the others are not training figures Spotter keeps.
    static let ignoredOnPurpose: Set<String> = [
        "Elapsed Time (2)", "Start Time", "Timer Time", "Uphill Time", "Downhill Time", "Other Time",
        "Weather Observation Time", "Sunrise Time", "Sunset Time", "Grade Adjusted Distance", "Dirt Distance",
        "Newly Explored Distance", "Newly Explored Dirt Distance", "Total Weight Lifted", "Bike Weight",
        "Athlete Weight", "Average Grade Adjusted Pace",
    ]

    /// The exercise an activity type's single set is of; nil for types recorded without sets.
    static func exerciseName(ofType type: String) -> String? {
        switch type.lowercased() {
        case "run", "trail run", "virtual run", "treadmill run": return "Running"
        case "ride", "virtual ride", "e-bike ride", "mountain bike ride", "gravel ride": return "Cycling"
        case "swim": return "Swimming"
        case "walk": return "Walking"
        case "hike": return "Hiking"
        default: return nil
        }
    }

    /// The header with HTML tags removed and repeated names numbered from the second copy.
    static func normalised(_ table: CSVTable) -> CSVTable {
        var seen: [String: Int] = [:]
        var header: [String] = []
        for cell in table.header {
            var text = ""
            var inTag = false
            for character in cell {
                if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
            }
            let name = text.trimmingSpaces
            seen[name, default: 0] += 1
            header.append(seen[name]! == 1 ? name : "\(name) (\(seen[name]!))")
        }
        return CSVTable(header: header, rows: table.rows, delimiter: table.delimiter)
    }

    static func read(_ raw: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        let table = normalised(raw)
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead,
                                    ignoredOnPurpose: ignoredOnPurpose, path: path, app: "Strava",
                                    hint: "use activities.csv from Strava's Download your data archive")
        else { return reading }
        var workouts: [ImportedWorkout] = []
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String, decimalComma: Bool = false) -> ExportNumber?? {
                reading.number(column, of: row, in: table, path: path, allowDecimalComma: decimalComma)
            }
            let activityID = field("Activity ID")
            guard !activityID.isEmpty, activityID.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                reading.reject(line: row.line, path: path, column: "Activity ID",
                               "expected the activity's number, found \"\(activityID)\"")
                continue
            }
            // Strava writes the start in UTC.
            guard var start = ExportDateTime(field("Activity Date")) else {
                reading.reject(line: row.line, path: path, column: "Activity Date",
                               "expected a date and time such as Nov 21, 2024, 6:03:15 PM, found \"\(field("Activity Date"))\"")
                continue
            }
            if start.offsetMinutes == nil, start.hasTime { start.offsetMinutes = 0 }
            guard let elapsed = number("Elapsed Time"), let moving = number("Moving Time"),
                  let displayDistance = number("Distance", decimalComma: true), let metres = number("Distance (2)"),
                  let elevation = number("Elevation Gain"), let heartRate = number("Average Heart Rate") else { continue }
            var workout = ImportedWorkout(start: start, title: field("Activity Name"))
            workout.id = "strava-\(activityID)"
            workout.durationSeconds = elapsed.map { Int($0.value.rounded()) }
            var notes: [String] = []
            let description = field("Activity Description").normalisedLineEndings.trimmingWhitespace
            if !description.isEmpty { notes.append(description) }
            var figures: [String] = []
            if let elevation, !elevation.isZero { figures.append("Elevation gain: \(elevation.text) m.") }
            if let heartRate, !heartRate.isZero { figures.append("Average heart rate: \(heartRate.text) bpm.") }
            if !figures.isEmpty { notes.append(figures.joined(separator: " ")) }
            workout.notes = notes
            if let exercise = exerciseName(ofType: field("Activity Type")) {
                let distance = metres ?? displayDistance
                let unit: DistanceUnit = metres != nil ? .m : options.unit == .kg ? .km : .mi
                var entry = ImportedEntry(exerciseName: exercise)
                entry.sets = [ImportedSet(line: row.line, kind: .working, weight: nil, weightUnit: options.unit, reps: nil,
                                          rpe: nil, seconds: moving ?? elapsed, distance: distance.flatMap { $0.isZero ? nil : $0 },
                                          distanceUnit: unit)]
                workout.entries = [entry]
            } else {
                workout.rowsWithoutSets = 1
            }
            workouts.append(workout)
        }
        reading.workouts = workouts
        return reading
    }
}
