import Foundation
import Testing
import TestSupport

/// A site with a centre (`SiteFiles.centre`) through the command line, as of Tuesday
/// 10 March 2026 (SOURCE_DATE_EPOCH): pages, stats.json, the report's Centre section
/// and located errors.
@Suite struct CentreCommandTests {
    /// Writes `files` into a new folder.
    static func site(_ files: SiteFiles) throws -> TemporaryFolder {
        let folder = TemporaryFolder("spotter-centre")
        for (path, text) in files.files { try folder.write("site/" + path, text) }
        return folder
    }

    @Test func theReportHasACentreSection() throws {
        let folder = try Self.site(.centre)
        let run = try CommandLineTests.run(["report", "--source", folder("site").path])
        #expect(run.status == 0, "\(run.stderr)")
        let section = run.stdout.components(separatedBy: "## Centre · Riverside Club\n").last ?? ""
        #expect(section == """

            ### Members by plan

            | Plan | Fee | Active members |
            | --- | --- | ---: |
            | Basic | 30.00 EUR a month | 1 |
            | Full | 45.50 EUR a month | 1 |

            ### Dues

            | Month | Paid | Pending | Overdue |
            | --- | ---: | ---: | ---: |
            | 2026-03 | 30.00 EUR | 45.50 EUR | 0.00 EUR |
            | 2026-02 | 45.50 EUR | 0.00 EUR | 30.00 EUR |
            | 2026-01 | 0.00 EUR | 0.00 EUR | 45.50 EUR |

            ### Overdue dues

            | Member | Period | Due | Overdue |
            | --- | --- | --- | ---: |
            | Ana | 2026-01 | 2026-01-31 | 45.50 EUR (no payment recorded) |
            | Ben | 2026-02 | 2026-02-28 | 30.00 EUR (no payment recorded) |

            ### Falling due in the next 30 days

            | Due | Member | Period | Total |
            | --- | --- | --- | ---: |
            | 2026-03-31 | Ana | 2026-03 | 45.50 EUR |

            ### Facilities

            | Facility | Capacity | Bookings | Booked hours | Occupancy |
            | --- | ---: | ---: | ---: | ---: |
            | Court | 4 | 1 | 1 | 1.7% |
            | Pool | 2 | 2 | 3 | 10% |

            """)
    }

    @Test func buildWritesTheCentrePagesAndStatsTwiceTheSame() throws {
        let folder = try Self.site(.centre)
        for output in ["a", "b"] {
            let run = try CommandLineTests.run(["build", "--quiet", "--source", folder("site").path, "--output", folder(output).path])
            #expect(run.status == 0, "\(run.stderr)")
        }
        for page in ["centre/index.html", "centre/dues/index.html", "centre/occupancy/index.html",
                     "centre/bookings/2026-03-02/pool/index.html", "centre/bookings/2026-03-02/court/index.html",
                     "stats.json", "report.md"] {
            let a = try Data(contentsOf: folder("a/" + page)), b = try Data(contentsOf: folder("b/" + page))
            #expect(a == b, "\(page) differs between two builds")
        }
        let stats = try JSONSerialization.jsonObject(with: Data(contentsOf: folder("a/stats.json"))) as? [String: Any]
        let centre = stats?["centre"] as? [String: Any]
        #expect(centre?["active_members"] as? Int == 2)
        #expect((centre?["overdue"] as? [[String: Any]])?.map { $0["month"] as? String } == ["2026-01", "2026-02"])
    }

    @Test func checkListsEveryBookingErrorAndExitsOne() throws {
        let folder = try Self.site(SiteFiles.centre.content("centre/bookings/2026-03-03.yaml", """
            - {facility: pool, member: ana, start: "18:00", end: "19:00"}
            - {facility: pool, member: ben, start: "18:00", end: "19:00"}
            - {facility: pool, member: cy, start: "18:00", end: "19:00"}
            - {facility: pool, member: ben, start: "21:00", end: "23:00"}

            """).content("athletes/dee.yaml", "name: Dee\nmembership: {plan: full, since: 2026-01-01}\n")
            .content("centre/bookings/2026-03-04.yaml", """
            - {facility: pool, member: dee, start: "18:00", end: "19:00"}
            - {facility: pool, member: ana, start: "18:00", end: "19:00"}
            - {facility: pool, member: ben, start: "18:00", end: "19:00"}

            """))
        let run = try CommandLineTests.run(["check", "--source", folder("site").path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("""
            content/centre/bookings/2026-03-03.yaml:3:28: error: [2].member: athlete `cy` is not a member of the centre (no `membership:`)
              hint: add `membership: {plan: …, since: YYYY-MM-DD}` to the athlete's file
            content/centre/bookings/2026-03-03.yaml:4:3: error: [3]: the booking 21:00–23:00 is outside the opening hours on tuesdays (07:00–22:00)
            content/centre/bookings/2026-03-04.yaml:3:3: error: [2]: `pool` holds 2 at once; this booking makes 3 at 18:00 (with `dee` and `ana`)

            """))
    }
}
