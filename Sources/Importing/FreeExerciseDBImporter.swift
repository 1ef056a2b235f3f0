import Diagnostics
import Foundation
import TrainingModel

/// Converts free-exercise-db records, or the exercise-library app's (`exerciseType: {name}`), in a
/// JSON array, one object, or that app's list reply `{"data": [ … ]}`, into one Markdown
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
        if let object = json as? [String: Any], object.count == 1, let array = object["data"] as? [Any] {
            records = array.enumerated().map { ("data[\($0.offset)]", $0.element) }
            summary.jsonForm = "the exercise-library app's list reply, {\"data\": [ … ]}"
        } else if let array = json as? [Any] {
            records = array.enumerated().map { ("[\($0.offset)]", $0.element) }
            summary.jsonForm = "a JSON array of records"
        } else if json is [String: Any] {
            records = [("", json)]
            summary.jsonForm = "one JSON object"
        } else {
            diagnostics.append(.error(at: SourceLocation(file: exportPath),
                                      "expected a free-exercise-db JSON array or object, found another JSON value"))
            return ImportPlan(files: [], summary: summary, diagnostics: diagnostics)
        }
        summary.rowsRead = records.count

        let matcher = ExerciseMatcher(existing: existingExercises, vocabulary: ExerciseVocabulary(entries: []),
                                      names: planner.options.names)
        var files: [PlannedFile] = []
        var rowSkips: [SkipReason: Int] = [:]
        var fileSkips: [ImportSkip] = []
        var usedIDs: Set<String> = []
        var copiedPaths: Set<String> = []
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
            let images = imagePlan(Self.strings(record, "images"), keyPath: keyPath, location: location, planner: planner,
                                   diagnostics: &diagnostics)
            let text = markdown(record, name: name, images: images.kept, keyPath: keyPath, location: location,
                                diagnostics: &diagnostics)
            var id = GeneratedID.exercise(named: name)
            var counter = 2
            let base = id
            while usedIDs.contains(id) {
                id = "\(base)-\(counter)"
                counter += 1
            }
            usedIDs.insert(id)
            guard let path = ContentPath.exercise(id, extension: "md") else {
                diagnostics.append(.error(at: location, keyPath: keyPath + (keyPath.isEmpty ? "name" : ".name"), ContentPath.refusal(of: id)))
                rowSkips[.malformedRow, default: 0] += 1
                continue
            }
            let file = planner.plannedFile(path: path, text: text)
            if file.action == .create, case .existing = matcher.resolve(name) {
                rowSkips[.matchesExistingExercise, default: 0] += 1
                continue
            }
            summary.imagesLeftOut += images.leftOut
            summary.imagesAlreadyThere += images.inSite
            for copy in images.copies where !copiedPaths.contains(copy.path) {
                copiedPaths.insert(copy.path)
                files.append(copy)
                switch copy.action {
                case .create, .replace: summary.imagesCopied += 1
                case .unchanged: summary.imagesAlreadyThere += 1
                case .skipConflict: fileSkips.append(ImportSkip(reason: .existsWithDifferentContent, rows: 0, path: copy.path))
                }
            }
            switch file.action {
            case .unchanged:
                files.append(file)
                summary.exercisesAlreadyImported += 1
                summary.rowsImported += 1
            case .skipConflict:
                files.append(file)
                fileSkips.append(ImportSkip(reason: .existsWithDifferentContent, rows: 1, path: file.path))
                planner.noteReplaceable(file.path, in: &summary)
            case .create, .replace:
                files.append(file)
                if file.action == .replace { summary.filesReplaced += 1 } else { summary.exercisesCreated += 1 }
                summary.rowsImported += 1
            }
        }
        if summary.imagesLeftOut > 0, planner.options.images == nil {
            diagnostics.append(.warning(
                at: SourceLocation(file: exportPath),
                "expected the images the records name, found no --images folder; \(summary.imagesLeftOut) "
                    + "image\(summary.imagesLeftOut == 1 ? " is" : "s are") left out of the exercise files",
                hint: "pass --images with the exercises/ folder of a free-exercise-db checkout to copy them"))
        }
        summary.skips = SkipReason.allCases.compactMap { reason in
            rowSkips[reason].map { ImportSkip(reason: reason, rows: $0) }
        } + fileSkips.sorted { ($0.path ?? "") < ($1.path ?? "") }
        return ImportPlan(files: files.sorted { $0.path < $1.path }, summary: summary, diagnostics: diagnostics)
    }

    /// The exercise-library app's `exerciseType.name` → Spotter's `type`: `Resistance` is
    /// strength, `Cardio` and `Mobility` (and Spotter's own words) are themselves; nil for
    /// any other word.
    static func type(forTrainingAppType name: String) -> ExerciseType? {
        let word = name.trimmingSpaces.lowercased()
        return word == "resistance" ? .strength : ExerciseType(rawValue: word)
    }

    /// `{"name": "Chest"}`'s name, as the exercise-library app nests its type and subtype.
    private static func nestedName(_ record: [String: Any], _ key: String) -> String? {
        guard let object = record[key] as? [String: Any] else { return nil }
        return string(object, "name")
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

    private static func string(_ record: [String: Any], _ key: String) -> String? {
        guard let text = (record[key] as? String)?.trimmingSpaces, !text.isEmpty else { return nil }
        return text
    }

    private static func strings(_ record: [String: Any], _ key: String) -> [String] {
        if let list = record[key] as? [Any] {
            return list.compactMap { ($0 as? String)?.trimmingSpaces }.filter { !$0.isEmpty }
        }
        return string(record, key).map { [$0] } ?? []
    }

    /// The images a record names that its page can show, and the copies that bring them into
    /// the site beside the exercise file (`content/exercises/<path>`). With `--images`, each is
    /// copied from that folder (one it does not hold is left out, with a warning); without it,
    /// only images already in the site are kept, so that no page points at a missing file.
    /// `inSite` counts images kept because the site has them (no `--images`); `leftOut` those dropped.
    private static func imagePlan(_ written: [String], keyPath: String, location: SourceLocation,
                                  planner: ImportPlanner, diagnostics: inout DiagnosticList)
        -> (kept: [String], copies: [PlannedFile], inSite: Int, leftOut: Int) {
        var kept: [String] = []
        var copies: [PlannedFile] = []
        var inSite = 0, leftOut = 0
        let field = keyPath.isEmpty ? "images" : keyPath + ".images"
        for image in written {
            guard let destination = ContentPath.exerciseImage(image) else {
                diagnostics.append(.warning(at: location, keyPath: field,
                                            "expected an image path inside the exercises folder, found \"\(image)\"; left out"))
                leftOut += 1
                continue
            }
            if let folder = planner.options.images {
                guard let bytes = folder.read(image) else {
                    diagnostics.append(.warning(at: location, keyPath: field,
                                                "expected \(folder.path)/\(image), found no such file; the image is left out"))
                    leftOut += 1
                    continue
                }
                copies.append(planner.plannedFile(path: destination, bytes: bytes))
                kept.append(image)
            } else if planner.existingBytes(destination.path) != nil {
                kept.append(image)
                inSite += 1
            } else {
                leftOut += 1
            }
        }
        return (kept, copies, inSite, leftOut)
    }

    /// `3_4_Sit-Up/0.jpg`: relative, no `..`, and no segment the loader would skip (`.x`, `_x`).
    static func isSafeRelativePath(_ path: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.contains("\\") && !path.contains(":") && segments.allSatisfy { segment in
            guard let first = segment.first else { return false }
            return first != "." && first != "_" && !segment.contains(where: { $0.isNewline })
        }
    }

    private static func markdown(_ record: [String: Any], name: String, images: [String], keyPath: String,
                                 location: SourceLocation, diagnostics: inout DiagnosticList) -> String {
        func string(_ key: String) -> String? { Self.string(record, key) }
        func strings(_ key: String) -> [String] { Self.strings(record, key) }
        func field(_ key: String) -> String { keyPath.isEmpty ? key : keyPath + "." + key }

        var yaml = YAMLText()
        yaml.raw("---")
        yaml.field("name", name)
        let category = string("category")
        if let category {
            yaml.field("type", type(forCategory: category).rawValue)
        }
        // The exercise-library app's record: `exerciseType`/`exerciseSubtype` as `{name}`,
        // `isGlobal` for compound, a video link.
        if let typeName = nestedName(record, "exerciseType") {
            if let type = type(forTrainingAppType: typeName) {
                yaml.field("type", type.rawValue)
            } else {
                diagnostics.append(.warning(at: location, keyPath: field("exerciseType.name"),
                                            "expected Resistance, Cardio, Mobility or one of Spotter's types (strength, cardio, "
                                                + "mobility, climbing, other), found \"\(typeName)\"; left out"))
            }
        }
        if let subtype = nestedName(record, "exerciseSubtype") { yaml.field("subtype", subtype) }
        if let global = record["isGlobal"] as? Bool { yaml.field("mechanic", global ? "compound" : "isolation") }
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
        yaml.muscles(primary: strings("primaryMuscles"), secondary: strings("secondaryMuscles"))
        if category?.lowercased() == "stretching" {
            yaml.field("metric", ExerciseMetric.time.rawValue)
        } else if equipment.contains(where: { $0.lowercased() == "body only" }) {
            yaml.field("metric", ExerciseMetric.bodyweightReps.rawValue)
        }
        yaml.list("images", images)
        if let video = string("videoURL") { yaml.field("video", video) }
        if let description = string("description"), record["exerciseType"] != nil || record["exerciseId"] != nil {
            yaml.field("description", description)
        }
        yaml.raw("---")
        var text = yaml.text
        let steps = strings("instructions").map(MarkdownLiteral.line)
        if !steps.isEmpty {
            text += "## Steps\n\n"
            for (index, step) in steps.enumerated() { text += "\(index + 1). \(step)\n" }
        }
        return text
    }
}
