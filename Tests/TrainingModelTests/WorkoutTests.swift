import Testing
import TrainingModel

/// A workout is a value: its fields are shared between copies until one is changed (copy
/// on write), and a copy compares and hashes by those fields, whether shared or not.
@Suite struct WorkoutTests {
    private let day = CalendarDate(year: 2026, month: 3, day: 2)!

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = Workout(id: "w1", date: day, athlete: "ana", name: "Upper", duration: 3600,
                               entries: [WorkoutEntry(exercise: "squat", sets: [])], sourcePath: "content/workouts/w1.yaml")
        var copy = original
        copy.name = "Lower"
        copy.entries[0].exercise = "deadlift"
        copy.entries.append(WorkoutEntry(exercise: "row", sets: []))
        copy.duration = nil
        #expect(original.name == "Upper" && original.duration == 3600 && original.entries.map(\.exercise) == ["squat"])
        #expect(copy.name == "Lower" && copy.duration == nil && copy.entries.map(\.exercise) == ["deadlift", "row"])
        #expect(original != copy)
        // Changed back field by field: equal again, with the same hash, though no longer sharing.
        copy.name = "Upper"
        copy.duration = 3600
        copy.entries = [WorkoutEntry(exercise: "squat", sets: [])]
        #expect(original == copy && original.hashValue == copy.hashValue)
    }

    /// A list of entries changed in place (`_modify`) as the first change of a copy: the
    /// original keeps its own.
    @Test func entriesChangedInPlaceFirstLeaveTheOriginal() {
        let original = Workout(id: "w1", date: day, athlete: "ana", entries: [WorkoutEntry(exercise: "squat", sets: [])])
        var edited = original
        edited.entries[0].exercise = "deadlift"
        var grown = original
        grown.entries.append(WorkoutEntry(exercise: "row", sets: []))
        var workouts = [original, original]
        workouts[1].entries[0].notes = "Paused"
        #expect(original.entries.map(\.exercise) == ["squat"] && original.entries[0].notes == nil)
        #expect(edited.entries.map(\.exercise) == ["deadlift"] && grown.entries.map(\.exercise) == ["squat", "row"])
        #expect(workouts[0].entries[0].notes == nil && workouts[1].entries[0].notes == "Paused" && workouts[1] != original)
    }

    @Test func everyFieldTellsWorkoutsApart() {
        let base = Workout(id: "w1", date: day, athlete: "ana")
        var changes: [(inout Workout) -> Void] = [
            { $0.id = "w2" }, { $0.date = $0.date.adding(days: 1) }, { $0.startMinute = 60 }, { $0.athlete = "ben" },
            { $0.session = "upper" }, { $0.name = "Upper" }, { $0.duration = 60 }, { $0.rpe = 7 }, { $0.bodyweight = 80 },
            { $0.notes = "Felt good" }, { $0.entries = [WorkoutEntry(exercise: "squat", sets: [])] }, { $0.sourcePath = "w.yaml" },
        ]
        changes.append { _ in }
        let changed = changes.map { change in
            var workout = base
            change(&workout)
            return workout
        }
        #expect(changed.filter { $0 == base }.count == 1)
        #expect(Set(changed).count == changes.count)
        // Every field is hashed too: a field left out of the hash would give the base's hash.
        #expect(changed.dropLast().allSatisfy { $0.hashValue != base.hashValue })
    }
}
