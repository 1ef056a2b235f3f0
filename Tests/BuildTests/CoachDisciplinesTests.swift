import Foundation
import Testing
@testable import Build
import TestSupport

/// The coach's overview speaks every discipline (docs/statistics.md#disciplines): a lifter,
/// a runner and a climber on one site, each measured in their own terms in
/// `athletes/index.html`, report.md and stats.json, the same cells in all three, and no
/// lifting flag for the runner or the climber, who both set lifting records this week.
@Suite struct CoachDisciplinesTests {
    /// As of Sunday 2026-03-08 (Madrid), so the as-of week (2026-W10) is over.
    /// Lou lifts: 1,500 kg in W09, 2,000 kg in W10 (a volume record).
    /// Rita runs 5 km in 25:00 nine times and squats twice (2 of 11 workouts, under a
    /// fifth), the second time heavier: a weight record.
    /// Cleo climbs: hangs and boulders, 6B in W09, 6C in W10, and her first weighted hang
    /// (a weight record on the hangboard).
    static let site = SiteFiles()
        .site("title: Club\nunits: kg\ntimezone: Europe/Madrid\n")
        .content("athletes/lou.yaml", "name: Lou\n")
        .content("athletes/rita.yaml", "name: Rita\n")
        .content("athletes/cleo.yaml", "name: Cleo\n")
        .content("exercises/back-squat.yaml", "name: Back Squat\ntype: strength\n")
        .content("exercises/easy-run.yaml", "name: Easy Run\ntype: cardio\nsport: running\nmetric: distance_time\n")
        .content("exercises/bouldering.yaml", "name: Bouldering\ntype: climbing\nmetric: bodyweight_reps\n")
        .content("exercises/hangboard-hang.yaml", "name: Hangboard Hang\ntype: climbing\nmetric: hang\n")
        .content("workouts/lou/a.yaml", workout("2026-02-23", 60, 8, "back-squat", ["100 x 5 x 3"]))
        .content("workouts/lou/b.yaml", workout("2026-03-03", 60, 7, "back-squat", ["100 x 5 x 4"]))
        .content("workouts/rita/s1.yaml", workout("2026-02-16", 45, 7, "back-squat", ["40 x 10"]))
        .content("workouts/rita/s2.yaml", workout("2026-03-04", 45, 7, "back-squat", ["50 x 10"]))
        .adding(runs: ["2026-02-10", "2026-02-12", "2026-02-14", "2026-02-17", "2026-02-19", "2026-02-24", "2026-02-26", "2026-03-03", "2026-03-05"])
        .content("workouts/cleo/a.yaml", """
            date: 2026-02-25
            duration: 90
            rpe: 7
            entries:
              - exercise: bouldering
                sets: [x 8]
                grade: 6B
              - exercise: hangboard-hang
                sets:
                  - {weight: bw, reps: 6, time: 7s}
                  - {weight: bw, reps: 6, time: 7s}
                  - {weight: bw, reps: 6, time: 7s}

            """)
        .content("workouts/cleo/b.yaml", """
            date: 2026-03-04
            duration: 90
            rpe: 8
            entries:
              - exercise: bouldering
                sets: [x 10]
                grade: 6C
              - exercise: hangboard-hang
                sets: [bw+10kg 7s, bw+10kg 7s, bw+10kg 7s]

            """)

    static func workout(_ date: String, _ minutes: Int, _ rpe: Int, _ exercise: String, _ sets: [String]) -> String {
        "date: \(date)\nduration: \(minutes)\nrpe: \(rpe)\nentries:\n  - exercise: \(exercise)\n    sets: [\(sets.joined(separator: ", "))]\n"
    }

