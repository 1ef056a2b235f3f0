import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct SessionLoadingTests {
    @Test func loadsItemsWithNotationFieldsGroupsAndProtocols() async {
        let files = SiteFiles.minimal.content("sessions/upper-a.yaml", """
            name: Upper A
            description: Heavy day.
            type: strength
            items:
              - exercise: squat
                prescription: 5x5 @ 80%, rest 3m
              - exercise: Back  squat
                sets: 4
                reps: 8-12
                load: 60kg
                rpe: 8
                rest: 90
                tempo: 3-1-1-0
                notes: Pause at the bottom.
              - superset:
                  - exercise: pull-up
                    prescription: 3x AMRAP @ bw
                  - exercise: back-squat
                    prescription: 3x10 @ 60kg
                rounds: 3
                rest: 2m
              - circuit: [{exercise: pull-up, reps: 10}]
              - exercise: pull-up
                protocol: 6 x 7s on / 3s off, 3 sets, rest 3m, grips [half crimp 20mm, open hand 20mm], rest 1m between grips
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.sessions == [SessionTemplate(
            id: "upper-a", name: "Upper A", description: "Heavy day.", type: .strength, items: [
                .single(ExerciseItem(exercise: "back-squat", prescription: Prescription(
                    sets: 5, reps: .exactly(5), load: .percentOfE1RM(80), rest: 180))),
                .single(ExerciseItem(exercise: "back-squat", prescription: Prescription(
                    sets: 4, reps: .range(8, 12), load: .absolute(Load(kilograms: 60)), rpe: 8, rest: 90,
                    tempo: Tempo(phases: [3, 1, 1, 0])), notes: "Pause at the bottom.")),
                .group(ItemGroup(kind: .superset, rounds: 3, rest: 120, items: [
                    ExerciseItem(exercise: "pull-up", prescription: Prescription(sets: 3, reps: .amrap, load: .absolute(.bodyweight))),
                    ExerciseItem(exercise: "back-squat", prescription: Prescription(sets: 3, reps: .exactly(10),
                                                                                    load: .absolute(Load(kilograms: 60)))),
                ])),
                .group(ItemGroup(kind: .circuit, rounds: 1, items: [
                    ExerciseItem(exercise: "pull-up", prescription: Prescription(reps: .exactly(10))),
                ])),
                .single(ExerciseItem(exercise: "pull-up", intervalProtocol: IntervalProtocol(
                    repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                    grips: [Grip(name: "half crimp", edgeMillimetres: 20), Grip(name: "open hand", edgeMillimetres: 20)],
                    restBetweenGrips: 60))),
            ], sourcePath: "content/sessions/upper-a.yaml")])
    }

    @Test func readsAProtocolWrittenAsFields() async {
        let files = SiteFiles.minimal.content("sessions/fingers.yaml", """
            items:
              - exercise: pull-up
                protocol:
                  reps: 2
                  work: 30s
                  rest_between_reps: 5s
                  sets: 2
                  rest_between_sets: 15s
                  grips: [half crimp 20mm, {name: open hand, edge: 15mm, load: +5kg}]
                  rest_between_grips: 1m
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let expected = IntervalProtocol(
            repsPerSet: 2, work: 30, restBetweenReps: 5, sets: 2, restBetweenSets: 15,
            grips: [Grip(name: "half crimp", edgeMillimetres: 20),
                    Grip(name: "open hand", edgeMillimetres: 15, addedLoad: Load(kilograms: 5, relativeToBodyweight: true))],
            restBetweenGrips: 60)
        #expect(library.sessions.first?.items == [.single(ExerciseItem(exercise: "pull-up", intervalProtocol: expected))])
        #expect(expected.timeUnderTension == 240)
        #expect(expected.totalDuration == 350)
    }

    @Test func readsAProtocolWrittenAsItemFields() async {
        let files = SiteFiles.minimal.content("sessions/fingers.yaml", """
            items:
              - {exercise: pull-up, reps: 6, work: 7s, rest_between_reps: 3s, sets: 3, rest_between_sets: 3m}
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.sessions.first?.items == [.single(ExerciseItem(exercise: "pull-up", intervalProtocol: IntervalProtocol(
            repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180)))])
    }

    @Test func takesItsDescriptionFromAMarkdownBody() async {
        let files = SiteFiles.minimal.content("sessions/easy.md", "---\nname: Easy\n---\nJust move.\n")
        let (library, _) = await load(files)
        #expect(library.sessions.map(\.description) == ["Just move."])
    }

    @Test func leavesOutASessionWithAnError() async {
        let files = SiteFiles.minimal.content("sessions/bad.yaml", "items:\n  - {exercise: nope, prescription: 3x5}\n")
        let (library, diagnostics) = await load(files)
        #expect(library.sessions == [])
        #expect(diagnostics == ["content/sessions/bad.yaml:2:16: error: items[0].exercise: unknown exercise `nope`"])
    }

    /// docs/content-format.md#sessions: `reference:` names the test a bare percentage is of, in
    /// notation and in a `load:` field alike; `of` on an item says otherwise.
    @Test func aSessionsReferenceTestIsWhatItsBarePercentagesAreOf() async {
        let files = SiteFiles.minimal.content("sessions/fingers.yaml", """
            reference: max-hang-20mm-7s
            items:
              - exercise: pull-up
                prescription: 5x7s @ 80%, rest 3m
              - exercise: pull-up
                sets: 3
                duration: 7s
                load: 70%
              - superset:
                  - exercise: back-squat
                    prescription: 3x5 @ 75% of e1RM
                  - exercise: back-squat
                    load: 90% of 1rm-back-squat
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.sessions.first?.items == [
            .single(ExerciseItem(exercise: "pull-up", prescription: Prescription(
                sets: 5, load: .percentOfTest(80, test: "max-hang-20mm-7s"), rest: 180, duration: 7))),
            .single(ExerciseItem(exercise: "pull-up", prescription: Prescription(
                sets: 3, load: .percentOfTest(70, test: "max-hang-20mm-7s"), duration: 7))),
            .group(ItemGroup(kind: .superset, rounds: 1, items: [
                ExerciseItem(exercise: "back-squat", prescription: Prescription(sets: 3, reps: .exactly(5), load: .percentOfE1RM(75))),
                ExerciseItem(exercise: "back-squat", prescription: Prescription(load: .percentOfTest(90, test: "1rm-back-squat"))),
            ])),
        ])
    }

    @Test func aPercentageOfNothingIsLocated() async {
        let files = SiteFiles.minimal.content("sessions/fingers.yaml", """
            reference: "  "
            items:
              - {exercise: pull-up, prescription: 5x7s @ 80% of}
            """)
        let (_, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/sessions/fingers.yaml:1:12: error: reference: expected a test's name, e.g. max-hang-20mm-7s, found \"  \"",
            "content/sessions/fingers.yaml:3:52: error: items[0].prescription: expected e1RM or a test's name after `of` "
                + "(e.g. 80% of max-hang-20mm-7s), found end of text",
        ])
    }
}

/// A session's `subtype` and difficulty `level` (docs/content-format.md#sessions).
@Suite struct SessionLevelLoadingTests {
    @Test func readsTheSubtypeAndTheLevelTrimmed() async {
        let files = SiteFiles.minimal.content("sessions/upper.yaml", """
            name: Upper
            type: strength
            subtype: " Upper body "
            level: Intermediate
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.sessions == [SessionTemplate(id: "upper", name: "Upper", type: .strength, subtype: "Upper body",
                                                     level: "Intermediate", sourcePath: "content/sessions/upper.yaml")])
    }

    @Test func refusesABlankSubtypeOrLevelAtItsValue() async {
        let files = SiteFiles.minimal.content("sessions/blank.yaml", "name: Blank\nsubtype: \"\"\nlevel: \"  \"\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/sessions/blank.yaml:2:10: error: subtype: expected a subtype, e.g. Upper body, found \"\"",
            "content/sessions/blank.yaml:3:8: error: level: expected a difficulty level, e.g. beginner, found \"  \"",
        ])
    }
}
