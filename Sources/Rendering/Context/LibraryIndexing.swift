import TrainingModel

/// The renderer's index of a library (`LibraryIndex`), made before the statistics are known,
/// so that a build can make it beside them: it reads the library alone. Given to
/// `SiteRenderer.init` with the very library it was made of.
public struct LibraryIndexing: Sendable {
    let index: LibraryIndex

    /// The lookups without the exercises' descriptions, as the pages read them (`RenderContext`).
    public init(_ library: TrainingLibrary) {
        index = LibraryIndex(library).withoutExerciseDescriptions
    }
}
