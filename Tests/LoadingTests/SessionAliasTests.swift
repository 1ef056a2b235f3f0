import Loading
import TestSupport
import Testing
import TrainingModel

/// Issue 50, item 8: a session's `aliases:`, the other names an imported workout may give it.
@Suite struct SessionAliasTests {
    @Test func loadsAliasesTrimmedAsWritten() async {
        let files = SiteFiles.minimal
            .content("sessions/full-body-a.yaml", "name: Full Body A\naliases: [\"  Ganzkörper A \", FB A]\n")
            .content("sessions/full-body-b.yaml", "name: Full Body B\naliases: FB B\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.sessions.map(\.aliases) == [["Ganzkörper A", "FB A"], ["FB B"]])
    }

    @Test func aBlankAliasOrOneThatIsNotTextIsALocatedError() async {
        let files = SiteFiles.minimal.content("sessions/a.yaml", "name: A\naliases: [\"  \", {x: 1}, B]\n")
        #expect(await diagnostics(files) == [
            "content/sessions/a.yaml:2:11: error: aliases[0]: expected another name of the session, e.g. Full Body A, found \"  \"",
            "content/sessions/a.yaml:2:17: error: aliases[1]: expected text, found a mapping",
        ])
    }

    @Test func anAliasThatNamesAnotherSessionIsAnErrorNamingBothFiles() async {
        let files = SiteFiles.minimal
            .content("sessions/full-body-a.yaml", "name: Full Body A\naliases: [FB, full body  b]\n")
            .content("sessions/full-body-b.yaml", "name: Full Body B\naliases: [fb]\n")
            .content("sessions/legs.yaml", "name: Legs\naliases: [Full-Body-A]\n")
        #expect(await diagnostics(files) == [
            "content/sessions/full-body-a.yaml:2:11: error: aliases[0]: the alias `FB` is also the alias of session "
                + "`full-body-b` in content/sessions/full-body-b.yaml; an imported workout of that name could be either",
            "content/sessions/full-body-a.yaml:2:15: error: aliases[1]: the alias `full body  b` is also the id of session "
                + "`full-body-b` in content/sessions/full-body-b.yaml; an imported workout of that name could be either",
            "content/sessions/full-body-b.yaml:2:11: error: aliases[0]: the alias `fb` is also the alias of session "
                + "`full-body-a` in content/sessions/full-body-a.yaml; an imported workout of that name could be either",
            "content/sessions/legs.yaml:2:11: error: aliases[0]: the alias `Full-Body-A` is also the id of session "
                + "`full-body-a` in content/sessions/full-body-a.yaml; an imported workout of that name could be either",
        ])
    }

    @Test func sessionsOfTwoAthletesMayShareAnAlias() async {
        let files = SiteFiles.minimal
            .content("athletes/ana.yaml", "name: Ana\n").content("athletes/ben.yaml", "name: Ben\n")
            .content("sessions/ana-a.yaml", "name: Ana A\nathlete: ana\naliases: [Day A]\n")
            .content("sessions/ben-a.yaml", "name: Ben A\nathlete: ben\naliases: [Day A]\n")
        #expect(await diagnostics(files) == [])
    }
}
