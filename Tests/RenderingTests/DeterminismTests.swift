import Testing
import Rendering
import TrainingModel

@Suite struct DeterminismTests {
    @Test func renderingTwiceGivesIdenticalFiles() async throws {
        let library = SampleLibrary.make()
        let theme = try Theme.builtIn()
        let first = try await SiteRenderer(library: library, theme: theme, asOf: SampleLibrary.asOf).render()
        let second = try await SiteRenderer(library: library, theme: theme, asOf: SampleLibrary.asOf).render()
        #expect(first == second)
    }

    @Test func outputIsSortedByPath() async throws {
        let files = try await SiteRenderer(library: SampleLibrary.make(), theme: .builtIn(),
                                           asOf: SampleLibrary.asOf).render()
        #expect(files.map(\.path) == files.map(\.path).sorted())
    }
}
