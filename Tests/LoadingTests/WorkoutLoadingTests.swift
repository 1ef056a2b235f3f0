import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct WorkoutLoadingTests {
    @Test func loadsAWorkoutWithNotationAndSetMaps() async {
        let files = SiteFiles.minimal.content("sessions/upper-a.yaml", "name: Upper A\n")
            .content("workouts/2026/03/w1.yaml", """
            date: 2026-03-02T18:30
            session: upper-a
            name: Upper A
            duration: 1h 5m
            rpe: 8
            bodyweight: 61.4
            notes: Felt strong.
            entries:
              - exercise: Squat
                sets: ["w: 20 x 10", 60 x 5 x 2]
              - exercise: pull-up
                sets:
                  - bw+10kg x 5 @8
                  - {weight: bw+10kg, reps: 4, rpe: 9}
                  - {reps: 8, kind: failure}
                notes: Last set to failure.
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let plus10 = Load(kilograms: 10, relativeToBodyweight: true)
        #expect(library.workouts == [Workout(
            id: "w1", date: CalendarDate(year: 2026, month: 3, day: 2)!, startMinute: 18 * 60 + 30, athlete: "ana",
            session: "upper-a", name: "Upper A", duration: 3900, rpe: 8, bodyweight: 61.4, notes: "Felt strong.",
            entries: [
                WorkoutEntry(exercise: "back-squat", sets: [
                    PerformedSet(kind: .warmup, load: Load(kilograms: 20), reps: 10),
                    PerformedSet(load: Load(kilograms: 60), reps: 5), PerformedSet(load: Load(kilograms: 60), reps: 5),
                ]),
                WorkoutEntry(exercise: "pull-up", sets: [
                    PerformedSet(load: plus10, reps: 5, rpe: 8), PerformedSet(load: plus10, reps: 4, rpe: 9),
                    PerformedSet(kind: .failure, reps: 8),
                ], notes: "Last set to failure."),
            ], sourcePath: "content/workouts/2026/03/w1.yaml")])
    }

    /// An entry's `grade:` is read on its scale; anything else stops at the value, naming the scales.
    @Test func anEntrysGradeIsReadOrRefusedAtItsValue() async {
        let files = SiteFiles.minimal
            .content("workouts/a.yaml", "date: 2026-03-02\nentries:\n  - exercise: pull-up\n    sets: [x 8]\n    grade: 6C+\n")
            .content("workouts/b.yaml", "date: 2026-03-03\nentries:\n  - exercise: pull-up\n    sets: [x 8]\n    grade: 6d\n")
        let (library, diagnostics) = await load(files)
        #expect(library.workouts.map { $0.entries.map(\.grade) } == [[ClimbingGrade("6C+")]])
        #expect(library.workouts.first?.entries.first?.grade?.scale == .font)
        #expect(library.workouts.first?.entries.first?.grade?.position == 11)
        #expect(diagnostics == [
            "content/workouts/b.yaml:5:12: error: entries[0].grade: expected a climbing grade: Font `6B+` (3 to 9A), French `7a` (4a to 9c) or V scale `V5` (VB to V17), found \"6d\"",
        ])
    }

    /// A grade's style (docs/content-format.md#grade-styles): a route's onsight, flash or
    /// redpoint, a boulder's flash or send; another stops at the value, saying which fit.
    @Test func aGradesStyleIsReadOrRefusedAtItsValue() async {
        func entry(_ grade: String) -> String { "  - exercise: pull-up\n    sets: [x 8]\n    grade: \(grade)\n" }
        let files = SiteFiles.minimal
            .content("workouts/a.yaml", "date: 2026-03-02\nentries:\n" + entry("7a Onsight") + entry("6C+ flash") + entry("V5 send") + entry("6b"))
            .content("workouts/b.yaml", "date: 2026-03-03\nentries:\n" + entry("6C onsight") + entry("7a send") + entry("7a redpoint twice"))
        let (library, diagnostics) = await load(files)
        #expect(library.workouts.map { $0.entries.map(\.style) } == [[.onsight, .flash, .send, nil]])
        #expect(library.workouts.first?.entries.map { $0.grade?.text } == ["7a", "6C+", "V5", "6b"])
        #expect(diagnostics == [
            "content/workouts/b.yaml:5:12: error: entries[0].grade: expected a boulder's style: flash or send after 6C, found \"6C onsight\"",
            "content/workouts/b.yaml:8:12: error: entries[1].grade: expected a route's style: onsight, flash or redpoint after 7a, found \"7a send\"",
            "content/workouts/b.yaml:11:12: error: entries[2].grade: expected a grade and at most its style (e.g. 7a onsight, 6C flash), found \"7a redpoint twice\"",
        ])
    }

    /// A set's grip, in its notation or a set map's `grip:`; a grip with a load is refused where it is written.
    @Test func aSetsGripIsReadOrRefusedWhereItIsWritten() async {
        let files = SiteFiles.minimal
            .content("workouts/a.yaml", "date: 2026-03-02\nentries:\n  - exercise: pull-up\n    sets:\n      - \"20mm half crimp: bw+5kg 7s\"\n      - {grip: open hand 20mm, weight: bw, reps: 6, time: 7s}\n")
            .content("workouts/b.yaml", "date: 2026-03-03\nentries:\n  - exercise: pull-up\n    sets:\n      - \"half crimp +5kg: 7s\"\n      - {grip: sloper +5kg, time: 7s}\n")
        let (library, diagnostics) = await load(files)
        #expect(library.workouts.map { $0.entries[0].sets } == [[
            PerformedSet(load: Load(kilograms: 5, relativeToBodyweight: true), duration: 7,
                         grip: Grip(name: "half crimp", edgeMillimetres: 20)),
            PerformedSet(load: Load(kilograms: 0, relativeToBodyweight: true), reps: 6, duration: 7,
                         grip: Grip(name: "open hand", edgeMillimetres: 20)),
        ]])
        #expect(diagnostics == [
            "content/workouts/b.yaml:5:10: error: entries[0].sets[0]: expected a grip and a colon before the set, its load after the colon (e.g. 20mm half crimp: bw+5kg 7s), found \"half\"",
            "content/workouts/b.yaml:6:16: error: entries[0].sets[1].grip: expected a grip without a load or a colon (e.g. half crimp 20mm); the load goes in `weight`, found \"sloper +5kg\"",
        ])
    }

    /// What `spotter new workout` writes: checked in full, then left out with a warning.
    @Test func aDraftIsCheckedThenLeftOutWithAWarning() async {
        let files = SiteFiles.minimal
            .content("workouts/draft.yaml", "date: 2026-03-02\ndraft: true\nentries:\n  - exercise: squat\n    sets: [225 x 5 x 3]\n")
            .content("workouts/bad-draft.yaml", "date: 2026-03-02\ndraft: true\nentries:\n  - exercise: sqaut\n    sets: [1 x 1]\n")
            .content("workouts/done.yaml", "date: 2026-03-03\ndraft: false\nentries:\n  - exercise: squat\n    sets: [100 x 5]\n")
            .content("workouts/unsure.yaml", "date: 2026-03-04\ndraft: maybe\n")
        let (library, diagnostics) = await load(files)
        #expect(library.workouts.map(\.id) == ["done"])
        #expect(diagnostics == [
            "content/workouts/bad-draft.yaml:2:8: warning: draft: this workout is a draft, left out of the site, its statistics and records\n  hint: write the sets you did, then remove `draft: true`",
            "content/workouts/bad-draft.yaml:4:15: error: entries[0].exercise: unknown exercise `sqaut`\n  hint: did you mean `back-squat`?",
            "content/workouts/draft.yaml:2:8: warning: draft: this workout is a draft, left out of the site, its statistics and records\n  hint: write the sets you did, then remove `draft: true`",
            "content/workouts/unsure.yaml:2:8: error: draft: expected true or false, found \"maybe\"",
        ])
    }

    @Test func readsABareDurationAsMinutesAndABodyMarkdownAsNotes() async {
        let files = SiteFiles.minimal.content("workouts/run.md", "---\ndate: 2026-03-03\nduration: 65\n---\nEasy **run**.\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.workouts.map(\.duration) == [3900])
        #expect(library.workouts.map(\.notes) == ["Easy **run**."])
        #expect(library.workouts.map(\.startMinute) == [nil])
    }

    @Test func movesATimeWithAnOffsetToTheSiteTimeZonesLocalDay() async {
        let files = SiteFiles.minimal.content("workouts/late.yaml", "date: 2026-02-27T23:30-05:00\n")
            .site("timezone: America/Los_Angeles\n")
            .content("workouts/utc.yaml", "date: 2026-03-01T00:15Z\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.workouts.map(\.id) == ["late", "utc"])
        // In Los Angeles (UTC−8): 2026-02-28 04:30 UTC is 2026-02-27 20:30; 00:15 UTC is 2026-02-28 16:15.
        #expect(library.workouts.map(\.date.iso) == ["2026-02-27", "2026-02-28"])
        #expect(library.workouts.map(\.startMinute) == [20 * 60 + 30, 16 * 60 + 15])
    }

    @Test func aTimeNearMidnightWithAnOffsetLandsOnTheSiteLocalDay() async {
        // 23:30 in New York on 27 February is 05:30 on 28 February in Madrid.
        let files = SiteFiles.minimal.content("workouts/late.yaml", "date: 2026-02-27T23:30-05:00\n")
        let (library, _) = await load(files)
        #expect(library.workouts.map(\.date.iso) == ["2026-02-28"])
        #expect(library.workouts.map(\.startMinute) == [5 * 60 + 30])
    }

    @Test func aTimeWithoutOffsetIsLocalToTheSite() async {
        let files = SiteFiles.minimal.content("workouts/late.yaml", "date: 2026-03-29 23:59:30\n")
        let (library, _) = await load(files)
        #expect(library.workouts.map(\.date.iso) == ["2026-03-29"])
        #expect(library.workouts.map(\.startMinute) == [23 * 60 + 59])
    }

    @Test func sortsWorkoutsByDayThenTimeThenID() async {
        let files = SiteFiles.minimal
            .content("workouts/b.yaml", "date: 2026-03-02T08:00\n")
            .content("workouts/a.yaml", "date: 2026-03-02T18:00\n")
            .content("workouts/c.yaml", "date: 2026-03-02\n")
            .content("workouts/d.yaml", "date: 2026-03-01T23:00\n")
        let (library, _) = await load(files)
        #expect(library.workouts.map(\.id) == ["d", "c", "b", "a"])
    }

    @Test func givesTheImplicitAthleteToASiteWithoutAthletes() async {
        let files = SiteFiles().site("author: Sam\n").content("workouts/w1.yaml", "date: 2026-03-02\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.workouts.map(\.athlete) == ["athlete"])
        #expect(library.athletes == [Athlete(id: "athlete", name: "Sam")])
    }

    @Test(arguments: [("en", "Athlete"), ("es", "Atleta")])
    func namesTheImplicitAthleteInTheSiteLanguageWithoutAnAuthor(language: String, name: String) async {
        let files = SiteFiles().site("language: \(language)\n").content("workouts/w1.yaml", "date: 2026-03-02\n")
        let (library, _) = await load(files)
        #expect(library.athletes == [Athlete(id: "athlete", name: name)])
    }

    @Test func reportsARPEOutOfRange() async {
        let found = await diagnostics(SiteFiles.minimal.content("workouts/w1.yaml", "date: 2026-03-02\nrpe: 12\n"))
        #expect(found == ["content/workouts/w1.yaml:2:6: error: rpe: expected an RPE from 0 to 10, found \"12\""])
    }

    @Test func reportsADateTimeOfTheWrongShape() async {
        let found = await diagnostics(SiteFiles.minimal.content("workouts/w1.yaml", "date: 2026-03-02T25:00\n"))
        #expect(found == [
            "content/workouts/w1.yaml:1:7: error: date: expected a date (YYYY-MM-DD) or a date and time "
                + "(YYYY-MM-DDTHH:MM, optionally with an offset such as +01:00), found \"2026-03-02T25:00\"",
        ])
    }
}
