import TrainingModel

/// The YAML text of an imported workout, in the shape of docs/content-format.md:
///
/// ```yaml
/// date: 2026-03-02T18:30
/// name: Upper A
/// duration: 1h 2m
/// notes: Felt strong.
/// entries:
///   - exercise: bench-press
///     sets:
///       - "w: 60kg x 10"
///       - 100kg x 5 @8
///     notes: Pause on the chest.
/// ```
///
/// Hevy supersets are kept as a first line of each member's notes, `Superset 1: Bench Press
/// (Barbell) + Pull Up`, since a workout entry has no grouping field; quantities a set's notation
/// cannot hold are kept in the entry's notes as `Set 3 also: 45s.`
enum WorkoutFileWriter {
    /// One entry ready to write: the resolved exercise id and its set notations.
    struct Entry: Sendable {
        var exercise: String
        var sets: [String]
        var notes: [String]
        /// Positions in `sets` holding a set map (`{weight: bw, reps: 6, time: 7s}`), written as
        /// YAML rather than as a quoted string.
        var mapSets: Set<Int> = []
        /// `grade:`, the entry's climbing grade (from a Spotter CSV).
        var grade: ClimbingGrade?
        var style: ClimbingStyle? = nil
    }

    /// `session`, `rpe` and `bodyweight` come only from a Spotter CSV.
    static func text(start: ExportDateTime, athlete: String?, name: String, durationSeconds: Int?,
                     notes: [String], entries: [Entry], session: String? = nil, rpe: ExportNumber? = nil,
                     bodyweight: (value: ExportNumber, unit: MassUnit)? = nil) -> String {
        document(start: start, athlete: athlete, name: name, durationSeconds: durationSeconds, notes: notes,
                 entries: entries, session: session, rpe: rpe, bodyweight: bodyweight).text
    }

    /// The same as YAML text with its longest value's size, which the content limits bound.
    static func document(start: ExportDateTime, athlete: String?, name: String, durationSeconds: Int?,
                         notes: [String], entries: [Entry], session: String? = nil, rpe: ExportNumber? = nil,
                         bodyweight: (value: ExportNumber, unit: MassUnit)? = nil) -> YAMLText {
        var yaml = YAMLText()
        yaml.raw("date: \(start.contentText)")
        if let athlete { yaml.field("athlete", athlete) }
        if let session { yaml.field("session", session) }
        if !name.isEmpty { yaml.field("name", name) }
        if let durationSeconds { yaml.field("duration", durationText(durationSeconds)) }
        if let rpe { yaml.raw("rpe: \(rpe.text)") }
        if let bodyweight { yaml.raw("bodyweight: \(bodyweight.value.text)\(bodyweight.unit.rawValue)") }
        if !notes.isEmpty { yaml.field("notes", notes.joined(separator: "\n\n")) }
        if !entries.isEmpty { yaml.key("entries") }
        for entry in entries {
            yaml.raw("  - exercise: \(YAMLText.scalar(entry.exercise))")
            if !entry.sets.isEmpty { yaml.key("sets", indent: 4) }
            for (index, set) in entry.sets.enumerated() {
                if entry.mapSets.contains(index) { yaml.raw("      - " + set) } else { yaml.item(set, indent: 6) }
            }
            if let grade = entry.grade {
                yaml.field("grade", grade.text + (entry.style.map { " " + $0.rawValue } ?? ""), indent: 4)
            }
            if !entry.notes.isEmpty { yaml.field("notes", entry.notes.joined(separator: "\n\n"), indent: 4) }
        }
        return yaml
    }

    /// `1h 2m`, `56m`, `45m 30s`, `30s`: the notation of a workout's `duration`.
    static func durationText(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours)h") }
        if minutes > 0 { parts.append("\(minutes)m") }
        if rest > 0 || parts.isEmpty { parts.append("\(rest)s") }
        return parts.joined(separator: " ")
    }
}
