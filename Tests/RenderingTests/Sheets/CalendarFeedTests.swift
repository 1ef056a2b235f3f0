import Testing
@testable import Rendering
import TrainingModel

/// calendar.ics: RFC 5545 that parses back to the planned sessions.
@Suite struct CalendarFeedTests {
    /// The page builder a render of `library` uses, statistics included.
    func builder(_ library: TrainingLibrary) throws -> PageBuilder {
        let renderer = SiteRenderer(library: library, theme: try Theme.builtIn(), asOf: SheetFixture.asOf)
        return PageBuilder(library: renderer.library, statistics: renderer.statistics, theme: renderer.theme,
                           asOf: renderer.asOf)
    }

    @Test func feedParsesBackToTheSameEvents() throws {
        let library = SheetFixture.make()
        let builder = try builder(library)
        let events = builder.calendarEvents(athlete: nil)
        let calendar = try ICalendarParser.parse(builder.calendarText(athlete: nil))

        #expect(calendar.name == "VCALENDAR")
        #expect(calendar.value("VERSION") == "2.0")
        #expect(calendar.value("X-WR-CALNAME") == "Sheet fixture")
        let parsed = calendar.children.filter { $0.name == "VEVENT" }
        // Two weeks × (Monday, 2 on Wednesday, Saturday).
        #expect(parsed.count == 8)
        #expect(parsed.count == events.count)
        for (event, component) in zip(events, parsed) {
            #expect(component.value("UID") == event.uid)
            #expect(component.property("DTSTART") == .init(name: "DTSTART", parameters: ["VALUE=DATE"],
                                                             value: String(event.date.iso.filter { $0 != "-" })))
            #expect(component.value("SUMMARY").map(ICalendarParser.unescape) == event.summary)
            #expect(component.value("DESCRIPTION").map(ICalendarParser.unescape) == event.description)
            #expect(component.value("URL") == event.url)
            #expect(component.value("DTSTAMP") == "20260305T000000Z")
        }
        #expect(parsed.map { $0.value("UID") ?? "" } == [
            "spring-block-1-monday-strength-day@ana.example",
            "spring-block-1-wednesday-superset-day@ana.example",
            "spring-block-1-wednesday-hangboard-day@ana.example",
            "spring-block-1-saturday-cardio-day@ana.example",
            "spring-block-2-monday-strength-day@ana.example",
            "spring-block-2-wednesday-superset-day@ana.example",
            "spring-block-2-wednesday-hangboard-day@ana.example",
            "spring-block-2-saturday-cardio-day@ana.example",
        ])
        #expect(parsed[0].value("URL") == "https://ana.example/training/sessions/strength-day/sheet/")
        #expect(events[4].description.hasPrefix("Spring block · Week 2 of 2 · Deload week\n1 Back Squat: "
            + "5 × 5 @ 80% of e1RM, rest 3 min → 97.5 kg\n"))
    }

    @Test func linesEndInCRLFAndFoldAtSeventyFiveOctetsWithoutSplittingCharacters() throws {
        let text = try builder(SheetFixture.make()).calendarText(athlete: nil)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.utf8.count <= 75, "\(line)")
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
        // Some descriptions are long enough to fold.
        #expect(lines.contains { $0.hasPrefix(" ") })
    }

    @Test func foldingKeepsMultiByteCharactersWhole() throws {
        let line = "DESCRIPTION:" + String(repeating: "é", count: 40) + String(repeating: "💪", count: 20)
        let folded = ICalendarWriter.fold(line)
        for piece in folded.split(separator: "\r\n") {
            #expect(piece.utf8.count <= 75)
            // Each physical line is valid UTF-8 on its own.
            #expect(String(validating: Array(piece.utf8), as: UTF8.self) != nil)
        }
        #expect(try ICalendarParser.unfold(folded + "\r\n") == [line])
    }

    @Test func textIsEscaped() {
        #expect(ICalendarWriter.escape("a\\b;c,d\ne\r\nf") == "a\\\\b\\;c\\,d\\ne\\nf")
        #expect(ICalendarParser.unescape(ICalendarWriter.escape("Squat; bench, row\\\nnext")) == "Squat; bench, row\\\nnext")
    }

    @Test func uidHostComesFromTheBaseURL() {
        #expect(CalendarFeed.host(baseURL: "https://Ana.Example:8080/training/") == "ana.example")
        #expect(CalendarFeed.host(baseURL: nil) == "spotter")
        #expect(CalendarFeed.host(baseURL: "not a url") == "spotter")
    }

    @Test func severalAthletesGetAFeedEachBesideTheSiteWideOne() async throws {
        var library = SheetFixture.make()
        library.athletes.append(Athlete(id: "ben", name: "Ben"))
        library.plans.append(Plan(id: "ben-base", name: "Ben's base", athlete: "ben",
                                  start: SheetFixture.date("2026-03-03"), weeks: 1,
                                  schedule: [WeekSchedule(days: [.tuesday: ["cardio-day", "cardio-day"]])]))
        let site = try await renderSite(library, asOf: SheetFixture.asOf)
        let all = try ICalendarParser.parse(try #require(site["calendar.ics"]))
        let ana = try ICalendarParser.parse(try #require(site["athletes/ana/calendar.ics"]))
        let ben = try ICalendarParser.parse(try #require(site["athletes/ben/calendar.ics"]))
        #expect(all.children.count == 10)
        #expect(ana.children.count == 8)
        #expect(ben.value("X-WR-CALNAME") == "Sheet fixture · Ben")
        // The same session twice on one day keeps distinct UIDs.
        #expect(ben.children.map { $0.value("UID") ?? "" } == [
            "ben-base-1-tuesday-cardio-day@ana.example",
            "ben-base-1-tuesday-cardio-day-2@ana.example",
        ])
        #expect(ben.children[0].value("DESCRIPTION")?.contains("Athlete: Ben") == true)
    }

    @Test func siteWithoutPlansHasNoFeed() async throws {
        var library = SheetFixture.make()
        library.plans = []
        let site = try await renderSite(library, asOf: SheetFixture.asOf)
        #expect(site["calendar.ics"] == nil)
        #expect(site["plans/index.html"] == nil)
        #expect(!(site["index.html"] ?? "").contains("plans/index.html"))
    }
}
