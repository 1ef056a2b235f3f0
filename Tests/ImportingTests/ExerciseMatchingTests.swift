@testable import Importing
import Testing
import TextAndDates
import TrainingModel

struct ExerciseMatchingTests {
    private func matcher(_ existing: [Exercise] = [], vocabulary: String? = nil) -> ExerciseMatcher {
        var (builtIn, _) = ExerciseVocabulary.builtIn()
        if let vocabulary { builtIn = builtIn.extended(by: ExerciseVocabulary.parse(vocabulary, path: "v.yaml").0) }
        return ExerciseMatcher(existing: existing, vocabulary: builtIn, names: .builtIn)
    }

    private func id(_ resolution: ExerciseMatcher.Resolution) -> String? {
        switch resolution {
        case .existing(let exercise): return "existing:" + exercise.id
        case .vocabulary(let entry): return "vocabulary:" + entry.id
        case .unknown: return nil
        }
    }

    @Test func theBuiltInVocabularyReadsWithoutProblemsAndHasAboutSixtyExercises() {
        let (vocabulary, problems) = ExerciseVocabulary.builtIn()
        #expect(problems.isEmpty)
        #expect(vocabulary.entries.count >= 60)
        #expect(Set(vocabulary.entries.map(\.id)).count == vocabulary.entries.count)
    }

    @Test func mapsCommonStrongAndHevyNamesToCanonicalExercises() {
        let m = matcher()
        #expect(id(m.resolve("Bench Press (Barbell)")) == "vocabulary:bench-press")
        #expect(id(m.resolve("Squat (Barbell)")) == "vocabulary:back-squat")
        #expect(id(m.resolve("Pull Up")) == "vocabulary:pull-up")
        #expect(id(m.resolve("Chin Up")) == "vocabulary:chin-up")
        #expect(id(m.resolve("Deadlift (Barbell)")) == "vocabulary:deadlift")
        #expect(id(m.resolve("Running")) == "vocabulary:running")
        #expect(id(m.resolve("Pull Up (Assisted)")) == "vocabulary:assisted-pull-up")
        #expect(id(m.resolve("Bench Press (Dumbbell)")) == "vocabulary:dumbbell-bench-press")
    }

    @Test func matchesSiteExercisesByNameAliasOrIdIgnoringCaseSpacesAndPunctuation() {
        let existing = [
            Exercise(id: "bench", name: "Barbell Bench Press"),
            Exercise(id: "pull-up", name: "Pull-up", metric: .bodyweightReps),
            Exercise(id: "row", name: "Row", aliases: ["Bent-over  ROW"]),
        ]
        let m = matcher(existing)
        #expect(id(m.resolve("Bench Press (Barbell)")) == "existing:bench")
        #expect(id(m.resolve("pullup")) == "existing:pull-up")
        #expect(id(m.resolve("Bent Over Row")) == "existing:row")
        #expect(id(m.resolve("PULL-UP")) == "existing:pull-up")
    }

    /// Singular and plural are one by the rule of names, in English as in Spanish: the site's
    /// `Bench Press` is what an export's `Bench Presses` means.
    @Test func pluralsMatchTheSitesSingularInEnglishAndSpanish() {
        let existing = [
            Exercise(id: "press-banca", name: "Bench Press"),
            Exercise(id: "curl-mancuerna", name: "Curl con mancuerna"),
            Exercise(id: "fly", name: "Dumbbell Fly"),
        ]
        let m = matcher(existing)
        #expect(id(m.resolve("Bench Presses")) == "existing:press-banca")
        #expect(id(m.resolve("bench presses (barbell)")) == "existing:press-banca")
        #expect(id(m.resolve("curl con mancuernas")) == "existing:curl-mancuerna")
        #expect(id(m.resolve("Dumbbell Flies")) == "existing:fly")
    }

    @Test func aSuffixMatchesTheBaseNameOnlyWhenTheEquipmentAgrees() {
        let existing = [Exercise(id: "lat-pull", name: "Wide Pulldown", equipment: ["cable"])]
        let m = matcher(existing)
        #expect(id(m.resolve("Wide Pulldown (Cable)")) == "existing:lat-pull")
        #expect(id(m.resolve("Wide Pulldown (Machine)")) == nil)
    }