    static func built() async throws -> [String: String] {
        let stored = Dictionary(uniqueKeysWithValues: site.files.map { ("/site/" + $0.key, $0.value) })
        let builder = SiteBuilder(sourceDirectory: "/site", fileSystem: .inMemory(stored),
                                  environment: ["SOURCE_DATE_EPOCH": "1773000000"])
        let (outcome, written) = await builder.render()
        #expect(outcome.succeeded, "\(outcome.failure ?? "")")
        return Dictionary(uniqueKeysWithValues: written.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    /// An athlete's rows of the HTML table (their `<tbody>`), each sparkline's SVG cut to `<svg/>`.
    static func htmlRows(_ page: String, _ name: String) -> String? {
        let text = page.replacing(#/<svg.*?</svg>/#.dotMatchesNewlines(), with: "<svg/>")
        return text.split(separator: "<tbody class=\"coach-athlete\">\n").first { $0.contains(">\(name)</a></th>") }
            .flatMap { $0.split(separator: "</tbody>").first }.map(String.init)
    }

    /// Lou: 2,000 kg so far beside last week's 1,500, against (1,500 + 0 + 0 + 0) / 4; load
    /// 420 beside 480, against 480 / 4.
    /// Rita: two runs (10 km in 50:00) against seven in the four weeks before (35 km in
    /// 2:55:00 / 4); running trained 9 of her 11 workouts, lifting 2 (0.18, under 0.2);
    /// load 675 against (7 × 180 + 315) / 4 = 393.75.
    /// Cleo: one session, 3 × 7 s hangs, 6C against 0.25 sessions, 3 × 6 × 7 s / 4 = 31.5 s
    /// (shown 32 s) and 6B; load 720 against 630 / 4 = 157.5.
    @Test func eachAthleteIsMeasuredInTheirDisciplineAlikeInHTMLAndReport() async throws {
        let files = try await Self.built()
        let page = try #require(files["athletes/index.html"])
        #expect(Self.htmlRows(page, "Lou") == """
            <tr><th scope="rowgroup" rowspan="2"><a href="../athletes/lou/index.html">Lou</a></th><td rowspan="2"><a href="../athletes/lou/workouts/b/index.html">Tue 3 Mar 2026</a></td><td class="discipline">Lifting</td><td class="number"><span class="part">2,000 kg</span></td><td class="number"><span class="part">1,500 kg</span></td><td class="number"><span class="part">375 kg</span></td><td><svg/></td><td class="number" rowspan="2">–</td><td rowspan="2"><span class="badge flag-high-acute-chronic">Acute : chronic above 1.5</span> <span class="badge flag-new-record">New record this week</span> </td></tr>
            <tr><td class="discipline">Load (sRPE)</td><td class="number"><span class="part">420</span></td><td class="number"><span class="part">480</span></td><td class="number"><span class="part">120</span></td><td><svg/></td></tr>

            """)
        #expect(Self.htmlRows(page, "Rita") == """
            <tr><th scope="rowgroup" rowspan="2"><a href="../athletes/rita/index.html">Rita</a></th><td rowspan="2"><a href="../athletes/rita/workouts/run-2026-03-05/index.html">Thu 5 Mar 2026</a></td><td class="discipline">Running</td><td class="number"><span class="part">10 km</span><span class="part">50:00</span></td><td class="number"><span class="part">10 km</span><span class="part">50:00</span></td><td class="number"><span class="part">8.75 km</span><span class="part">43:45</span></td><td><svg/></td><td class="number" rowspan="2">–</td><td rowspan="2"></td></tr>
            <tr><td class="discipline">Load (sRPE)</td><td class="number"><span class="part">675</span></td><td class="number"><span class="part">360</span></td><td class="number"><span class="part">394</span></td><td><svg/></td></tr>

            """)
        #expect(Self.htmlRows(page, "Cleo") == """
            <tr><th scope="rowgroup" rowspan="2"><a href="../athletes/cleo/index.html">Cleo</a></th><td rowspan="2"><a href="../athletes/cleo/workouts/b/index.html">Wed 4 Mar 2026</a></td><td class="discipline">Climbing</td><td class="number"><span class="part">1 session</span><span class="part">21 s under tension</span><span class="part">hardest 6C</span></td><td class="number"><span class="part">1 session</span><span class="part">2:06 under tension</span><span class="part">hardest 6B</span></td><td class="number"><span class="part">0.25 sessions</span><span class="part">32 s under tension</span><span class="part">hardest 6B</span></td><td><svg/></td><td class="number" rowspan="2">–</td><td rowspan="2"><span class="badge flag-high-acute-chronic">Acute : chronic above 1.5</span> </td></tr>
            <tr><td class="discipline">Load (sRPE)</td><td class="number"><span class="part">720</span></td><td class="number"><span class="part">630</span></td><td class="number"><span class="part">158</span></td><td><svg/></td></tr>

            """)
        // Each trend is titled by its measure.
        #expect(page.contains("<title>Weekly volume (kg)</title>"))
        #expect(page.contains("<title>Weekly distance (km)</title>"))
        #expect(page.contains("<title>Sessions per week</title>"))
        #expect(page.contains("<title>Weekly session load</title>"))

        let report = try #require(files["report.md"])
        #expect(report.contains("""
            | Athlete | Last workout | Discipline | This week | Last week | 4-week average | 12 weeks | Session load (week / last week / 4-week average) | Plan compliance | Flags |
            | --- | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | --- |
            | Cleo | Wed 4 Mar 2026 | Climbing | 1 session, 21 s under tension, hardest 6C | 1 session, 2:06 under tension, hardest 6B | 0.25 sessions, 32 s under tension, hardest 6B | ▄▄ | 720 / 630 / 158 | – | Acute : chronic above 1.5 |
            | Lou | Tue 3 Mar 2026 | Lifting | 2,000 kg | 1,500 kg | 375 kg | ▁█ | 420 / 480 / 120 | – | Acute : chronic above 1.5, New record this week |
            | Rita | Thu 5 Mar 2026 | Running | 10 km, 50:00 | 10 km, 50:00 | 8.75 km, 43:45 | █▁▁▁ | 675 / 360 / 394 | – | |

            """))
    }

    /// stats.json's `overview` holds the same figures in its own units, and the runner and
    /// the climber, who both set lifting records in the as-of week, have no `new-record`.
    @Test func statsJSONHoldsTheSameOverviewAndNoLiftingFlagForTheOthers() async throws {
        let files = try await Self.built()
        let json = try #require(files["stats.json"])
        let top = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let athletes = try #require(top["athletes"] as? [[String: Any]])
        func overview(_ id: String) throws -> String {
            let entry = try #require(athletes.first { $0["id"] as? String == id })
            let data = try JSONSerialization.data(withJSONObject: try #require(entry["overview"]), options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try overview("lou") == #"{"disciplines":[{"average":{"sessions":0.25,"volume_kg":375},"discipline":"lifting","share":1,"sport":null,"week":{"sessions":1,"volume_kg":2000},"weekly":[1500,2000]}],"flags":["high-acute-chronic","new-record"],"load":{"average":120,"week":420,"weekly":[480,420]}}"#)
        #expect(try overview("rita") == #"{"disciplines":[{"average":{"distance_m":8750,"sessions":1.75,"time_s":2625},"discipline":"cardio","share":0.82,"sport":"running","week":{"distance_m":10000,"sessions":2,"time_s":3000},"weekly":[15000,10000,10000,10000]}],"flags":[],"load":{"average":393.75,"week":675,"weekly":[540,675,360,675]}}"#)
        #expect(try overview("cleo") == #"{"disciplines":[{"average":{"hardest":["6B"],"sessions":0.25,"time_under_tension_s":31.5},"discipline":"climbing","share":1,"sport":null,"week":{"hardest":["6C"],"sessions":1,"time_under_tension_s":21},"weekly":[1,1]}],"flags":["high-acute-chronic"],"load":{"average":157.5,"week":720,"weekly":[630,720]}}"#)
        // They did set lifting records this week: the flag is left out because it measures lifting.
        for (id, exercise) in [("rita", "back-squat"), ("cleo", "hangboard-hang")] {
            let own = try #require(files["athletes/\(id)/stats.json"])
            let object = try JSONSerialization.jsonObject(with: Data(own.utf8)) as? [String: Any]
            let records = ((object?["athletes"] as? [[String: Any]])?.first?["records"] as? [[String: Any]]) ?? []
            #expect(records.contains { $0["date"] as? String == "2026-03-04" && $0["exercise"] as? String == exercise })
        }
    }
}

extension SiteFiles {
    /// Rita's runs, 5 km in 25:00 each, 30 minutes at RPE 6.
    func adding(runs days: [String]) -> SiteFiles {
        days.reduce(self) { files, day in
            files.content("workouts/rita/run-\(day).yaml",
                          CoachDisciplinesTests.workout(day, 30, 6, "easy-run", ["5km in 25:00"]))
        }
    }
}
