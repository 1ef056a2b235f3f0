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

    static func row(_ page: String, _ name: String) throws -> String {
        let start = try #require(page.range(of: "<tr><th scope=\"row\"><a href=\"../athletes/\(name)/index.html\">"))
        let end = try #require(page[start.lowerBound...].range(of: "</tr>"))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func anAthleteWithoutWorkoutsIsNotFlaggedAsHavingStopped() async throws {
        let site = try await renderSite(Self.library(.en))
        let page = try #require(site["athletes/index.html"])
        #expect(try Self.row(page, "cleo") == "<tr><th scope=\"row\"><a href=\"../athletes/cleo/index.html\">Cleo Vidal</a></th>"
            + "<td>–</td><td class=\"number\">0 kg</td><td class=\"number\">0 kg</td><td></td><td class=\"number\">–</td>"
            + "<td><span class=\"badge flag-no-workouts\">No workouts logged</span> </td></tr>")
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
            "<td><span class=\"badge flag-no-workouts\">Ningún entrenamiento registrado</span> </td></tr>"))
        #expect(page.contains("<p class=\"detail-note\">2026-W10 aún no ha terminado y queda fuera de las 12 semanas.</p>\n"))
    }

    /// Ana trained in W09 and W10, Ben in W09 and W10 too: with W10 not over, each has one
    /// week that is over, too few for a sparkline, and the note under the table says why.
    @Test func theUnfinishedWeekIsLeftOutOfTheSparklines() async throws {
        let site = try await renderSite(Self.library(.en))
        let page = try #require(site["athletes/index.html"])
        #expect(page.contains("</table>\n</div>\n<p class=\"detail-note\">2026-W10 is not over yet and is left out of the 12 weeks.</p>\n"))
        #expect(try Self.row(page, "ana").contains("<td class=\"number\">410 kg</td><td></td>"))
        #expect(!page.contains("class=\"sparkline\""))
        // On Sunday 8 March the week is over: it ends the sparklines and the note goes.
        let sunday = try #require(try await renderSite(Self.library(.en), asOf: SampleLibrary.date("2026-03-08"))["athletes/index.html"])
        #expect(!sunday.contains("detail-note"))
        #expect(try Self.row(sunday, "ana").contains("<path d=\"M2.0 2.0L94.0 22.0\""))
    }
}
