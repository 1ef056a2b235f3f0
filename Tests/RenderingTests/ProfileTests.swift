import Testing
@testable import Rendering
import TrainingModel

/// The athlete profile page and the goals it measures.
@Suite struct ProfileTests {
    static let exercises = [
        Exercise(id: "back-squat", name: "Back Squat", aliases: ["Squat"]),
        Exercise(id: "pull-up", name: "Pull-Up", aliases: ["Bodyweight Pull-Up"], metric: .bodyweightReps),
    ]

    @Test func goalsNamingAnExerciseAndALoadAreMeasured() {
        #expect(GoalTarget.parse("Back squat 100 kg", exercises: Self.exercises, tests: [])
            == .load(exercise: "back-squat", kilograms: 100))
        // The longest name that appears wins: "bodyweight pull-up" over nothing shorter.
        #expect(GoalTarget.parse("Bodyweight pull-up with 20 kg", exercises: Self.exercises, tests: [])
            == .load(exercise: "pull-up", kilograms: 20))
        #expect(GoalTarget.parse("Squat 225 lb by June", exercises: Self.exercises, tests: [])
            == .load(exercise: "back-squat", kilograms: 225 * 0.45359237))
        #expect(GoalTarget.parse("Sentadilla 102,5 kg", exercises: Self.exercises, tests: []) == nil)
    }

    @Test func goalsNamingATestAndATimeAreMeasured() {
        #expect(GoalTarget.parse("Sub-22 5k", exercises: [], tests: ["10k", "5k"]) == .time(test: "5k", seconds: 1320))
        #expect(GoalTarget.parse("10k under 47:30", exercises: [], tests: ["10k", "5k"]) == .time(test: "10k", seconds: 2850))
        #expect(GoalTarget.parse("Send 7a", exercises: Self.exercises, tests: ["5k"]) == .grade(ClimbingGrade("7a")!))
        #expect(GoalTarget.parse("Sub-22 5k", exercises: [], tests: []) == nil)
        // No test of that name: the athlete's best effort over the standard distance.
        #expect(GoalTarget.parse("Sub-45 10k", exercises: [], tests: [], efforts: ["5k", "10k"])
            == .effort(distance: "10k", seconds: 2700))
        #expect(GoalTarget.parse("Sub-45 10k", exercises: [], tests: ["10k"], efforts: ["10k"]) == .time(test: "10k", seconds: 2700))
    }

    /// Carla's goal: her best 10 km is a 10.5 km run in 48:18, 46:00 over 10 km at its pace;
    /// 45:00 / 46:00 = 97.8%, shown 97%.
    @Test func aGoalNamingADistanceAndATimeShowsTheBestEffort() async throws {
        var library = Self.library()
        library.athletes[0].goals = ["Sub-45 10k"]
        library.workouts.append(Workout(id: "2026-03-03-run", date: SampleLibrary.date("2026-03-03"), athlete: "ana",
                                        entries: [WorkoutEntry(exercise: "easy-run", sets: [
                                            PerformedSet(duration: 2898, distance: 10500),
                                        ])]))
        let page = try #require(try await renderSite(library)["athletes/ana/profile/index.html"])
        #expect(page.contains("<li>Sub-45 10k <meter min=\"0\" max=\"100\" value=\"97\">97%</meter> "
            + "<span class=\"detail\">46:00 / 45:00</span></li>\n"))
    }

    /// A goal naming a grade with a letter: the first such word (docs/statistics.md#grades).
    @Test func goalsNamingAGradeAreMeasured() {
        #expect(GoalTarget.parse("Send 7a", exercises: [], tests: []) == .grade(ClimbingGrade("7a")!))
        #expect(GoalTarget.parse("V5 boulder", exercises: [], tests: []) == .grade(ClimbingGrade("V5")!))
        #expect(GoalTarget.parse("Flash 6B+ at Albarracín", exercises: [], tests: []) == .grade(ClimbingGrade("6B+")!))
        // A bare number is a count, not Font's `5`; `5k` is no grade.
        #expect(GoalTarget.parse("Climb 5 days a week", exercises: [], tests: []) == nil)
        #expect(GoalTarget.parse("Sub-22 5k", exercises: [], tests: []) == nil)
        // A lift and a weight still win.
        #expect(GoalTarget.parse("Back squat 100 kg", exercises: Self.exercises, tests: [])
            == .load(exercise: "back-squat", kilograms: 100))
    }

    /// Ana's hardest French grade is 6c+ (position 12) against 7a (13): 92.3%, shown 92%;
    /// her Font 6B+ (9) against 6C (10) is 90%; she has no V grade, so `V5 boulder` is shown as written.
    @Test func aGoalNamingAGradeShowsTheHardestGradeOnItsScale() async throws {
        var library = Self.library()
        library.athletes[0].goals = ["Send 7a", "Send 6C", "V5 boulder"]
        library.workouts.append(Workout(id: "2026-03-01-crag", date: SampleLibrary.date("2026-03-01"), athlete: "ana",
                                        entries: [
                                            WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(reps: 6)],
                                                         grade: ClimbingGrade("6b")),
                                            WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(reps: 2)],
                                                         grade: ClimbingGrade("6c+")),
                                            WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(reps: 4)],
                                                         grade: ClimbingGrade("6B+")),
                                        ]))
        let site = try await renderSite(library)
        let page = try #require(site["athletes/ana/profile/index.html"])
        // The workout page says each entry's grade under its sets.
        let workout = try #require(site["workouts/2026-03-01-crag/index.html"])
        #expect(workout.contains("</table>\n<p class=\"detail-note\">Hardest grade: 6c+</p>\n"))
        #expect(page.contains("<li>Send 7a <meter min=\"0\" max=\"100\" value=\"92\">92%</meter> "
            + "<span class=\"detail\">6c+ / 7a</span></li>\n"))
        #expect(page.contains("<li>Send 6C <meter min=\"0\" max=\"100\" value=\"90\">90%</meter> "
            + "<span class=\"detail\">6B+ / 6C</span></li>\n"))
        #expect(page.contains("<li>V5 boulder</li>\n"))
    }

    static func library() -> TrainingLibrary {
        var library = SampleLibrary.make()
        library.athletes = [Athlete(id: "ana", name: "Ana <Ruiz>", birthdate: SampleLibrary.date("1994-05-17"), height: 1.68,
                                    bodyweight: 61.5, goals: ["Back squat 100 kg", "Send 7a"],
                                    grades: [Grade(discipline: "boulder", grade: "6B+")], disciplines: ["climbing"],
                                    bio: "Climbs *and* lifts.", photo: "ana.jpg", sourcePath: "content/athletes/ana.md")]
        return library
    }

    @Test func profileShowsBioGoalsGradesAndBests() async throws {
        let page = try #require(try await renderSite(Self.library())["athletes/ana/profile/index.html"])
        #expect(page.contains("<img class=\"profile-photo\" src=\"../../../athletes/ana.jpg\" alt=\"Photo of Ana &lt;Ruiz&gt;\" width=\"160\" height=\"160\">\n"))
        #expect(page.contains("<h1>Ana &lt;Ruiz&gt;</h1>\n"))
        #expect(page.contains("<div><dt>Height</dt><dd>168 cm</dd></div>\n"))
        #expect(page.contains("<p>Climbs <em>and</em> lifts.</p>\n"))
        // Current e1RM of the back squat, from 100 kg × 5 @8: 100 × (1 + (5 + 10 − 8) / 30) = 123.3 kg,
        // over the target.
        #expect(page.contains("<li>Back squat 100 kg <meter min=\"0\" max=\"100\" value=\"100\">100%</meter> <span class=\"detail\">123.3 kg / 100 kg · achieved</span></li>\n"))
        #expect(page.contains("<li>Send 7a</li>\n"))
        #expect(page.contains("<div><dt>boulder</dt><dd>6B+</dd></div>\n"))
        #expect(page.contains("<div><dt>Back Squat</dt><dd>e1RM 123.3 kg</dd></div>\n"))
        #expect(page.contains("<div><dt>Pull-up</dt><dd>added load +10 kg · 8 reps</dd></div>\n"))
        #expect(page.contains("<li><a href=\"../../../athletes/ana/profile/index.html\" aria-current=\"page\">Profile</a></li>\n"))
    }

    /// Current bests in each exercise's own terms (docs/statistics.md#bodyweight-weighted-and-assisted-work):
    /// an assisted dip by its least assistance and most reps (not left out for having no
    /// weight), pull-ups at bodyweight by their reps, a hang by its added load (or its hold at
    /// bodyweight), a lift of 15 reps (no e1RM) by its best weight; most volume first, then
    /// most working sets.
    @Test func currentBestsAreInEachExercisesOwnTerms() async throws {
        var library = SampleLibrary.make()
        library.exercises += [
            Exercise(id: "assisted-dip", name: "Assisted Dip", metric: .assisted, sourcePath: "exercises/assisted-dip.md"),
            Exercise(id: "dead-hang", name: "Dead Hang", metric: .hang, sourcePath: "exercises/dead-hang.md"),
        ]
        func added(_ kilograms: Double, _ reps: Int? = nil, seconds: Double? = nil) -> PerformedSet {
            PerformedSet(load: Load(kilograms: kilograms, relativeToBodyweight: true), reps: reps, duration: seconds)
        }
        library.workouts = [
            Workout(id: "w1", date: SampleLibrary.date("2026-03-02"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 40), reps: 15)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [added(-20, 8), added(-15, 6), added(-15, 5)]),
                WorkoutEntry(exercise: "pull-up", sets: [added(0, 12), added(0, 9)]),
                WorkoutEntry(exercise: "hangboard-hang", sets: [added(5, 6, seconds: 7)]),
                WorkoutEntry(exercise: "dead-hang", sets: [added(0, seconds: 45)]),
            ]),
        ]
        let page = try #require(try await renderSite(library)["athletes/ana/profile/index.html"])
        let bests = try #require(page.components(separatedBy: "<h2 id=\"bests-heading\">").last?
            .components(separatedBy: "</dl>").first)
        #expect(bests.components(separatedBy: "\n").filter { $0.hasPrefix("<div><dt>") } == [
            "<div><dt>Bench Press</dt><dd>best weight 40 kg</dd></div>",
            "<div><dt>Assisted Dip</dt><dd>assistance −15 kg · 8 reps</dd></div>",
            "<div><dt>Pull-up</dt><dd>12 reps</dd></div>",
            "<div><dt>Dead Hang</dt><dd>longest hold 45 s</dd></div>",
            "<div><dt>Hangboard Hang</dt><dd>added load +5 kg</dd></div>",
        ])
        #expect(!bests.contains("e1RM"))
    }

    @Test func severalAthletesLinkTheirProfilesFromTheirPages() async throws {
        let files = try await renderSite(SampleLibrary.twoAthletes())
        #expect(files["athletes/ben/index.html"]?.contains("""
            <p><a href="../../athletes/ben/profile/index.html">Profile</a> · \
            <a href="../../athletes/ben/workouts/index.html">All workouts</a></p>

            """) == true)
        #expect(files["athletes/ben/profile/index.html"]?.contains("<a href=\"../../../athletes/ben/index.html\">Training dashboard</a>") == true)
        #expect(files["index.html"]?.contains(">Profile</a>") == false)
    }
}

/// The profile's history charts: one per measure and per test.
@Suite struct ProfileHistoryTests {
    /// Ana runs: her profile links her cardio page beside the dashboard; Ben does not, and has
    /// no photo, so his header is no grid whose empty photo column would indent the name.
    @Test func theProfileLinksTheCardioPageAndIndentsNothingWithoutAPhoto() async throws {
        let files = try await renderSite(SampleLibrary.twoAthletes())
        let ana = try #require(files["athletes/ana/profile/index.html"])
        #expect(ana.contains("<p><a href=\"../../../athletes/ana/index.html\">Training dashboard</a> · "
            + "<a href=\"../../../athletes/ana/cardio/index.html\">Cardio</a></p>\n"))
        let ben = try #require(files["athletes/ben/profile/index.html"])
        #expect(ben.contains("<header class=\"profile-header\">\n<h1>"))
        #expect(ben.contains("<p><a href=\"../../../athletes/ben/index.html\">Training dashboard</a></p>\n"))
        let photo = try #require(try await renderSite(ProfileTests.library())["athletes/ana/profile/index.html"])
        #expect(photo.contains("<header class=\"profile-header profile-header-photo\">\n<img class=\"profile-photo\""))
    }

    @Test func everyMeasureAndTestHasAChartWithItsLatestOrBest() async throws {
        let page = try #require(try await renderSite(SampleLibrary.twoAthletes())["athletes/ben/profile/index.html"])
        #expect(page.contains("<h2 id=\"history-heading\">History</h2>\n"))
        #expect(page.contains("<h2>Bodyweight</h2>\n<p class=\"card-lead\">79.8 kg</p>\n"))
        #expect(page.contains("<h2>Waist</h2>\n<p class=\"card-lead\">84 cm · Fri 27 Feb 2026</p>\n"))
        #expect(page.contains("<h2>5 km</h2>\n<p class=\"card-lead\">Best 25:00 · Sun 22 Feb 2026</p>\n"))
        #expect(page.occurrences(of: "<figure") == 3)
        // A race is not predicted from itself.
        #expect(!page.contains("Riegel prediction"))
    }

    /// Riegel from the most recent race, the 10k (55:00), to the 5k: 3300 s / 2^1.06 = 1582.8 s,
    /// 26:23, marked on the 5k's chart; the 10k's own chart has none.
    @Test func aRaceChartMarksTheRiegelPredictionFromAnotherRace() async throws {
        var library = SampleLibrary.make()
        library.tests = [
            TestResult(date: SampleLibrary.date("2026-02-20"), athlete: "ana", test: "5k", result: .time(1500)),
            TestResult(date: SampleLibrary.date("2026-02-27"), athlete: "ana", test: "10k", result: .time(3300)),
        ]
        let page = try #require(try await renderSite(library)["athletes/ana/profile/index.html"])
        #expect(page.occurrences(of: "Riegel prediction") == 1)
        #expect(page.contains(">Riegel prediction 26:23</text>"))
    }
}
