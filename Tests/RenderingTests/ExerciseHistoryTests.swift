import Testing
import Rendering
import TrainingModel

@Suite struct ExerciseHistoryTests {
    @Test func exercisePageListsTheMostRecentWorkoutsAndCountsTheRest() async throws {
        var library = SampleLibrary.make()
        let start = SampleLibrary.date("2025-01-01")
        library.workouts = (0..<23).map { day in
            Workout(id: "w\(100 + day)", date: start.adding(days: day), athlete: "ana",
                    entries: [WorkoutEntry(exercise: "plank", sets: [PerformedSet(duration: 30)])])
        }
        let page = try #require(try await renderSite(library)["exercises/plank/index.html"])
        #expect(page.occurrences(of: "<li class=\"set-working\">30 s</li>") == 20)
        #expect(page.contains("workouts/w122/index.html"))
        #expect(!page.contains("workouts/w102/index.html"))
        #expect(page.contains("<p class=\"more\"><a href=\"../../workouts/index.html\">3 earlier workouts</a></p>"))
    }

    /// 225 lb × 5 @8.5 counts as 6.5 reps: 225 · (1 + 6.5/30) = 273.75 lb, printed 273.8 lb,
    /// with the rule beside it (Epley on the reps alone would give 262.5 lb); in Spanish too.
    @Test func theBestE1RMSaysHowAnRPECounts() async throws {
        var library = SampleLibrary.make(config: SiteConfig(title: "T", author: "A", units: .lb))
        library.workouts = [Workout(id: "w1", date: SampleLibrary.date("2026-03-02"), athlete: "ana", entries: [
            WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 225 * MassUnit.kilogramsPerPound),
                                                                      reps: 5, rpe: 8.5)]),
        ])]
        let page = try #require(try await renderSite(library)["exercises/bench-press/index.html"])
        #expect(page.contains("<div><dt>Best e1RM</dt><dd>273.8 lb <small class=\"fact-note\">Epley w × (1 + r/30), "
            + "r the reps plus 10 − RPE when the set has an RPE (× 5 @8.5 counts as 6.5)</small></dd></div>"))
        library.config.language = .es
        library.config.e1rm = .brzycki
        let spanish = try #require(try await renderSite(library)["exercises/bench-press/index.html"])
        #expect(spanish.contains("<small class=\"fact-note\">Brzycki p × 36 / (37 − r), r las repeticiones más "
            + "10 − RPE si la serie tiene RPE (× 5 @8,5 cuenta como 6,5)</small>"))
    }

    @Test func strengthPageHasE1RMBestSetAndVolumeChartsAndARepMaxTable() async throws {
        var library = SampleLibrary.make()
        library.workouts = [
            Workout(id: "w1", date: SampleLibrary.date("2025-01-06"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 80), reps: 5)]),
            ]),
            Workout(id: "w2", date: SampleLibrary.date("2025-01-13"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 90), reps: 2)]),
            ]),
        ]
        let page = try #require(try await renderSite(library)["exercises/bench-press/index.html"])
        for (id, heading) in [("e1rm-ana", "e1RM"), ("best-set-ana", "Best set"), ("volume-ana", "Volume per workout")] {
            #expect(page.contains("id=\"\(id)\""))
            #expect(page.contains("<h3>\(heading)</h3>"))
        }
        #expect(!page.contains("id=\"reps-ana\""))
        #expect(page.contains("<h3>Rep maxes</h3>"))
        // 90 × 2 for 1–2 reps (w2), 80 × 5 for 3–5 (w1), each linked to its workout.
        #expect(page.contains("<tr><th scope=\"row\">2</th><td>90 kg</td><td><a href=\"../../workouts/w2/index.html\"><time datetime=\"2025-01-13\">Mon 13 Jan 2025</time></a></td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\">3</th><td>80 kg</td><td><a href=\"../../workouts/w1/index.html\"><time datetime=\"2025-01-06\">Mon 6 Jan 2025</time></a></td></tr>"))
        #expect(page.occurrences(of: "</td><td><a href=\"../../workouts/") == 5)  // rep maxes for 1 to 5 reps
    }

    @Test func bodyweightAndAssistedPagesChartRepsAndAssistanceWithoutLoadCharts() async throws {
        var library = SampleLibrary.make()
        library.exercises.append(Exercise(id: "assisted-dip", name: "Assisted Dip", metric: .assisted,
                                          sourcePath: "exercises/assisted-dip.md"))
        let bw = Load(kilograms: 0, relativeToBodyweight: true)
        library.workouts = [
            Workout(id: "w1", date: SampleLibrary.date("2025-01-06"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: bw, reps: 8)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -25, relativeToBodyweight: true), reps: 10)]),
            ]),
            Workout(id: "w2", date: SampleLibrary.date("2025-01-13"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: bw, reps: 11)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -20, relativeToBodyweight: true), reps: 8)]),
            ]),
        ]
        let site = try await renderSite(library)
        let pullUp = try #require(site["exercises/pull-up/index.html"])
        #expect(pullUp.contains("<div><dt>Most reps</dt><dd>11</dd></div>"))
        #expect(pullUp.contains("id=\"reps-ana\""))
        #expect(!pullUp.contains("id=\"e1rm-ana\""))
        #expect(!pullUp.contains("Rep maxes"))
        let dip = try #require(site["exercises/assisted-dip/index.html"])
        #expect(dip.contains("<div><dt>Least assistance</dt><dd>20 kg</dd></div>"))
        #expect(dip.contains("<div><dt>Most reps</dt><dd>10</dd></div>"))
        #expect(dip.contains("id=\"assistance-ana\""))
        #expect(!dip.contains("id=\"best-set-ana\""))
        #expect(!dip.contains("id=\"volume-ana\""))
    }

    @Test func bodyweightAssistedTimedAndDistanceExercisesHaveRecordsOfTheirOwnMeasure() async throws {
        var library = SampleLibrary.make()
        library.exercises.append(Exercise(id: "assisted-dip", name: "Assisted Dip", metric: .assisted,
                                          sourcePath: "exercises/assisted-dip.md"))
        let bw = Load(kilograms: 0, relativeToBodyweight: true)
        func help(_ kilograms: Double) -> Load { Load(kilograms: -kilograms, relativeToBodyweight: true) }
        // Pull-up reps 8, 10, 9, 12; dip help 25, 20, 22.5, 15 kg; plank 60, 45, 90 s; run 5 km in 30:00, 27:30,
        // 29:00, then 27:28 (329.6 s/km: faster, but 5:30 /km as shown, a tie, so no record).
        let days = ["2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27"]
        let reps = [8, 10, 9, 12], assistance = [25.0, 20, 22.5, 15], holds: [Double] = [60, 45, 90, 90]
        let runs: [Double] = [1800, 1650, 1740, 1648]
        library.workouts = days.indices.map { i in
            Workout(id: "w\(i + 1)", date: SampleLibrary.date(days[i]), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: bw, reps: reps[i])]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: help(assistance[i]), reps: 8)]),
                WorkoutEntry(exercise: "plank", sets: [PerformedSet(duration: holds[i])]),
                WorkoutEntry(exercise: "easy-run", sets: [PerformedSet(duration: runs[i], distance: 5000)]),
            ])
        }
        // An evening set of 5 on the 13th: the day's record still links its first workout.
        library.workouts.insert(Workout(id: "w2-evening", date: SampleLibrary.date("2025-01-13"), startMinute: 1140,
                                        athlete: "ana", entries: [
            WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: bw, reps: 5)]),
        ]), at: 2)
        let site = try await renderSite(library)
        func rows(_ id: String) throws -> [String] {
            let page = try #require(site["exercises/\(id)/index.html"])
            return page.split(separator: "\n").filter { $0.hasPrefix("<tr><th scope=\"row\"><a href=\"../../workouts/") }
                .map(String.init)
        }
        func row(_ workout: String, _ date: String, _ day: String, _ badge: String, _ kind: String, _ value: String,
                 _ previous: String) -> String {
            "<tr><th scope=\"row\"><a href=\"../../workouts/\(workout)/index.html\"><time datetime=\"\(date)\">\(day)</time></a></th><td><span class=\"badge record-\(badge)\">\(kind)</span></td><td>\(value)</td><td>\(previous)</td></tr>"
        }
        // Newest first; never on the first day; a tie (plank 90 s twice) is no record.
        #expect(try rows("pull-up") == [
            row("w4", "2025-01-27", "Mon 27 Jan 2025", "reps", "reps PR", "12", "10"),
            row("w2", "2025-01-13", "Mon 13 Jan 2025", "reps", "reps PR", "10", "8"),
        ])
        #expect(try rows("assisted-dip") == [
            row("w4", "2025-01-27", "Mon 27 Jan 2025", "assistance", "assistance PR", "−15 kg", "−20 kg"),
            row("w2", "2025-01-13", "Mon 13 Jan 2025", "assistance", "assistance PR", "−20 kg", "−25 kg"),
        ])
        #expect(try rows("plank") == [
            row("w3", "2025-01-20", "Mon 20 Jan 2025", "hold", "hold PR", "1:30", "1:00"),
        ])
        #expect(try rows("easy-run") == [
            row("w2", "2025-01-13", "Mon 13 Jan 2025", "pace", "pace PR", "5:30 /km", "6:00 /km"),
        ])
    }

    /// Runs of 5 km in 30:00, 27:30 and 29:00 (360, 330 and 348 s/km): the exercise page's
    /// best pace, pace records and pace chart print as the cardio page does, per mile on a
    /// `lb` site (579.36, 531.08 and 560.05 s/mi), to the whole second, in either language.
    static func runs(language: SiteConfig.Language, units: MassUnit) async throws -> String {
        var library = SampleLibrary.make(config: SiteConfig(title: "Runs", language: language, units: units))
        let days = ["2025-01-06", "2025-01-13", "2025-01-20"], times: [Double] = [1800, 1650, 1740]
        library.workouts = days.indices.map { i in
            Workout(id: "w\(i + 1)", date: SampleLibrary.date(days[i]), athlete: "ana", entries: [
                WorkoutEntry(exercise: "easy-run", sets: [PerformedSet(duration: times[i], distance: 5000)]),
            ])
        }
        return try #require(try await renderSite(library)["exercises/easy-run/index.html"])
    }

    @Test func exercisePagePacesFollowTheSiteUnitsAsTheCardioPageDoes() async throws {
        let miles = try await Self.runs(language: .en, units: .lb)
        #expect(miles.contains("<div><dt>Best pace</dt><dd>8:51 /mi</dd></div>"))
        #expect(miles.contains("<td><span class=\"badge record-pace\">pace PR</span></td><td>8:51 /mi</td><td>9:39 /mi</td></tr>"))
        #expect(miles.contains("<text class=\"axis-title\" x=\"4\" y=\"16.0\">min/mi</text>"))
        #expect(miles.contains("<title>Best pace, Mon 13 Jan 2025: 8:51</title>"))
        #expect(miles.contains("<tr><th scope=\"row\">Mon 6 Jan 2025</th><td>9:39</td></tr>\n<tr><th scope=\"row\">Mon 13 Jan 2025</th><td>8:51</td></tr>\n<tr><th scope=\"row\">Mon 20 Jan 2025</th><td>9:20</td></tr>"))
        #expect(!miles.contains("/km"))
        #expect(!miles.contains("min/km"))

        let kilometres = try await Self.runs(language: .es, units: .kg)
        #expect(kilometres.contains("<div><dt>Mejor ritmo</dt><dd>5:30 /km</dd></div>"))
        #expect(kilometres.contains("<td><span class=\"badge record-pace\">récord de ritmo</span></td><td>5:30 /km</td><td>6:00 /km</td></tr>"))
        #expect(kilometres.contains("<text class=\"axis-title\" x=\"4\" y=\"16.0\">min/km</text>"))
        #expect(kilometres.contains("<tr><th scope=\"row\">lun 6 ene 2025</th><td>6:00</td></tr>\n<tr><th scope=\"row\">lun 13 ene 2025</th><td>5:30</td></tr>\n<tr><th scope=\"row\">lun 20 ene 2025</th><td>5:48</td></tr>"))

        let spanishMiles = try await Self.runs(language: .es, units: .lb)
        #expect(spanishMiles.contains("<div><dt>Mejor ritmo</dt><dd>8:51 /mi</dd></div>"))
        #expect(spanishMiles.contains("<text class=\"axis-title\" x=\"4\" y=\"16.0\">min/mi</text>"))
        #expect(spanishMiles.contains("<tr><th scope=\"row\">lun 13 ene 2025</th><td>8:51</td></tr>"))
    }
}
