/// Two years of one athlete's log for the year in review (docs/site-pages.md): 2024 (two
/// squat days, one timed, and a run) and 2025 (squat records in January and March, bench
/// in January and December, two runs, a bouldering session, bodyweight from workouts and
/// measurements, a waist girth, three 5k tests), only three workouts of 2025 with a
/// duration. Built as of 5 March 2026 (`asOf`), 2025 is over.
extension SiteFiles {
    /// 2026-03-05T12:00:00Z.
    public static let yearsAsOf = "1772712000"

    public static func twoYears(units: String = "kg", language: String = "en", paper: String = "a4") -> SiteFiles {
        SiteFiles()
            .site("title: Years\nunits: \(units)\nlanguage: \(language)\ntimezone: UTC\npaper: \(paper)\n")
            .content("athletes/ana.md", "---\nname: Ana Ruiz\n---\n")
            .content("exercises/back-squat.md", "---\nname: Back Squat\n---\n")
            .content("exercises/bench-press.md", "---\nname: Bench Press\n---\n")
            .content("exercises/easy-run.md", "---\nname: Easy Run\ntype: cardio\nmetric: distance_time\nsport: running\n---\n")
            .content("exercises/bouldering.md", "---\nname: Bouldering\ntype: climbing\nmetric: time\n---\n")
            .content("workouts/2024/06-03.yaml", "date: 2024-06-03\nduration: 60\nentries:\n  - exercise: back-squat\n    sets: [100kg x 5]\n")
            .content("workouts/2024/06-10.yaml", "date: 2024-06-10\nentries:\n  - exercise: back-squat\n    sets: [100kg x 5 x 2]\n")
            .content("workouts/2024/09-01.yaml", "date: 2024-09-01\nentries:\n  - exercise: easy-run\n    sets: [5km in 26:40]\n")
            .content("workouts/2025/01-06.yaml",
                     "date: 2025-01-06\nduration: 60\nbodyweight: 80kg\nentries:\n  - exercise: back-squat\n    sets: [100kg x 5 x 2]\n")
            .content("workouts/2025/01-13.yaml", "date: 2025-01-13\nduration: 45\nentries:\n  - exercise: back-squat\n    sets: [110kg x 5]\n")
            .content("workouts/2025/01-15.yaml",
                     "date: 2025-01-15\nbodyweight: 81kg\nentries:\n  - exercise: bench-press\n    sets: [\"w: 40kg x 10\", 80kg x 8]\n")
            .content("workouts/2025/03-03.yaml", "date: 2025-03-03\nduration: 30\nentries:\n  - exercise: back-squat\n    sets: [120kg x 3]\n")
            .content("workouts/2025/04-05.yaml", "date: 2025-04-05\nentries:\n  - exercise: easy-run\n    sets: [5km in 25:00]\n")
            .content("workouts/2025/05-10.yaml",
                     "date: 2025-05-10\nentries:\n  - exercise: easy-run\n    sets: [10km in 50:00]\n  - exercise: bouldering\n    sets: [1800s]\n")
            .content("workouts/2025/12-29.yaml", "date: 2025-12-29\nentries:\n  - exercise: bench-press\n    sets: [85kg x 5]\n")
            .content("measurements/body.yaml", """
                entries:
                  - {date: 2025-02-01, bodyweight: 79.5kg, waist: 82}
                  - {date: 2025-11-01, waist: 80}
                  - {date: 2024-05-01, test: 5k, result: "25:00"}
                  - {date: 2025-04-01, test: 5k, result: "24:00"}
                  - {date: 2025-10-01, test: 5k, result: "23:30"}

                """)
    }
}
