import Loading
import Testing
import TestSupport

/// A load reusing the preview server's store (`DecodedFiles.inMemory`), hashed again where
/// a watcher's changed paths say (`DecodedFiles.hashes(changed:read:)`), gives what a full
/// load gives, decoding only the files whose bytes changed.
struct IncrementalLoadingTests {
    let base = SiteFiles.minimal
        .content("workouts/a.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x 5]\n")
        .content("workouts/b.yaml", "date: 2026-03-04\nentries:\n  - exercise: pull-up\n    sets: [bw x 8]\n")

    private func load(_ files: SiteFiles, cache: inout DecodedFiles, changed: Set<String>?) async -> LoadResult {
        let fileSystem = ContentFileSystem.inMemory(files.files)
        let hashes = cache.hashes(changed: changed) { try? fileSystem.readFile($0) }
        let loaded = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: ".", reusing: cache, hashes: hashes)
        cache = loaded.decoded
        return loaded.result
    }

    private func full(_ files: SiteFiles) async -> LoadResult {
        await SiteLoader(fileSystem: .inMemory(files.files)).load(siteDirectory: ".")
    }

    @Test func firstLoadDecodesEverythingAndMatchesAFullLoad() async {
        var cache = DecodedFiles.inMemory
        let result = await load(base, cache: &cache, changed: nil)
        #expect(result.library == (await full(base)).library)
        #expect(cache.decoded == ["content/athletes/ana.yaml", "content/exercises/back-squat.md",
                                      "content/exercises/pull-up.yaml", "content/workouts/a.yaml", "content/workouts/b.yaml"])
    }

    @Test func onlyTheChangedFileIsDecodedAgain() async {
        var cache = DecodedFiles.inMemory
        _ = await load(base, cache: &cache, changed: nil)
        let edited = base.content("workouts/a.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [110 x 5]\n")
        let result = await load(edited, cache: &cache, changed: ["content/workouts/a.yaml"])
        #expect(cache.decoded == ["content/workouts/a.yaml"])
        #expect(result.library == (await full(edited)).library)
        #expect(result.library.workouts.first { $0.id == "a" }?.entries.first?.sets.first?.weightKilograms == 110)
    }

    @Test func withoutAListOfChangesOnlyDifferentBytesAreDecoded() async {
        var cache = DecodedFiles.inMemory
        _ = await load(base, cache: &cache, changed: nil)
        let edited = base.content("workouts/b.yaml", "date: 2026-03-05\nentries:\n  - exercise: pull-up\n    sets: [bw x 9]\n")
        let result = await load(edited, cache: &cache, changed: nil)
        #expect(cache.decoded == ["content/workouts/b.yaml"])
        #expect(result.library == (await full(edited)).library)
    }

    @Test func createdAndDeletedFilesAreFoundFromTheirPaths() async {
        var cache = DecodedFiles.inMemory
        _ = await load(base, cache: &cache, changed: nil)
        var next = SiteFiles(base.files.filter { $0.key != "content/workouts/b.yaml" })
        next = next.content("workouts/2026/c.yaml", "date: 2026-03-06\nentries:\n  - exercise: squat\n    sets: [90 x 5]\n")
        let result = await load(next, cache: &cache, changed: ["content/workouts/b.yaml", "content/workouts/2026"])
        #expect(cache.decoded == ["content/workouts/2026/c.yaml"])
        #expect(result.library.workouts.map(\.id) == ["a", "c"])
        #expect(result.library == (await full(next)).library)
        #expect(cache.count == 5)
    }

    @Test func aDeletedFolderTakesItsFilesAway() async {
        var cache = DecodedFiles.inMemory
        _ = await load(base, cache: &cache, changed: nil)
        let next = SiteFiles(base.files.filter { !$0.key.hasPrefix("content/workouts/") })
        let result = await load(next, cache: &cache, changed: ["content/workouts"])
        #expect(result.library.workouts.isEmpty)
        #expect(cache.decoded == [])
    }

    @Test func changedSettingsDecodeEveryFileAgain() async {
        var cache = DecodedFiles.inMemory
        _ = await load(base, cache: &cache, changed: nil)
        let next = base.site("title: Test\nunits: lb\ntimezone: Europe/Madrid\n")
        let result = await load(next, cache: &cache, changed: ["site.yaml"])
        #expect(cache.decoded.count == 5)
        #expect(result.library == (await full(next)).library)
    }

    @Test func errorsOfUnchangedFilesAreStillReported() async {
        var cache = DecodedFiles.inMemory
        let broken = base.content("workouts/d.yaml", "date: 2026-03-07\nentries:\n  - exercise: sqat\n    sets: [1 x 1]\n")
        let first = await load(broken, cache: &cache, changed: nil)
        let again = await load(broken, cache: &cache, changed: ["content/workouts/a.yaml"])
        #expect(first.diagnostics.errorCount == 1)
        #expect(again.diagnostics == first.diagnostics)
        // Saved without a change: its bytes are compared and it is not decoded again.
        #expect(cache.decoded == [])
    }

    @Test func readsContentFileNamesTheFilesTheLoaderReads() {
        #expect(SiteLoader.readsContentFile("content/workouts/a.yaml"))
        #expect(SiteLoader.readsContentFile("content/pages/about.MD"))
        #expect(SiteLoader.readsContentFile("content/exercises/images/squat.jpg"))
        #expect(!SiteLoader.readsContentFile("content/workouts/.a.yaml.swp"))
        #expect(!SiteLoader.readsContentFile("content/_drafts/a.yaml"))
        #expect(!SiteLoader.readsContentFile("content/workouts/notes.txt"))
    }
}
