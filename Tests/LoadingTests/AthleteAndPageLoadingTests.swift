import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct AthleteAndPageLoadingTests {
    @Test func loadsAMarkdownAthleteWithUnitsConverted() async {
        let files = SiteFiles().site("units: lb\n").content("athletes/ana.md", """
            ---
            name: Ana Ruiz
            birthdate: 1994-05-17
            sex: female
            height: 168
            bodyweight: 135.5
            goals: [Bodyweight pull-up with 20 kg, Sub-22 5k]
            grades: {boulder: 6B+, sport: 7}
            disciplines: [strength, climbing]
            ---
            Ana climbs.
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.athletes == [Athlete(
            id: "ana", name: "Ana Ruiz", birthdate: CalendarDate(year: 1994, month: 5, day: 17), sex: "female",
            height: 1.68, bodyweight: 135.5 * MassUnit.kilogramsPerPound,
            goals: ["Bodyweight pull-up with 20 kg", "Sub-22 5k"],
            grades: [Grade(discipline: "boulder", grade: "6B+"), Grade(discipline: "sport", grade: "7")],
            disciplines: ["strength", "climbing"], bio: "Ana climbs.", sourcePath: "content/athletes/ana.md")])
    }

    @Test func readsHeightsInMetresAndCentimetres() async {
        let files = SiteFiles().content("athletes/a.yaml", "name: A\nheight: 1.78m\n")
            .content("athletes/b.yaml", "name: B\nheight: 180 cm\n")
        let (library, _) = await load(files)
        #expect(library.athletes.map(\.height) == [1.78, 1.8])
    }

    @Test func loadsPagesWithTitleAndOrder() async {
        let files = SiteFiles().content("pages/about.md", "---\ntitle: About me\norder: 2\n---\nHello *there*.\n")
            .content("pages/faq.md", "# FAQ\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.pages == [
            Page(id: "about", title: "About me", order: 2, markdown: "Hello *there*.", sourcePath: "content/pages/about.md"),
            Page(id: "faq", title: "faq", order: 0, markdown: "# FAQ", sourcePath: "content/pages/faq.md"),
        ])
    }

    @Test func skipsHiddenAndUnderscoredFilesAndUnknownExtensions() async {
        let files = SiteFiles().content("pages/about.md", "---\ntitle: About\n---\n")
            .content("pages/.draft.md", "---\ntitle: [\n")
            .content("pages/_partials/x.md", "---\ntitle: [\n")
            .content("pages/photo.jpg", "not an image")
            .content(".DS_Store", "binary")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.pages.map(\.id) == ["about"])
    }
}
