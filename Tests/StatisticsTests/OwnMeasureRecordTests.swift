import Testing
import TrainingModel
@testable import Statistics

/// docs/statistics.md#records and #bodyweight-weighted-and-assisted-work: bodyweight,
/// assisted and hang exercises have the records of their own measure, never a lift's e1RM
/// or volume; and a hang's reps (repeaters) make no volume, e1RM or rep max.
struct OwnMeasureRecordTests {
    static let pullUp = Exercise(id: "pull-up", name: "Pull-up", metric: .bodyweightReps)
    static let hang = Exercise(id: "hangboard-hang", name: "Hangboard hang", type: .climbing, metric: .hang)

    static func added(_ kilograms: Double, _ reps: Int? = nil, seconds: Double? = nil, grip: Grip? = nil) -> PerformedSet {
        PerformedSet(load: Load(kilograms: kilograms, relativeToBodyweight: true), reps: reps, duration: seconds, grip: grip)
    }

    static func library(_ workouts: [Workout]) -> TrainingLibrary {
        var library = Fixture.library(workouts: workouts)
        library.exercises += [pullUp, hang]
        return library
    }

    static func events(_ records: [RecordEvent]) -> [String] {
        records.map { "\($0.workout) \($0.kind.rawValue) \($0.value) over \($0.previous)" }
    }

