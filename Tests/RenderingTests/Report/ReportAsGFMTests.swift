import Foundation
import Markdown
import Testing
@testable import Rendering
import TrainingModel

/// The report read back by cmark-gfm, the parser GitHub uses: tables stay tables, and
/// names come out as written.
@Suite struct ReportAsGFMTests {
    static func html(_ library: TrainingLibrary = ReportFixture.make()) -> String {
        Markdown.html(ReportFixture.report(library))
    }

    @Test func everyRowHasAsManyCellsAsItsHeader() throws {
        let html = Self.html()
        let tables = html.components(separatedBy: "<table>").dropFirst()
        #expect(tables.count == 12)
        for table in tables {
            let header = table.components(separatedBy: "</thead>")[0].occurrences(of: "</th>")
            let body = table.components(separatedBy: "<tbody>").dropFirst().first ?? ""
            for row in body.components(separatedBy: "<tr>").dropFirst() {
                #expect(row.occurrences(of: "</td>") == header, "\(row)")
            }
        }
    }

    @Test func specialCharactersInNamesComeOutAsWritten() {
        var library = ReportFixture.make()
        library.workouts[0].name = "Legs | *heavy* <b>day</b> $x$ ~a~"
        let html = Self.html(library)
        #expect(html.contains("<td>Legs | *heavy* &lt;b&gt;day&lt;/b&gt; $x$ ~a~</td>"))
    }
}
