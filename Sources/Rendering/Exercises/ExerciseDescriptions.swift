import TrainingModel

/// An exercise's description (its Markdown: what it is, steps, cues…) is shown by its own
/// page alone, and read there as a page read (`PageRead.exerciseDescription`, through
/// `RenderContext.exerciseDescription(of:)`). Every other reader of the exercises (the page
/// list, the index, the lookups, every other family) is given them without it, so no page can
/// show a description without the read being noted.
extension TrainingLibrary {
    /// The library with every exercise's description empty.
    var withoutExerciseDescriptions: TrainingLibrary {
        var library = self
        for index in library.exercises.indices where !library.exercises[index].description.isEmpty {
            library.exercises[index] = library.exercises[index].withoutDescription
        }
        return library
    }

    /// Each exercise's description by id (the first of an id, as the lookups take it), those empty left out.
    var exerciseDescriptions: [String: ExerciseDescription] {
        Dictionary(exercises.lazy.filter { !$0.description.isEmpty }.map { ($0.id, $0.description) },
                   uniquingKeysWith: { first, _ in first })
    }
}

extension LibraryIndex {
    /// The lookups with every exercise's description empty; these, not copied, when they are so.
    var withoutExerciseDescriptions: LibraryIndex {
        guard exercises.values.contains(where: { !$0.description.isEmpty }) else { return self }
        var index = self
        index.exercises = exercises.mapValues(\.withoutDescription)
        return index
    }
}