    @Test func theSitesOwnExerciseWinsOverTheVocabularyEvenThroughASuffix() {
        // A free-exercise-db import gave the site a machine "Seated Leg Curl"; Hevy writes the
        // suffix, which the vocabulary also knows: the site's exercise is the one meant.
        let seated = Exercise(id: "Seated_Leg_Curl", name: "Seated Leg Curl", equipment: ["machine"])
        let m = matcher([seated])
        #expect(id(m.resolve("Seated Leg Curl (Machine)")) == "existing:Seated_Leg_Curl")
        #expect(id(m.resolve("Lying Leg Curl (Machine)")) == "vocabulary:lying-leg-curl")
        // free-exercise-db names are often plural.
        let lying = Exercise(id: "Lying_Leg_Curls", name: "Lying Leg Curls", equipment: ["machine"])
        let plural = matcher([lying, Exercise(id: "Pullups", name: "Pullups", metric: .bodyweightReps)])
        #expect(id(plural.resolve("Lying Leg Curl (Machine)")) == "existing:Lying_Leg_Curls")
        #expect(id(plural.resolve("Pull Up")) == "existing:Pullups")
        #expect(id(plural.resolve("Bench Press")) == "vocabulary:bench-press")
    }

    @Test func suffixesNamingAnotherMachineOrVariantStaySeparate() {
        let m = matcher()
        let pairs = [
            ("Lat Pulldown (Cable)", "Lat Pulldown (Machine)"), ("Lying Leg Curl (Machine)", "Seated Leg Curl (Machine)"),
            ("Hanging Knee Raise", "Hanging Leg Raise"), ("Treadmill", "Running"), ("Triceps Dip (Weighted)", "Triceps Dip"),
            ("Pull Up (Weighted)", "Pull Up"), ("Goblet Squat (Kettlebell)", "Goblet Squat (Dumbbell)"),
            ("Chest Dip", "Triceps Dip"), ("Pull Up (Band)", "Pull Up (Assisted)"),
        ]
        for (one, other) in pairs {
            #expect(id(m.resolve(one)) != nil, "\(one)")
            #expect(id(m.resolve(one)) != id(m.resolve(other)), "\(one) and \(other)")
        }
        // Without a vocabulary entry, a suffix does not fall back to the plain name of another machine.
        let cableOnly = matcher([Exercise(id: "pulldown", name: "Wide Pulldown", equipment: ["cable"])])
        #expect(id(cableOnly.resolve("Wide Pulldown (Machine)")) == nil)
    }

    @Test func theSiteVocabularyMergesWhatTheBuiltInKeepsApart() {
        let m = matcher(vocabulary: """
            exercises:
              - id: lat-pulldown
                name: Lat Pulldown
                synonyms: [Lat Pulldown (Machine)]
            """)
        #expect(id(m.resolve("Lat Pulldown (Machine)")) == "vocabulary:lat-pulldown")
        #expect(id(m.resolve("Lat Pulldown (Cable)")) == "vocabulary:lat-pulldown")
    }

    @Test func everyBuiltInExerciseHasPrimaryMuscles() {
        let (vocabulary, _) = ExerciseVocabulary.builtIn()
        #expect(vocabulary.entries.filter { $0.primaryMuscles.isEmpty }.map(\.id) == [])
        let known: Set = ["abdominals", "abductors", "adductors", "biceps", "calves", "chest", "forearms", "glutes",
                          "hamstrings", "lats", "lower back", "middle back", "neck", "quadriceps", "shoulders", "traps",
                          "triceps"]
        #expect(Set(vocabulary.entries.flatMap { $0.primaryMuscles + $0.secondaryMuscles }).subtracting(known) == [])
    }

    @Test func aVocabularyEntryResolvesToTheSiteExerciseForIt() {
        let m = matcher([Exercise(id: "back-squat", name: "Back Squat")])
        #expect(id(m.resolve("Squat (Barbell)")) == "existing:back-squat")
    }

    @Test func theSiteVocabularyAddsNamesAndOverridesEntries() {
        let override = """
            exercises:
              - id: back-squat
                name: High-Bar Squat
                synonyms: [Squat (Smith Machine)]
              - name: Jefferson Curl
                equipment: [barbell]
                synonyms: [JC]
            """
        let m = matcher(vocabulary: override)
        #expect(id(m.resolve("Squat (Smith Machine)")) == "vocabulary:back-squat")
        #expect(id(m.resolve("Squat (Barbell)")) == "vocabulary:back-squat")
        #expect(id(m.resolve("JC")) == "vocabulary:jefferson-curl")
        if case .vocabulary(let entry) = m.resolve("Squat (Barbell)") {
            #expect(entry.name == "High-Bar Squat")
        } else {
            Issue.record("expected the vocabulary entry")
        }
    }

