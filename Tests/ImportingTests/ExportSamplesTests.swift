import Foundation
@testable import Importing
import Testing

/// One generated export per layout and language (`ExportGenerator`), written to the folder
/// `SPOTTER_EXPORT_SAMPLES` names (`scripts/generate-exports.sh DIR` sets it, for
/// `scripts/check-exports.sh DIR`), else to a temporary folder, each with `NAME.csv.unit` beside
/// it naming the unit of its weights (`ExportGenerator.Layout.unitOption`); each is recognised
/// as its app's.
struct ExportSamplesTests {
    /// Three workouts of every kind of set, the same on every run.
    static let workouts: [ExportGenerator.WorkoutSpec] = (0..<3).map { index in
        let sets = (0..<4).map { ExportGenerator.SetSpec(kind: $0, halves: 120 + index * 9, noise: index, reps: 5 + $0,
                                                         rpe: 14 + $0, cardio: 0) }
        let cardio = [ExportGenerator.SetSpec(kind: 0, halves: 40 + index, noise: 0, reps: -1, rpe: -1, cardio: 1)]
        return ExportGenerator.WorkoutSpec(
            month: 3 + index, day: 2 + index * 7, minute: 7 * 60 + index * 61, title: index, note: index + 1,
            entries: [ExportGenerator.EntrySpec(exercise: index * 4 % 12, sets: index == 1 ? cardio : sets, note: index,
                                                superset: false),
                      ExportGenerator.EntrySpec(exercise: 1, sets: sets, note: 0, superset: false)])
    }

    @Test func oneExportPerLayoutIsWrittenAndRecognised() throws {
        let folder = ProcessInfo.processInfo.environment["SPOTTER_EXPORT_SAMPLES"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("spotter-export-samples-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for layout in ExportGenerator.Layout.allCases {
            let text = ExportGenerator.Export(layout: layout, workouts: Self.workouts).text
            let name = "\(layout).csv"
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            // The unit the generator wrote weights in, for check-exports.sh's `--unit`: Strong's
            // comma layout does not say it, and a pound file read in the site's kg is wrong.
            try Data("\(layout.unitOption.rawValue)\n".utf8).write(to: folder.appendingPathComponent(name + ".unit"))
            #expect(ImportDetection.detect(Array(text.utf8))?.source == layout.source, "\(layout)")
            written.append(name)
        }
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".csv") }
        #expect(Set(written).isSubset(of: Set(listed)) && written.count == 38)
        if ProcessInfo.processInfo.environment["SPOTTER_EXPORT_SAMPLES"] == nil {
            try FileManager.default.removeItem(at: folder)
        }
    }
}
