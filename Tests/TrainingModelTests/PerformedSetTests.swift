import Testing
import TrainingModel

@Suite struct PerformedSetTests {
    /// Each number a set has reads back as given and one it lacks as nil, however it was set;
    /// a set whose numbers were all taken away equals one made without them (a missing number
    /// is held as 0), and a 0 it has is not a number it lacks. Held in 56 bytes, as its
    /// declaration says.
    @Test func aSetHoldsWhatItWasGiven() {
        let grip = Grip(name: "half crimp", edgeMillimetres: 20)
        var set = PerformedSet(kind: .drop, load: Load(kilograms: 5, relativeToBodyweight: true), reps: 8, rpe: 9.5,
                               duration: 7, distance: 400, grip: grip)
        #expect(set.load == Load(kilograms: 5, relativeToBodyweight: true))
        #expect([set.reps, set.rpe.map(Int.init), set.duration.map(Int.init), set.distance.map(Int.init)] == [8, 9, 7, 400])
        #expect(set.grip == grip)
        set.load = Load(kilograms: 60)
        #expect(set.load == Load(kilograms: 60, relativeToBodyweight: false))
        #expect(set.weightKilograms == 60)
        (set.load, set.reps, set.rpe, set.duration, set.distance, set.grip) = (nil, nil, nil, nil, nil, nil)
        #expect(set == PerformedSet(kind: .drop))
        #expect([set.reps, set.rpe.map(Int.init), set.duration.map(Int.init), set.distance.map(Int.init)] == [nil, nil, nil, nil])
        #expect(set.load == nil && set.grip == nil && set.weightKilograms == 0)
        #expect(PerformedSet(reps: 0) != PerformedSet())
        #expect(PerformedSet(load: Load(kilograms: 0)) != PerformedSet(load: .bodyweight))
        #expect(MemoryLayout<PerformedSet>.stride == 56)
    }
}
