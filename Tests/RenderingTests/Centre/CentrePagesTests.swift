import Foundation
import TestSupport
import Testing
@testable import Rendering
import TrainingModel

/// The centre's pages: byte for byte against golden files, amounts only with
/// `public_dues`, Spanish words on a Spanish site, and no centre pages without a centre.
/// Re-record after an intended change with `SPOTTER_RECORD=1 swift test --filter CentrePagesTests`.
@Suite struct CentrePagesTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let asOf = CentreFixture.day("2026-03-18")

    static func centrePages(_ library: TrainingLibrary) async throws -> [OutputFile] {
        try await SiteRenderer(library: library, theme: .builtIn(), asOf: asOf).render()
            .filter { $0.path.hasPrefix("centre/") }
    }

    static func text(_ files: [OutputFile], _ path: String) -> String {
        files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    @Test func centrePagesMatchGoldenFiles() async throws {
        let files = try await Self.centrePages(CentreFixture.library)
        #expect(files.map(\.path) == [
            "centre/bookings/2026-03-02/pool/index.html", "centre/bookings/2026-03-09/pool/index.html",
            "centre/bookings/2026-03-23/pool/index.html", "centre/dues/2026-01/index.html", "centre/dues/2026-02/index.html",
            "centre/dues/2026-03/index.html", "centre/dues/2026-04/index.html", "centre/dues/2026-05/index.html",
            "centre/dues/2026/index.html", "centre/dues/index.html", "centre/index.html", "centre/occupancy/index.html",
            "centre/receipts/2026-02-ana-1/index.html", "centre/receipts/2026-03-ben-1/index.html",
        ])
        let golden = GoldenFiles(directory: Self.goldenDirectory)
        if GoldenFiles.isRecording { try golden.record(files) }
        let mismatches = try golden.compare(files)
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))")
    }

    /// Open 09:00–14:00 with 90-minute slots: 13:30–15:00 would end after closing, and no
    /// booking can take it, so the sheet ends with 12:00–13:30.
    @Test func aDaySheetHasNoSlotPastClosing() async throws {
        var library = CentreFixture.library
        library.centre?.openingHours[0] = OpeningHours(opens: 540, closes: 840)
        library.centre?.facilities = [Facility(id: "pool", name: "Pool", capacity: 4, slotMinutes: 90)]
        library.centre?.bookings = [Booking(date: CentreFixture.day("2026-03-02"), facility: "pool", member: "ana",
                                            start: 630, end: 720)]
        let sheet = Self.text(try await Self.centrePages(library), "centre/bookings/2026-03-02/pool/index.html")
        let times = sheet.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map { $0.prefix(11) }
        #expect(times == ["09:00–10:30", "10:30–12:00", "12:00–13:30"])
    }

    @Test func amountsAreOnPublicPagesOnlyWithPublicDues() async throws {
        // The public site's pages: receipts, which always show their amount, are not among them.
        let hidden = try await Self.centrePages(CentreFixture.library.withoutPrivateAthletes())
        for file in hidden {
            let html = String(decoding: file.bytes, as: UTF8.self)
            #expect(!html.contains("EUR"), "\(file.path) shows an amount without public_dues")
        }
        #expect(Self.text(hidden, "centre/dues/index.html").contains("Amounts are not published on these pages."))
        var open = CentreFixture.library
        open.centre?.publicDues = true
        let shown = try await Self.centrePages(open)
        let dues = Self.text(shown, "centre/dues/index.html")
        #expect(dues.contains("<tr><th scope=\"row\"><a href=\"../../centre/dues/2026-03/index.html\">March 2026</a></th><td>0.00 EUR (0)</td><td>75.50 EUR (2)</td><td>0.00 EUR (0)</td></tr>"))
        #expect(dues.contains("<td class=\"dues-overdue\">Overdue<br>30.00 EUR<br><small>no payment recorded</small></td>"))
        // As of 18 March, both March lines fall due on the 31st.
        #expect(dues.contains("<tr><td><time datetime=\"2026-03-31\">Tue 31 Mar 2026</time></td><th scope=\"row\">Ana</th><td>2026-03</td><td>45.50 EUR</td></tr>"))
        // March's own page, as of the 18th, and February's as it closed.
        let march = Self.text(shown, "centre/dues/2026-03/index.html")
        #expect(march.contains("<p class=\"detail-line\">As of Wed 18 Mar 2026.</p>"))
        #expect(march.contains("<tr><th scope=\"row\">Ben</th><td>2026-03</td><td><time datetime=\"2026-03-31\">Tue 31 Mar 2026</time></td><td class=\"dues-pending\">Pending<br>30.00 EUR</td></tr>"))
        let february = Self.text(shown, "centre/dues/2026-02/index.html")
        #expect(february.contains("<div><dt>Overdue</dt><dd>30.00 EUR (1)</dd></div>"))
        #expect(february.contains("rel=\"next\">Next month: March 2026</a>"))
        #expect(Self.text(shown, "centre/dues/2026/index.html").contains("<a href=\"../../../centre/dues/2026-05/index.html\">May 2026</a>"))
        #expect(Self.text(shown, "centre/index.html").contains("<tr><th scope=\"row\">Full</th><td>45.50 EUR a month</td><td>unlimited</td><td>1</td></tr>"))
    }

    /// A receipt per payment with a day paid, numbered by its file, member and place;
    /// none once the library is the public site's.
    @Test func aReceiptPerPaymentOnlyOutsideThePublicSite() async throws {
        var library = CentreFixture.library
        library.centre?.payments[0].method = "card"
        let files = try await Self.centrePages(library)
        let receipt = Self.text(files, "centre/receipts/2026-02-ana-1/index.html")
        #expect(receipt.contains("<style>@page { size: A5; margin: 12mm; }</style>"))
        #expect(receipt.contains("""
            <div><dt>Receipt no.</dt><dd>2026-02-ana-1</dd></div>
            <div><dt>Paid on</dt><dd><time datetime="2026-02-03">Tue 3 Feb 2026</time></dd></div>
            <div><dt>Member</dt><dd>Ana</dd></div>
            <div><dt>Plan</dt><dd>Full</dd></div>
            <div><dt>Period</dt><dd>2026-02</dd></div>
            <div><dt>Method</dt><dd>card</dd></div>
            <div class="receipt-amount"><dt>Amount</dt><dd>45.50 EUR</dd></div>
            """))
        // Paid after the as-of day, but paid: 28.00 of Ben's March.
        #expect(Self.text(files, "centre/receipts/2026-03-ben-1/index.html").contains("<dd>28.00 EUR</dd>"))
        #expect(!Self.text(files, "centre/receipts/2026-03-ben-1/index.html").contains("<dd>card</dd>"))
        let published = try await Self.centrePages(library.withoutPrivateAthletes())
        #expect(published.filter { $0.path.hasPrefix("centre/receipts/") }.isEmpty)
    }

    @Test func aSpanishSiteHasSpanishCentrePages() async throws {
        var library = CentreFixture.library
        library.config.language = .es
        library.centre?.publicDues = true
        let files = try await Self.centrePages(library)
        let dues = Self.text(files, "centre/dues/index.html")
        #expect(dues.contains("<h1>Cuotas · Riverside</h1>"))
        #expect(dues.contains("<td class=\"dues-pending\">Pendiente<br>45,50 EUR</td>"))
        #expect(Self.text(files, "centre/index.html").contains("<th scope=\"col\">Última visita</th>"))
        #expect(Self.text(files, "centre/bookings/2026-03-02/pool/index.html").contains("<h1>Pool · <time datetime=\"2026-03-02\">lun 2 mar 2026</time></h1>"))
    }

    @Test func theNavigationLinksTheCentreOnlyWhenThereIsOne() async throws {
        let with = try await renderSite(CentreFixture.library, asOf: Self.asOf)
        #expect(with["index.html"]?.contains("<li><a href=\"centre/index.html\">Centre</a></li>") == true)
        var library = CentreFixture.library
        library.centre = nil
        let without = try await renderSite(library, asOf: Self.asOf)
        #expect(without.keys.filter { $0.hasPrefix("centre/") }.isEmpty)
        #expect(without["index.html"]?.contains("centre/index.html") == false)
    }

    @Test func namesAreEscaped() async throws {
        var library = CentreFixture.library
        library.athletes[0].name = "<script>alert(1)</script>"
        library.centre?.name = "A & B <b>"
        library.centre?.facilities[0].name = "Pool <i>"
        let files = try await Self.centrePages(library)
        for file in files {
            let html = String(decoding: file.bytes, as: UTF8.self)
            #expect(!html.contains("<script>alert(1)</script>") && !html.contains("A & B <b>") && !html.contains("Pool <i>"),
                    "\(file.path)")
        }
        #expect(Self.text(files, "centre/occupancy/index.html").contains("<title id=\"occupancy-pool-title\">Occupancy by weekday and hour · Pool &lt;i&gt;</title>"))
        #expect(Self.text(files, "centre/bookings/2026-03-02/pool/index.html").contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}
