@testable import Build
import Foundation
import Rendering
import Testing

/// What the sample site's pages read while they render (`PageRead`): a rebuild keeps a
/// page by these reads, so a page about one athlete must read nothing of another athlete's
/// data, or every edit of anyone renders it again.
struct PageReadsTests {
    private func sampleFiles() async throws -> [OutputFile] {
        let (outcome, files) = await SiteBuilder(sourceDirectory: PrivateAthleteTests.repository.path,
                                                 environment: ["SOURCE_DATE_EPOCH": "1795000000"]).render()
        #expect(outcome.succeeded)
        return files
    }

    /// An athlete's pages read their data alone; the pages that read every athlete's are the
    /// site's own (home, indexes, exercise and session pages, the coach's overview).
    @Test func anAthletesPagesReadOnlyTheirData() async throws {
        let files = try await sampleFiles()
        var others: [String] = []
        // `athletes/ID/…`; `athletes/index.html` and its other orders are the coach's overview.
        for file in files where file.path.hasPrefix("athletes/") && file.path.split(separator: "/").count > 2 {
            let athlete = String(file.path.split(separator: "/")[1])
            let foreign = (file.reads ?? []).filter { read in
                read == .everyAthlete || (read.athlete.map { $0 != athlete } ?? false)
            }
            if !foreign.isEmpty { others.append(file.path) }
        }
        #expect(others == [])
        #expect(files.filter { $0.path.hasPrefix("athletes/ben/") }.count > 20)
        // A member's calendar reads their own bookings and dues, not the centre's every member's,
        // and the sessions the bookings name.
        #expect(files.first { $0.path == "athletes/ben/centre.ics" }.map { Set($0.reads ?? []) }
                == [.athlete("ben"), .session("upper-a"), .session("upper-b"), .session("lower-a")])
        // Pages, and only pages, carry their reads.
        #expect(files.filter { $0.path.hasSuffix("/index.html") }.allSatisfy { $0.reads != nil })
        #expect(files.filter { $0.path.hasSuffix(".css") || $0.path.hasSuffix(".json") }.allSatisfy { $0.reads == nil })
    }

    /// A workout's page reads the workout, its figures, the exercises its athlete has pages
    /// for, the session it names, the navigation and whether the site has several athletes:
    /// an edit of another of the athlete's workouts, or of another session, keeps it.
    @Test func aWorkoutPageReadsItsWorkoutAndItsFigures() async throws {
        let files = try await sampleFiles()
        let id = "2026-10-26-upper-a"
        let page = try #require(files.first { $0.path == "athletes/ben/workouts/\(id)/index.html" })
        #expect(Set(page.reads ?? []) == [.workout(athlete: "ben", id: id), .workoutFigures(athlete: "ben", id: id),
                                          .exerciseHistories(athlete: "ben"), .session("upper-a"), .navigation, .athletes])
    }

    /// An exercise's description (its Markdown body) is read by the exercise's page alone: an
    /// edit of its words renders that page and keeps every other.
    @Test func anExercisesDescriptionIsReadByItsPageAlone() async throws {
        let files = try await sampleFiles()
        #expect(files.filter { $0.reads?.contains(.exerciseDescription("plank")) == true }.map(\.path)
                == ["exercises/plank/index.html"])
        // Each exercise's shared page (`exercises/ID/index.html`, not a list, a facet's or the
        // redirect left at an imported exercise's catalogue id) reads its own exercise's
        // description, once, and no other page reads one.
        func descriptions(_ file: OutputFile) -> [String] {
            (file.reads ?? []).compactMap { if case .exerciseDescription(let id) = $0 { id } else { nil } }
        }
        let redirect = Array("<meta http-equiv=\"refresh\"".utf8)
        let exercisePages = files.filter { $0.path.hasPrefix("exercises/") && $0.path.hasSuffix("/index.html")
            && $0.path.split(separator: "/").count == 3 && $0.bytes.firstRange(of: redirect) == nil }
        #expect(exercisePages.count == 40)
        #expect(files.filter { !descriptions($0).isEmpty }.map(\.path) == exercisePages.map(\.path))
        #expect(exercisePages.allSatisfy { descriptions($0).count == 1 })
        #expect(files.first { $0.path == "exercises/barbell-hip-thrust/index.html" }.map(descriptions) == ["Barbell_Hip_Thrust"])
    }
}
