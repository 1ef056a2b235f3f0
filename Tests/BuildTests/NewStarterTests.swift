import Foundation
import Testing
import TestSupport

/// `spotter new KIND` starters, run through the real executable and `spotter check`.
@Suite final class NewStarterTests {
    let scratch = TemporaryFolder("spotter-new-cli")

    static let kinds = ["athlete", "exercise", "session", "workout", "plan", "measurements", "page"]

    /// An empty site (only `site.yaml` when given), the starter written into it, then checked.
    private func newThenCheck(_ kind: String, siteYAML: String? = nil) throws -> (site: URL, created: [String]) {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        if let siteYAML { try Data(siteYAML.utf8).write(to: site.appendingPathComponent("site.yaml")) }
        let new = try CommandLineTests.run(["new", kind, "Spring Block", "--source", site.path])
        #expect(new.status == 0, "\(kind): \(new.stderr)")
        let check = try CommandLineTests.run(["check", "--source", site.path])
        #expect(check.status == 0, "\(kind)")
        // A workout starter is a draft, and check says so; every other starter is clean.
        #expect(check.stderr == (kind == "workout" ? Self.draftWarning(new.stdout) : "No problems found.\n"), "\(kind)")
        let created = new.stdout.split(separator: "\n").map { String($0.dropFirst("created ".count)) }
        return (site, created)
    }

    static func draftWarning(_ created: String) -> String {
        let workout = created.split(separator: "\n")[0].dropFirst("created ".count)
        return """
            \(workout):6:8: warning: draft: this workout is a draft, left out of the site, its statistics and records
              hint: write the sets you did, then remove `draft: true`
            0 errors, 1 warning

            """
    }

    private func text(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: kinds) func everyStarterPassesCheckInAnEmptySite(kind: String) throws {
        _ = try newThenCheck(kind)
    }

    @Test(arguments: kinds) func everyStarterPassesCheckInAPoundSiteWhoseWeeksStartOnSunday(kind: String) throws {
        _ = try newThenCheck(kind, siteYAML: "units: lb\nweek_starts: sunday\n")
    }

    @Test func aSessionInASiteWithoutExercisesComesWithAnExerciseStarter() throws {
        let (site, created) = try newThenCheck("session")
        #expect(created == ["content/sessions/spring-block.yaml", "content/exercises/back-squat.md"])
        #expect(try text(site, "content/sessions/spring-block.yaml").contains("  - exercise: back-squat\n"))
    }

