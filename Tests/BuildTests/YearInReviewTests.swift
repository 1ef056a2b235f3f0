import Foundation
import Testing
import TestSupport

/// The year in review (docs/site-pages.md, docs/report.md) built from `SiteFiles.twoYears`
/// through the command line, as of 5 March 2026: its paths, figures, words and the
/// Markdown of `spotter report --year`.
@Suite final class YearInReviewTests {
    let scratch = TemporaryFolder("spotter-years")

    func site(_ files: SiteFiles) throws -> String {
        let name = "site-\(UUID().uuidString)"
        for (path, text) in files.files { try scratch.write(name + "/" + path, text) }
        return scratch(name).path
    }

    func build(_ files: SiteFiles, _ options: [String] = []) throws -> URL {
        let output = scratch("public-\(UUID().uuidString)")
        let run = try CommandLineTests.run(["build", "--quiet", "--source", try site(files), "--output", output.path] + options,
                                           environment: ["SOURCE_DATE_EPOCH": SiteFiles.yearsAsOf])
        #expect(run.status == 0, "\(run.stderr)")
        return output
    }

    func page(_ output: URL, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ output: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    func report(_ arguments: [String], files: SiteFiles = .twoYears()) throws -> CommandLineTests.Run {
        try CommandLineTests.run(["report", "--source", try site(files)] + arguments,
                                 environment: ["SOURCE_DATE_EPOCH": SiteFiles.yearsAsOf])
    }

    /// Ana's files in her own folders, and Ben, with a workout in 2025; `benIsPrivate` marks him `private: true`.
    static func severalAthletes(benIsPrivate: Bool = false) -> SiteFiles {
        var files: [String: String] = [:]
        for (path, text) in SiteFiles.twoYears().files {
            let moved = path.replacingOccurrences(of: "content/workouts/", with: "content/workouts/ana/")
                .replacingOccurrences(of: "content/measurements/", with: "content/measurements/ana/")
            files[moved] = text
        }
        return SiteFiles(files)
            .content("athletes/ben.md", "---\nname: Ben Ortiz\nprivate: \(benIsPrivate)\n---\n")
            .content("workouts/ben/2025-02-02.yaml", "date: 2025-02-02\nentries:\n  - exercise: back-squat\n    sets: [60kg x 5]\n")
    }

    // MARK: - Paths

    @Test func oneAthleteSiteHasAPagePerYearWithWorkouts() throws {
        let output = try build(.twoYears())
        #expect(exists(output, "years/2024/index.html"))
        #expect(exists(output, "years/2025/index.html"))
        // No workout in 2026 (as of 5 March) nor before 2024.
        #expect(!exists(output, "years/2026/index.html"))
        #expect(!exists(output, "years/2023/index.html"))
        #expect(!exists(output, "athletes/ana/years"))
    }

    @Test func severalAthleteSiteHasThemInTheAthletesFolders() throws {
        let output = try build(Self.severalAthletes())
        #expect(exists(output, "athletes/ana/years/2024/index.html"))
        #expect(exists(output, "athletes/ana/years/2025/index.html"))
        #expect(exists(output, "athletes/ben/years/2025/index.html"))
        #expect(!exists(output, "athletes/ben/years/2024/index.html"))
        #expect(!exists(output, "years"))
        let ben = try page(output, "athletes/ben/years/2025/index.html")
        #expect(ben.contains("<p class=\"year-athlete\">Ben Ortiz</p>"))
        #expect(ben.contains("<li><a href=\"../../../../athletes/ben/years/2025/index.html\" aria-current=\"page\">2025</a></li>"))
    }

    @Test func aPrivateAthleteHasNoYearPageAndNoReport() throws {
        let output = try build(Self.severalAthletes(benIsPrivate: true))
        #expect(!exists(output, "athletes/ben"))
        // With Ben left out, Ana is the site's only athlete.
        #expect(exists(output, "years/2025/index.html"))
        let run = try report(["--year", "2025", "--athlete", "ben"], files: Self.severalAthletes(benIsPrivate: true))
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("error: no athlete 'ben' has statistics; athletes: ana (athletes marked private are left out unless --include-private)"))
        let included = try report(["--year", "2025", "--athlete", "ben", "--include-private"],
                                  files: Self.severalAthletes(benIsPrivate: true))
        #expect(included.status == 0, "\(included.stderr)")
        #expect(included.stdout.hasPrefix("# Ben Ortiz · 2025 in review\n\nBen Ortiz in 2025: 1 workout and 300 kg lifted.\n"))
    }

