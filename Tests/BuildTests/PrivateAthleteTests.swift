import Foundation
import Testing
import TestSupport

/// docs/content-format.md#athletes: `private: true` leaves an athlete out of the built site. The sample site's
/// `dana` is private; her id and name must appear in no output file and no output path.
@Suite final class PrivateAthleteTests {
    let scratch = TemporaryFolder("spotter-private")

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// 2026-11-24, after the sample's last workout.
    static let environment = ["SOURCE_DATE_EPOCH": "1795478400"]

    /// Output files (path and text) that name Dana: `dana` as a word in any case, or her name.
    /// "Verdana", a font the badges name, is not a match.
    private func mentionsOfDana(in output: URL) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? []
        return try files.sorted().filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder)
            if path.contains(/\bdana\b/.ignoresCase()) { return true }
            guard !isFolder.boolValue else { return false }
            let text = String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
            return text.contains(/\bdana\b/.ignoresCase()) || text.contains("Quiroga")
        }
    }

    /// Contact details written into the sample for the tests: Dana's (private) and Ben's
    /// (public), every field of them: surname, address, email and phone.
    static let contactDetails = ["dana.quiroga@example.com", "+34 600 111 222", "Beltrán", "Calle Mayor 9",
                                 "ben.okafor@example.com", "+34 611 222 333", "Adebayo", "Calle del Olmo 4"]

    /// Output files whose path or text holds any of `needles`.
    private func files(in folder: URL, containing needles: [String]) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return try files.sorted().filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            guard !isFolder.boolValue else { return false }
            let bytes = try Data(contentsOf: folder.appendingPathComponent(path))
            return needles.contains { bytes.range(of: Data($0.utf8)) != nil }
        }
    }

    /// Writes the contact details of `contactDetails` into the site's Dana and Ben.
    private func addContactDetails(to site: URL) throws {
        for (file, lines) in [("dana.md", "surname: Beltrán\naddress: Calle Mayor 9\nemail: dana.quiroga@example.com\nphone: \"+34 600 111 222\"\n"),
                              ("ben.md", "surname: Adebayo\naddress: Calle del Olmo 4\nemail: ben.okafor@example.com\nphone: \"+34 611 222 333\"\n")] {
            let url = site.appendingPathComponent("content/athletes/" + file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "---\nname:", with: "---\n" + lines + "name:")
                .write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test func aPrivateAthleteIsInNoFileOfTheBuiltSite() throws {
        let output = scratch("public")
        let build = try CommandLineTests.run(["build", "--source", Self.repository.path, "--output", output.path],
                                             environment: Self.environment)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try mentionsOfDana(in: output) == [])
        // The other athletes are there.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/ben/index.html").path))
    }

    /// A picture in Dana's workout folder, and a photo on her profile, stay out too.
    @Test func aPrivateAthletesMediaIsNotCopied() throws {
        let site = scratch("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("content"),
                                         to: site.appendingPathComponent("content"))
        let picture = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)
        try picture.write(to: site.appendingPathComponent("content/workouts/dana/knee.svg"))
        try picture.write(to: site.appendingPathComponent("content/athletes/dana-photo.svg"))
        let profile = site.appendingPathComponent("content/athletes/dana.md")
        let text = try String(contentsOf: profile, encoding: .utf8)
        try text.replacingOccurrences(of: "private: true\n", with: "private: true\nphoto: dana-photo.svg\n")
            .write(to: profile, atomically: true, encoding: .utf8)
        let output = scratch("public-media")
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path],
                                             environment: Self.environment)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try mentionsOfDana(in: output) == [])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/dana-photo.svg").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/ana.svg").path))
        let all = scratch("public-media-all")
        _ = try CommandLineTests.run(["build", "--include-private", "--source", site.path, "--output", all.path],
                                     environment: Self.environment)
        #expect(FileManager.default.fileExists(atPath: all.appendingPathComponent("workouts/dana/knee.svg").path))
        #expect(FileManager.default.fileExists(atPath: all.appendingPathComponent("athletes/dana-photo.svg").path))
    }

    @Test func includePrivateBuildsThemToo() throws {
        let output = scratch("public-all")
        let build = try CommandLineTests.run(["build", "--include-private", "--source", Self.repository.path,
                                              "--output", output.path], environment: Self.environment)
        #expect(build.status == 0, "\(build.stderr)")
        let mentions = try mentionsOfDana(in: output)
        #expect(mentions.contains("athletes/dana/index.html"))
        #expect(mentions.contains("athletes/dana/workouts/2026-11-04-lower-a/index.html"))
        #expect(mentions.contains("stats.json"))
        #expect(mentions.contains("search-index.json"))
    }

    /// Issue #55: every folder Spotter writes beside the site (the output, the build cache
    /// `.public.spotter-cache` and the spare `.public.spotter-spare`, all uploaded by the CI
    /// action's cache) holds no byte naming Dana after a build without `--include-private`:
    /// after she is made private, after an `--include-private` build, after a partial rebuild
    /// and after an edit of her own workout. The cache's key names no folder by its path.
    @Test func aPrivateAthleteIsInNoFileOfTheOutputTheCacheOrTheSpare() throws {
        let site = scratch("everywhere-site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for item in ["content", "Templates", "site.yaml"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(item), to: site.appendingPathComponent(item))
        }
        let folder = scratch("everywhere")
        let builds = BuildsBesideTheCache(site: site, folder: folder)
        let (output, cache, spare) = (builds.output, builds.cache, builds.spare)
        func build(_ includePrivate: Bool = false) throws -> String { try builds.build(includePrivate: includePrivate) }
        func expectNoDana(_ step: String) throws {
            for place in [output, cache, spare] {
                #expect(try mentionsOfDana(in: place) == [], "\(step): \(place.lastPathComponent)")
                // Nobody's contact details, a public member's either.
                #expect(try files(in: place, containing: Self.contactDetails) == [], "\(step): \(place.lastPathComponent)")
            }
            #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("build-manifest").path), "\(step)")
            // The key names no folder of the machine: no absolute path anywhere in the manifest.
            let manifest = try [UInt8](Data(contentsOf: cache.appendingPathComponent("build-manifest")))
            for path in [folder.path, site.path, "/tmp"] {
                #expect(manifest.firstRange(of: Array(path.utf8)) == nil, "\(step): \(path)")
            }
        }
        try addContactDetails(to: site)
        let profile = site.appendingPathComponent("content/athletes/dana.md")
        // Dana a member, with a place in a class and one in a facility.
        try (try String(contentsOf: profile, encoding: .utf8))
            .replacingOccurrences(of: "---\n", with: "---\nmembership: {plan: full, since: 2026-09-01}\n", options: .anchored)
            .write(to: profile, atomically: true, encoding: .utf8)
        let monday = site.appendingPathComponent("content/centre/bookings/2026-11-09.yaml")
        try (try String(contentsOf: monday, encoding: .utf8) + "- {class: mobility, member: dana}\n"
                + "- {facility: wall, member: dana, start: \"19:00\", end: \"20:30\"}\n")
            .write(to: monday, atomically: true, encoding: .utf8)
        // A missing photo: a warning at her profile, which names her.
        let privateProfile = try String(contentsOf: profile, encoding: .utf8)
            .replacingOccurrences(of: "private: true\n", with: "private: true\nphoto: quiroga-knee.jpg\n")
        // Public first: her pages are in the output, the cache and then the spare.
        try privateProfile.replacingOccurrences(of: "private: true\n", with: "").write(to: profile, atomically: true, encoding: .utf8)
        _ = try build()
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/dana/index.html").path))
        try privateProfile.write(to: profile, atomically: true, encoding: .utf8)
        _ = try build()
        try expectNoDana("made private")
        _ = try build(true)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/dana/index.html").path))
        _ = try build()
        try expectNoDana("after --include-private")
        // An edit of Ben's workout: a build through the cache, the spare written into.
        let bens = site.appendingPathComponent("content/workouts/ben/2026/11/2026-11-11-lower-a.yaml")
        try (try String(contentsOf: bens, encoding: .utf8)).replacingOccurrences(of: "rpe: 7", with: "rpe: 8")
            .write(to: bens, atomically: true, encoding: .utf8)
        _ = try build()
        try expectNoDana("Ben's workout edited")
        let danas = site.appendingPathComponent("content/workouts/dana/2026/11/2026-11-04-lower-a.yaml")
        try (try String(contentsOf: danas, encoding: .utf8)) .appending("notes: Quiroga's knee, dana's note\n")
            .write(to: danas, atomically: true, encoding: .utf8)
        _ = try build()
        try expectNoDana("Dana's workout edited")
        #expect(try build().contains("Nothing changed since the last build"))
        try expectNoDana("nothing changed")
    }

    @Test func theReportLeavesThemOutUnlessAsked() throws {
        let report = try CommandLineTests.run(["report", "--source", Self.repository.path], environment: Self.environment)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(!report.stdout.contains("Dana"))
        #expect(report.stdout.contains("## Ben Okafor"))
        let all = try CommandLineTests.run(["report", "--include-private", "--source", Self.repository.path],
                                           environment: Self.environment)
        #expect(all.stdout.contains("## Dana Quiroga"))
    }

    /// The sample site with Dana made a centre member who has workouts, a plan, a test,
    /// a private session template, a payment and bookings (one for her own session).
    private func siteWithDanaAsAMember(language: String = "en") throws -> URL {
        let site = scratch("member-site-\(language)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for item in ["content", "Templates"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(item), to: site.appendingPathComponent(item))
        }
        let siteYAML = try String(contentsOf: Self.repository.appendingPathComponent("site.yaml"), encoding: .utf8)
        try siteYAML.replacingOccurrences(of: "language: en", with: "language: \(language)")
            .write(to: site.appendingPathComponent("site.yaml"), atomically: true, encoding: .utf8)
        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = site.appendingPathComponent("content/" + path)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try change(text).write(to: url, atomically: true, encoding: .utf8)
        }
        try edit("athletes/dana.md") { $0.replacingOccurrences(of: "private: true\n", with: "private: true\nmembership: {plan: full, since: 2026-09-01}\n") }
        try addContactDetails(to: site)
        try edit("sessions/dana-knee.yaml") { _ in "name: Dana's knee rehab\nathlete: dana\n" }
        try edit("plans/dana-return.yaml") { _ in "name: Dana's return\nathlete: dana\nstart: 2026-11-02\nweeks: 2\nschedule:\n  monday: dana-knee\n" }
        try edit("measurements/dana/tests.yaml") { _ in "athlete: dana\nentries:\n  - {date: 2026-11-05, test: 5k, result: \"24:10\"}\n" }
        try edit("centre/payments/2026-11.yaml") { $0 + "dana: {amount: 49, paid: 2026-11-03}\n" }
        try edit("centre/bookings/2026-11-09.yaml") {
            $0 + "- {facility: weights, member: dana, start: \"18:00\", end: \"19:00\", session: dana-knee}\n"
                + "- {facility: wall, member: dana, start: \"19:00\", end: \"20:30\"}\n"
                + "- {class: mobility, member: dana, session: dana-knee}\n"
        }
        return site
    }

    /// Builds `site` with the command line into a new folder of this test.
    private func build(_ site: URL, _ name: String, includePrivate: Bool = false) throws -> URL {
        let output = scratch(name)
        let run = try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output.path]
                                           + (includePrivate ? ["--include-private"] : []), environment: Self.environment)
        #expect(run.status == 0, "\(run.stderr)")
        return output
    }

    private func bookings(_ output: URL) throws -> [Int] {
        let stats = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("stats.json"))) as? [String: Any]
        let facilities = (stats?["centre"] as? [String: Any])?["facilities"] as? [[String: Any]] ?? []
        return facilities.compactMap { $0["bookings"] as? Int }
    }

    /// stats.json's places used per class (docs/stats-json.md#centre), by class id.
    private func placesUsed(_ output: URL) throws -> [String: Int] {
        let stats = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("stats.json"))) as? [String: Any]
        let classes = (stats?["centre"] as? [String: Any])?["classes"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: classes.compactMap { item in
            (item["id"] as? String).map { ($0, item["places_used"] as? Int ?? -1) }
        })
    }

    /// Issue #27: a private member was named on the public day sheet. Over every output
    /// file, every byte: neither her id nor her name, yet her bookings still fill places.
    @Test func aPrivateCentreMemberIsInNoByteOfTheSiteButHerBookingsCount() throws {
        let site = try siteWithDanaAsAMember()
        let output = try build(site, "member-public")
        #expect(try mentionsOfDana(in: output) == [])
        #expect(try files(in: output, containing: Self.contactDetails) == [])
        let sheet = try String(contentsOf: output.appendingPathComponent("centre/bookings/2026-11-09/weights/index.html"),
                               encoding: .utf8)
        #expect(sheet.contains("1 private booking<"))
        let wall = try String(contentsOf: output.appendingPathComponent("centre/bookings/2026-11-09/wall/index.html"),
                              encoding: .utf8)
        #expect(wall.contains("1 private booking<"))
        // Her place in a class is taken, not named: Ana, Fay and one private booking of 10.
        let studio = try String(contentsOf: output.appendingPathComponent("centre/bookings/2026-11-09/studio/index.html"),
                                encoding: .utf8)
        #expect(studio.contains("<td>3 / 10</td><td><p class=\"day-sheet-class\"><strong>Morning mobility</strong> · Instructor: Marta Gil</p><ul class=\"day-sheet-people\"><li><span class=\"check\" aria-hidden=\"true\"></span> Ana Ruiz</li><li><span class=\"check\" aria-hidden=\"true\"></span> Fay Lindqvist</li><li><span class=\"check\" aria-hidden=\"true\"></span> 1 private booking</li><li class=\"free\">7 free</li></ul>"))
        // The roster sorts by surname (Ben's is Adebayo, which it never shows) and shows the name only.
        let roster = try String(contentsOf: output.appendingPathComponent("centre/index.html"), encoding: .utf8)
        let names = roster.matches(of: /<tr class="member-[a-z]+"><th scope="row">(?:<a href="[^"]*">)?([^<]+)/).map { String($0.1) }
        #expect(names == ["Ben Okafor", "Fay Lindqvist", "Carla Méndez", "Eli Navarro", "Ana Ruiz"])
        // Receipts name members and amounts: never on the public site.
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("centre/receipts").path))

        let all = try build(site, "member-all", includePrivate: true)
        #expect(FileManager.default.fileExists(atPath: all.appendingPathComponent("centre/receipts/2026-11-dana-1/index.html").path))
        #expect(FileManager.default.fileExists(atPath: all.appendingPathComponent("centre/receipts/2026-11-fay-1/index.html").path))
        let mentions = try mentionsOfDana(in: all)
        #expect(mentions.contains("centre/bookings/2026-11-09/weights/index.html"))
        #expect(mentions.contains("centre/bookings/2026-11-09/studio/index.html"))
        #expect(mentions.contains("centre/dues/index.html"))
        // Contact details stay out with --include-private too (docs/content-format.md#contact-details).
        #expect(try files(in: all, containing: Self.contactDetails) == [])
        #expect(mentions.contains("athletes/dana/index.html"))
        #expect(mentions.contains("stats.json"))
        // Occupancy counts her bookings either way, her place in Monday's class too (9 of the sample's and hers).
        #expect(try bookings(output) == bookings(all))
        #expect(try placesUsed(output) == ["circuit": 9, "mobility": 10])
        #expect(try placesUsed(all) == ["circuit": 9, "mobility": 10])
        #expect(try bookings(output) != bookings(try build(Self.repository, "member-none")))
    }

    @Test func theDaySheetCountsPrivateBookingsInSpanish() throws {
        let output = try build(try siteWithDanaAsAMember(language: "es"), "member-es")
        #expect(try mentionsOfDana(in: output) == [])
        let sheet = try String(contentsOf: output.appendingPathComponent("centre/bookings/2026-11-09/weights/index.html"),
                               encoding: .utf8)
        #expect(sheet.contains("1 reserva privada<"))
    }

    @Test func theReportOfACentreNamesNoPrivateMember() throws {
        let site = try siteWithDanaAsAMember()
        let report = try CommandLineTests.run(["report", "--source", site.path], environment: Self.environment)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(!report.stdout.contains(/\bdana\b/.ignoresCase()))
        #expect(!report.stdout.contains("Quiroga"))
    }
}

/// A site built again and again into `FOLDER/public`, beside its build cache and spare, as the
/// CI action keeps them (`.public.spotter-cache`, `.public.spotter-spare`).
struct BuildsBesideTheCache {
    let site: URL
    let output: URL
    let cache: URL
    let spare: URL

    init(site: URL, folder: URL) {
        self.site = site
        output = folder.appendingPathComponent("public")
        cache = folder.appendingPathComponent(".public.spotter-cache")
        spare = folder.appendingPathComponent(".public.spotter-spare")
    }

    /// One `spotter build` as of the sample's day, expected to succeed: what it printed.
    func build(includePrivate: Bool = false) throws -> String {
        let run = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path]
                                           + (includePrivate ? ["--include-private"] : []),
                                           environment: PrivateAthleteTests.environment)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout + run.stderr
    }
}
