import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct ExerciseLoadingTests {
    @Test func loadsAMarkdownExerciseWithEveryField() async {
        let files = SiteFiles().content("exercises/back-squat.md", """
            ---
            name: Back Squat
            aliases: [Squat, Barbell Squat]
            type: strength
            subtype: legs
            mechanic: compound
            level: intermediate
            equipment: [barbell, rack]
            muscles:
              primary: [quadriceps, glutes]
              secondary: [hamstrings]
            force: push
            metric: weight_reps
            images: [squat-bottom.jpg]
            video: https://example.org/squat
            ---
            The king of leg exercises.

            ## What it is
            A squat with the bar on the upper back.

            ## Steps
            1. Unrack the bar.
            2. Sit down.

            ## Cues
            - Brace.
            - Knees out.

            ## Bar position
            High or low.
            """).content("exercises/squat-bottom.jpg", "")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.exercises == [Exercise(
            id: "back-squat", name: "Back Squat", aliases: ["Squat", "Barbell Squat"], type: .strength, subtype: "legs",
            mechanic: .compound, level: "intermediate", equipment: ["barbell", "rack"],
            primaryMuscles: ["quadriceps", "glutes"], secondaryMuscles: ["hamstrings"], force: .push, metric: .weightReps,
            images: ["squat-bottom.jpg"], video: "https://example.org/squat",
            description: ExerciseDescription(intro: "The king of leg exercises.", sections: [
                DescriptionSection(kind: .whatItIs, title: "What it is", markdown: "A squat with the bar on the upper back."),
                DescriptionSection(kind: .steps, title: "Steps", markdown: "1. Unrack the bar.\n2. Sit down.",
                                   items: ["Unrack the bar.", "Sit down."]),
                DescriptionSection(kind: .cues, title: "Cues", markdown: "- Brace.\n- Knees out.", items: ["Brace.", "Knees out."]),
                DescriptionSection(kind: .free, title: "Bar position", markdown: "High or low."),
            ]),
            shape: .spotter, sourcePath: "content/exercises/back-squat.md")])
    }

    @Test func sportIsLowercasedWithSpacesCollapsedAndACardioExerciseWithoutOneIsItsOwnSport() async {
        let files = SiteFiles()
            .content("exercises/tempo-run.yaml", "name: Tempo Run\ntype: cardio\nmetric: distance_time\nsport: \"  Trail   Running \"\n")
            .content("exercises/assault-bike.yaml", "name: Assault Bike\ntype: cardio\nmetric: time\n")
            .content("exercises/sled-push.yaml", "name: Sled Push\nsport: strongman\n")
            .content("exercises/squat.yaml", "name: Squat\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let sports = Dictionary(uniqueKeysWithValues: library.exercises.map { ($0.id, $0.sportID ?? "none") })
        #expect(sports == ["tempo-run": "trail running", "assault-bike": "assault-bike", "sled-push": "strongman",
                           "squat": "none"])
    }

    @Test func recognisesSpanishHeadingsWithoutAccentsCaseOrColon() async {
        let files = SiteFiles().content("exercises/dominada.md", """
            ---
            name: Dominada
            ---
            ## Qué es
            Una dominada.
            ## QUE ES:
            Otra vez.
            ## Músculos implicados
            Dorsales.
            ## Ejecución
            1. Cuélgate.
            ## claves
            - Pecho arriba.
            ## Errores comunes
            - Balancearse.
            ## Variantes
            - Lastrada.
            ## Precauciones:
            Calienta.
            """)
        let (library, _) = await load(files)
        let sections = library.exercises.first?.description.sections ?? []
        #expect(sections.map(\.kind) == [.whatItIs, .whatItIs, .muscles, .steps, .cues, .mistakes, .variations, .safety])
        #expect(sections.map(\.title) == ["Qué es", "QUE ES:", "Músculos implicados", "Ejecución", "claves",
                                          "Errores comunes", "Variantes", "Precauciones:"])
        #expect(sections.map(\.items) == [[], [], [], ["Cuélgate."], ["Pecho arriba."], ["Balancearse."], ["Lastrada."], []])
    }

    @Test func parsesADescriptionFieldHoldingTheJSONObject() async {
        let files = SiteFiles().site("language: es\n").content("exercises/face-pull.yaml", """
            name: Face Pull
            description: |
              {"what_is": "A cable row to the face.", "steps": ["Set the rope.", "Pull."], "cues": "Elbows high.",
               "grip_width": "Shoulder width."}
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.exercises.first?.description == ExerciseDescription(intro: "", sections: [
            DescriptionSection(kind: .whatItIs, title: "Qué es", markdown: "A cable row to the face."),
            DescriptionSection(kind: .steps, title: "Pasos", markdown: "1. Set the rope.\n2. Pull.", items: ["Set the rope.", "Pull."]),
            DescriptionSection(kind: .cues, title: "Claves", markdown: "Elbows high."),
            DescriptionSection(kind: .free, title: "Grip width", markdown: "Shoulder width."),
        ]))
    }

    @Test func parsesADescriptionFieldHoldingMarkdown() async {
        let files = SiteFiles().content("exercises/dip.yaml", "name: Dip\ndescription: |\n  Intro.\n\n  ## Safety\n  Go slow.\n")
        let (library, _) = await load(files)
        #expect(library.exercises.first?.description == ExerciseDescription(intro: "Intro.", sections: [
            DescriptionSection(kind: .safety, title: "Safety", markdown: "Go slow."),
        ]))
    }

    @Test func loadsAFreeExerciseDBObject() async {
        let files = SiteFiles().content("exercises/foreign/Barbell_Hip_Thrust.json", """
            {
              "name": "Barbell Hip Thrust", "force": "push", "level": "intermediate", "mechanic": null,
              "equipment": "barbell", "primaryMuscles": ["glutes"], "secondaryMuscles": ["hamstrings"],
              "instructions": ["Sit against a bench.", "Drive the hips up."], "category": "stretching",
              "images": ["Barbell_Hip_Thrust/0.jpg"]
            }
            """).content("exercises/foreign/Barbell_Hip_Thrust/0.jpg", "")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.exercises == [Exercise(
            id: "Barbell_Hip_Thrust", name: "Barbell Hip Thrust", type: .mobility, level: "intermediate",
            equipment: ["barbell"], primaryMuscles: ["glutes"], secondaryMuscles: ["hamstrings"], force: .push,
            images: ["Barbell_Hip_Thrust/0.jpg"],
            description: ExerciseDescription(sections: [
                DescriptionSection(kind: .steps, title: "Steps", markdown: "1. Sit against a bench.\n2. Drive the hips up.",
                                   items: ["Sit against a bench.", "Drive the hips up."]),
            ]),
            shape: .freeExerciseDB, sourcePath: "content/exercises/foreign/Barbell_Hip_Thrust.json")])
    }

    @Test func loadsAnArrayOfFreeExerciseDBObjectsWithIDsFromIDOrName() async {
        let files = SiteFiles().content("exercises/dump.json", """
            [
              {"id": "Air_Bike", "name": "Air Bike", "category": "cardio", "primaryMuscles": []},
              {"name": "Ab Roller", "category": "strength", "primaryMuscles": ["abdominals"]}
            ]
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.exercises.map(\.id) == ["Air_Bike", "ab-roller"])
        #expect(library.exercises.map(\.type) == [.cardio, .strength])
        #expect(library.exercises.allSatisfy { $0.shape == .freeExerciseDB })
    }

    @Test func loadsATrainingAppExport() async {
        let files = SiteFiles().content("exercises/hangboard.json", """
            {
              "exerciseId": 9001,
              "name": "Hangboard Hang",
              "imageURL": "",
              "videoURL": "https://example.org/hang.mp4",
              "isGlobal": false,
              "description": "{\\"what_is\\": \\"A dead hang.\\", \\"steps\\": [\\"Set the grip.\\", \\"Hang.\\"]}",
              "exerciseType": {"name": "climbing"},
              "exerciseSubtype": {"name": "fingers"}
            }
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.exercises == [Exercise(
            id: "hangboard", name: "Hangboard Hang", type: .climbing, subtype: "fingers", mechanic: .isolation,
            video: "https://example.org/hang.mp4",
            description: ExerciseDescription(sections: [
                DescriptionSection(kind: .whatItIs, title: "What it is", markdown: "A dead hang."),
                DescriptionSection(kind: .steps, title: "Steps", markdown: "1. Set the grip.\n2. Hang.", items: ["Set the grip.", "Hang."]),
            ]),
            shape: .trainingApp, sourcePath: "content/exercises/hangboard.json")])
    }

    /// The exercise-library app's list reply (`ExerciseListResponse`), in its own words:
    /// `Resistance` is strength, and the subtype is kept as written.
    @Test func loadsTheExerciseLibraryListReplyInItsOwnVocabulary() async {
        let files = SiteFiles().content("exercises/library.json", """
            {"data": [
              {"exerciseId": 1, "name": "Push Up", "isGlobal": true,
               "exerciseType": {"name": "Resistance"}, "exerciseSubtype": {"name": "Chest"}},
              {"exerciseId": 2, "name": "Bike Sprints", "isGlobal": false,
               "exerciseType": {"name": "Cardio"}, "exerciseSubtype": {"name": "SIT"}},
              {"exerciseId": 3, "name": "Hip Opener",
               "exerciseType": {"name": "Mobility"}, "exerciseSubtype": {"name": "Hips"}}
            ]}
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.exercises.map(\.id) == ["bike-sprints", "hip-opener", "push-up"])
        #expect(library.exercises.map(\.type) == [.cardio, .mobility, .strength])
        #expect(library.exercises.map(\.subtype) == ["SIT", "Hips", "Chest"])
        #expect(library.exercises.map(\.mechanic) == [.isolation, nil, .compound])
        #expect(library.exercises.allSatisfy { $0.shape == .trainingApp })
    }

    /// An unknown exercise type still names the app's words and Spotter's, at its place.
    @Test func refusesAnUnknownTrainingAppTypeInsideTheListReply() async {
        let files = SiteFiles().content("exercises/library.json", """
            {"data": [
              {"exerciseId": 1, "name": "Push Up", "exerciseType": {"name": "Resistence"}}
            ]}
            """)
        let (_, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/exercises/library.json:2:65: error: data[0].exerciseType.name: expected `resistance`, `strength`, "
                + "`cardio`, `mobility`, `climbing` or `other`, found \"Resistence\"\n  hint: did you mean `resistance`?",
        ])
    }

    @Test func warnsAboutAnImageThatIsNotThere() async {
        let files = SiteFiles().content("exercises/squat.md", """
            ---
            name: Squat
            images:
              - squat/bottom.jpg
              - squat/top.jpg
              - https://example.org/squat.jpg
              - ../../outside.jpg
            ---
            """).content("exercises/squat/top.jpg", "")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/exercises/squat.md:4:5: warning: expected the image content/exercises/squat/bottom.jpg, found no "
                + "such file; the page would show a broken image\n"
                + "  hint: add the file, or remove it from `images` (for free-exercise-db, import with --images)",
            "content/exercises/squat.md:7:5: warning: expected an image path inside content/ or a web address, found "
                + "\"../../outside.jpg\"; the page leaves it out",
        ])
        #expect(library.exercises.first?.images.count == 4)
    }
}
