import Diagnostics
import TextAndDates
import TrainingModel

/// A file's outcome in `DecodedFiles`' binary form: its workouts as declared, in the form
/// `@ByteCoded` derives (a string written twice in one outcome, its path or an exercise's
/// name, is written once and named by its place after that). Only an outcome of workouts
/// alone, with no diagnostic, is written (`isKept`), so reading it back gives an equal
/// outcome (`DecodedFilesTests`).
extension FileOutcome {
    /// Workouts and nothing else: no diagnostic, no other entity, no media to check.
    var isKept: Bool {
        !workouts.isEmpty && diagnostics.isEmpty && athletes.isEmpty && exercises.isEmpty && sessions.isEmpty
            && plans.isEmpty && measurements.isEmpty && testDefinitions.isEmpty && pages.isEmpty && !isListReply && media.isEmpty && unparsed == nil
    }

    func encoded() -> [UInt8] {
        var writer = ByteWriter(sharingStrings: true)
        workouts.encode(into: &writer)
        return writer.bytes
    }

    /// Nil when the bytes are not an outcome `encoded` wrote.
    init?(path: String, decoding payload: ArraySlice<UInt8>) {
        var reader = ByteReader(payload, sharingStrings: true)
        guard let workouts: [Declared<WorkoutDraft>] = reader.read(), reader.isAtEnd else { return nil }
        self.init(path: path, workouts: workouts)
    }
}
