import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// The coach's overview (`athletes/index.html`, docs/site-pages.md): an athlete who never logged a
/// workout, and the as-of week (Thu 5 Mar 2026, not over) left out of the sparklines.
@Suite struct CoachIndexTests {
    /// Ana and Ben as in the golden site, and Cleo with a profile but no workouts.
    static func library(_ language: SiteConfig.Language) -> TrainingLibrary {
        var library = SampleLibrary.twoAthletes()
        library.config.language = language
        library.athletes.append(Athlete(id: "cleo", name: "Cleo Vidal"))
        return library
    }

    /// An athlete's table rows: one per discipline and one for the session load, in their `<tbody>`.
    static func row(_ page: String, _ name: String) throws -> String {
        let link = try #require(page.range(of: "<a href=\"../athletes/\(name)/index.html\">"))
        let start = try #require(page[..<link.lowerBound].range(of: "<tr><th scope=\"rowgroup\"", options: .backwards))
        let end = try #require(page[start.lowerBound...].range(of: "</tbody>"))
        return String(page[start.lowerBound..<end.lowerBound])
    }

    @Test func anAthleteWithoutWorkoutsIsNotFlaggedAsHavingStopped() async throws {
        let site = try await renderSite(Self.library(.en))
        let page = try #require(site["athletes/index.html"])
        // No discipline to measure: only the session load, which everyone has.
        #expect(try Self.row(page, "cleo") == "<tr><th scope=\"rowgroup\" rowspan=\"1\"><a href=\"../athletes/cleo/index.html\">Cleo Vidal</a></th>"
            + "<td rowspan=\"1\">–</td><td class=\"discipline\">Load (sRPE)</td><td class=\"number\"><span class=\"part\">0</span></td>"
            + "<td class=\"number\"><span class=\"part\">0</span></td>"
            + "<td class=\"number\"><span class=\"part\">0</span></td><td></td><td class=\"number\" rowspan=\"1\">–</td>"
            + "<td rowspan=\"1\"><span class=\"badge flag-no-workouts\">No workouts logged</span> </td></tr>\n")
        #expect(!page.contains("No training in 14 days"))
        // Most flags first: Ben's two, then Ana's and Cleo's one each, by name.
        let byFlags = try #require(site["athletes/by-flags.html"])
        let positions = try ["ben", "ana", "cleo"].map { id in
            try #require(byFlags.range(of: "../athletes/\(id)/index.html\">")).lowerBound
        }
        #expect(positions == positions.sorted())
    }

    @Test func theFlagAndTheNoteAreInSpanish() async throws {
        let site = try await renderSite(Self.library(.es))
        let page = try #require(site["athletes/index.html"])
        #expect(try Self.row(page, "cleo").hasSuffix(
            "<td rowspan=\"1\"><span class=\"badge flag-no-workouts\">Ningún entrenamiento registrado</span> </td></tr>\n"))
        #expect(try Self.row(page, "cleo").contains("<td class=\"discipline\">Carga (sRPE)</td>"))
        #expect(page.contains("<p class=\"detail-note\">2026-W10 aún no ha terminado: las tendencias la dibujan a trazos, "
                              + "con el final hueco, tras las 12 semanas.</p>\n"))
        #expect(page.contains("<th scope=\"col\" class=\"number\">Esta semana hasta hoy</th><th scope=\"col\" class=\"number\">Semana pasada</th>"))
    }

    /// Ana trained in W09 and W10, Ben in W09 and W10 too: with W10 not over (Thursday),
    /// each trend is the one week that is over, then the week so far drawn unfinished, as
    /// the dashboard's charts draw it (issue #54): a dashed segment to a hollow end, no
    /// solid line; the note under the table says so, and the week's column reads "so far"
    /// beside last week's.
    @Test func theUnfinishedWeekIsDrawnUnfinishedInTheSparklines() async throws {
        let site = try await renderSite(Self.library(.en))
        let page = try #require(site["athletes/index.html"])
        #expect(page.contains("</table>\n</div>\n<p class=\"detail-note\">2026-W10 is not over yet: the trends draw it "
                              + "dashed, with a hollow end, after the 12 weeks.</p>\n"))
        #expect(page.contains("<th scope=\"col\" class=\"number\">This week so far</th><th scope=\"col\" class=\"number\">Last week</th>"))
        let ana = try Self.row(page, "ana")
        #expect(ana.contains("<td class=\"number\"><span class=\"part\">650 kg</span></td><td class=\"number\"><span class=\"part\">1,640 kg</span></td>"))
        #expect(ana.contains("<path class=\"partial\" d=\"M2.0 2.0L94.0 22.0\" fill=\"none\" stroke=\"currentColor\" "
                             + "stroke-width=\"1.5\" stroke-dasharray=\"2 2\"/>"))
        #expect(ana.contains("<circle class=\"partial\" cx=\"94.0\" cy=\"22.0\" r=\"2\" fill=\"none\""))
        #expect(!ana.contains("<path d="))
        // On Sunday 8 March the week is over: it ends the sparklines and the note goes.
        let sunday = try #require(try await renderSite(Self.library(.en), asOf: SampleLibrary.date("2026-03-08"))["athletes/index.html"])
        #expect(!sunday.contains("detail-note"))
        #expect(sunday.contains("<th scope=\"col\" class=\"number\">This week</th>"))
        #expect(!sunday.contains("class=\"partial\""))
        #expect(try Self.row(sunday, "ana").contains("<path d=\"M2.0 2.0L94.0 22.0\""))
    }
}
