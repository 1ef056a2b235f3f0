import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Rendering
import Statistics
import TrainingModel

/// `feed.xml`: an Atom document of the newest workouts and the records they set.
@Suite struct AtomFeedTests {
    static func bench(_ id: String, _ day: String, minute: Int? = nil, kilograms: Double, name: String? = nil,
                      notes: String = "") -> Workout {
        Workout(id: id, date: SampleLibrary.date(day), startMinute: minute, athlete: "ana", name: name,
                notes: notes, entries: [
                    WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: kilograms), reps: 5)]),
                ])
    }

    static func library(_ workouts: [Workout], baseURL: String? = nil) -> TrainingLibrary {
        TrainingLibrary(
            config: SiteConfig(title: "Ana & co", author: "Ana", baseURL: baseURL, timezone: "Europe/Madrid"),
            athletes: [Athlete(id: "ana", name: "Ana")],
            exercises: [Exercise(id: "bench-press", name: "Bench <Press>")], workouts: workouts)
    }

    @Test func feedListsWorkoutsNewestFirstWithTheirRecords() async throws {
        let feed = try #require(try await renderSite(Self.library([
            Self.bench("w1", "2026-03-01", kilograms: 60),
            Self.bench("w2", "2026-03-03", minute: 7 * 60 + 30, kilograms: 65, name: "Push & pull", notes: "Felt *good*."),
        ]))["feed.xml"])
        #expect(feed == """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
              <title>Ana &amp; co · Workouts</title>
              <subtitle>Workouts and personal records</subtitle>
              <id>urn:spotter:index.html</id>
              <link rel="alternate" type="text/html" href="index.html"/>
              <updated>2026-03-03T07:30:00+01:00</updated>
              <author><name>Ana</name></author>
              <generator>Spotter</generator>
              <entry>
                <title>Push &amp; pull · 3 PRs</title>
                <id>urn:spotter:workouts/w2/index.html</id>
                <link rel="alternate" type="text/html" href="workouts/w2/index.html"/>
                <published>2026-03-03T07:30:00+01:00</published>
                <updated>2026-03-03T07:30:00+01:00</updated>
                <category term="record"/>
                <summary>Tue 3 Mar 2026 · 1 set · Bench &lt;Press&gt;</summary>
                <content type="html">&lt;ul&gt;&lt;li&gt;Bench &amp;lt;Press&amp;gt;: 65 kg × 5&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Records&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Bench &amp;lt;Press&amp;gt;: weight PR 65 kg&lt;/li&gt;&lt;li&gt;Bench &amp;lt;Press&amp;gt;: e1RM PR 75.8 kg&lt;/li&gt;&lt;li&gt;Bench &amp;lt;Press&amp;gt;: volume PR 325 kg&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Felt &lt;em&gt;good&lt;/em&gt;.&lt;/p&gt;</content>
              </entry>
              <entry>
                <title>Workout</title>
                <id>urn:spotter:workouts/w1/index.html</id>
                <link rel="alternate" type="text/html" href="workouts/w1/index.html"/>
                <published>2026-03-01T00:00:00+01:00</published>
                <updated>2026-03-01T00:00:00+01:00</updated>
                <summary>Sun 1 Mar 2026 · 1 set · Bench &lt;Press&gt;</summary>
                <content type="html">&lt;ul&gt;&lt;li&gt;Bench &amp;lt;Press&amp;gt;: 60 kg × 5&lt;/li&gt;&lt;/ul&gt;</content>
              </entry>
            </feed>

            """)
    }

    @Test func linksAndIdsAreAbsoluteUnderTheBaseURL() async throws {
        let feed = try #require(try await renderSite(Self.library([Self.bench("w1", "2026-03-01", kilograms: 60)],
                                                                 baseURL: "https://example.org/ana"))["feed.xml"])
        #expect(feed.contains("  <id>https://example.org/ana/</id>\n"))
        #expect(feed.contains("  <link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.org/ana/feed.xml\"/>\n"))
        #expect(feed.contains("    <id>https://example.org/ana/workouts/w1/</id>\n"))
        #expect(feed.contains("    <link rel=\"alternate\" type=\"text/html\" href=\"https://example.org/ana/workouts/w1/\"/>\n"))
    }

    /// The newest 50 workouts on or before the as-of date; a later one is not news yet.
    @Test func feedHoldsTheNewestFiftyWorkoutsUpToTheAsOfDate() async throws {
        var workouts = (1...28).flatMap { day in
            ["a", "b"].map { Self.bench("2026-02-\(day < 10 ? "0" : "")\(day)-\($0)", "2026-02-\(day < 10 ? "0" : "")\(day)", kilograms: 50) }
        }
        workouts.append(Self.bench("later", "2026-03-09", kilograms: 50))
        let feed = try #require(try await renderSite(Self.library(workouts))["feed.xml"])
        let ids = feed.split(separator: "\n").filter { $0.hasPrefix("    <id>") }
            .map { $0.dropFirst("    <id>urn:spotter:workouts/".count).prefix(12) }
        #expect(ids.count == 50)
        #expect(ids.prefix(3) == ["2026-02-28-b", "2026-02-28-a", "2026-02-27-b"])
        #expect(ids.last == "2026-02-04-a")
        #expect(!feed.contains("later"))
    }

    @Test func feedWithoutWorkoutsIsDatedByTheAsOfDate() async throws {
        let feed = try #require(try await renderSite(Self.library([]))["feed.xml"])
        #expect(feed.contains("  <updated>2026-03-05T00:00:00+01:00</updated>\n"))
        #expect(!feed.contains("<entry>"))
    }

    @Test func timestampsCarryTheOffsetOfTheirDay() {
        let date = SampleLibrary.date
        #expect(AtomFeed.timestamp(date("2026-03-28"), minute: 600, timeZone: "Europe/Madrid") == "2026-03-28T10:00:00+01:00")
        #expect(AtomFeed.timestamp(date("2026-03-30"), minute: 600, timeZone: "Europe/Madrid") == "2026-03-30T10:00:00+02:00")
        #expect(AtomFeed.timestamp(date("2026-07-01"), minute: 5, timeZone: "America/New_York") == "2026-07-01T00:05:00-04:00")
        #expect(AtomFeed.timestamp(date("2026-07-01"), minute: nil, timeZone: "Asia/Kolkata") == "2026-07-01T00:00:00+05:30")
        #expect(AtomFeed.timestamp(date("2026-07-01"), minute: nil, timeZone: "UTC") == "2026-07-01T00:00:00Z")
    }

    /// Content is never trusted: markup and characters XML cannot hold stay out of the
    /// document's structure, which an XML parser reads to its end.
    @Test func hostileTextLeavesTheFeedWellFormed() async throws {
        let feed = try #require(try await renderSite(Self.library([
            Self.bench("w1", "2026-03-01", kilograms: 60, name: "</title><script>x</script>]]>\u{1}\u{FFFF}",
                       notes: "<img src=x onerror=alert(1)> & \u{0}"),
        ]))["feed.xml"])
        #expect(feed.contains("<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;]]&gt;</title>"))
        #expect(!feed.contains("<script>") && !feed.contains("<img"))
        let parser = XMLParser(data: Data(feed.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    /// The feed's workouts are read from the end of the library's (kept in start order), not
    /// sorted: they are the ones a stable sort, newest first, picks, workouts that start at
    /// once included (three athletes with the same ids on the same few days and minutes).
    @Test func theNewestWorkoutsAreThoseASortPicks() throws {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let unsorted = (0..<300).map { _ in
            Workout(id: ["a", "b", "c"][next(3)], date: SampleLibrary.date("2026-03-\(10 + next(8))"),
                    startMinute: [nil, 0, 60][next(3)], athlete: ["x", "y", "z"][next(3)])
        }
        var library = Self.library([])
        library.workouts = unsorted.enumerated().sorted {
            Workout.startOrder($0.element, $1.element) || (!Workout.startOrder($1.element, $0.element) && $0.offset < $1.offset)
        }.map(\.element)
        let asOf = SampleLibrary.date("2026-03-15")
        let builder = PageBuilder(library: library, statistics: StatisticsEngine.compute(library, asOf: asOf),
                                  theme: try Theme.builtIn(), asOf: asOf)
        let sorted = library.workouts.filter { $0.date <= asOf }.sorted { Workout.startOrder($1, $0) }
        for count in [0, 1, 7, 50, 300] {
            #expect(builder.newestWorkouts(count) == Array(sorted.prefix(count)))
        }
        #expect(builder.newestWorkouts(300).count == sorted.count)
        // Out of start order (a library made by hand), the workouts are sorted after all.
        #expect(!Workout.areInStartOrder(unsorted))
        library.workouts = unsorted
        let unordered = PageBuilder(library: library, statistics: StatisticsEngine.compute(library, asOf: asOf),
                                    theme: try Theme.builtIn(), asOf: asOf)
        #expect(unordered.newestWorkouts(50) == Array(unsorted.filter { $0.date <= asOf }.sorted { Workout.startOrder($1, $0) }.prefix(50)))
    }
}