    @Test func aPlanStartsOnTheSitesFirstWeekdayWithAStarterSession() throws {
        // SOURCE_DATE_EPOCH 1773144000 is Tuesday 10 March 2026: the next Sunday is the 15th.
        let (site, created) = try newThenCheck("plan", siteYAML: "week_starts: sunday\n")
        #expect(created == ["content/plans/spring-block.yaml", "content/sessions/full-body.yaml",
                            "content/sessions/spring-block-deload.yaml", "content/exercises/back-squat.md"])
        #expect(try text(site, "content/plans/spring-block.yaml") == """
            name: "Spring Block"
            start: 2026-03-15
            weeks: 4
            # One map per week. deload_weeks only marks week 4 as the deload; its lighter
            # session (fewer sets at a lower share of the e1RM) is what makes it one.
            schedule:
              - {sunday: full-body, wednesday: full-body}
              - {sunday: full-body, wednesday: full-body}
              - {sunday: full-body, wednesday: full-body}
              - {sunday: spring-block-deload, wednesday: spring-block-deload}
            deload_weeks: [4]

            """)
        #expect(try text(site, "content/sessions/spring-block-deload.yaml").contains("    prescription: 3x5 @ 60%, rest 3m\n"))
    }

    /// The deload week's sheet prints the deload's lighter work, not week 1's.
    @Test func aPlansDeloadWeekSheetPrintsTheLighterSession() throws {
        let (site, _) = try newThenCheck("plan")
        let output = site.appendingPathComponent("public")
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path])
        #expect(build.status == 0, "\(build.stderr)")
        let week1 = try text(output, "plans/spring-block/week-1/index.html")
        let week4 = try text(output, "plans/spring-block/week-4/index.html")
        #expect(week1.contains("5 × 5 @ 75% of e1RM") && !week1.contains("60%"))
        #expect(week4.contains("Spring Block deload") && week4.contains("3 × 5 @ 60% of e1RM") && !week4.contains("75%"))
    }

    @Test func aWorkoutUsesTheSitesUnitsAndNamesAnExistingExercise() throws {
        let site = scratch("site-\(UUID().uuidString)")
        let exercises = site.appendingPathComponent("content/exercises")
        try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
        try Data("units: lb\n".utf8).write(to: site.appendingPathComponent("site.yaml"))
        try Data("name: Deadlift\n".utf8).write(to: exercises.appendingPathComponent("deadlift.yaml"))
        let new = try CommandLineTests.run(["new", "workout", "Pulls", "--source", site.path])
        #expect(new.stdout == "created content/workouts/2026-03-10-pulls.yaml\n")
        #expect(try text(site, "content/workouts/2026-03-10-pulls.yaml") == """
            date: 2026-03-10
            name: "Pulls"
            duration: 60
            rpe: 7
            # Left out of the site until you write the sets you did and remove this line.
            draft: true
            entries:
              - exercise: deadlift
                sets: ["w: 135 x 5", 225 x 5 x 3]

            """)
        #expect(try CommandLineTests.run(["check", "--source", site.path]).status == 0)
        // Built, the draft is not a workout: no workout page, no set counted, no record.
        let output = scratch("public-\(UUID().uuidString)")
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path])
        #expect(build.status == 0)
        #expect(build.stderr.contains("[1/4] Loading content (1 exercise, 0 sessions, 0 workouts, "))
        let stats = try text(output, "stats.json")
        #expect(stats.contains("\"workouts\": 0,\n        \"working_sets\": 0,\n        \"reps\": 0,\n        \"volume_kg\": 0,"))
        #expect(stats.contains("\"records\": [],"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("workouts/2026-03-10-pulls").path))
    }

    @Test func anAthleteStarterWeighsInTheSitesUnitsInAComment() throws {
        let (site, _) = try newThenCheck("athlete", siteYAML: "units: lb\n")
        #expect(try text(site, "content/athletes/spring-block.md") == """
            ---
            name: "Spring Block"
            # Uncomment what you want on the profile; the text below the closing line is the bio.
            # birthdate: 1990-01-01
            # height: 175
            # bodyweight: 155
            goals: []
            disciplines: [strength]
            ---

            """)
    }

    /// An exercise starter renders no empty "What it is", "Steps 1." or "Cues •" sections.
    @Test func anExerciseStarterHasNoEmptySections() throws {
        let (site, _) = try newThenCheck("exercise")
        let output = scratch("public-\(UUID().uuidString)")
        #expect(try CommandLineTests.run(["build", "--source", site.path, "--output", output.path]).status == 0)
        let page = try text(output, "exercises/spring-block/index.html")
        for section in ["What it is", "Steps", "Cues", "Common mistakes", "<ol", "<li></li>"] {
            #expect(!page.contains(section), "\(section)")
        }
        #expect(try text(site, "content/exercises/spring-block.md").hasSuffix("""
            # A section is on the page once you write it (docs/content-format.md, exercises/).
            ---

            """))
    }

    @Test func measurementsStartEmptyWithTheExampleInAComment() throws {
        let (site, _) = try newThenCheck("measurements")
        #expect(try text(site, "content/measurements/spring-block.yaml") == """
            entries: []
            # One line per day measured, for example:
            # entries:
            #   - {date: 2026-03-10, bodyweight: 70}

            """)
    }

    /// `spotter new site NAME` makes the folder with site.yaml (units, language and time
    /// zone first, in this machine's zone) and content/; it never overwrites site.yaml.
    @Test func aNewSiteAsksForUnitsLanguageAndTimeZoneFirst() throws {
        let parent = scratch("parent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let new = try CommandLineTests.run(["new", "site", "my-training", "--source", parent.path],
                                           environment: ["TZ": "America/Chicago"])
        #expect(new.status == 0)
        #expect(new.stdout == """
            created my-training/site.yaml
            created my-training/.gitignore
            created my-training/README.md
            created my-training/.github/workflows/publish.yml

            """)
        let site = parent.appendingPathComponent("my-training")
        #expect(try text(site, "site.yaml") == """
            # Spotter's settings for this site (docs/content-format.md, site.yaml).
            # Set these three before writing starters or importing: weights are written in
            # `units`, and changing it later does not convert what is already written.
            units: kg                 # kg | lb
            language: en              # en | es: the language of the pages and the report
            timezone: America/Chicago # where you train: "today" and workout times
            title: "my-training"
            week_starts: monday       # monday | sunday

            """)
        let check = try CommandLineTests.run(["check", "--source", site.path])
        #expect(check.status == 0)
        #expect(check.stderr == "No problems found.\n")
        let again = try CommandLineTests.run(["new", "site", "--source", site.path])
        #expect(again.status == 1)
        #expect(again.stderr == "error: site.yaml already exists; nothing was written\n")
    }

    /// Issue #50: FOLDER given as an absolute path is that folder, not one under the current
    /// folder or --source; a relative FOLDER is under the current folder (the default --source).
    @Test func aNewSiteGoesWhereAnAbsoluteOrRelativeFolderSays() throws {
        let cwd = scratch("cwd-\(UUID().uuidString)")
        let elsewhere = scratch("elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cwd, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let target = elsewhere.appendingPathComponent("abs-site").standardizedFileURL.path
        let absolute = try CommandLineTests.run(["new", "site", target], in: cwd)
        #expect(absolute.status == 0, "\(absolute.stderr)")
        #expect(absolute.stdout == """
            created \(target)/site.yaml
            created \(target)/.gitignore
            created \(target)/README.md
            created \(target)/.github/workflows/publish.yml

            """)
        #expect(FileManager.default.fileExists(atPath: target + "/site.yaml"))
        #expect(FileManager.default.fileExists(atPath: target + "/content"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cwd.path) == [])
        let relative = try CommandLineTests.run(["new", "site", "nested/rel-site"], in: cwd)
        #expect(relative.status == 0, "\(relative.stderr)")
        #expect(relative.stdout.hasPrefix("created nested/rel-site/site.yaml\n"))
        #expect(FileManager.default.fileExists(atPath: cwd.appendingPathComponent("nested/rel-site/site.yaml").path))
        let again = try CommandLineTests.run(["new", "site", target], in: cwd)
        #expect(again.status == 1)
        #expect(again.stderr == "error: \(target)/site.yaml already exists; nothing was written\n")
    }

    /// Issue #54: a new site is ready for git. After a build and an import record, git
    /// sees the site's own files and nothing a build makes again (public/, the cache, the
    /// spare), and `.spotter-imported` is kept.
    @Test func aNewSiteIsReadyForGit() throws {
        let parent = scratch("git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        #expect(try CommandLineTests.run(["new", "site", "lifts", "--source", parent.path]).status == 0)
        let site = parent.appendingPathComponent("lifts")
        #expect(try text(site, ".gitignore") == """
            # What `spotter build` writes; every build makes it again.
            /public/
            # Beside it: the build cache (.public.spotter-cache), the spare copy the next build
            # reuses (.public.spotter-spare) and a build's staging folders while it runs.
            /.public.spotter-*/
            # Kept on purpose: .spotter-imported records what `spotter import` wrote, so that
            # importing the same export again skips it and `--replace` rewrites only its own files.

            """)
        #expect(try CommandLineTests.run(["new", "exercise", "Back Squat", "--source", site.path]).status == 0)
        // The second full build keeps the first's folder beside public/ as the spare; the
        // third makes the cache.
        for options in [["--no-cache"], ["--no-cache"], []] {
            #expect(try CommandLineTests.run(["build", "--source", site.path] + options).status == 0)
        }
        try Data("0123456789abcdef content/exercises/back-squat.md\n".utf8)
            .write(to: site.appendingPathComponent(".spotter-imported"))
        let beside = try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
        #expect(beside == [".github", ".gitignore", ".public.spotter-cache", ".public.spotter-spare", ".spotter-imported",
                           "README.md", "content", "public", "site.yaml"])
        #expect(try Self.git(["init", "-q"], in: site) == "")
        #expect(try Self.git(["status", "--porcelain", "--untracked-files=all"], in: site) == """
            ?? .github/workflows/publish.yml
            ?? .gitignore
            ?? .spotter-imported
            ?? README.md
            ?? content/exercises/back-squat.md
            ?? site.yaml

            """)
    }

    /// The README names the three commands, and a README or .gitignore already in the
    /// folder (a repository made first) is left as it was.
    @Test func aNewSiteKeepsTheFilesAlreadyThere() throws {
        let site = scratch("repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("# Mine\n".utf8).write(to: site.appendingPathComponent("README.md"))
        let new = try CommandLineTests.run(["new", "site", "--source", site.path])
        #expect(new.status == 0)
        #expect(new.stdout == "created site.yaml\ncreated .gitignore\ncreated .github/workflows/publish.yml\n")
        #expect(new.stderr == "note: README.md already exists and was left as it is\n")
        #expect(try text(site, "README.md") == "# Mine\n")
        let fresh = try CommandLineTests.run(["new", "site", "lifts", "--source", site.path])
        #expect(fresh.status == 0)
        let readme = try text(site, "lifts/README.md")
        #expect(readme.hasPrefix("# lifts\n"))
        #expect(readme.contains("""
            spotter import ~/Downloads/strong.csv   # 1. add training: a Strong, Hevy, FitNotes or Strava export
            spotter check                           # 2. every problem, as file:line:column
            spotter build                           # 3. the site, into public/ (open public/index.html)
            """))
    }

    /// Issue #54: the workflow a new site gets is docs/ci/publish-with-action.yml, byte for
    /// byte (the file scripts/check-ci-files.sh validates and .ci/run runs), and names no
    /// placeholder GitHub would fail on before the job's first step.
    @Test func aNewSiteGetsTheDocumentedPublishingWorkflow() throws {
        let site = scratch("publish-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        #expect(try CommandLineTests.run(["new", "site", "--source", site.path]).status == 0)
        let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/ci/publish-with-action.yml").standardizedFileURL
        let written = try text(site, ".github/workflows/publish.yml")
        #expect(written == (try String(contentsOf: documented, encoding: .utf8)))
        let uses = written.split(separator: "\n").filter { $0.contains("uses: ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(uses == ["uses: actions/checkout@v4", "uses: ./spotter", "uses: actions/upload-pages-artifact@v3",
                         "uses: actions/deploy-pages@v4"])
    }

    /// `git` in `folder`, with no user configuration read; its standard output.
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let bytes = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Without site.yaml a starter says what it assumed, and how to choose.
    @Test func aStarterWithoutSiteYAMLSaysWhatItAssumed() throws {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let new = try CommandLineTests.run(["new", "page", "About", "--source", site.path])
        #expect(new.stderr == """
            note: there is no site.yaml, so the starter uses kg, Monday weeks and UTC; \
            `spotter new site` writes one to set units, language and time zone first

            """)
    }
}
