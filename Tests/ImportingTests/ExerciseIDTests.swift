@testable import Importing
import Loading
import Testing
import TrainingModel

/// Issue 55, item 2: names in non-Latin scripts get distinct, stable ids, transliterated where
/// a standard transliteration exists, else a short hash.
@Suite struct ExerciseIDTests {
    @Test(arguments: [
        // Cyrillic: Russian, the same name with `ё` decomposed, Ukrainian, Serbian.
        ("Приседания", "prisedaniya"),
        ("Жим лёжа", "zhim-lezha"),
        ("Жим ле\u{308}жа", "zhim-lezha"),
        ("Присідання", "prisidannya"),
        ("Чучањ", "chuchanj"),
        ("Щёточный подъём", "shchetochnyy-podem"),
        // Greek, with its accents and vowel pairs.
        ("Άρση θανάτου", "arsi-thanatou"),
        ("Πιέσεις ώμων", "pieseis-omon"),
        ("Ευθεία κωπηλασία", "evtheia-kopilasia"),
        // Latin letters that folding keeps, and plain Latin as before.
        ("Kniebeuge Straße", "kniebeuge-strasse"),
        ("Press à la Française", "press-a-la-francaise"),
        ("Squat 🔥", "squat"),
    ])
    func transliteratedScriptsGetReadableIDs(name: String, id: String) {
        #expect(GeneratedID.exercise(named: name) == id)
    }

    @Test(arguments: [
        ("ベンチプレス", "e34fa10c"),
        ("深蹲", "aa308bd5"),
        ("스쿼트", "0062b40b"),
        ("تمرين الضغط", "7602d55f"),
        ("🏋️", "0a932e41"),
        ("🏃", "ff4d3238"),
        ("ベンチ press", "press-020bc9cb"),
    ])
    func otherScriptsGetAStableHash(name: String, id: String) {
        #expect(GeneratedID.exercise(named: name) == id)
        #expect(Slug.idProblem(id) == nil)
    }

    /// The export: three names, two scripts, once one exercise; now each its own, and every
    /// script besides. The site loads clean, and a second import writes nothing.
    @Test func namesInEveryScriptStayApart() async {
        let names = ["Приседания", "Жим лёжа", "ベンチプレス", "Άρση θανάτου", "تمرين الضغط", "🏋️", "🏃", "深蹲"]
        let rows = names.enumerated().map { index, name in
            "2026-03-02 18:30:00,Full body,\(name),\(index + 1),\(40 + index),5"
        }
        let csv = (["Date,Workout Name,Exercise Name,Set Order,Weight,Reps"] + rows).joined(separator: "\n") + "\n"
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let exercises = plan.files.map(\.path).filter { $0.hasPrefix("content/exercises/") }
        #expect(exercises == names.map { "content/exercises/\(GeneratedID.exercise(named: $0)).yaml" }.sorted())
        #expect(Set(exercises).count == names.count)
        let site = plan.applied(to: ["site.yaml": ImportCheckPropertyTests.siteYAML])
        let loaded = await SiteLoader(fileSystem: .inMemory(site)).load(siteDirectory: ".")
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        let entries = loaded.library.workouts.flatMap(\.entries)
        #expect(entries.map { loaded.library.exercise(id: $0.exercise)?.name } == names)
        let again = planImport(.strong, "strong.csv", Array(csv.utf8), existing: loaded.library.exercises, site: site)
        #expect(again.filesToCreate.map(\.path) == [])
    }

    /// Two names whose ids would be one stay apart: `Пресс` transliterates to the slug of `Press`,
    /// but they are different names (the matcher tells them apart), so the second takes `-2`.
    /// `Row 1` and `Row-1!` are one name to the matcher, so they are one exercise with both aliases.
    @Test func twoNamesNeverShareAnID() {
        let csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n"
            + "2026-03-02 18:30:00,A,Press,1,40,5\n2026-03-02 18:30:00,A,Пресс,1,40,5\n"
            + "2026-03-02 18:30:00,A,Row 1,1,40,5\n2026-03-02 18:30:00,A,Row-1!,1,40,5\n"
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.files.map(\.path).filter { $0.hasPrefix("content/exercises/") }
            == ["content/exercises/press-2.yaml", "content/exercises/press.yaml", "content/exercises/row-1.yaml"])
        #expect(plan.file("content/exercises/press-2.yaml")?.text.contains("name: Пресс") == true)
        let row = plan.file("content/exercises/row-1.yaml")?.text ?? ""
        #expect(row.contains("Row 1") && row.contains("Row-1!"))
    }

    /// A Spotter CSV names its exercises by id: two exercises of one name (two `Curl` files of a
    /// site) come back as two, each entry with its own, not merged into the first id.
    @Test func twoSpotterExercisesOfOneNameStayTwo() async {
        let csv = ImportPathTests.csv([("w1", "curl-a"), ("w2", "curl-b")]).replacingOccurrences(of: ",curl-a,curl-a,", with: ",curl-a,Curl,")
            .replacingOccurrences(of: ",curl-b,curl-b,", with: ",curl-b,Curl,")
        let plan = planImport(.spotterCSV, "export.csv", Array(csv.utf8), options: ImportOptions(athlete: "ana"))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let site = plan.applied(to: ["site.yaml": ImportCheckPropertyTests.siteYAML, "content/athletes/ana.yaml": "name: Ana\n"])
        let loaded = await SiteLoader(fileSystem: .inMemory(site)).load(siteDirectory: ".")
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        #expect(loaded.library.exercises.map(\.id).sorted() == ["curl-a", "curl-b"])
        #expect(loaded.library.workouts.sorted { $0.id < $1.id }.map { $0.entries.map(\.exercise) } == [["curl-a"], ["curl-b"]])
    }
}
