import Loading
import Testing
import TestSupport
import TextAndDates
import TrainingModel

/// `content/names.yaml` (docs/names.md#contentnamesyaml): the site's groups of
/// spellings, added to the built-in ones to make the library's rule of names, every problem
/// of the file located.
@Suite struct NamesFileTests {
    @Test func theSitesGroupsMakeTheLibrarysRuleOfNames() async {
        let (library, diagnostics) = await load(SiteFiles.minimal.content("names.yaml", """
            # Spellings this site takes for one thing.
            synonyms:
              - [core, abdominals]
              - - db
                - dumbbell

            """))
        #expect(diagnostics == [])
        #expect(library.names == NameKey.builtIn.adding([["core", "abdominals"], ["db", "dumbbell"]]))
        #expect(library.names.key("Core") == library.names.key("abs"))
        #expect(library.names.key("DBs") == library.names.key("Dumbbells"))
    }

    /// Without the file, or with one of comments only, the rule is the built-in one; neither it
    /// nor the import vocabulary beside it is warned about as a file outside the content folders.
    @Test func aSiteWithoutGroupsHasTheBuiltInRule() async {
        let (library, diagnostics) = await load(SiteFiles.minimal)
        #expect(diagnostics == [])
        #expect(library.names == .builtIn)
        let (commented, warnings) = await load(SiteFiles.minimal.content("names.yaml", "# none yet\n")
            .content("import-vocabulary.yaml", "exercises: []\n"))
        #expect(warnings == [])
        #expect(commented.names == .builtIn)
    }

    @Test func everyProblemOfTheFileIsAtItsPlaceAndTheGoodGroupsAreKept() async {
        let (library, diagnostics) = await load(SiteFiles.minimal.content("names.yaml", """
            synonyms:
              - [core, abdominals]
              - []
              - [dumbbell]
              - [bench, Benches]
              - [Core, trunk]
              - [quads, calves]
              - [ok, "!!"]
              - single
              - [cable, cable machine]
            extra: 1

            """))
        #expect(diagnostics == [
            "content/names.yaml:3:5: error: synonyms[1]: expected a group of two spellings or more, found an empty group\n"
                + "  hint: a group lists the spellings of one thing, as `[core, abdominals]`; case, accents, spaces and plurals need none",
            "content/names.yaml:4:5: error: synonyms[2]: expected a group of two spellings or more, found only \"dumbbell\"\n"
                + "  hint: a group lists the spellings of one thing, as `[core, abdominals]`; case, accents, spaces and plurals need none",
            "content/names.yaml:5:5: error: synonyms[3]: expected a group of two spellings or more that the rule of names tells "
                + "apart, found \"bench\" and \"Benches\", which it reads as one\n"
                + "  hint: a group lists the spellings of one thing, as `[core, abdominals]`; case, accents, spaces and plurals need none",
            "content/names.yaml:6:6: error: synonyms[4][0]: expected each spelling in one group, found \"Core\", which the group "
                + "of line 2 has already as \"core\"\n  hint: put every spelling of one thing in one group",
            "content/names.yaml:7:13: error: synonyms[5][1]: expected spellings of one built-in group at most, found \"quads\" "
                + "of `quadriceps` and \"calves\" of `calf`\n  hint: a group with a spelling of a built-in group joins it, and "
                + "two built-in groups stay apart (docs/names.md#the-rule-of-names)",
            "content/names.yaml:8:10: error: synonyms[6][1]: expected a spelling with a letter or digit, found \"!!\"",
            "content/names.yaml:9:5: error: synonyms[7]: expected a group: a list of spellings such as `[core, abdominals]`, "
                + "found \"single\"",
            "content/names.yaml:11:1: warning: unknown key `extra`",
        ])
        #expect(library.names == NameKey.builtIn.adding([["core", "abdominals"], ["cable", "cable machine"]]))
    }

    @Test func theFileMustHoldSynonyms() async {
        #expect(await diagnostics(SiteFiles.minimal.content("names.yaml", "groups: [[a, b]]\n")) == [
            "content/names.yaml:1:1: error: missing required field `synonyms`",
            "content/names.yaml:1:1: warning: unknown key `groups`",
        ])
        #expect(await diagnostics(SiteFiles.minimal.content("names.yaml", "- [a, b]\n")) == [
            "content/names.yaml:1:1: error: expected a mapping of `key: value` pairs, found a list",
        ])
        #expect(await diagnostics(SiteFiles.minimal.content("names.yaml", "synonyms: [a, b\n")).count == 1)
    }

    /// `check`'s "did you mean" ranks by the site's rule: `Bench Presses` names no exercise (a
    /// reference compares case and spaces only) but suggests the one the site's group makes it.
    @Test func checksSuggestionsRankByTheSitesGroups() async {
        let files = SiteFiles.minimal
            .content("exercises/press-de-banca.yaml", "name: Press de banca\n")
            .content("workouts/2026-03-02.yaml", "date: 2026-03-02\nentries:\n  - exercise: Bench Presses\n    sets: [60 x 5]\n")
        let unknown = "content/workouts/2026-03-02.yaml:3:15: error: entries[0].exercise: unknown exercise `Bench Presses`"
        #expect(await diagnostics(files) == [unknown])
        #expect(await diagnostics(files.content("names.yaml", "synonyms:\n  - [press de banca, bench press]\n")) == [
            unknown + "\n  hint: did you mean `press-de-banca`?",
        ])
    }
}
