import Loading
import TestSupport
import Testing
import TrainingModel

/// The limits of `ContentLimits` (docs/content-format.md, "Limits"): each breach is one
/// error at the place it happens, and a file that breaks one loads nothing.
@Suite struct ContentLimitsTests {
    let site = SiteFiles.minimal

    @Test func rejectsAnAliasBombBeforeExpandingIt() async {
        let found = await diagnostics(site.content("exercises/bomb.yaml", HostileText.aliasBomb))
        // Levels 0–6 hold 597,871 values; the first alias of level 7 repeats 531,441 more.
        #expect(found == [
            "content/exercises/bomb.yaml:8:10: error: the document holds more than 1000000 values once its aliases are expanded\n"
                + "  hint: `limits: {yaml_nodes: …}` in site.yaml raises the limit",
        ])
    }

    @Test func keepsAliasesWithinTheBudget() async {
        let workout = "date: 2026-03-02\nentries:\n  - exercise: back-squat\n    sets: [&top 100 x 5, *top, *top]\n"
        let (library, found) = await load(site.content("workouts/w1.yaml", workout))
        #expect(found == [])
        #expect(library.workouts.first?.entries.first?.sets.count == 3)
    }

    @Test func rejectsAliasesThatRepeatMoreTextThanAFileMayHold() async {
        let text = String(repeating: "a", count: 60_000)
        let list = Array(repeating: "*t", count: 200).joined(separator: ", ")
        let found = await diagnostics(site.content("exercises/text.yaml", "name: Text\nt: &t \(text)\nx: [\(list)]\n"))
        // 60,010 bytes before the list, 60,000 an alias: the 139th, at column 5 + 138 × 4,
        // takes the document past 8 MiB (8,388,608 bytes).
        #expect(found == [
            "content/exercises/text.yaml:3:557: error: the aliases repeat more than 8 MiB of text, more than a content file may hold\n"
                + "  hint: `limits: {file_size: …}` in site.yaml raises the limit",
        ])
    }

    @Test func rejectsNestingDeeperThanTheLimitWhereItStarts() async {
        let front = "---\nname: Deep\nx: " + String(repeating: "[", count: 65) + String(repeating: "]", count: 65) + "\n---\nBody\n"
        let found = await diagnostics(site.content("exercises/deep.md", front))
        // The front matter's mapping is the first level: the 64th bracket, on line 3 of the
        // file after `x: ` and 63 brackets, opens the 65th.
        #expect(found == [
            "content/exercises/deep.md:3:67: error: lists and mappings are nested more than 64 deep\n"
                + "  hint: `limits: {nesting_depth: …}` in site.yaml raises the limit",
        ])
    }

    @Test func rejectsNestingPastWhatLibYAMLReadsAheadAsTheSameLimit() async {
        let deep = "name: Deep\nx: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let found = await diagnostics(site.content("exercises/deep.yaml", deep))
        // libyaml counts the brackets its scanner has read ahead and stops at its own bound
        // of 1,000 levels while parsing the second one.
        #expect(found == [
            "content/exercises/deep.yaml:2:5: error: lists and mappings are nested more than 64 deep\n"
                + "  hint: `limits: {nesting_depth: …}` in site.yaml raises the limit",
        ])
    }

    @Test func rejectsAStringLongerThanTheLimitAtTheString() async {
        let long = String(repeating: "é", count: 32 * 1024 + 1)  // 2 bytes each
        let found = await diagnostics(site.content("exercises/long.yaml", "name: Long\nnotes: \"\(long)\"\n"))
        #expect(found == [
            "content/exercises/long.yaml:2:8: error: the text is longer than 64 KiB\n"
                + "  hint: `limits: {string_length: …}` in site.yaml raises the limit",
        ])
    }

    @Test func rejectsAFileLargerThanTheLimitWithoutParsingIt() async {
        let big = "name: Big\nnotes: |\n" + String(repeating: "  line\n", count: (8 << 20) / 7 + 1)
        let found = await diagnostics(site.content("exercises/big.yaml", big))
        #expect(found == [
            "content/exercises/big.yaml:1:1: error: the file is \(big.utf8.count) bytes, more than the 8 MiB a content file may hold\n"
                + "  hint: `limits: {file_size: …}` in site.yaml raises the limit",
        ])
    }

    static func workout(sets: Int) -> String {
        "date: 2026-03-02\nentries:\n  - exercise: back-squat\n    sets:\n"
            + String(repeating: "      - 100 x 5 x 10\n", count: sets / 10)
    }

    @Test func rejectsAWorkoutWithMoreSetsThanTheLimitAtTheSetPastIt() async {
        let (library, found) = await load(site.content("workouts/w1.yaml", Self.workout(sets: 1_010)))
        // Lines 5–104 hold sets 1–1,000; line 105 goes past the limit.
        #expect(found == [
            "content/workouts/w1.yaml:105:9: error: entries[0].sets[100]: the workout has more than 1000 sets\n"
                + "  hint: `limits: {sets_per_workout: …}` in site.yaml raises the limit",
        ])
        #expect(library.workouts.isEmpty)
    }

    @Test func siteYAMLRaisesLimits() async {
        let files = site.site("title: Test\ntimezone: Europe/Madrid\nlimits:\n  sets_per_workout: 2000\n  file_size: 16 MiB\n")
            .content("workouts/w1.yaml", Self.workout(sets: 1_010))
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.workouts.first?.entries.first?.sets.count == 1_010)
    }

    @Test func siteYAMLCannotLowerALimit() async {
        let files = site.site("title: Test\nlimits:\n  file_size: 1 MiB\n  nesting_depth: 10\n  yaml_node: 5\n")
        #expect(await diagnostics(files) == [
            "site.yaml:3:14: error: limits.file_size: expected a size of at least 8 MiB, such as `16 MiB`, found \"1 MiB\"",
            "site.yaml:4:18: error: limits.nesting_depth: expected a whole number of at least 64 (limits can only be raised), found \"10\"",
            "site.yaml:5:3: warning: limits: unknown key `yaml_node`\n  hint: did you mean `yaml_nodes`?",
        ])
    }
}
