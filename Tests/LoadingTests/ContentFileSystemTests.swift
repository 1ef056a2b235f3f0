import Foundation
import Loading
import TestSupport
import Testing

@Suite struct ContentFileSystemTests {
    @Test func listsInMemoryFilesRelativeToTheFolderAsked() throws {
        let fileSystem = ContentFileSystem.inMemory(["site.yaml": "a", "content/exercises/x.md": "b", "./content/pages/p.md": "c"])
        #expect(try fileSystem.listFiles("content").sorted() == ["exercises/x.md", "pages/p.md"])
        #expect(try fileSystem.listFiles("./content/").sorted() == ["exercises/x.md", "pages/p.md"])
        #expect(try fileSystem.listFiles("").sorted() == ["content/exercises/x.md", "content/pages/p.md", "site.yaml"])
        #expect(try fileSystem.readFile("content/pages/p.md") == Array("c".utf8))
        #expect(throws: ContentFileSystem.Failure(path: "nope.md", reason: "no such file")) { try fileSystem.readFile("nope.md") }
        #expect(throws: ContentFileSystem.Failure(path: "public", reason: "no such folder")) { try fileSystem.listFiles("public") }
    }

    @Test func listsOnlyRegularFilesOnDisk() throws {
        let folder = Fixtures.folder("valid-basic")
        let files = try ContentFileSystem.disk.listFiles(folder + "/content/workouts").sorted()
        #expect(files == ["2026/03/2026-03-02.yaml", "2026/03/2026-03-07-fingers.md"])
    }

    @Test func diskListingSkipsLinksAndReadingAFolderFails() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-fs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        try Data("deep".utf8).write(to: URL(fileURLWithPath: root + "/a/b/deep.md"))
        try Data().write(to: URL(fileURLWithPath: root + "/top.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root + "/link.md", withDestinationPath: root + "/top.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/linked-folder", withDestinationPath: root + "/a")
        #expect(try ContentFileSystem.disk.listFiles(root).sorted() == ["a/b/deep.md", "top.yaml"])
        #expect(try ContentFileSystem.disk.readFile(root + "/a/b/deep.md") == Array("deep".utf8))
        #expect(try ContentFileSystem.disk.readFile(root + "/top.yaml") == [])
        #expect(throws: ContentFileSystem.Failure(path: root + "/a", reason: "cannot read the file")) {
            try ContentFileSystem.disk.readFile(root + "/a")
        }
    }

    @Test func keepsEveryEntityThatLoadedWhenOthersFail() async {
        let files = SiteFiles.minimal
            .content("workouts/good.yaml", "date: 2026-03-02\nentries:\n  - {exercise: squat, sets: [100 x 5]}\n")
            .content("workouts/bad.yaml", "date: 2026-03-03\nentries:\n  - {exercise: squat, sets: [100 x five]}\n")
            .content("workouts/broken.yaml", "date: [\n")
        let (library, found) = await load(files)
        #expect(library.workouts.map(\.id) == ["good"])
        #expect(library.exercises.map(\.id) == ["back-squat", "pull-up"])
        #expect(found.count == 2)
    }
}

@Suite struct AssetTests {
    /// What a load finds, from the listing it reads for content: what a build copies.
    @Test func listsImagesUnderContentSortedAndSkipsHiddenOnes() async {
        let files = SiteFiles.minimal
            .content("exercises/squat/bottom.JPG", "x")
            .content("exercises/squat/.thumb.png", "x")
            .content("_drafts/a.png", "x")
            .content("pages/diagram.svg", "x")
            .adding("public/old.png", "x")
        let loader = SiteLoader(fileSystem: .inMemory(files.files))
        #expect(await loader.load(siteDirectory: ".").assetPaths
            == ["content/exercises/squat/bottom.JPG", "content/pages/diagram.svg"])
    }
}
