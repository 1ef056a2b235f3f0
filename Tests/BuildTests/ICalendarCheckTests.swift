import Foundation
import Testing
import TestSupport

/// The sample site's calendars (calendar.ics, each athlete's, each member's centre.ics),
/// built by the real `spotter` and read back by a real parser: `scripts/check-icalendar.py`,
/// Python's `icalendar`. Skipped with a note where the package is not installed, unless
/// `SPOTTER_REQUIRE_PRINT=1` (set by `.ci/run`, which installs it), which makes a skip fail.
@Suite final class ICalendarCheckTests {
    let scratch = TemporaryFolder("spotter-ics")

    static let repository = PrivateAthleteTests.repository
    static let checker = repository.appendingPathComponent("scripts/check-icalendar.py")

    static func python(_ arguments: [String]) throws -> CommandLineTests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineTests.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    static let hasICalendar: Bool = {
        let found = (try? python(["-c", "import icalendar"]))?.status == 0
        if !found {
            print("note: ICalendarCheckTests skipped: python3 cannot import icalendar (python3 -m pip install icalendar)")
        }
        return found
    }()

    @Test func theCheckRunsWhereRequired() {
        guard ProcessInfo.processInfo.environment["SPOTTER_REQUIRE_PRINT"] == "1" else { return }
        #expect(Self.hasICalendar, "SPOTTER_REQUIRE_PRINT=1 but scripts/check-icalendar.py cannot run (no python3 icalendar)")
    }

    /// The sample built as of 24 November 2026 into this test's folder; its .ics files, sorted.
    func sampleCalendars() throws -> (output: URL, files: [String]) {
        let output = scratch("public")
        let run = try CommandLineTests.run(["build", "--source", Self.repository.path, "--output", output.path],
                                           environment: ["SOURCE_DATE_EPOCH": "1795478400"])
        #expect(run.status == 0, "\(run.stderr)")
        let files = (FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".ics") }.sorted()
        return (output, files)
    }

    @Test func everyCalendarOfTheSampleReadsBackWithARealParser() throws {
        guard Self.hasICalendar else { return }
        let (output, files) = try sampleCalendars()
        #expect(files == ["athletes/ana/calendar.ics", "athletes/ana/centre.ics", "athletes/ben/centre.ics",
                          "athletes/carla/centre.ics", "athletes/eli/centre.ics", "athletes/fay/centre.ics", "calendar.ics"])
        let run = try Self.python([Self.checker.path] + files.map { output.appendingPathComponent($0).path })
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map { $0.hasSuffix(": ok") } == files.map { _ in true }, "\(run.stdout)")
    }

    @Test func theCheckerRefusesATimeTheVTIMEZONEGetsWrong() throws {
        guard Self.hasICalendar else { return }
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN",
            "BEGIN:VTIMEZONE", "TZID:Europe/Madrid", "BEGIN:STANDARD", "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0100", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VEVENT", "UID:a@test", "DTSTAMP:20261124T000000Z", "DTSTART;TZID=Europe/Madrid:20260720T180000",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT1H", "END:VALARM", "END:VEVENT", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        try scratch.write("wrong.ics", text)
        let run = try Self.python([Self.checker.path, scratch("wrong.ics").path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("VEVENT a@test: VTIMEZONE Europe/Madrid gives 2026-07-20 18:00:00 the offset 1:00:00, "
                                    + "the system's database 2:00:00"), "\(run.stdout)")
        #expect(run.stdout.contains("VEVENT a@test: a DISPLAY VALARM has no DESCRIPTION"), "\(run.stdout)")
    }

    /// What the sample's content gives: a plan day at 18:00 across the night the clocks go
    /// back, a plan with `reminder: 2 hours before`, a member's class booking.
    @Test func theSampleShowsTimesRemindersAndAMembersBookings() throws {
        let (output, _) = try sampleCalendars()
        func lines(_ path: String) throws -> [String] {
            try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
                .replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        }
        func event(_ uid: String, in lines: [String]) -> [String] {
            guard let start = lines.firstIndex(of: "UID:" + uid + "@example.org") else { return [] }
            return Array(lines[start...].prefix { $0 != "END:VEVENT" })
        }
        let site = try lines("calendar.ics")
        let week1 = event("autumn-strength-1-monday-upper-a", in: site)
        #expect(week1.filter { $0.hasPrefix("DTSTART") || $0.hasPrefix("TRIGGER") }
                == ["DTSTART;TZID=Europe/Madrid:20261019T180000", "TRIGGER:-PT24H"])
        let thursday = event("autumn-strength-1-thursday-hangboard-repeaters", in: site)
        #expect(thursday.filter { $0.hasPrefix("DTSTART") || $0.hasPrefix("TRIGGER") }
                == ["DTSTART;TZID=Europe/Madrid:20261022T073000", "TRIGGER:-PT13H30M"])
        #expect(event("autumn-strength-1-tuesday-threshold-run", in: site).filter { $0.hasPrefix("DTSTART") || $0.hasPrefix("TRIGGER") }
                == ["DTSTART;VALUE=DATE:20261020", "TRIGGER:-PT6H"])
        #expect(event("summer-base-1-monday-upper-a", in: site).contains("TRIGGER:-PT2H"))
        #expect(try lines("athletes/ana/calendar.ics").contains("DTSTART;TZID=Europe/Madrid:20261019T180000"))

        let ben = try lines("athletes/ben/centre.ics")
        #expect(ben.contains("X-WR-CALNAME:Retiro Sports Club · Ben Okafor"))
        #expect(event("booking-ben-20261110-1900", in: ben) == [
            "UID:booking-ben-20261110-1900@example.org", "DTSTAMP:20261124T000000Z",
            "DTSTART;TZID=Europe/Madrid:20261110T190000", "DTEND;TZID=Europe/Madrid:20261110T200000",
            "SUMMARY:Evening circuit", "DESCRIPTION:Retiro Sports Club\\nFacility: Studio\\nInstructor: Diego Ramos",
            "URL:https://example.org/ana/centre/bookings/2026-11-10/studio/", "TRANSP:OPAQUE",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Evening circuit", "TRIGGER:-PT25H", "END:VALARM",
        ])
        // The sample's centre keeps amounts private: the fee falling due has none.
        #expect(event("dues-ben-2026-11", in: ben) == [
            "UID:dues-ben-2026-11@example.org", "DTSTAMP:20261124T000000Z",
            "DTSTART;VALUE=DATE:20261110", "DTEND;VALUE=DATE:20261111", "SUMMARY:Fee due: Basic\\, 2026-11",
            "DESCRIPTION:Retiro Sports Club\\nPeriod: 2026-11\\nStatus: Overdue",
            "URL:https://example.org/ana/centre/dues/2026-11/", "TRANSP:TRANSPARENT",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Fee due: Basic\\, 2026-11", "TRIGGER:-PT6H", "END:VALARM",
        ])
        // No one else's booking or dues.
        #expect(ben.filter { $0.hasPrefix("UID:") }.allSatisfy { $0.hasPrefix("UID:booking-ben-") || $0.hasPrefix("UID:dues-ben-") })
        let page = try String(contentsOf: output.appendingPathComponent("athletes/ben/index.html"), encoding: .utf8)
        #expect(page.contains("<a href=\"../../athletes/ben/centre.ics\">Centre calendar: bookings and dues (.ics)</a>"))
    }
}
