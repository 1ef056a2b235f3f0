import CSV
import Foundation
import TrainingModel

/// Spotter's own flat CSV: every performed set of a site, one row each, as
/// `spotter export csv` writes it and `spotter import spotter-csv` reads it back.
///
/// Columns, in this order: `athlete, workout_id, date, workout, session,
/// workout_duration_s, workout_rpe, bodyweight_kg, workout_notes, entry, exercise_id,
/// exercise, metric, set_index, kind, weight_kg, reps, rpe, duration_s, distance_m,
/// exercise_notes, grade, grip`. Workout fields repeat on each of its rows; `entry` and `set_index`
/// count from 1 within the workout and the entry. Weights are in kilograms (`weight_kg`,
/// `bodyweight_kg`) or pounds (`weight_lb`, `bodyweight_lb`), times in seconds, distances in
/// metres; the weight is the external load (a `bw+10kg` set has 10, a `bw-15kg` assisted
/// set −15) and is empty for none or 0; `kind` is
/// `working`, `warm-up`, `drop` or `failure`; `grade` is the entry's climbing grade as written
/// (`6C`, with its style when it has one: `7a onsight`), repeated on its rows, empty for none;
/// `grip` the set's grip as set notation writes it (`half crimp 20mm`), empty for none. Rows come in workout start order (day, time,
/// id), then entry and set order, so the same content always gives the same bytes.
///
/// Text cells that a spreadsheet would run as a formula are written neutralised (`cell(text:)`)
/// and read back as written (`text(ofCell:)`); numbers are written as numbers.
public enum SpotterCSV {
    public static let columns = columns(unit: .kg)

    /// The columns with weights in `unit`: `weight_kg` and `bodyweight_kg`, or `weight_lb` and
    /// `bodyweight_lb`.
    public static func columns(unit: MassUnit) -> [String] {
        [
            "athlete", "workout_id", "date", "workout", "session", "workout_duration_s", "workout_rpe",
            "bodyweight_\(unit.rawValue)", "workout_notes", "entry", "exercise_id", "exercise", "metric", "set_index",
            "kind", "weight_\(unit.rawValue)", "reps", "rpe", "duration_s", "distance_m", "exercise_notes", "grade", "grip",
        ]
    }

    /// The CSV text of every workout (only `athlete`'s when given), with a header line and a
    /// final line break; weights in `unit`.
    public static func export(_ library: TrainingLibrary, athlete: String? = nil, unit: MassUnit = .kg) throws -> String {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: columns(unit: unit))
        func weight(_ kilograms: Double?) -> String { number(kilograms.map(unit.fromKilograms)) }
        let names = Dictionary(library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let workouts = library.workouts.filter { athlete == nil || $0.athlete == athlete }.sorted(by: Workout.startOrder)
        for workout in workouts {
            var date = workout.date.iso
            if let minute = workout.startMinute { date += "T" + two(minute / 60) + ":" + two(minute % 60) }
            let workoutFields = [
                cell(text: workout.athlete), cell(text: workout.id), date, cell(text: workout.name ?? ""),
                cell(text: workout.session ?? ""), number(workout.duration), number(workout.rpe),
                weight(workout.bodyweight), cell(text: workout.notes),
            ]
            for (entryIndex, entry) in workout.entries.enumerated() {
                let exercise = names[entry.exercise]
                for (setIndex, set) in entry.sets.enumerated() {
                    let load = set.load.map(\.kilograms).flatMap { $0 == 0 ? nil : $0 }
                    try writer.write(row: workoutFields + [
                        String(entryIndex + 1), cell(text: entry.exercise), cell(text: exercise?.name ?? entry.exercise),
                        exercise?.metric.rawValue ?? "", String(setIndex + 1), set.kind.rawValue, weight(load),
                        set.reps.map(String.init) ?? "", number(set.rpe), number(set.duration), number(set.distance),
                        cell(text: entry.notes ?? ""), gradeCell(entry), cell(text: set.grip?.notation(unit: unit) ?? ""),
                    ])
                }
            }
        }
        stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The entry's grade and style as `grade:` writes them (`7a onsight`), empty for none.
    static func gradeCell(_ entry: WorkoutEntry) -> String {
        guard let grade = entry.grade else { return "" }
        return grade.text + (entry.style.map { " " + $0.rawValue } ?? "")
    }

    /// `100`, `62.5`, `-15`, `83.91458845` for 185 lb; empty for none. A value is written as the
    /// shortest decimal within float noise of it (`ExportNumber`), so a unit conversion's last bits
    /// (`83.91458845000001`) are not written.
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return ExportNumber(String(value))?.text ?? String(value)
    }

    /// The characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection).
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// A text cell a spreadsheet shows as text: one `'` is put before a text that starts with a
    /// formula character after any `'`s it already starts with (`=SUM(A1)` → `'=SUM(A1)`,
    /// `'=x` → `''=x`), so that `text(ofCell:)` can give back exactly what was written.
    static func cell(text: String) -> String {
        guard let first = text.drop(while: { $0 == "'" }).first, formulaStarts.contains(first) else { return text }
        return "'" + text
    }

    /// The text `cell(text:)` was given: one leading `'` is dropped when `'`s are followed by a
    /// formula character; any other cell is its own text.
    static func text(ofCell cell: String) -> String {
        guard cell.first == "'", let first = cell.drop(while: { $0 == "'" }).first,
              formulaStarts.contains(first) else { return cell }
        return String(cell.dropFirst())
    }

    private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
}
