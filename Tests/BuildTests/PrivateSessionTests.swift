import Foundation
import Testing
import TestSupport

/// docs/content-format.md#private-sessions: `private: true` on a session template leaves it out
/// of the built site, as a private athlete is: its name, description, notes and id are in no
/// byte of the output, the build cache or the spare. Plans and workouts that name it keep
/// counting, as "Private session", without a link.
@Suite final class PrivateSessionTests {
    let scratch = TemporaryFolder("spotter-private-session")

    static let session = """
        name: Tendon Care Zanahoria
        description: Isometrics for the zanahoria pulley, after the physio's advice.
        private: true
        items:
          - exercise: dead-hang
            prescription: 3x30s, rest 1m
            notes: Slow and easy, Zanahoria.
        """ + "\n"

    /// The sample site with the private session planned on Ana's summer-base Sundays (week A),
    /// done once (Sunday 9 August), and booked once at the wall.
    func site() throws -> URL {
        let site = scratch("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for item in ["content", "Templates", "site.yaml"] {
            try FileManager.default.copyItem(at: PrivateAthleteTests.repository.appendingPathComponent(item),
                                             to: site.appendingPathComponent(item))
        }
        try Self.session.write(to: site.appendingPathComponent("content/sessions/tendon-care.yaml"), atomically: true, encoding: .utf8)
        let plan = site.appendingPathComponent("content/plans/summer-base.yaml")
        try (try String(contentsOf: plan, encoding: .utf8))
            .replacingOccurrences(of: "    saturday: threshold-run\n", with: "    saturday: threshold-run\n    sunday: tendon-care\n")
            .write(to: plan, atomically: true, encoding: .utf8)
        try """
            date: 2026-08-09T10:00
            session: tendon-care
            duration: 20
            rpe: 3
            entries:
              - exercise: dead-hang
                sets: [30s, 30s, 30s]

            """.write(to: site.appendingPathComponent("content/workouts/ana/2026/08/2026-08-09-sunday.yaml"),
                      atomically: true, encoding: .utf8)
        let bookings = site.appendingPathComponent("content/centre/bookings/2026-11-17.yaml")
        try (try String(contentsOf: bookings, encoding: .utf8)).replacingOccurrences(of: "session: max-hangs", with: "session: tendon-care")
            .write(to: bookings, atomically: true, encoding: .utf8)
        return site
    }

    /// Files (and paths) of `folder` that name the session: a word of its name, description and
    /// notes, and (`id`) its id. The cache keeps Ana's workouts as her files write them
    /// (`athlete-workouts/`), the id of the session one of them names included, so it is
    /// searched for the session's words only.
    private func mentions(in folder: URL, id: Bool = true) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return try files.sorted().filter { path in
            if id && path.contains("tendon-care") { return true }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            guard !isFolder.boolValue else { return false }
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(path)), as: UTF8.self)
            return text.contains(/zanahoria|Tendon Care|physio/.ignoresCase()) || (id && text.contains("tendon-care"))
        }
    }

    private func page(_ output: URL, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test func aPrivateSessionIsInNoFileButItsPlannedAndDoneDaysCount() throws {
        let site = try site()
        let output = scratch("public")
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path],
                                             environment: PrivateAthleteTests.environment)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try mentions(in: output) == [])
        // The plan's Sunday of week 1 is done, by the workout of that session, and named as private.
        let plan = try page(output, "athletes/ana/plans/summer-base/index.html")
        #expect(plan.contains("<li class=\"slot slot-done\">Private session <span class=\"slot-status\">"
            + "<a href=\"../../../../athletes/ana/workouts/2026-08-09-sunday/index.html\">done</a></span></li>"))
        // Weeks 1 and 3 are A weeks: the Sunday of week 3 was missed.
        #expect(plan.contains("<li class=\"slot slot-missed\">Private session <span class=\"slot-status\">missed</span></li>"))
        let stats = try page(output, "athletes/ana/stats.json")
        #expect(stats.contains("\"session\": \"_private-1\""))
        let calendar = try page(output, "athletes/ana/calendar.ics")
        #expect(calendar.contains("SUMMARY:Private session"))
        let day = try page(output, "centre/bookings/2026-11-17/wall/index.html")
        #expect(day.contains("Private session"))
        // The workout still counts and has its page, with no session named.
        let workout = try page(output, "athletes/ana/workouts/2026-08-09-sunday/index.html")
        #expect(workout.contains("<h1>Workout</h1>"))

        let all = scratch("public-all")
        let included = try CommandLineTests.run(["build", "--include-private", "--source", site.path, "--output", all.path],
                                                environment: PrivateAthleteTests.environment)
        #expect(included.status == 0, "\(included.stderr)")
        #expect(try mentions(in: all).contains("sessions/tendon-care/index.html"))
        #expect(try page(all, "athletes/ana/plans/summer-base/index.html").contains("Tendon Care Zanahoria"))
    }

    /// As for private athletes (PrivateAthleteTests): no byte of the session in the output, the
    /// cache or the spare after it is made private, after an `--include-private` build, and
    /// after an edit of its own file.
    @Test func aPrivateSessionIsInNoFileOfTheOutputTheCacheOrTheSpare() throws {
        let site = try site()
        let builds = BuildsBesideTheCache(site: site, folder: scratch("everywhere"))
        let (output, cache, spare) = (builds.output, builds.cache, builds.spare)
        func build(_ includePrivate: Bool = false) throws -> String { try builds.build(includePrivate: includePrivate) }
        func expectNone(_ step: String) throws {
            for place in [output, cache, spare] {
                #expect(try mentions(in: place, id: place != cache) == [], "\(step): \(place.lastPathComponent)")
            }
            #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("build-manifest").path), "\(step)")
        }
        let file = site.appendingPathComponent("content/sessions/tendon-care.yaml")
        // Public first: its pages are in the output, then in the spare.
        try Self.session.replacingOccurrences(of: "private: true\n", with: "").write(to: file, atomically: true, encoding: .utf8)
        _ = try build()
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("sessions/tendon-care/index.html").path))
        try Self.session.write(to: file, atomically: true, encoding: .utf8)
        _ = try build()
        try expectNone("made private")
        _ = try build(true)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("sessions/tendon-care/index.html").path))
        _ = try build()
        try expectNone("after --include-private")
        try (Self.session + "# zanahoria, edited\n").write(to: file, atomically: true, encoding: .utf8)
        _ = try build()
        try expectNone("its file edited")
        #expect(try build().contains("Nothing changed since the last build"))
        try expectNone("nothing changed")
    }
}
