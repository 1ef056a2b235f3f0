import Build
import Serve
import Foundation
import Testing

/// The preview server's incremental rebuild gives exactly the files `spotter build`
/// would write, after every kind of edit, while reading and rendering less.
struct SiteSessionTests {
    /// What a full build makes of the folder as it is now.
    private func fullBuild(_ site: TempSite) async -> [String: [UInt8]] {
        let (outcome, files) = await SiteBuilder(sourceDirectory: site.path, environment: fixedEnvironment).render()
        #expect(outcome.succeeded, "\(outcome.diagnostics.sorted) \(outcome.failure ?? "")")
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
    }

    private func expectSameAsFullBuild(_ session: SiteSession, _ site: TempSite, after edit: String = "first build",
                                       sourceLocation: SourceLocation = #_sourceLocation) async {
        let full = await fullBuild(site)
        #expect(session.files.keys.sorted() == full.keys.sorted(), "\(edit)", sourceLocation: sourceLocation)
        let differing = full.keys.filter { session.files[$0] != full[$0] }.sorted()
        #expect(differing == [], "\(edit)", sourceLocation: sourceLocation)
    }

    private func newSession(_ site: TempSite) async -> SiteSession {
        var session = SiteSession(sourceDirectory: site.path, environment: fixedEnvironment)
        let first = await session.rebuild(.everything)
        #expect(first.succeeded)
        return session
    }

    /// The navigation links the only athlete's cardio page once they have cardio, and the
    /// plans' index once the site has plans: every page reads the navigation, so the first run
    /// and the first plan render every page that shows it (issue #51: 6 and 8 pages stayed stale).
    @Test func theFirstRunAndTheFirstPlanChangeEveryPagesNavigation() async throws {
        var files = SampleSite.files.filter { !$0.key.contains("/ben/") && !$0.key.hasSuffix("/ben.yaml") && !$0.key.hasPrefix("content/plans/") }
        files["content/athletes/ana.yaml"] = "name: Ana\n"
        files["content/exercises/row.yaml"] = "name: Rowing\ntype: cardio\n"
        let site = try TempSite(files)
        var session = await newSession(site)
        let row = "content/workouts/ana/2026-03-10-row.yaml"
        try site.write(row, "date: 2026-03-10\nathlete: ana\nentries:\n  - exercise: row\n    sets: [5km in 21:00]\n")
        let ran = await session.rebuild(SiteChanges(content: [row]))
        #expect(ran.succeeded)
        #expect(ran.changedPaths.contains("athletes/ana/cardio/index.html"))
        #expect(ran.changedPaths.contains("exercises/back-squat/index.html"))
        await expectSameAsFullBuild(session, site, after: "the first run")
        let plan = "content/plans/march.yaml"
        try site.write(plan, SampleSite.files[plan]!)
        let planned = await session.rebuild(SiteChanges(content: [plan]))
        #expect(planned.succeeded)
        #expect(planned.changedPaths.contains("plans/index.html"))
        #expect(planned.changedPaths.contains("exercises/back-squat/index.html"))
        await expectSameAsFullBuild(session, site, after: "the first plan")
    }

    /// A change made while the content has an error is still seen once the error is fixed:
    /// a build after failed ones compares with the last good build, with every change since.
    @Test func aChangeMadeDuringAFailedBuildIsSeenOnceFixed() async throws {
        let site = try TempSite(SampleSite.files)
        var session = await newSession(site)
        let exercise = "content/exercises/bench-press.yaml", workout = "content/workouts/ana/2026-03-04.yaml"
        try site.write(exercise, "name: Flat Bench Press\ntype: strength\n")
        try site.write(workout, "date: 2026-03-04\nathlete: ana\nentries: [{exercise: nowhere, sets: [1 x 1]}]\n")
        let failed = await session.rebuild(SiteChanges(content: [exercise, workout]))
        #expect(!failed.succeeded)
        try site.write(workout, SampleSite.workout("ana", "2026-03-04", squat: 84))
        let fixed = await session.rebuild(SiteChanges(content: [workout]))
        #expect(fixed.succeeded)
        #expect(fixed.changedPaths.contains("exercises/bench-press/index.html"))
        await expectSameAsFullBuild(session, site, after: "the fix")
    }

