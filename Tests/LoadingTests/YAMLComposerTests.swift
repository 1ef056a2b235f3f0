import Loading
import TestSupport
import Testing
import TrainingModel

/// The one pass over libyaml's events that builds a file's tree: aliases, keys written
/// twice, a second document, and which problem wins when a text has several.
@Suite struct YAMLComposerTests {
    let site = SiteFiles.minimal

    @Test func readsAnAliasAsTheValueItsAnchorNames() async {
        let files = site.content("exercises/dip.yaml", "name: &name Dip\naliases: [*name, Dips]\n")
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.exercises.first { $0.id == "dip" }?.aliases == ["Dip", "Dips"])
    }

    @Test func placesAnAliasWhereItsAnchorWasWritten() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\naliases: [&f shove]\nforce: *f\n")
        let found = await diagnostics(files)
        // `force: *f` is the text `shove` written on line 2, column 11.
        #expect(found == ["content/exercises/dip.yaml:2:11: error: force: expected `push`, `pull` or `static`, found \"shove\""])
    }

    @Test func reportsTheFirstKeyInSortOrderThatIsWrittenTwiceWhereItIsFirstWritten() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\nlevel: easy\ntype: strength\nlevel: hard\nname: Dips\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:2:1: error: duplicate key `level`"])
    }

    /// A smaller key written twice later still comes first, where it is first written.
    @Test func reportsTheSmallerKeyFoundLater() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\nlevel: easy\nname: Dips\nlevel: hard\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:2:1: error: duplicate key `level`"])
    }

    /// Of two keys written twice, the smaller (in sort order: `k10` before `k9`), where it is first written.
    @Test func reportsTheSmallestOfTwoKeysWrittenTwice() async {
        let keys = (1...14).map { "k\($0): \($0)" } + ["k9: again", "k10: again", "name: Dip"]
        let files = site.content("exercises/dip.yaml", keys.joined(separator: "\n") + "\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:10:1: error: duplicate key `k10`"])
    }

    @Test func reportsAnAliasToNoAnchor() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\nlevel: *nowhere\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:2:8: error: invalid YAML: found undefined alias"
                            + "\n  hint: the line as written:\n    2 | level: *nowhere\n      |        ^"])
    }

    @Test func reportsASecondDocument() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\n---\nname: Row\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.yaml:2:1: error: invalid YAML: but found another document "
                + "(expected a single document in the stream that starts at line 1, column 1)"
                + "\n  hint: the line as written:\n    2 | ---\n      | ^",
        ])
    }

    @Test func reportsABrokenLimitBeforeAKeyWrittenTwiceEarlier() async {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        let files = site.content("exercises/dip.yaml", "name: Dip\nname: Dips\nx: \(deep)\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.yaml:3:67: error: lists and mappings are nested more than 64 deep\n"
                + "  hint: `limits: {nesting_depth: …}` in site.yaml raises the limit",
        ])
    }

    /// A mapping's keys are compared when it closes: here the inner one closes before the
    /// syntax error, the file's own mapping would only close after it.
    @Test func reportsAKeyWrittenTwiceBeforeALaterSyntaxError() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\nx: {a: 1, a: 2}\nlevel: [easy\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:2:5: error: duplicate key `a`"])
    }
}
