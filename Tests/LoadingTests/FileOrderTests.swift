@testable import Loading
import TestSupport
import Testing
import TrainingModel

/// The loader decodes files in parallel; its result must not depend on the order
/// files are listed or finish in.
@Suite struct FileOrderTests {
    static let site = SiteFiles.minimal
        .content("exercises/dip.yaml", "name: Dip\n")
        .content("exercises/dip.md", "---\nname: Dip again\n---\n")
        .content("sessions/upper.yaml", "items:\n  - {exercise: dip, prescription: 3x8}\n  - {exercise: dipp, prescription: 3x8}\n")
        .content("workouts/2026/w2.yaml", "date: 2026-03-02\nentries:\n  - {exercise: squat, sets: [100 x 5]}\n")
        .content("workouts/2026/w1.yaml", "date: 2026-03-02\nentries:\n  - {exercise: squat, sets: [100 x 5]}\n")
        .content("workouts/2025/w3.yaml", "date: 2025-12-31T23:00\nnope: 1\n")
        .content("measurements/a.yaml", "entries:\n  - {date: 2026-03-01, bodyweight: 60}\n  - {date: 2026-03-01, waist: 70}\n")
        .content("measurements/b.yaml", "entries:\n  - {date: 2026-03-01, bodyweight: 61}\n")

    static func fileSystem(order: @escaping @Sendable ([String]) -> [String]) -> ContentFileSystem {
        let memory = ContentFileSystem.inMemory(site.files)
        return ContentFileSystem(listFiles: { order(try memory.listFiles($0)) }, readFile: memory.readFile)
    }

    @Test func listingOrderDoesNotChangeTheResult() async {
        let sorted = await SiteLoader(fileSystem: Self.fileSystem { $0.sorted() }).load(siteDirectory: ".")
        let reversed = await SiteLoader(fileSystem: Self.fileSystem { $0.sorted().reversed() }).load(siteDirectory: ".")
        let rotated = await SiteLoader(fileSystem: Self.fileSystem { files in
            let sorted = files.sorted()
            return Array(sorted[3...] + sorted[..<3])
        }).load(siteDirectory: ".")
        #expect(sorted.library == reversed.library)
        #expect(sorted.library == rotated.library)
        #expect(sorted.diagnostics == reversed.diagnostics)
        #expect(sorted.diagnostics == rotated.diagnostics)
        #expect(sorted.library.exercises.map(\.id) == ["back-squat", "dip", "pull-up"])
        #expect(sorted.library.exercises.first { $0.id == "dip" }?.name == "Dip again")
        #expect(sorted.library.workouts.map(\.id) == ["w3", "w1", "w2"])
        #expect(sorted.library.measurements.map(\.sourcePath) == [
            "content/measurements/a.yaml", "content/measurements/a.yaml", "content/measurements/b.yaml",
        ])
        #expect(sorted.library.measurements.map { $0.values.map(\.key) } == [["bodyweight"], ["waist"], ["bodyweight"]])
        #expect(sorted.diagnostics.sorted.map(\.description) == [
            "content/exercises/dip.yaml:1:1: error: duplicate exercise id `dip`, already used by content/exercises/dip.md",
            "content/sessions/upper.yaml:3:16: error: items[1].exercise: unknown exercise `dipp`\n  hint: did you mean `dip`?",
            "content/workouts/2025/w3.yaml:2:1: warning: unknown key `nope`\n  hint: did you mean `name`?",
        ])
    }
}

/// Workouts are put in start order by sorting their positions (`Workout.inStartOrder`): the
/// same order as a stable sort of the workouts, ties (two athletes' workouts of one id, day
/// and start) in the order given.
@Suite struct StartOrderTests {
    @Test func positionsSortedGiveWhatAStableSortGives() {
        var random = SeededRandom(seed: 37)
        var moved = 0
        for _ in 0..<300 {
            // Days on both sides of a month's and a year's end, and two together.
            let days = [19_722, 19_723, 19_753, 19_754, 20_000]
            let workouts = (0..<Int(random.next() % 40)).map { index in
                Workout(id: "w\(random.next() % 4)", date: CalendarDate(daysSinceEpoch: days[Int(random.next() % 5)]),
                        startMinute: random.next() % 3 == 0 ? nil : Int(random.next() % 3) * 60,
                        athlete: "a\(index)")
            }
            let sorted = Workout.inStartOrder(workouts)
            #expect(sorted.map(\.athlete) == workouts.sorted(by: Workout.startOrder).map(\.athlete))
            if sorted.map(\.athlete) != workouts.map(\.athlete) { moved += 1 }
        }
        // Most lists were out of order: the test sorts, not only checks.
        #expect(moved == 274)
    }
}
