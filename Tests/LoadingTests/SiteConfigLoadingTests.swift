import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct SiteConfigLoadingTests {
    @Test func readsEverySetting() async {
        let files = SiteFiles().site("""
            title: Ana's training
            author: Ana Ruiz
            language: es
            units: lb
            base_url: https://ana.example/training/
            week_starts: sunday
            e1rm: brzycki
            timezone: America/New_York
            paper: letter
            plate_step: 5
            unsafe_html: true
            """).content("pages/about.md", "---\ntitle: About\n---\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.config == SiteConfig(
            title: "Ana's training", author: "Ana Ruiz", language: .es, units: .lb, baseURL: "https://ana.example/training/",
            weekStarts: .sunday, e1rm: .brzycki, timezone: "America/New_York", paper: .letter,
            plateStep: 5 * MassUnit.kilogramsPerPound, unsafeHTML: true))
    }

    @Test func usesTheDefaultsWithoutSiteYAML() async {
        let (library, diagnostics) = await load(SiteFiles().content("pages/about.md", "---\ntitle: About\n---\n"))
        #expect(diagnostics == [])
        #expect(library.config == SiteConfig())
    }

    @Test func readsAPlateStepWrittenWithAUnit() async {
        let (library, _) = await load(SiteFiles().site("units: lb\nplate_step: 1.25kg\n"))
        #expect(library.config.plateStep == 1.25)
    }

    @Test func refusesAWeekThatStartsOnAnotherDay() async {
        let found = await diagnostics(SiteFiles().site("week_starts: friday\n").content("pages/a.md", "# A\n"))
        #expect(found == ["site.yaml:1:14: error: week_starts: expected `monday` or `sunday`, found \"friday\""])
    }

    @Test func readsADefaultRPEFromOneToTen() async {
        let (library, problems) = await load(SiteFiles().site("default_rpe: 6.5\n").content("pages/a.md", "# A\n"))
        #expect(problems == [])
        #expect(library.config.defaultRPE == 6.5)
        let found = await diagnostics(SiteFiles().site("default_rpe: 11\n").content("pages/a.md", "# A\n"))
        #expect(found == ["site.yaml:1:14: error: default_rpe: expected a session RPE from 1 to 10, found \"11\""])
    }

    @Test func readsPaginateAsAWholeNumberOfItemsDefaultingToFifty() async {
        #expect(await load(SiteFiles().content("pages/a.md", "# A\n")).library.config.paginate == 50)
        let (library, problems) = await load(SiteFiles().site("paginate: 20\n").content("pages/a.md", "# A\n"))
        #expect(problems == [])
        #expect(library.config.paginate == 20)
        let found = await diagnostics(SiteFiles().site("paginate: 0\n").content("pages/a.md", "# A\n"))
        #expect(found == ["site.yaml:1:11: error: paginate: expected a whole number of items per page, at least 1, found \"0\""])
    }

    @Test func resolvesDashboardLiftsByIdNameOrAliasAndReportsUnknownOnes() async {
        let files = SiteFiles().site("dashboard:\n  lifts: [Bench, back-squat, Benchh]\n")
            .content("exercises/bench-press.md", "---\nname: Bench Press\naliases: [Bench]\n---\n")
            .content("exercises/back-squat.md", "---\nname: Back Squat\n---\n")
        let (library, problems) = await load(files)
        #expect(library.config.dashboardLifts.map(\.text) == ["bench-press", "back-squat"])
        #expect(problems == ["site.yaml:2:30: error: dashboard.lifts[2]: unknown exercise `Benchh`\n  hint: did you mean `bench-press`?"])
    }
}