    @Test func aPullUpHasAddedLoadAndRepsRecordsAndNoE1RMOrVolumeRecord() {
        let ana = Fixture.ana(Self.library([
            Fixture.workout("w1", "2026-08-03", [("pull-up", [Self.added(0, 8)])]),
            // +5 kg × 5 beats no added load (0): an added-load record; 5 reps are not 8.
            Fixture.workout("w2", "2026-08-10", [("pull-up", [Self.added(5, 5)])]),
            // 10 reps at bodyweight beat 8.
            Fixture.workout("w3", "2026-08-17", [("pull-up", [Self.added(0, 10), Self.added(5, 4)])]),
            // +7.5 kg beats +5 kg; its 3 reps nothing; the volume (22.5 kg < 25) and e1RM are no records.
            Fixture.workout("w4", "2026-08-24", [("pull-up", [Self.added(7.5, 3)])]),
        ]), asOf: "2026-08-31")
        #expect(Self.events(ana.records) == [
            "w2 added_load 5.0 over 0.0", "w3 reps 10.0 over 8.0", "w4 added_load 7.5 over 5.0",
        ])
        #expect(ana.exercise(id: "pull-up")?.records == RecordCounts(addedLoad: 2, reps: 1))
        // Its volume still counts (docs/statistics.md#volume): 25 + 20 + 22.5 kg.
        #expect(ana.exercise(id: "pull-up")?.volume == 67.5)
    }

    @Test func anAssistedExerciseHasAssistanceAndRepsRecords() {
        func help(_ kilograms: Double, _ reps: Int) -> PerformedSet { Self.added(-kilograms, reps) }
        let ana = Fixture.ana(Self.library([
            Fixture.workout("w1", "2026-08-03", [("assisted-pull-up", [help(25, 8)])]),
            // 20 kg of help is less than 25: a record, and lower is better.
            Fixture.workout("w2", "2026-08-10", [("assisted-pull-up", [help(20, 6)])]),
            // 22.5 kg is more help than 20: none; 10 reps beat 8.
            Fixture.workout("w3", "2026-08-17", [("assisted-pull-up", [help(22.5, 10)])]),
            // None at all (bodyweight): 0 kg of help beats 20.
            Fixture.workout("w4", "2026-08-24", [("assisted-pull-up", [help(0, 3)])]),
        ]), asOf: "2026-08-31")
        #expect(Self.events(ana.records) == [
            "w2 assistance 20.0 over 25.0", "w3 reps 10.0 over 8.0", "w4 assistance 0.0 over 20.0",
        ])
        #expect(ana.exercise(id: "assisted-pull-up")?.records == RecordCounts(assistance: 2, reps: 1))
    }

    @Test func aHangHasAddedLoadAndHoldRecords() {
        let ana = Fixture.ana(Self.library([
            Fixture.workout("w1", "2026-08-03", [("hangboard-hang", [Self.added(5, seconds: 7)])]),
            // Held longer at the same load: a hold record only.
            Fixture.workout("w2", "2026-08-10", [("hangboard-hang", [Self.added(5, seconds: 10)])]),
            // Repeaters at +8 kg: an added-load record; their reps are no record of a hang.
            Fixture.workout("w3", "2026-08-17", [("hangboard-hang", [Self.added(8, 6, seconds: 7)])]),
        ]), asOf: "2026-08-31")
        #expect(Self.events(ana.records) == ["w2 hold 10.0 over 7.0", "w3 added_load 8.0 over 5.0"])
        #expect(ana.exercise(id: "hangboard-hang")?.records == RecordCounts(addedLoad: 1, hold: 1))
    }

    /// Repeaters, `{grip: half crimp 20mm, weight: bw+5kg, reps: 6, time: 7s}`, hold +5 kg six
    /// times: not 30 kg lifted, not an e1RM of 6 kg. A grip makes a hang on any exercise.
    @Test func repeatersMakeNoVolumeE1RMOrRepMax() {
        let halfCrimp = Grip(name: "half crimp", edgeMillimetres: 20)
        let ana = Fixture.ana(Self.library([
            Fixture.workout("w1", "2026-08-03", [
                ("hangboard-hang", [Self.added(5, 6, seconds: 7, grip: halfCrimp), Self.added(5, 6, seconds: 7, grip: halfCrimp)]),
                // On a lift with a grip named (a weighted hang logged on a `weight_reps` exercise).
                ("farmer-carry", [Self.added(10, 6, seconds: 7, grip: halfCrimp)]),
            ]),
        ]), asOf: "2026-08-31")
        let hang = ana.exercise(id: "hangboard-hang")
        #expect(hang?.volume == 0)
        #expect(hang?.bestWeight == 5)
        #expect(hang?.bestE1RM == nil)
        #expect(hang?.repMaxes == [])
        #expect(hang?.e1rmSeries == [])
        #expect(hang?.reps == 12)
        #expect(hang?.days.map(\.volume) == [nil])
        #expect(hang?.grips.first?.best.kilograms == 5)
        let carry = ana.exercise(id: "farmer-carry")
        #expect(carry?.volume == 0)
        #expect(carry?.bestE1RM == nil)
        #expect(carry?.bestWeight == 10)
        #expect(ana.totals.volume == 0)
        #expect(ana.workout(id: "w1")?.volume == 0)
    }

    /// A hang exercise's set without a time is no hang: `bw+5kg x 5` on it lifts as written.
    @Test func aSetWithoutATimeIsNoHang() {
        let ana = Fixture.ana(Self.library([
            Fixture.workout("w1", "2026-08-03", [("hangboard-hang", [Self.added(5, 5)])]),
        ]), asOf: "2026-08-31")
        #expect(ana.exercise(id: "hangboard-hang")?.volume == 25)
    }

    @Test func statsJSONNamesTheUnitOfEachKind() throws {
        let date = Fixture.day("2026-08-10")
        let reps = RecordEvent(workout: "w2", date: date, exercise: "pull-up", kind: .reps, value: 10, previous: 8)
        let hold = RecordEvent(workout: "w2", date: date, exercise: "hangboard-hang", kind: .hold, value: 10, previous: 7.5)
        let added = RecordEvent(workout: "w2", date: date, exercise: "pull-up", kind: .addedLoad, value: 5, previous: 0)
        #expect(try OrderedJSONEncoder().encodeText(reps).contains("\"kind\": \"reps\",\n  \"value_reps\": 10,\n  \"previous_reps\": 8\n"))
        #expect(try OrderedJSONEncoder().encodeText(hold).contains("\"kind\": \"hold\",\n  \"value_s\": 10,\n  \"previous_s\": 7.5\n"))
        #expect(try OrderedJSONEncoder().encodeText(added).contains("\"kind\": \"added_load\",\n  \"value_kg\": 5,\n  \"previous_kg\": 0\n"))
    }
}
