@testable import Loading
import TestSupport
import Testing
import TrainingModel

/// Workouts are assembled in parts of whole files, a task each (`LibraryAssembler`): a site
/// of many files gives the library and the diagnostics (as printed: sorted) one pass over
/// them gives.
@Suite struct WorkoutAssemblyTests {
    /// 63 workout files of three athletes' folders (67 files in all, more than the four parts
    /// a core of a machine of up to 16 cores): a duplicate id far from the first, unknown
    /// exercises and an unknown session in several parts, an `athlete:` that contradicts its
    /// folder in two files.
    @Test func manyFilesAssembleAsOnePassWould() async {
        var files = AthleteFolderTests.athletes.content("athletes/cy.yaml", "name: Cy\n")
        for index in 0..<60 {
            let athlete = ["ana", "ben", "cy"][index % 3]
            let day = "2026-03-\((1 + index / 3).zeroPadded(to: 2))"
            let exercise = index % 17 == 5 ? "sqaut" : "squat"
            let session = index == 44 ? "session: push\n" : ""
            files = files.content("workouts/\(athlete)/\(day).yaml",
                                  "date: \(day)\n\(session)entries: [{exercise: \(exercise), sets: [100 x 5]}]\n")
        }
        files = files.content("workouts/ana/late/2026-03-01.yaml", "date: 2026-03-01\n")
            .content("workouts/ben/moved/2026-04-01.yaml", "date: 2026-04-01\nathlete: cy\n")
            .content("workouts/cy/moved/2026-04-02.yaml", "date: 2026-04-02\nathlete: ana\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/workouts/ana/2026-03-14.yaml:2:22: error: entries[0].exercise: unknown exercise `sqaut`\n  hint: did you mean `squat`?",
            "content/workouts/ana/late/2026-03-01.yaml:1:1: error: duplicate workout id `2026-03-01`, already used by content/workouts/ana/2026-03-01.yaml",
            "content/workouts/ben/2026-03-08.yaml:2:22: error: entries[0].exercise: unknown exercise `sqaut`\n  hint: did you mean `squat`?",
            "content/workouts/ben/moved/2026-04-01.yaml:2:10: error: athlete: `athlete: cy` does not match the folder "
                + "`content/workouts/ben/`, which names athlete `ben`\n  hint: write `athlete: ben`, or move the file to cy's folder",
            "content/workouts/cy/2026-03-02.yaml:2:22: error: entries[0].exercise: unknown exercise `sqaut`\n  hint: did you mean `squat`?",
            "content/workouts/cy/2026-03-15.yaml:2:10: error: session: unknown session `push`",
            "content/workouts/cy/2026-03-19.yaml:2:22: error: entries[0].exercise: unknown exercise `sqaut`\n  hint: did you mean `squat`?",
            "content/workouts/cy/moved/2026-04-02.yaml:2:10: error: athlete: `athlete: ana` does not match the folder "
                + "`content/workouts/cy/`, which names athlete `cy`\n  hint: write `athlete: cy`, or move the file to ana's folder",
        ])
        // Every workout but the seven with an error and the duplicate, in start order.
        #expect(library.workouts.count == 55)
        #expect(library.workouts.prefix(4).map(\.key) == ["ana/2026-03-01", "ben/2026-03-01", "cy/2026-03-01", "ana/2026-03-02"])
        #expect(Workout.areInStartOrder(library.workouts))
    }

    /// Without athlete files, every part's workouts are the implicit athlete's, who is added once.
    @Test func aSiteWithoutAthletesHasItsImplicitAthleteOnce() async {
        var files = SiteFiles().content("exercises/squat.yaml", "name: Squat\n")
        for day in 1...40 {
            files = files.content("workouts/2026-04-\(day % 30 + 1)-\(day).yaml", "date: 2026-04-\((day % 30 + 1).zeroPadded(to: 2))\n")
        }
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.athletes.map(\.id) == ["athlete"])
        #expect(library.workouts.count == 40 && library.workouts.allSatisfy { $0.athlete == "athlete" })
    }

    /// Outcomes out of path order (the loader sorts them; a caller might not) are assembled as
    /// if in order: the first of a duplicate id is the one with the first path.
    @Test func outcomesOutOfOrderAreAssembledInPathOrder() {
        let files = AthleteFolderTests.athletes
            .content("workouts/ana/a.yaml", "id: same\ndate: 2026-03-01\n")
            .content("workouts/ana/b.yaml", "id: same\ndate: 2026-03-02\n")
            .content("workouts/ana/c.yaml", "date: 2026-03-03\n")
        let outcomes = files.files.keys.filter { $0.hasPrefix("content/workouts/") }.sorted().reversed().map { path in
            SiteLoader.loadFile(SiteLoader.ContentFile(path: path, kind: .workouts, format: .yaml), siteDirectory: ".",
                                fileSystem: .inMemory(files.files), config: SiteConfig(), timeZone: .gmt)
        }
        var assembler = LibraryAssembler(config: SiteConfig())
        let library = assembler.assemble(outcomes)
        #expect(library.workouts.map(\.sourcePath) == ["content/workouts/ana/a.yaml", "content/workouts/ana/c.yaml"])
        #expect(assembler.diagnostics.map(\.description) == [
            "content/workouts/ana/b.yaml:1:5: error: duplicate workout id `same`, already used by content/workouts/ana/a.yaml",
        ])
    }
}