    /// `content/names.yaml`, as the watcher reports it (`ChangeMapper`), renders every page
    /// with the new rule and decodes no file again (no file's outcome depends on it); the
    /// site is the full build's after each edit.
    @Test func anEditOfTheSitesNamesRendersEveryPageWithTheNewRule() async throws {
        let site = try TempSite(SampleSite.files)
        var session = await newSession(site)
        let names = "content/names.yaml"
        let changes = ChangeMapper.change(relative: names, isDirectory: false)
        #expect(changes == SiteChanges(content: [names]))
        // Two muscles made one (a test's group, not a coach's): one page, by the smaller spelling of the tie.
        try site.write(names, "synonyms:\n  - [quadriceps, chest]\n")
        let grouped = await session.rebuild(changes)
        #expect(grouped.succeeded, "\(grouped.diagnostics.sorted)")
        #expect(grouped.decodedFiles == [])
        #expect(grouped.renderedPages == nil)
        #expect(session.files["exercises/muscle/chest/index.html"].map { String(decoding: $0, as: UTF8.self) }?
            .contains("<p class=\"also-written\">Also written: quadriceps</p>") == true)
        #expect(session.files["exercises/muscle/quadriceps/index.html"] == nil)
        await expectSameAsFullBuild(session, site, after: "the group")
        try site.remove(names)
        let removed = await session.rebuild(changes)
        #expect(removed.succeeded)
        #expect(removed.changedPaths.contains("exercises/muscle/quadriceps/index.html"))
        await expectSameAsFullBuild(session, site, after: "the file removed")
    }

    @Test func incrementalRebuildMatchesFullBuild() async throws {
        let site = try TempSite(SampleSite.files)
        var session = await newSession(site)
        await expectSameAsFullBuild(session, site)

        // Each edit, with the changes the watcher would report.
        let edits: [(String, () throws -> SiteChanges)] = [
            ("edit a workout", {
                try site.write("content/workouts/ana/2026-03-04.yaml",
                               SampleSite.workout("ana", "2026-03-04", squat: 95, notes: "heavy"))
                return SiteChanges(content: ["content/workouts/ana/2026-03-04.yaml"])
            }),
            ("add a workout", {
                try site.write("content/workouts/ben/2026-03-10.yaml", SampleSite.workout("ben", "2026-03-10", squat: 130))
                return SiteChanges(content: ["content/workouts/ben/2026-03-10.yaml"])
            }),
            ("rename a workout", {
                try site.move("content/workouts/ana/2026-03-06.yaml", to: "content/workouts/ana/moved/2026-03-06b.yaml")
                return SiteChanges(content: ["content/workouts/ana/2026-03-06.yaml", "content/workouts/ana/moved"])
            }),
            ("delete a workout", {
                try site.remove("content/workouts/ben/2026-03-03.yaml")
                return SiteChanges(content: ["content/workouts/ben/2026-03-03.yaml"])
            }),
            ("edit an exercise's description", {
                try site.write("content/exercises/bench-press.yaml",
                               "name: Bench Press\ntype: strength\nmuscles:\n  primary: [chest, triceps]\n")
                return SiteChanges(content: ["content/exercises/bench-press.yaml"])
            }),
            ("rename an exercise", {
                try site.write("content/exercises/pull-up.yaml", "name: Chin-up\nmetric: bodyweight_reps\n")
                return SiteChanges(content: ["content/exercises/pull-up.yaml"])
            }),
            ("edit the session", {
                try site.write("content/sessions/legs.yaml",
                               "name: Legs\nitems:\n  - exercise: back-squat\n    prescription: 3x5 @ 85%\n")
                return SiteChanges(content: ["content/sessions/legs.yaml"])
            }),
            ("edit a free page", {
                try site.write("content/pages/about.md", "---\ntitle: About\norder: 1\n---\nNew text.\n")
                return SiteChanges(content: ["content/pages/about.md"])
            }),
            ("retitle a free page", {
                try site.write("content/pages/about.md", "---\ntitle: About me\norder: 1\n---\nNew text.\n")
                return SiteChanges(content: ["content/pages/about.md"])
            }),
            ("add a measurement", {
                try site.write("content/measurements/ana.yaml",
                               "athlete: ana\nentries:\n  - {date: 2026-03-01, bodyweight: 61.5}\n  - {date: 2026-03-08, bodyweight: 61}\n")
                return SiteChanges(content: ["content/measurements/ana.yaml"])
            }),
            ("add a media file", {
                try site.write("content/exercises/images/squat.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
                return SiteChanges(content: ["content/exercises/images"])
            }),
            ("open a centre", {
                try site.write("content/athletes/ana.yaml", "name: Ana\nmembership: {plan: full, since: 2026-02-01}\n")
                try site.write("content/centre/centre.yaml",
                               "name: Club\nopening_hours: {tuesday: \"07:00-22:00\"}\nplans: [{id: full, monthly_fee: 40}]\n")
                try site.write("content/centre/facilities/pool.yaml", "capacity: 2\nslot: 60\n")
                try site.write("content/centre/bookings/2026-03-03.yaml",
                               "- {facility: pool, member: ana, start: \"18:00\", end: \"19:00\"}\n")
                return SiteChanges(content: ["content/athletes/ana.yaml", "content/centre"])
            }),
            ("edit a booking", {
                try site.write("content/centre/bookings/2026-03-03.yaml",
                               "- {facility: pool, member: ana, start: \"19:00\", end: \"21:00\"}\n")
                return SiteChanges(content: ["content/centre/bookings/2026-03-03.yaml"])
            }),
            ("record a payment", {
                try site.write("content/centre/payments/2026-02.yaml", "ana: {paid: 2026-02-02}\n")
                return SiteChanges(content: ["content/centre/payments/2026-02.yaml"])
            }),
            ("override a template", {
                try site.write("Templates/pages/page.mustache", "{{#content}}<main>{{{bodyHTML}}}</main>{{/content}}\n")
                return SiteChanges(templates: true)
            }),
            ("change the settings", {
                try site.write("site.yaml", "title: Serve test (renamed)\nunits: lb\ntimezone: UTC\n")
                return .everything
            }),
        ]
        for (name, edit) in edits {
            let changes = try edit()
            let outcome = await session.rebuild(changes)
            #expect(outcome.succeeded, "\(name): \(outcome.diagnostics.sorted) \(outcome.failure ?? "")")
            #expect(!outcome.changedPaths.isEmpty, "\(name) changed nothing")
            await expectSameAsFullBuild(session, site, after: name)
        }
    }

    /// docs/content-format.md#athletes: the preview shows what a build publishes, a private athlete's media included.
    @Test func aPrivateAthletesMediaIsNotServed() async throws {
        var files = SampleSite.files
        files["content/athletes/ben.yaml"] = "name: Ben\nprivate: true\nphoto: ben.svg\n"
        files["content/athletes/ben.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
        files["content/workouts/ben/knee.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
        files["content/workouts/ana/bar.svg"] = "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"
        let site = try TempSite(files)
        var session = await newSession(site)
        #expect(session.files["athletes/ben.svg"] == nil)
        #expect(session.files["workouts/ben/knee.svg"] == nil)
        #expect(session.files["workouts/ana/bar.svg"] != nil)
        await expectSameAsFullBuild(session, site)
        // A picture added to the private athlete's folder while serving stays out too.
        try site.write("content/workouts/ben/elbow.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        let outcome = await session.rebuild(SiteChanges(content: ["content/workouts/ben/elbow.svg"]))
        #expect(outcome.succeeded)
        #expect(session.files["workouts/ben/elbow.svg"] == nil)
        await expectSameAsFullBuild(session, site, after: "a private athlete's picture added")
    }

    @Test func editingOneWorkoutDecodesOnlyThatFileAndRecomputesOnlyItsAthlete() async throws {
        let site = try TempSite(SampleSite.files)
        var session = await newSession(site)
        try site.write("content/workouts/ben/2026-03-07.yaml", SampleSite.workout("ben", "2026-03-07", squat: 140))
        let outcome = await session.rebuild(SiteChanges(content: ["content/workouts/ben/2026-03-07.yaml"]))
        #expect(outcome.decodedFiles == ["content/workouts/ben/2026-03-07.yaml"])
        #expect(outcome.recomputedAthletes == ["ben"])
        #expect(outcome.renderedPages != nil)
        #expect(outcome.changedPaths.contains("athletes/ben/workouts/2026-03-07/index.html"))
        #expect(outcome.changedPaths.contains("stats.json"))
        #expect(!outcome.changedPaths.contains("athletes/ana/workouts/2026-03-02/index.html"))
    }

    @Test func editingAFreePageRecomputesNoAthleteAndRendersThatPage() async throws {
        var files = SampleSite.files
        files["content/pages/about.md"] = "---\ntitle: About\n---\nThe team.\n"
        let site = try TempSite(files)
        var session = await newSession(site)
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nThe whole team.\n")
        let outcome = await session.rebuild(SiteChanges(content: ["content/pages/about.md"]))
        #expect(outcome.succeeded)
        #expect(outcome.decodedFiles == ["content/pages/about.md"])
        #expect(outcome.recomputedAthletes == [])
        // Its own page alone: the others show its title, which is as it was.
        #expect(outcome.renderedPages == 1)
        #expect(outcome.changedPaths == ["pages/about/index.html", "search-index.js", "search-index.json"])
        await expectSameAsFullBuild(session, site, after: "a free page edited")
    }

    /// An exercise's description is read by its own page alone; its name by every page naming
    /// the exercise, and by statistics.
    @Test func editingAnExercisesDescriptionRecomputesNoAthleteAndRendersItsPage() async throws {
        var files = SampleSite.files
        files["content/exercises/back-squat.yaml"] = nil
        let path = "content/exercises/back-squat.md"
        files[path] = "---\nname: Back Squat\ntype: strength\n---\n## Cues\n- Brace.\n"
        let site = try TempSite(files)
        var session = await newSession(site)
        try site.write(path, "---\nname: Back Squat\ntype: strength\n---\n## Cues\n- Brace, then breathe.\n")
        let words = await session.rebuild(SiteChanges(content: [path]))
        #expect(words.succeeded)
        #expect(words.decodedFiles == [path])
        #expect(words.recomputedAthletes == [])
        #expect(words.renderedPages == 1)
        #expect(words.changedPaths == ["exercises/back-squat/index.html"])
        await expectSameAsFullBuild(session, site, after: "an exercise's description edited")

        try site.write(path, "---\nname: Low-bar Squat\ntype: strength\n---\n## Cues\n- Brace, then breathe.\n")
        let name = await session.rebuild(SiteChanges(content: [path]))
        #expect(name.succeeded)
        #expect(name.recomputedAthletes == ["ana", "ben"])
        #expect(name.renderedPages == nil)
        await expectSameAsFullBuild(session, site, after: "an exercise renamed")
    }

    @Test func savingAFileUnchangedChangesNoOutput() async throws {
        let site = try TempSite(SampleSite.files)
        var session = await newSession(site)
        try site.write("content/workouts/ana/2026-03-02.yaml", SampleSite.files["content/workouts/ana/2026-03-02.yaml"]!)
        let outcome = await session.rebuild(SiteChanges(content: ["content/workouts/ana/2026-03-02.yaml"]))
        #expect(outcome.succeeded)
        #expect(outcome.decodedFiles == [])
        #expect(outcome.recomputedAthletes == [])
        #expect(outcome.changedPaths == [])
    }

    @Test func aContentErrorKeepsTheLastGoodSiteUntilFixed() async throws {
        let site = try TempSite(SampleSite.files)
        var session = await newSession(site)
        let good = session.files
        try site.write("content/workouts/ana/2026-03-02.yaml", "date: 2026-03-02\nentries:\n  - exercise: bak-squat\n    sets: [80 x 5]\n")
        let broken = await session.rebuild(SiteChanges(content: ["content/workouts/ana/2026-03-02.yaml"]))
        #expect(!broken.succeeded)
        #expect(broken.diagnostics.sorted.map(\.location.file).contains("content/workouts/ana/2026-03-02.yaml"))
        #expect(session.files == good)

        // A template change while the content is broken must not hide the error…
        try site.write("Templates/pages/page.mustache", "{{#content}}<main>{{{bodyHTML}}}</main>{{/content}}\n")
        let stillBroken = await session.rebuild(SiteChanges(templates: true))
        #expect(!stillBroken.succeeded)

        try site.write("content/workouts/ana/2026-03-02.yaml", SampleSite.workout("ana", "2026-03-02", squat: 81))
        let fixed = await session.rebuild(SiteChanges(content: ["content/workouts/ana/2026-03-02.yaml"]))
        #expect(fixed.succeeded)
        // …nor be forgotten once the content is fixed.
        await expectSameAsFullBuild(session, site, after: "fixing the content after a template change")
    }

    @Test func theFirstBuildMatchesTheBuildOfTheFixtureSite() async throws {
        let site = try TempSite(SampleSite.files)
        let session = await newSession(site)
        await expectSameAsFullBuild(session, site)
        #expect(session.files["index.html"] != nil)
        #expect(session.files["stats.json"] != nil)
    }
}
