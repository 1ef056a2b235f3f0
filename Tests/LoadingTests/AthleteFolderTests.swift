@testable import Loading
import TestSupport
import Testing
import TrainingModel

/// docs/content-format.md#ids-and-references: workout ids are unique per athlete, and the first folder under `workouts/`
/// or `measurements/` names the athlete when it is an athlete's id.
@Suite struct AthleteFolderTests {
    static let athletes = SiteFiles()
        .content("athletes/ana.yaml", "name: Ana\n")
        .content("athletes/ben.yaml", "name: Ben\n")
        .content("exercises/squat.yaml", "name: Squat\n")

    @Test func sameNamedWorkoutsInTwoAthleteFoldersBothLoad() async {
        let files = Self.athletes
            .content("workouts/ana/2026/2026-03-02.yaml", "date: 2026-03-02\nentries: [{exercise: squat, sets: [100 x 5]}]\n")
            .content("workouts/ben/2026/2026-03-02.yaml", "date: 2026-03-02\nentries: [{exercise: squat, sets: [140 x 5]}]\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.workouts.map { "\($0.athlete)/\($0.id)" } == ["ana/2026-03-02", "ben/2026-03-02"])
    }

    @Test func theSameIdTwiceForOneAthleteIsStillADuplicate() async {
        let files = Self.athletes
            .content("workouts/ana/a/2026-03-02.yaml", "date: 2026-03-02\n")
            .content("workouts/ana/b/2026-03-02.yaml", "date: 2026-03-02\n")
            .content("workouts/misc/2026-03-02.yaml", "date: 2026-03-02\nathlete: ana\n")
        #expect(await diagnostics(files) == [
            "content/workouts/ana/b/2026-03-02.yaml:1:1: error: duplicate workout id `2026-03-02`, already used by content/workouts/ana/a/2026-03-02.yaml",
            "content/workouts/misc/2026-03-02.yaml:1:1: error: duplicate workout id `2026-03-02`, already used by content/workouts/ana/a/2026-03-02.yaml",
        ])
    }

    @Test func onASiteOfOneAthleteNamingThemOrNotIsTheSameScope() async {
        let files = SiteFiles().content("athletes/ana.yaml", "name: Ana\n")
            .content("workouts/a/2026-03-02.yaml", "date: 2026-03-02\nathlete: ana\n")
            .content("workouts/b/2026-03-02.yaml", "date: 2026-03-02\n")
        #expect(await diagnostics(files) == [
            "content/workouts/b/2026-03-02.yaml:1:1: error: duplicate workout id `2026-03-02`, already used by content/workouts/a/2026-03-02.yaml",
        ])
    }

    @Test func anAthleteFieldThatContradictsTheFolderIsALocatedError() async {
        let files = Self.athletes
            .content("workouts/ana/2026-03-02.yaml", "date: 2026-03-02\nathlete: ben\n")
            .content("measurements/ben/body.yaml", "athlete: ana\nentries:\n  - {date: 2026-03-02, bodyweight: 80}\n  - {date: 2026-03-09, bodyweight: 81}\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/measurements/ben/body.yaml:1:10: error: athlete: `athlete: ana` does not match the folder `content/measurements/ben/`, which names athlete `ben`\n  hint: write `athlete: ben`, or move the file to ana's folder",
            "content/workouts/ana/2026-03-02.yaml:2:10: error: athlete: `athlete: ben` does not match the folder `content/workouts/ana/`, which names athlete `ana`\n  hint: write `athlete: ana`, or move the file to ben's folder",
        ])
        #expect(library.workouts.isEmpty)
        #expect(library.measurements.isEmpty)
    }

    @Test func measurementsTakeTheirFoldersAthleteAndOtherFoldersNameNobody() async {
        let files = Self.athletes
            .content("measurements/ben/body.yaml", "entries:\n  - {date: 2026-03-02, bodyweight: 80}\n")
            .content("workouts/2026/2026-03-02.yaml", "date: 2026-03-02\nathlete: ana\n")
            .content("workouts/2026/2026-03-03.yaml", "date: 2026-03-03\n")
        let (library, diagnostics) = await load(files)
        #expect(library.measurements.map(\.athlete) == ["ben"])
        #expect(library.workouts.map(\.athlete) == ["ana"])
        #expect(diagnostics == [
            "content/workouts/2026/2026-03-03.yaml:1:1: error: missing `athlete`: the site has several athletes (`ana` and `ben`)\n  hint: add `athlete: ana` or another athlete's id",
        ])
    }

    @Test func aFileDirectlyUnderWorkoutsIsInNobodysFolder() async {
        let files = Self.athletes.content("workouts/ana.yaml", "date: 2026-03-02\n")
        #expect(await diagnostics(files) == [
            "content/workouts/ana.yaml:1:1: error: missing `athlete`: the site has several athletes (`ana` and `ben`)\n  hint: add `athlete: ana` or another athlete's id",
        ])
    }

    @Test func theFolderIsTheFirstBelowWorkoutsOrMeasurementsAndMustHoldAFile() {
        let athletes = AthleteResolver(ids: ["ana", "ben"], unparsedIDs: ["zoë"])
        let cases: [(String, ContentKind, String?)] = [
            ("content/workouts/ana/2026-03-02.yaml", .workouts, "ana"),
            ("content/workouts/ben/2026/03/2026-03-02.yaml", .workouts, "ben"),
            ("content/measurements/ana/body.yaml", .measurements, "ana"),
            ("content/workouts/zoë/2026-03-02.yaml", .workouts, "zoë"),
            ("content/workouts/ana.yaml", .workouts, nil),
            ("content/workouts/ana/", .workouts, nil),
            ("content/workouts/carl/2026-03-02.yaml", .workouts, nil),
            ("content/measurements/ana/body.yaml", .workouts, nil),
            ("content/plans/ana/block.yaml", .plans, nil),
            ("content/workoutsana/x.yaml", .workouts, nil),
            ("workouts/ana/2026-03-02.yaml", .workouts, nil),
        ]
        for (path, kind, expected) in cases {
            #expect(LibraryAssembler.folderAthlete(of: path, kind: kind, athletes) == expected, "\(path)")
        }
    }

    @Test func privateIsReadFromTheAthleteFile() async {
        let files = SiteFiles().content("athletes/dana.yaml", "name: Dana\nprivate: true\n")
            .content("athletes/eve.yaml", "name: Eve\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.athletes.map(\.isPrivate) == [true, false])
    }
}
