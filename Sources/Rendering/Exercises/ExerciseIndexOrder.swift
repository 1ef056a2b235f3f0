import TrainingModel

/// The order of the exercise index and its facet pages: by type (`ExerciseType.allCases`),
/// then name, then id. Worked out once per render, as is each facet value's list in it
/// (`ExerciseFacets`): a coach's catalogue of 10,000 exercises has 2,000 facet pages, which
/// each filtered the whole list, and then each sorted its value's whole list.
struct ExerciseIndexOrder: Sendable {
    /// Every exercise's type and position in `library.exercises`, in index order.
    let all: [(type: ExerciseType, position: Int)]
    /// Position in `library.exercises` → place in `all`.
    private let place: [Int]

    init(_ exercises: [Exercise]) {
        let keys = exercises.map { $0.name.lowercased() }
        all = ExerciseType.allCases.flatMap { type in
            exercises.indices.filter { exercises[$0].type == type }
                .sorted { (keys[$0], exercises[$0].id) < (keys[$1], exercises[$1].id) }
                .map { (type: type, position: $0) }
        }
        var place = [Int](repeating: 0, count: exercises.count)
        for (offset, entry) in all.enumerated() { place[entry.position] = offset }
        self.place = place
    }

    /// `positions` sorted into index order.
    func sorted(_ positions: [Int]) -> [Int] {
        positions.map { place[$0] }.sorted().map { all[$0].position }
    }

    /// The type and position of each exercise at `positions`, in the order given.
    func entries(_ positions: ArraySlice<Int>) -> [(type: ExerciseType, position: Int)] {
        positions.map { all[place[$0]] }
    }
}
