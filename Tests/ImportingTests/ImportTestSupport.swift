import Foundation
@testable import Importing
import TrainingModel

/// Reads a fixture of this folder by name; the fixtures are excluded from the target so that
/// their bytes (BOM, CRLF) stay exactly as written.
enum Fixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return [UInt8](try Data(contentsOf: url))
    }
}

/// Plans an import against an in-memory site: `site` maps site-relative paths to file text.
func planImport(_ source: ImportSource, _ exportPath: String, _ bytes: [UInt8], options: ImportOptions = ImportOptions(),
                existing: [Exercise] = [], site: [String: String] = [:], vocabulary: String? = nil) -> ImportPlan {
    Importer.plan(source: source, exportPath: exportPath, exportBytes: bytes, options: options,
                  existingExercises: existing, existingFile: { site[$0] }, vocabularyOverride: vocabulary)
}

func planFixture(_ source: ImportSource, _ name: String, options: ImportOptions = ImportOptions(),
                 existing: [Exercise] = [], site: [String: String] = [:], vocabulary: String? = nil) throws -> ImportPlan {
    planImport(source, name, try Fixture.bytes(name), options: options, existing: existing, site: site,
               vocabulary: vocabulary)
}

extension ImportPlan {
    func file(_ path: String) -> PlannedFile? { files.first { $0.path == path } }

    /// The site after a real run: `site` plus every file created.
    func applied(to site: [String: String] = [:]) -> [String: String] {
        var result = site
        for file in filesToCreate { result[file.path] = file.text }
        return result
    }
}

/// The inverse of `SetFormatter` for the strings it writes, so tests can check that the
/// written notation holds the export's numbers: `[w:|d:|f:] [load] x reps [@rpe]`,
/// `[load] 60s`, `5km in 25:30`, loads `100kg`, `225lb`, `bw`, `bw+10kg`, `bw-15kg`.
enum NotationReader {
    static func parse(_ text: String) -> PerformedSet? {
        var words = text.split(separator: " ").map(String.init)
        var set = PerformedSet()
        if let first = words.first, first.hasSuffix(":") {
            switch first {
            case "w:": set.kind = .warmup
            case "d:": set.kind = .drop
            case "f:": set.kind = .failure
            default: return nil
            }
            words.removeFirst()
        }
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "x" {
                guard index + 1 < words.count, let reps = Int(words[index + 1]) else { return nil }
                set.reps = reps
                index += 2
            } else if word == "in" {
                guard index + 1 < words.count, let seconds = time(words[index + 1]) else { return nil }
                set.duration = seconds
                index += 2
            } else if word.hasPrefix("@") {
                guard let rpe = Double(word.dropFirst()) else { return nil }
                set.rpe = rpe
                index += 1
            } else if let load = load(word) {
                set.load = load
                index += 1
            } else if let metres = distance(word) {
                set.distance = metres
                index += 1
            } else if let seconds = time(word) {
                set.duration = seconds
                index += 1
            } else {
                return nil
            }
        }
        return set
    }

    private static func load(_ word: String) -> Load? {
        if word == "bw" { return .bodyweight }
        if word.hasPrefix("bw+") || word.hasPrefix("bw-") {
            guard let kilograms = mass(String(word.dropFirst(3))) else { return nil }
            return Load(kilograms: word.hasPrefix("bw-") ? -kilograms : kilograms, relativeToBodyweight: true)
        }
        return mass(word).map { Load(kilograms: $0) }
    }

    private static func mass(_ word: String) -> Double? {
        if word.hasSuffix("kg"), let value = Double(word.dropLast(2)) { return value }
        if word.hasSuffix("lb"), let value = Double(word.dropLast(2)) { return MassUnit.lb.toKilograms(value) }
        return nil
    }

    private static func distance(_ word: String) -> Double? {
        if word.hasSuffix("km"), let value = Double(word.dropLast(2)) { return value * 1000 }
        if word.hasSuffix("mi"), let value = Double(word.dropLast(2)) { return value * 1609.344 }
        if word.hasSuffix("m"), let value = Double(word.dropLast()) { return value }
        return nil
    }

    private static func time(_ word: String) -> Double? {
        if word.hasSuffix("s"), let value = Double(word.dropLast()) { return value }
        let parts = word.split(separator: ":").map { Int($0) }
        guard parts.count >= 2, parts.allSatisfy({ $0 != nil }) else { return nil }
        return Double(parts.reduce(0) { $0 * 60 + ($1 ?? 0) })
    }
}

/// The workouts of a written YAML file as (exercise id, set strings), read from the block shape
/// `WorkoutFileWriter` writes.
func writtenEntries(_ yaml: String) -> [(exercise: String, sets: [String])] {
    var entries: [(exercise: String, sets: [String])] = []
    for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("  - exercise: ") {
            entries.append((String(line.dropFirst("  - exercise: ".count)), []))
        } else if line.hasPrefix("      - "), !entries.isEmpty {
            var value = String(line.dropFirst("      - ".count))
            if value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            entries[entries.count - 1].sets.append(value)
        }
    }
    return entries
}
