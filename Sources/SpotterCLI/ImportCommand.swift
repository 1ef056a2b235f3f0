import ArgumentParser
import Foundation
import Importing
import Loading
import TrainingModel

/// `spotter import [strong|hevy|fitnotes|fitbod|garmin|strava|spotter-csv|free-exercise-db] FILE`: turns an app's export into
/// ordinary content files, matching exercise names against the site's, never overwriting a file. Without
/// the kind, it is recognised from the file (`ImportDetection`).
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a Strong, Hevy, FitNotes, Fitbod, Garmin Connect, Strava or Spotter CSV export, or a free-exercise-db JSON file, as content files.",
        discussion: """
        Without the kind, it is recognised from the file's header and said. \
        Workouts are written to content/workouts/<year>/, new exercises to content/exercises/. \
        A file import did not write is never changed (--replace rewrites its own unchanged ones); \
        importing the same export twice changes nothing. \
        Extend the exercise-name vocabulary with content/import-vocabulary.yaml; \
        the groups of spellings of content/names.yaml match names too.

        Examples:
          spotter import strong strong_workouts.csv --dry-run  # what it would write
          spotter import hevy workouts.csv --unit lb --athlete ana
          spotter import free-exercise-db exercises.json --images exercises/
          spotter import activities.csv  # recognised as Strava's export
          spotter import strong strong_workouts.csv --unit lb --replace
        """
    )

    @Argument(help: "The export's kind (\(ImportSource.allCases.map(\.rawValue).joined(separator: ", "))) then the file, or only the file to have its kind recognised.")
    var kindOrFile: String

    @Argument(help: "The export file, after its kind.")
    var fileAfterKind: String?

    private var file: String { fileAfterKind ?? kindOrFile }

    @Option(help: "The unit of weights in exports that do not name it (Strong's comma layout): kg or lb. Default: the site's units.")
    var unit: MassUnit?

    @Option(help: "The athlete the workouts belong to (needed when the site has several).",
            completion: SiteIDCompletion.athletes)
    var athlete: String?

    @Option(help: "free-exercise-db only: its exercises/ folder (or the checkout holding it), to copy the images the records name.")
    var images: String?

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    @Flag(help: "Rewrite files in the way that an earlier import wrote and nobody changed since (see docs/imports.md).")
    var replace = false

    @OptionGroup var site: SiteOptions

    func validate() throws {
        if fileAfterKind != nil, ImportSource(rawValue: kindOrFile) == nil {
            throw ValidationError("\(kindOrFile): expected the export's kind, one of "
                                  + ImportSource.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw ValidationError("\(file): no such file, or it cannot be read")
        }
        if let images {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: images, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--images \(images): no such folder")
            }
        }
    }

    func run() async throws {
        let loaded = await SiteLoader().load(siteDirectory: site.source)
        if loaded.library.athletes.count > 1, athlete == nil {
            throw ValidationError("this site has several athletes; name one with --athlete "
                                  + loaded.library.athletes.map(\.id).joined(separator: "|"))
        }
        // Also on a site without athletes yet: `athlete: ID` naming nobody is what check refuses.
        if let athlete, loaded.library.athlete(id: athlete) == nil {
            throw ValidationError("--athlete \(athlete): no such athlete in this site; add content/athletes/\(athlete).yaml first")
        }
        // Checked before the file is read, so a huge export costs nothing (docs/imports.md#size-of-an-export).
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        if let problem = Importer.sizeProblem(bytes: size) {
            Console.error("error: \(file): \(problem)")
            throw ExitCode(1)
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let source: ImportSource
        if fileAfterKind != nil, let named = ImportSource(rawValue: kindOrFile) {
            source = named
        } else if let detection = ImportDetection.detect(bytes) {
            source = detection.source
            print(detection.description)
        } else {
            Console.error("error: \(file): expected an export of a known format, found none of them: "
                          + ImportDetection.knownFormats + ". Name the format if the file is one: spotter import "
                          + ImportSource.allCases.map(\.rawValue).joined(separator: "|") + " FILE")
            throw ExitCode(1)
        }
        if images != nil, source != .freeExerciseDB { throw ValidationError("--images is for free-exercise-db imports") }
        let hasSiteFile = FileManager.default.fileExists(atPath: URL(fileURLWithPath: site.source).appendingPathComponent("site.yaml").path)
        let unitOrigin: UnitOrigin = unit != nil ? .option : hasSiteFile ? .site : .noSiteFile
        let existingFile = Importer.fileReader(siteDirectory: site.source)
        let plan = Importer.plan(
            source: source, exportPath: file, exportBytes: bytes,
            options: ImportOptions(unit: unit ?? loaded.library.config.units, unitOrigin: unitOrigin,
                                   athlete: athlete, images: images.map(Importer.imageFolder),
                                   sessionTemplates: loaded.library.sessions,
                                   siteHasDefaultRPE: loaded.library.config.defaultRPE != nil,
                                   replace: replace, record: ImportRecord(text: existingFile(ImportRecord.path)),
                                   siteWorkouts: Self.workoutPaths(of: loaded.library, athlete: athlete),
                                   limits: loaded.library.config.limits, names: loaded.library.names),
            existingExercises: loaded.library.exercises, existingFile: existingFile,
            existingBytes: Importer.byteReader(siteDirectory: site.source),
            vocabularyOverride: existingFile(Importer.vocabularyOverridePath))
        Console.report(plan.diagnostics, source: site.source)
        if dryRun {
            print(plan.listing, terminator: plan.listing.hasSuffix("\n") ? "" : "\n")
        } else {
            do {
                try Importer.apply(plan: plan, to: site.source)
            } catch {
                Console.error("error: \(error)")
                throw ExitCode(1)
            }
        }
        print(plan.summary.description, terminator: plan.summary.description.hasSuffix("\n") ? "" : "\n")
        if plan.diagnostics.hasErrors { throw ExitCode(1) }
    }
}

extension ImportCommand {
    /// The athlete's workouts (every workout without `--athlete`): id, lowercased, to path.
    static func workoutPaths(of library: TrainingLibrary, athlete: String?) -> [String: String] {
        var paths: [String: String] = [:]
        for workout in library.workouts where athlete == nil || workout.athlete == athlete {
            paths[workout.id.lowercased()] = paths[workout.id.lowercased()] ?? workout.sourcePath
        }
        return paths
    }
}

extension ImportSource: ExpressibleByArgument {}
extension MassUnit: ExpressibleByArgument {}
