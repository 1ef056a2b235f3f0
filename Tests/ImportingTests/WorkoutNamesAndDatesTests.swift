@testable import Importing
import Testing
import TrainingModel

/// Issue 50: workouts linked to a session by one of its aliases, Hevy dates in every language
/// Hevy writes them in (CLDR's month names), and workout file names transliterated.
@Suite struct WorkoutNamesAndDatesTests {
    static let hevyHeader = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe"

    static func hevy(title: String, start: String, end: String = "") -> [UInt8] {
        Array("""
            \(hevyHeader)
            \(title),"\(start)","\(end)",,Squat (Barbell),,,0,normal,100,5,,,

            """.utf8)
    }

    @Test func aWorkoutNamedLikeASessionsAliasIsLinkedToIt() {
        let templates = [SessionTemplate(id: "full-body-a", name: "Full Body A", aliases: ["Ganzkörper A", "FB A"]),
                         SessionTemplate(id: "full-body-b", name: "Full Body B")]
        let plan = planImport(.hevy, "hevy.csv", Self.hevy(title: "ganzkörper  a", start: "22 Nov 2026, 07:30"),
                              options: ImportOptions(sessionTemplates: templates))
        #expect(plan.file("content/workouts/2026/2026-11-22-0730-ganzkorper-a.yaml")?.text == """
            date: 2026-11-22T07:30
            session: full-body-a
            name: ganzkörper  a
            entries:
              - exercise: back-squat
                sets:
                  - 100kg x 5

            """)
        #expect(plan.summary.workoutsLinked == 1)
        let strong = planImport(.strong, "strong.csv", Array("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-11-22 07:30:00,FB A,1h,Squat (Barbell),1,100,5,0,0,,,

            """.utf8), options: ImportOptions(sessionTemplates: templates))
        #expect(strong.file("content/workouts/2026/2026-11-22-0730-fb-a.yaml")?.text.contains("session: full-body-a\n") == true)
    }

    @Test func workoutFileNamesAreTransliteratedAndASCIINamesKeepTheirs() {
        let danish = planImport(.hevy, "hevy.csv", Self.hevy(title: "Løb i skoven", start: "22 Nov 2026, 07:30"))
        #expect(danish.files.map(\.path) == ["content/exercises/back-squat.yaml", "content/workouts/2026/2026-11-22-0730-lob-i-skoven.yaml"])
        let german = planImport(.hevy, "hevy.csv", Self.hevy(title: "Straße Æble Łódź Đak", start: "22 Nov 2026, 07:30"))
        #expect(german.files.map(\.path).last == "content/workouts/2026/2026-11-22-0730-strasse-aeble-lodz-dak.yaml")
        let russian = planImport(.hevy, "hevy.csv", Self.hevy(title: "Жим лёжа", start: "22 Nov 2026, 07:30"))
        #expect(russian.files.map(\.path).last == "content/workouts/2026/2026-11-22-0730-zhim-lezha.yaml")
        let ascii = planImport(.hevy, "hevy.csv", Self.hevy(title: "Push Day (A)", start: "22 Nov 2026, 07:30"))
        #expect(ascii.files.map(\.path).last == "content/workouts/2026/2026-11-22-0730-push-day-a.yaml")
    }

    @Test(arguments: [
        ("21 нояб. 2024 г., 18:30", "2024-11-21T18:30"),
        ("21 ноября 2024 г., 18:30", "2024-11-21T18:30"),
        ("21 Kas 2024 18:30", "2024-11-21T18:30"),
        ("21 lis 2024, 18:30", "2024-11-21T18:30"),
        ("21 listopada 2024 18:30", "2024-11-21T18:30"),
        ("21 лист. 2024 р., 18:30", "2024-11-21T18:30"),
        ("21 лист. 2024 р., 6:30 пп", "2024-11-21T18:30"),
        ("21 Şub 2024 18:30", "2024-02-21T18:30"),
        ("21 11月 2024, 18:30", "2024-11-21T18:30"),
        ("21 11월 2024, 18:30", "2024-11-21T18:30"),
        ("2024年11月21日 18:30", "2024-11-21T18:30"),
        ("2024年11月21日 下午6:30", "2024-11-21T18:30"),
        ("2024年11月21日 午前9:05", "2024-11-21T09:05"),
        ("2024년 11월 21일 18:30", "2024-11-21T18:30"),
        ("2024년 11월 21일 오후 6:30", "2024-11-21T18:30"),
        ("2024. 11. 21. 오후 12:10", "2024-11-21T12:10"),
        ("2024. 11. 21. 오전 12:10", "2024-11-21T00:10"),
        ("2024/11/21 18:30", "2024-11-21T18:30"),
        ("21 de novembro de 2024 18:30", "2024-11-21T18:30"),
        ("21 nov 2024 6:30 p. m.", "2024-11-21T18:30"),
        ("21 Sept 2024, 18:30", "2024-09-21T18:30"),
        ("21 juil. 2024, 18:30", "2024-07-21T18:30"),
        ("21 fév. 2024, 18:30", "2024-02-21T18:30"),
        ("Nov 21, 2024, 6:30 PM", "2024-11-21T18:30"),
    ])
    func readsHevyDatesInEveryLanguage(text: String, expected: String) {
        #expect(ExportDateTime(text)?.contentText == expected)
    }

    @Test(arguments: ["2024年11月21日", "2024年11月21 18:30", "2024年13月21日 18:30", "2024년 11月 21日 18:30",
                      "21 ноябрь2024 18:30", "21 Kas 2024 13:30 ös"])
    func refusesDatesThatAreNotWhole(text: String) {
        #expect(ExportDateTime(text) == nil)
    }

    @Test func aRussianHevyExportImportsWithItsDuration() {
        let plan = planImport(.hevy, "hevy.csv", Self.hevy(title: "Ноги", start: "21 нояб. 2024 г., 18:30",
                                                           end: "21 нояб. 2024 г., 19:45"))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-11-21-1830-nogi.yaml")?.text == """
            date: 2024-11-21T18:30
            name: Ноги
            duration: 1h 15m
            entries:
              - exercise: back-squat
                sets:
                  - 100kg x 5

            """)
    }

    /// No form names two months: the generating script refuses such a table, and a dictionary
    /// cannot hold one; this checks the languages read and a form of each kind.
    @Test func theTableHoldsEveryLanguageRead() {
        #expect(MonthNames.languages == ["en", "en-GB", "de", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "pt-PT", "ru", "tr",
                                         "uk", "zh", "zh-Hant"])
        // Polish and Ukrainian `listopad` is November; Croatian's (October) is not read.
        #expect(MonthNames.months["listopad"] == 11)
        #expect(MonthNames.months["studeni"] == nil)
        #expect(MonthNames.months["nov"] == 11)
        #expect(MonthNames.months["дек"] == 12)
        #expect(MonthNames.months["ağu"] == 8)
        #expect(MonthNames.months["лист"] == 11)
        #expect(MonthNames.months["11月"] == 11)
        #expect(MonthNames.months["11월"] == 11)
        #expect(MonthNames.pmMarkers.contains("오후") && MonthNames.amMarkers.contains("上午"))
    }
}
