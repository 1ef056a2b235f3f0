import ArgumentParser
import Foundation
import Importing
import Loading
import TrainingModel

/// `spotter export csv`: every performed set of the site in one flat CSV (`SpotterCSV`), the
/// format `spotter import spotter-csv` reads back.
struct ExportCommand: AsyncParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable { case csv }

    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every performed set as one CSV (one row per set), readable by spotter import spotter-csv.",
        discussion: """
        Prints to standard output unless --output names a file. Weights in the site's units (--unit for the other), times in seconds, distances in metres. Athletes marked `private: true` are left out unless --include-private. --output replaces only a CSV this command wrote (or an empty file), keeping its permissions, unless --force.

        Examples:
          spotter export csv > sets.csv
          spotter export csv --athlete ana --output ana.csv --source my-training
          spotter export csv --unit lb > sets-in-pounds.csv
          spotter export csv --include-private --output everyone.csv
        """
    )

    @Argument(help: "The format: csv.")
    var format: Format

    @Option(help: "Only this athlete's workouts.", completion: SiteIDCompletion.athletes)
    var athlete: String?

    @Option(help: "The unit of weights: kg (weight_kg, bodyweight_kg columns) or lb (weight_lb, bodyweight_lb). Default: the site's units.")
    var unit: MassUnit?

    @Option(name: .shortAndLong, help: "Write the CSV to this file instead of standard output.")
    var output: String?

    @Flag(help: "Export athletes marked `private: true` too; they are left out otherwise, as by build and report.")
    var includePrivate = false

    @Flag(help: "With --output: replace the file even when it is not a CSV spotter export csv wrote.")
    var force = false

    @OptionGroup var site: SiteOptions

    func run() async throws {
        let loaded = await SiteLoader().load(siteDirectory: site.source)
        Console.report(loaded.diagnostics, source: site.source, annotationsToStandardError: true)
        if loaded.diagnostics.hasErrors { throw ExitCode(1) }
        if let athlete, !loaded.library.workouts.contains(where: { $0.athlete == athlete }),
           loaded.library.athlete(id: athlete) == nil {
            throw ValidationError("--athlete \(athlete): no such athlete in this site")
        }
        if let athlete, !includePrivate, loaded.library.privateAthleteIDs.contains(athlete) {
            throw ValidationError("--athlete \(athlete): this athlete is private (private: true); add --include-private to export them")
        }
        let library = includePrivate ? loaded.library : loaded.library.withoutPrivateAthletes()
        let text = try SpotterCSV.export(library, athlete: athlete, unit: unit ?? loaded.library.config.units)
        if let output {
            do {
                try ExportFile.write(Array(text.utf8), to: output, force: force)
            } catch {
                Console.error("error: \(error)")
                throw ExitCode(1)
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
