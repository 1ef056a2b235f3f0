import Testing
import TrainingModel

/// docs/sheets-and-plans.md#session-sheet: the estimated duration, worked by hand.
struct EstimatedDurationTests {
    @Test func itemsAddUpWithTheirRestsAndNothingBetweenThem() {
        let squat = ExerciseItem(exercise: "squat", prescription: Prescription(sets: 3, reps: .exactly(5)))
        // 3 × 5 reps at 3 s a rep, 90 s between sets: 45 + 180 = 225 s.
        #expect(squat.estimatedDuration == 225)
        let plank = ExerciseItem(exercise: "plank", prescription: Prescription(sets: 2, rest: 60, duration: 45))
        // A superset of both, 3 rounds, 2 min between rounds: (3 · 15 + 2 · 45) · 3 + 120 · 2 = 645 s.
        let superset = SessionItem.group(ItemGroup(kind: .superset, rounds: 3, rest: 120, items: [squat, plank]))
        let session = SessionTemplate(id: "s", name: "S", items: [.single(squat), superset,
                                                                   .single(ExerciseItem(exercise: "stretch"))])
        // 225 + 645 + 40 (no prescription).
        #expect(session.estimatedDuration == 910)
    }
}