    // MARK: - The page

    @Test func headlinesCompareWithTheYearBefore() throws {
        let html = try page(try build(.twoYears()), "years/2025/index.html")
        let sentence = "Ana Ruiz in 2025: 7 workouts, 2 h 15 min of training, 2,975 kg lifted, 15 km running, 7 records "
            + "and a longest streak of 2 weeks."
        #expect(html.contains("<p class=\"year-sentence\">\(sentence)</p>"))
        #expect(html.contains("<meta property=\"og:description\" content=\"\(sentence)\">"))
        #expect(html.contains("<title>Ana Ruiz · 2025 in review · Years</title>"))
        for (label, value, change) in [
            ("Workouts", "7", "+4"), ("Active days", "7", "+4"), ("Volume", "2,975 kg", "+1,475 kg"),
            ("Working sets", "9", "+5"), ("Reps", "31", "+16"), ("Distance", "15 km", "+10 km"), ("Records", "7", "+6"),
        ] {
            #expect(html.contains("<div class=\"headline\"><dt>\(label)</dt><dd><span class=\"headline-value\">\(value)</span> "
                + "<span class=\"year-change\">\(change) vs 2024</span></dd></div>"), "\(label)")
        }
        #expect(html.contains("<div class=\"headline\"><dt>Longest streak</dt><dd><span class=\"headline-value\" "
            + "title=\"Mon 6 Jan 2025 to Sun 19 Jan 2025\">2 weeks</span> <span class=\"year-change\">±0 weeks vs 2024</span>"))
        #expect(html.contains("<h2 id=\"year-compare-heading\">Compared with 2024</h2>"))
        #expect(html.contains("<tr><th scope=\"row\">Training time</th><td class=\"num\">2 h 15 min</td><td class=\"num\">1 h</td>"
            + "<td class=\"num\">+1 h 15 min</td></tr>"))
        // The first year has nothing to compare with.
        let first = try page(try build(.twoYears()), "years/2024/index.html")
        #expect(first.contains("<h2 id=\"year-compare-heading\">Compared with 2023</h2>\n<p>The first year of the log: nothing to compare with.</p>"))
        #expect(!first.contains("year-change"))
    }

    @Test func recordsOfTheYearWithTheirDates() throws {
        let html = try page(try build(.twoYears()), "years/2025/index.html")
        func row(_ workout: String, _ iso: String, _ day: String, _ exercise: String, _ record: String, _ value: String,
                 _ before: String) -> String {
            "<tr><td><a href=\"../../workouts/\(workout)/index.html\"><time datetime=\"\(iso)\">\(day)</time></a></td>"
                + "<th scope=\"row\">\(exercise)</th><td>\(record)</td><td class=\"num\">\(value)</td><td class=\"num\">\(before)</td></tr>"
        }
        let squat = "<a href=\"../../exercises/back-squat/index.html\">Back Squat</a>"
        let rows = [
            row("12-29", "2025-12-29", "Mon 29 Dec 2025", "<a href=\"../../exercises/bench-press/index.html\">Bench Press</a>",
                "weight PR", "85 kg", "–"),
            row("05-10", "2025-05-10", "Sat 10 May 2025", "Running", "Longest effort", "10 km", "5 km"),
            row("04-05", "2025-04-05", "Sat 5 Apr 2025", "Running", "Best 1 km", "5:00", "5:20"),
            row("04-05", "2025-04-05", "Sat 5 Apr 2025", "Running", "Best 1 mile", "8:03", "8:35"),
            row("04-05", "2025-04-05", "Sat 5 Apr 2025", "Running", "Best 5 km", "25:00", "26:40"),
            // One row per exercise and kind: the year's last record, and the best before the year.
            row("03-03", "2025-03-03", "Mon 3 Mar 2025", squat, "weight PR", "120 kg", "100 kg"),
            row("03-03", "2025-03-03", "Mon 3 Mar 2025", squat, "e1RM PR", "132 kg", "116.7 kg"),
        ]
        #expect(html.contains("<tbody>\n" + rows.joined(separator: "\n") + "\n</tbody>"))
    }

    @Test func disciplinesBodyAndTests() throws {
        let html = try page(try build(.twoYears()), "years/2025/index.html")
        #expect(html.contains("<h3>Running</h3>\n<dl class=\"facts\">\n<div><dt>Sessions</dt><dd>2</dd></div>\n"
            + "<div><dt>Distance</dt><dd>15 km</dd></div>\n<div><dt>Time</dt><dd>1 h 15 min</dd></div>\n"
            + "<div><dt>Average pace</dt><dd>5:00 /km</dd></div>\n</dl>"))
        #expect(html.contains("<h3>Climbing</h3>\n<dl class=\"facts\">\n<div><dt>Sessions</dt><dd>1</dd></div>\n"
            + "<div><dt>Hardest grade</dt><dd>–</dd></div>\n<div><dt>Time under tension</dt><dd>30 min</dd></div>\n</dl>\n"
            + "<p class=\"year-fact-note\">Climbs are logged without a grade, so the hardest grade is unknown.</p>"))
        #expect(html.contains("<tr><th scope=\"row\">Bodyweight</th><td class=\"num\">80 kg <time class=\"detail-date\" "
            + "datetime=\"2025-01-06\">Mon 6 Jan 2025</time></td><td class=\"num\">79.5 kg <time class=\"detail-date\" "
            + "datetime=\"2025-02-01\">Sat 1 Feb 2025</time></td><td class=\"num\">−0.5 kg</td></tr>"))
        #expect(html.contains("<td class=\"num\">−2 cm</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">5 km</th><td class=\"num\">24:00 <time class=\"detail-date\" "
            + "datetime=\"2025-04-01\">Tue 1 Apr 2025</time></td><td class=\"num\">23:30 <time class=\"detail-date\" "
            + "datetime=\"2025-10-01\">Wed 1 Oct 2025</time></td><td class=\"num\">23:30</td></tr>"))
        #expect(html.contains("<desc id=\"monthly-workouts-2025-desc\">Workouts of every month of the year.</desc>"))
    }

    @Test func unknownDurationsSaySoRatherThanShowZero() throws {
        // Some workouts timed: the time counts only those, and says so.
        let some = try page(try build(.twoYears()), "years/2025/index.html")
        #expect(some.contains("<p class=\"detail-note year-note\">Training time: only the 3 of 7 workouts with a duration count.</p>"))
        // None timed: "–" with the reason, never 0.
        let untimed = SiteFiles(SiteFiles.twoYears().files.mapValues { $0.replacing(/duration: \d+\n/, with: "") })
        let html = try page(try build(untimed), "years/2025/index.html")
        #expect(html.contains("<div class=\"headline\"><dt>Training time</dt><dd><span class=\"headline-value\" "
            + "title=\"no workout of the year has a duration, so it is unknown.\">–</span></dd></div>"))
        #expect(html.contains("<p class=\"detail-note year-note\">Training time: no workout of the year has a duration, so it is unknown.</p>"))
        #expect(html.contains("<tr><th scope=\"row\">Training time</th><td class=\"num\">–</td><td class=\"num\">–</td><td class=\"num\">–</td></tr>"))
        #expect(!html.contains(">0 min<"))
    }

    @Test func poundsAndSpanish() throws {
        let pounds = try page(try build(.twoYears(units: "lb")), "years/2025/index.html")
        // 2,975 kg is 6,558.7 lb; 15 km is 9.32 mi.
        #expect(pounds.contains("<span class=\"headline-value\">6,559 lb</span>"))
        #expect(pounds.contains("<span class=\"headline-value\">9.32 mi</span>"))
        let spanish = try page(try build(.twoYears(language: "es")), "years/2025/index.html")
        #expect(spanish.contains("<h1>2025 en resumen</h1>"))
        #expect(spanish.contains("<p class=\"year-sentence\">Ana Ruiz en 2025: 7 entrenamientos, 2 h 15 min de entrenamiento, "
            + "2.975 kg levantados, 15 km de carrera, 7 récords y una racha más larga de 2 semanas.</p>"))
        #expect(spanish.contains("<span class=\"year-change\">+4 frente a 2024</span>"))
    }

    @Test func dashboardAndProfileLinkTheYears() throws {
        let output = try build(.twoYears())
        let links = "<nav class=\"year-reviews\" aria-label=\"Year in review\"><span class=\"year-reviews-label\">Year in review:</span> <ul>\n"
        #expect(try page(output, "index.html").contains(links
            + "<li><a href=\"years/2025/index.html\">2025</a></li>\n<li><a href=\"years/2024/index.html\">2024</a></li>\n</ul></nav>"))
        #expect(try page(output, "athletes/ana/profile/index.html").contains(links
            + "<li><a href=\"../../../years/2025/index.html\">2025</a></li>\n"))
    }

    // MARK: - spotter report --year

    @Test func reportYearPrintsTheYearAsMarkdown() throws {
        let run = try report(["--year", "2025"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == Self.expectedMarkdown)
    }

    @Test func reportYearRefusesWhatItCannotPrint() throws {
        let missing = try report(["--year", "2023"])
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr.contains("error: ana has no workout in 2023; years with workouts: 2024, 2025"))
        let several = try report(["--year", "2025"], files: Self.severalAthletes())
        #expect(several.status == 1)
        #expect(several.stdout == "")
        #expect(several.stderr.contains("error: the site has several athletes: choose one with --athlete (ana, ben)"))
        let chosen = try report(["--year", "2025", "--athlete", "ana"], files: Self.severalAthletes())
        #expect(chosen.status == 0)
        #expect(chosen.stdout == Self.expectedMarkdown)
        for (arguments, message) in [
            (["--year", "25"], "--year 25: expected a year between"),
            (["--year", "2025", "--format", "json"], "--year prints Markdown; stats.json is always whole"),
            (["--year", "2025", "--since", "2025-01-01"], "--year and --since cannot be combined"),
            (["--athlete", "ana"], "--athlete chooses whose year --year prints; give --year too"),
            (["--year", "next"], "'next'"),
        ] {
            let usage = try report(arguments)
            #expect(usage.status == 2, "\(arguments)")
            #expect(usage.stdout == "")
            #expect(usage.stderr.contains(message), "\(arguments): \(usage.stderr)")
        }
    }

    /// A site whose only athlete is private has no athlete to choose: the report says so
    /// rather than asking to choose among none.
    @Test func reportYearWithoutAPublishedAthleteSaysSo() throws {
        let files = SiteFiles.twoYears().content("athletes/ana.md", "---\nname: Ana Ruiz\nprivate: true\n---\n")
        let run = try report(["--year", "2025"], files: files)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains(
            "error: no athlete has statistics (athletes marked private are left out unless --include-private)"), "\(run.stderr)")
        let included = try report(["--year", "2025", "--include-private"], files: files)
        #expect(included.status == 0, "\(included.stderr)")
        #expect(included.stdout == Self.expectedMarkdown)
    }

    static let expectedMarkdown = """
        # Ana Ruiz · 2025 in review

        Ana Ruiz in 2025: 7 workouts, 2 h 15 min of training, 2,975 kg lifted, 15 km running, 7 records and a longest streak of 2 weeks.

        ## Compared with 2024

        | Figure | 2025 | 2024 | Change |
        | --- | ---: | ---: | ---: |
        | Workouts | 7 | 3 | +4 |
        | Active days | 7 | 3 | +4 |
        | Training time | 2 h 15 min | 1 h | +1 h 15 min |
        | Volume | 2,975 kg | 1,500 kg | +1,475 kg |
        | Working sets | 9 | 4 | +5 |
        | Reps | 31 | 15 | +16 |
        | Distance | 15 km | 5 km | +10 km |
        | Records | 7 | 1 | +6 |
        | Longest streak | 2 weeks | 2 weeks | ±0 weeks |

        Training time: only the 3 of 7 workouts with a duration count. Longest streak: Mon 6 Jan 2025 to Sun 19 Jan 2025

        ## By discipline

        | Discipline | Figure | Value |
        | --- | --- | ---: |
        | Lifting | Sessions | 5 |
        | Lifting | Volume | 2,975 kg |
        | Lifting | Working sets | 9 |
        | Lifting | Reps | 31 |
        | Running | Sessions | 2 |
        | Running | Distance | 15 km |
        | Running | Time | 1 h 15 min |
        | Running | Average pace | 5:00 /km |
        | Climbing | Sessions | 1 |
        | Climbing | Hardest grade | – |
        | Climbing | Time under tension | 30 min |

        Climbing: Climbs are logged without a grade, so the hardest grade is unknown.

        ## Month by month

        | Month | Workouts | Volume | Distance |
        | --- | ---: | ---: | ---: |
        | January | 3 | 2,190 kg | 0 m |
        | February | 0 | 0 kg | 0 m |
        | March | 1 | 360 kg | 0 m |
        | April | 1 | 0 kg | 5 km |
        | May | 1 | 0 kg | 10 km |
        | June | 0 | 0 kg | 0 m |
        | July | 0 | 0 kg | 0 m |
        | August | 0 | 0 kg | 0 m |
        | September | 0 | 0 kg | 0 m |
        | October | 0 | 0 kg | 0 m |
        | November | 0 | 0 kg | 0 m |
        | December | 1 | 425 kg | 0 m |

        ## Records of the year

        | Date | Exercise | Record | Value | Before the year |
        | --- | --- | --- | ---: | ---: |
        | Mon 29 Dec 2025 | Bench Press | weight PR | 85 kg | – |
        | Sat 10 May 2025 | Running | Longest effort | 10 km | 5 km |
        | Sat 5 Apr 2025 | Running | Best 1 km | 5:00 | 5:20 |
        | Sat 5 Apr 2025 | Running | Best 1 mile | 8:03 | 8:35 |
        | Sat 5 Apr 2025 | Running | Best 5 km | 25:00 | 26:40 |
        | Mon 3 Mar 2025 | Back Squat | weight PR | 120 kg | 100 kg |
        | Mon 3 Mar 2025 | Back Squat | e1RM PR | 132 kg | 116.7 kg |

        ## Top exercises

        | Exercise | Days | Volume | Best weight | Most reps | Best e1RM |
        | --- | ---: | ---: | ---: | ---: | ---: |
        | Back Squat | 3 | 1,910 kg | 120 kg | – | 132 kg |
        | Bench Press | 2 | 1,065 kg | 85 kg | – | 101.3 kg |
        | Easy Run | 2 | – | – | – | – |
        | Bouldering | 1 | – | – | – | – |

        ## Body

        | Measure | First | Last | Change |
        | --- | ---: | ---: | ---: |
        | Bodyweight | 80 kg (Mon 6 Jan 2025) | 79.5 kg (Sat 1 Feb 2025) | −0.5 kg |
        | Waist | 82 cm (Sat 1 Feb 2025) | 80 cm (Sat 1 Nov 2025) | −2 cm |

        ## Tests

        | Test | First | Last | Best |
        | --- | ---: | ---: | ---: |
        | 5 km | 24:00 (Tue 1 Apr 2025) | 23:30 (Wed 1 Oct 2025) | 23:30 |

        """
}