    @Test func reportsProblemsInTheSiteVocabularyAtTheirLine() {
        let (vocabulary, problems) = ExerciseVocabulary.parse("""
            exercises:
              - name: Good
              - synonyms: [No name]
              - name: Bad metric
                metric: reps
            """, path: "content/import-vocabulary.yaml")
        #expect(vocabulary.entries.map(\.id) == ["good"])
        #expect(problems.sorted.map(\.description) == [
            "content/import-vocabulary.yaml:3:5: error: exercises[1]: expected an exercise with a name, found none",
            "content/import-vocabulary.yaml:5:13: error: exercises[2].metric: expected one of weight_reps, bodyweight_reps, assisted, time, distance_time, hang, found \"reps\"",
        ])
    }

    @Test func unknownAssistedNamesBecomeAssistedStubs() {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,A,1h,Muscle Up (Assisted),1,20,5,0,0,,,
            2026-03-02 18:30:00,A,1h,Nordic Curl,1,0,6,0,0,,,

            """
        let plan = planImport(.strong, "a.csv", Array(csv.utf8))
        #expect(plan.file("content/exercises/assisted-muscle-up.yaml")?.text == """
            name: Assisted Muscle Up
            aliases:
              - Muscle Up (Assisted)
            metric: assisted

            """)
        #expect(plan.file("content/exercises/nordic-curl.yaml")?.text == """
            name: Nordic Curl
            aliases:
              - Nordic Curl
            metric: bodyweight_reps

            """)
        let workout = plan.file("content/workouts/2026/2026-03-02-1830-a.yaml")?.text ?? ""
        #expect(writtenEntries(workout).map(\.sets) == [["bw-20kg x 5"], ["bw x 6"]])
    }

    /// The site's groups of spellings (`content/names.yaml`, `ImportOptions.names`) match names
    /// too: with `[press de banca, bench press]`, Strong's `Bench Press` and `Bench Press (Barbell)`
    /// are the site's barbell `Press de banca`, and `Press DB` with `[db, dumbbell]` is
    /// `(Dumbbell)`'s suffix's equipment; without them, the vocabulary's `bench-press` is created.
    @Test func theSitesGroupsOfSpellingsMatchNames() {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,A,1h,Bench Press,1,60,5,0,0,,,
            2026-03-02 18:30:00,A,1h,Bench Press (Barbell),1,70,5,0,0,,,
            2026-03-02 18:30:00,A,1h,Curl (Dumbbell),1,12,8,0,0,,,

            """
        let existing = [Exercise(id: "press-de-banca", name: "Press de banca", equipment: ["barra"]),
                        Exercise(id: "curl", name: "Curl", equipment: ["DB"])]
        let names = NameKey.builtIn.adding([["press de banca", "bench press"], ["barra", "barbell"], ["db", "dumbbell"]])
        let plan = planImport(.strong, "a.csv", Array(csv.utf8), options: ImportOptions(names: names), existing: existing)
        #expect(plan.files.map(\.path) == ["content/workouts/2026/2026-03-02-1830-a.yaml"])
        #expect(writtenEntries(plan.files.first?.text ?? "").map(\.exercise) == ["press-de-banca", "press-de-banca", "curl"])
        #expect(plan.summary.exercisesMatched == 3)
        let apart = planImport(.strong, "a.csv", Array(csv.utf8), existing: existing)
        #expect(apart.files.map(\.path).sorted() == ["content/exercises/bench-press.yaml", "content/exercises/dumbbell-curl.yaml",
                                                      "content/workouts/2026/2026-03-02-1830-a.yaml"])
    }

    @Test func theVocabularyOverrideIsUsedByImports() {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,A,1h,Zercher Squat (Barbell),1,100,5,0,0,,,

            """
        let plan = planImport(.strong, "a.csv", Array(csv.utf8), existing: [Exercise(id: "zercher", name: "Zercher")],
                              vocabulary: "exercises:\n  - id: zercher\n    name: Zercher\n    synonyms: [Zercher Squat (Barbell)]\n")
        #expect(plan.files.map(\.path) == ["content/workouts/2026/2026-03-02-1830-a.yaml"])
        #expect(writtenEntries(plan.files.first?.text ?? "").map(\.exercise) == ["zercher"])
        #expect(plan.summary.exercisesMatched == 1)
    }
}

/// Names compare by the one rule of names (`NameKey`, tested in TextAndDatesTests).
@Suite struct ExerciseNameKeyTests {
    @Test func keysIgnoreCaseAccentsPunctuationAndPlurals() {
        let matcher = ExerciseMatcher(existing: [], vocabulary: ExerciseVocabulary(entries: []), names: .builtIn)
        #expect(matcher.key("Lying Leg Curls (Machine)") == "lyinglegcurlmachin")
        #expect(matcher.key("Pull-Ups") == "pullup")
        #expect(matcher.key("Press") == "press")
        #expect(matcher.key("Elevación lateral") == "elevacionlateral")
    }
}
