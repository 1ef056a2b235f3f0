import Diagnostics
import Foundation
import TrainingModel

/// Converts free-exercise-db records (a JSON array, or one object per file) into one Markdown
/// exercise file each, `content/exercises/<slug of name>.md`:
///
/// ```markdown
/// ---
/// name: Barbell Squat
/// type: strength
/// level: beginner
/// mechanic: compound
/// force: push
/// equipment:
///   - barbell
/// muscles:
///   primary:
///     - quadriceps
///   secondary:
///     - glutes
/// images:
///   - Barbell_Squat/0.jpg
/// ---
/// ## Steps
///
/// 1. Stand with the bar on your upper back.
/// ```
///
/// `category` becomes `type` as docs/content-format.md says; `body only` equipment makes the
/// metric `bodyweight_reps` and `stretching` makes it `time`. A record whose name is already an
/// exercise of the site is skipped, so the site's own file stays the one that counts.
enum FreeExerciseDBImporter {
    static func plan(exportPath: String, bytes: [UInt8], existingExercises: [Exercise],
                     planner: ImportPlanner) -> ImportPlan {
        var summary = ImportSummary(source: .freeExerciseDB, exportPath: exportPath)
        var diagnostics = DiagnosticList()
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: exportPath),
                                      "expected a free-exercise-db JSON array or object, found text that is not JSON",
                                      hint: "\(error.localizedDescription)"))
            return ImportPlan(files: [], summary: summary, diagnostics: diagnostics)
        }
        let records: [(keyPath: String, value: Any)]
        if let array = json as? [Any] {
            records = array.enumerated().map { ("[\($0.offset)]", $0.element) }
        } else if json is [String: Any] {
            records = [("", json)]
        } else {
            diagnostics.append(.error(at: SourceLocation(file: exportPath),
                                      "expected a free-exercise-db JSON array or object, found another JSON value"))
            return ImportPlan(files: [], summary: summary, diagnostics: diagnostics)
        }
        summary.rowsRead = records.count

        let matcher = ExerciseMatcher(existing: existingExercises, vocabulary: ExerciseVocabulary(entries: []))
        var files: [PlannedFile] = []
        var rowSkips: [SkipReason: Int] = [:]
        var fileSkips: [ImportSkip] = []
        var usedIDs: Set<String> = []
        for (keyPath, value) in records {
            let location = SourceLocation(file: exportPath)
            guard let record = value as? [String: Any] else {
                diagnostics.append(.error(at: location, keyPath: keyPath, "expected an exercise object, found another JSON value"))
                rowSkips[.malformedRow, default: 0] += 1
                continue
            }
            guard let name = (record["name"] as? String)?.trimmingSpaces, !name.isEmpty else {
                diagnostics.append(.error(at: location, keyPath: keyPath + (keyPath.isEmpty ? "name" : ".name"),
                                          "expected the exercise's name, found none"))
                rowSkips[.malformedRow, default: 0] += 1
                continue
            }
            let text = markdown(record, name: name, keyPath: keyPath, location: location, diagnostics: &diagnostics)
            var id = Slug.make(name).isEmpty ? "exercise" : Slug.make(name)
            var counter = 2
            let base = id
            while usedIDs.contains(id) {
                id = "\(base)-\(counter)"
                counter += 1
            }
            usedIDs.insert(id)
            let file = planner.plannedFile(path: "content/exercises/\(id).md", text: text)
            switch file.action {
            case .unchanged:
                files.append(file)
                summary.exercisesAlreadyImported += 1
                summary.rowsImported += 1
            case .skipConflict:
                files.append(file)
                fileSkips.append(ImportSkip(reason: .existsWithDifferentContent, rows: 1, path: file.path))
            case .create:
                if case .existing = matcher.resolve(name) {
                    rowSkips[.matchesExistingExercise, default: 0] += 1
                } else {
                    files.append(file)
                    summary.exercisesCreated += 1
                    summary.rowsImported += 1
                }
            }
        }
        summary.skips = SkipReason.allCases.compactMap { reason in
            rowSkips[reason].map { ImportSkip(reason: reason, rows: $0) }
        } + fileSkips.sorted { ($0.path ?? "") < ($1.path ?? "") }
        return ImportPlan(files: files.sorted { $0.path < $1.path }, summary: summary, diagnostics: diagnostics)
    }

    /// free-exercise-db's `category` → Spotter's `type`.
    static func type(forCategory category: String) -> ExerciseType {
        switch category.lowercased() {
        case "strength", "powerlifting", "olympic weightlifting", "strongman", "plyometrics": return .strength
        case "cardio": return .cardio
        case "stretching": return .mobility
        default: return .other
        }
    }

    private static func markdown(_ record: [String: Any], name: String, keyPath: String, location: SourceLocation,
                                 diagnostics: inout DiagnosticList) -> String {
        func string(_ key: String) -> String? {
            guard let text = (record[key] as? String)?.trimmingSpaces, !text.isEmpty else { return nil }
            return text
        }
        func strings(_ key: String) -> [String] {
            if let list = record[key] as? [Any] {
                return list.compactMap { ($0 as? String)?.trimmingSpaces }.filter { !$0.isEmpty }
            }
            return string(key).map { [$0] } ?? []
        }
        func field(_ key: String) -> String { keyPath.isEmpty ? key : keyPath + "." + key }

        var yaml = YAMLText()
        yaml.raw("---")
        yaml.field("name", name)
        let category = string("category")
        if let category {
            yaml.field("type", type(forCategory: category).rawValue)
        }
        if let level = string("level") { yaml.field("level", level) }
        if let mechanic = string("mechanic") {
            if Mechanic(rawValue: mechanic) != nil {
                yaml.field("mechanic", mechanic)
            } else {
                diagnostics.append(.warning(at: location, keyPath: field("mechanic"),
                                            "expected compound or isolation, found \"\(mechanic)\"; left out"))
            }
        }
        if let force = string("force") {
            if Force(rawValue: force) != nil {
                yaml.field("force", force)
            } else {
                diagnostics.append(.warning(at: location, keyPath: field("force"),
                                            "expected push, pull or static, found \"\(force)\"; left out"))
            }
        }
        let equipment = strings("equipment")
        yaml.list("equipment", equipment)
        let primary = strings("primaryMuscles"), secondary = strings("secondaryMuscles")
        if !primary.isEmpty || !secondary.isEmpty {
            yaml.key("muscles")
            yaml.list("primary", primary, indent: 2)
            yaml.list("secondary", secondary, indent: 2)
        }
        if category?.lowercased() == "stretching" {
            yaml.field("metric", ExerciseMetric.time.rawValue)
        } else if equipment.contains(where: { $0.lowercased() == "body only" }) {
            yaml.field("metric", ExerciseMetric.bodyweightReps.rawValue)
        }
        yaml.list("images", strings("images"))
        yaml.raw("---")
        var text = yaml.text
        let steps = strings("instructions").map { $0.normalisedLineEndings.split(whereSeparator: \.isNewline).joined(separator: " ") }
        if !steps.isEmpty {
            text += "## Steps\n\n"
            for (index, step) in steps.enumerated() { text += "\(index + 1). \(step)\n" }
        }
        return text
    }
}
