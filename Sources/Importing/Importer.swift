import Diagnostics
import Foundation
import TrainingModel

/// The entry point of `spotter import` (docs/imports.md): plan what an export turns into, then write
/// the new files. Planning reads nothing from disk itself, so the CLI, `--dry-run` and tests
/// share one path.
public enum Importer {
    /// Where the site's own vocabulary file lives; diagnostics about it name this path.
    public static let vocabularyOverridePath = "content/import-vocabulary.yaml"

    /// The largest export an import reads: 64 MiB. An import holds the whole export, its rows and
    /// the files it plans in memory at once, 18 to 21 times the export's size at the peak
    /// (docs/imports.md#size-of-an-export), so this bounds an import to about 1.4 GiB.
    public static let maxExportSize = 64 << 20

    /// Why an export of `bytes` is refused, nil when it is not too large.
    public static func sizeProblem(bytes: Int) -> String? {
        guard bytes > maxExportSize else { return nil }
        return "expected an export of at most \(maxExportSize >> 20) MiB, found \(bytes) bytes; nothing was imported. "
            + "Split it into parts with the header line on each (the rows of one workout in one part) and import each"
    }

    /// `existingExercises`: the site's exercises (from the loader); `existingFile`: reads a
    /// site-relative path, nil when absent; `existingBytes`: the same for files that are not text
    /// (images), read through `existingFile` when not given; `vocabularyOverride`: text of
    /// content/import-vocabulary.yaml if present.
    public static func plan(source: ImportSource, exportPath: String, exportBytes: [UInt8], options: ImportOptions,
                            existingExercises: [Exercise], existingFile: (String) -> String?,
                            existingBytes: ((String) -> [UInt8]?)? = nil,
                            vocabularyOverride: String?) -> ImportPlan {
        var diagnostics = DiagnosticList()
        if let problem = sizeProblem(bytes: exportBytes.count) {
            diagnostics.append(.error(at: SourceLocation(file: exportPath), problem))
            return ImportPlan(files: [], summary: ImportSummary(source: source, exportPath: exportPath), diagnostics: diagnostics)
        }
        var (vocabulary, builtInProblems) = ExerciseVocabulary.builtIn()
        diagnostics.append(contentsOf: builtInProblems)
        if let vocabularyOverride {
            let (site, problems) = ExerciseVocabulary.parse(vocabularyOverride, path: vocabularyOverridePath)
            diagnostics.append(contentsOf: problems)
            vocabulary = vocabulary.extended(by: site)
        }
        return withoutActuallyEscaping(existingFile) { existingFile in
            let planner = ImportPlanner(source: source, exportPath: exportPath, options: options,
                                        matcher: ExerciseMatcher(existing: existingExercises, vocabulary: vocabulary, names: options.names),
                                        existingFile: existingFile,
                                        existingBytes: existingBytes ?? { existingFile($0).map { Array($0.utf8) } })
            switch source {
            case .freeExerciseDB:
                var plan = FreeExerciseDBImporter.plan(exportPath: exportPath, bytes: exportBytes,
                                                       existingExercises: existingExercises, planner: planner)
                var all = diagnostics
                all.append(contentsOf: plan.diagnostics)
                plan.diagnostics = all
                return plan
            case .strong, .hevy, .fitnotes, .fitbod, .garmin, .strava, .spotterCSV:
                let table: CSVTable?
                do {
                    table = try CSVTable.read(exportBytes, candidates: source == .strong ? [",", ";"] : [","])
                } catch {
                    diagnostics.append(.error(at: SourceLocation(file: exportPath),
                                              "expected a CSV export, found text that could not be read: \(error)"))
                    return ImportPlan(files: [], summary: ImportSummary(source: source, exportPath: exportPath),
                                      diagnostics: diagnostics)
                }
                guard let table else {
                    diagnostics.append(.error(at: SourceLocation(file: exportPath),
                                              "expected a CSV export with a header line, found an empty file"))
                    return ImportPlan(files: [], summary: ImportSummary(source: source, exportPath: exportPath),
                                      diagnostics: diagnostics)
                }
                let reading: ExportReading
                switch source {
                case .strong: reading = StrongReader.read(table, path: exportPath, options: options)
                case .strava: reading = StravaReader.read(table, path: exportPath, options: options)
                case .fitnotes: reading = FitNotesReader.read(table, path: exportPath, options: options)
                case .fitbod: reading = FitbodReader.read(table, path: exportPath)
                case .garmin: reading = GarminReader.read(table, path: exportPath, options: options)
                case .spotterCSV: reading = SpotterCSVReader.read(table, path: exportPath, athlete: options.athlete)
                default: reading = HevyReader.read(table, path: exportPath)
                }
                return planner.plan(reading, diagnostics: diagnostics)
            }
        }
    }

    /// Writes the plan's new files under `siteDirectory`, creating folders as needed, and its
    /// `--replace` files over the ones there. A new file is only ever created: if one appeared at
    /// its path since planning, it is left alone and `ImportApplyError.fileExists` is thrown after
    /// the others are written. Every file written is noted in the site's `ImportRecord`. Returns
    /// the paths written, site-relative.
    @discardableResult
    public static func apply(plan: ImportPlan, to siteDirectory: String) throws -> [String] {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: siteDirectory, isDirectory: true)
        var written: [String] = []
        var appeared: [String] = []
        for file in plan.filesToCreate {
            let url = root.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if fileManager.fileExists(atPath: url.path) {
                appeared.append(file.path)
                continue
            }
            do {
                try Data(file.bytes).write(to: url, options: .withoutOverwriting)
            } catch CocoaError.fileWriteFileExists {
                appeared.append(file.path)
                continue
            }
            written.append(file.path)
        }
        for file in plan.filesToReplace {
            try Data(file.bytes).write(to: root.appendingPathComponent(file.path), options: .atomic)
            written.append(file.path)
        }
        if !written.isEmpty {
            let recordURL = root.appendingPathComponent(ImportRecord.path)
            var record = ImportRecord(text: try? String(contentsOf: recordURL, encoding: .utf8))
            let writtenPaths = Set(written)
            for file in plan.files where writtenPaths.contains(file.path) { record.record(file.path, bytes: file.bytes) }
            try Data(record.text.utf8).write(to: recordURL, options: .atomic)
        }
        if !appeared.isEmpty { throw ImportApplyError.fileExists(appeared) }
        return written
    }
}

/// Why writing a plan stopped short.
public enum ImportApplyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Files that appeared between planning and writing; they were not touched.
    case fileExists([String])

    public var description: String {
        switch self {
        case .fileExists(let paths):
            return "expected no file at \(paths.joined(separator: ", ")), found one created since the import was planned; it was left as it is"
        }
    }
}
