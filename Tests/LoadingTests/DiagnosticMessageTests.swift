import Loading
import TestSupport
import Testing

/// One test per `ContentProblem` message: each loads the smallest site that has the
/// problem and checks the whole printed diagnostic.
@Suite struct DiagnosticMessageTests {
    let site = SiteFiles.minimal

    // MARK: - Files

    @Test func reportsAFileThatCannotBeRead() async {
        let fileSystem = ContentFileSystem(
            listFiles: { _ in ["exercises/locked.yaml"] },
            readFile: { path in
                throw ContentFileSystem.Failure(path: path, reason: "permission denied")
            })
        let result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: "")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "content/exercises/locked.yaml:1:1: error: cannot read the file: permission denied",
        ])
    }

    @Test func reportsAFileThatIsNotUTF8() async {
        let fileSystem = ContentFileSystem(
            listFiles: { _ in ["exercises/latin1.yaml"] },
            readFile: { path in
                guard path == "content/exercises/latin1.yaml" else { throw ContentFileSystem.Failure(path: path, reason: "no such file") }
                return [0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xF1, 0x0A]
            })
        let result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: "")
        #expect(result.diagnostics.sorted.map(\.description) == [
            "content/exercises/latin1.yaml:1:1: error: the file is not UTF-8 text",
        ])
    }

    @Test func reportsInvalidYAMLWhereTheParserStopped() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x 5\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:5:1: error: invalid YAML: did not find expected ',' or ']' "
                + "(while parsing a flow sequence that starts at line 4, column 11)"
                + "\n  hint: the line as written:\n    4 |     sets: [100 x 5\n      |           ^",
        ])
    }

    @Test func reportsInvalidJSON() async {
        let files = site.content("exercises/dip.json", "{\"name\": \"Dip\",,}")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.json:1:16: error: invalid JSON: did not find expected node content "
                + "(while parsing a flow node that starts at line 1, column 16)",
        ])
    }

    @Test func reportsADuplicateKey() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\nlevel: easy\nname: Dips\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:1:1: error: duplicate key `name`"])
    }

    @Test func reportsAFrontMatterThatIsNeverClosed() async {
        let files = site.content("exercises/dip.md", "---\nname: Dip\n## Steps\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.md:1:1: error: the front matter opened by `---` on line 1 is never closed by another `---`",
        ])
    }

    @Test func warnsWhenThereIsNoContentFolder() async {
        let found = await diagnostics(SiteFiles().site("title: Empty\n"))
        #expect(found == [
            "content:1:1: warning: no `content/` folder: there is nothing to load",
        ])
    }

    @Test func warnsAboutAFolderThatIsNotAKind() async {
        let files = site.content("recipes/soup.yaml", "name: Soup\n").content("recipes/stew.yaml", "name: Stew\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/recipes/soup.yaml:1:1: warning: `content/recipes` is not a content folder; its files are ignored\n"
                + "  hint: content folders are `athletes`, `exercises`, `sessions`, `workouts`, `plans`, `measurements`, `tests`, `pages` and `centre`",
        ])
    }

    @Test func warnsAboutAFileDirectlyInTheContentFolder() async {
        let found = await diagnostics(site.content("squat.md", "---\nname: Squat\n---\n"))
        #expect(found == [
            "content/squat.md:1:1: warning: files directly in `content/` are ignored: each kind has its own folder\n"
                + "  hint: content folders are `athletes`, `exercises`, `sessions`, `workouts`, `plans`, `measurements`, `tests`, `pages` and `centre`; "
                + "the files directly in `content/` that Spotter reads are `names.yaml` and `import-vocabulary.yaml`",
        ])
    }

    // MARK: - Values

    @Test func reportsAMissingRequiredField() async {
        let files = site.content("exercises/dip.yaml", "aliases: [Dips]\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:1:1: error: missing required field `name`"])
    }

    @Test func reportsASessionItemWithoutExerciseOrGroup() async {
        let files = site.content("sessions/upper.yaml", "items:\n  - prescription: 5x5 @ 100kg\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/sessions/upper.yaml:2:5: error: items[0]: expected one of the keys `exercise`, `superset` or `circuit`",
        ])
    }

    @Test func reportsFieldsThatCannotBeUsedTogether() async {
        let files = site.content("sessions/fingers.yaml", """
            items:
              - exercise: pull-up
                prescription: 3x5
                protocol: 6 x 7s on / 3s off, 3 sets, rest 3m
            """)
        let found = await diagnostics(files)
        #expect(found == [
            "content/sessions/fingers.yaml:2:5: error: items[0]: `prescription` and `protocol` cannot be used together",
        ])
    }

    @Test func warnsAboutAnUnknownKeyWithTheClosestKnownOne() async {
        let files = site.content("sessions/legs.yaml", "name: Legs\nitmes: []\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/sessions/legs.yaml:2:1: warning: unknown key `itmes`\n  hint: did you mean `items`?",
        ])
    }

    @Test func warnsAboutAnUnknownKeyWithoutSuggestionWhenNothingIsClose() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    colour: red\n")
        let found = await diagnostics(files)
        #expect(found == ["content/workouts/w1.yaml:4:5: warning: entries[0]: unknown key `colour`"])
    }

    @Test func reportsAValueOfTheWrongType() async {
        let files = site.content("measurements/body.yaml", "entries:\n  - {date: 2026-03-01, resting_hr: abc}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/measurements/body.yaml:2:36: error: entries[0].resting_hr: expected a number, found \"abc\"",
        ])
    }

    @Test func reportsAListWhereTextWasExpected() async {
        let files = site.content("exercises/dip.yaml", "name: [Dip, Dips]\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.yaml:1:7: error: name: expected text, found a list"])
    }

    @Test func reportsAWordThatIsNotAllowedWithTheClosestOne() async {
        let files = site.content("exercises/dip.yaml", "name: Dip\ntype: strenght\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.yaml:2:7: error: type: expected `strength`, `cardio`, `mobility`, `climbing` or `other`, "
                + "found \"strenght\"\n  hint: did you mean `strength`?",
        ])
    }

    @Test func reportsANotationErrorAtTheValue() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x 5, 8O x 5]\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:4:21: error: entries[0].sets[1]: expected a weight (e.g. 100, 100kg, bw+20kg), found \"8O\"",
        ])
    }

    @Test func reportsANotationErrorInsideAQuotedValueAtTheCharacterItNames() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [\"w: 8O x 5\"]\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:4:16: error: entries[0].sets[0]: expected a weight (e.g. 100, 100kg, bw+20kg), found \"8O\"",
        ])
    }

    @Test func reportsANotationValueThatStopsTooSoonAtItsEnd() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x]\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:4:17: error: entries[0].sets[0]: expected reps after x (e.g. 100 x 5), found end of text",
        ])
    }

    @Test func reportsADayThatDoesNotExist() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-02-30\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:1:7: error: date: 2026-02-30 is not a date: February 2026 has 28 days",
        ])
    }

    @Test func reportsAMonthThatDoesNotExist() async {
        let files = site.content("athletes/ana.yaml", "name: Ana\nbirthdate: 1994-13-01\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/athletes/ana.yaml:2:12: error: birthdate: 1994-13-01 is not a date: there is no month 13",
        ])
    }

    @Test func reportsAnUnknownTimeZone() async {
        let files = site.site("timezone: Europe/Madird\n")
        let found = await diagnostics(files)
        #expect(found == [
            "site.yaml:1:11: error: timezone: unknown time zone \"Europe/Madird\"\n  hint: did you mean `Europe/Madrid`?",
        ])
    }

    @Test func reportsAMeasurementEntryWithNothingMeasured() async {
        let files = site.content("measurements/body.yaml", "entries:\n  - date: 2026-03-01\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/measurements/body.yaml:2:5: error: entries[0]: expected a measurement such as `bodyweight`, "
                + "or a `test` with its `result`",
        ])
    }

    @Test func warnsWhenAPlanStartsMidweek() async {
        let files = site.content("sessions/legs.yaml", "name: Legs\n")
            .content("plans/spring.yaml", "start: 2026-03-04\nweeks: 4\nschedule: {monday: legs}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/plans/spring.yaml:1:8: warning: start: the plan starts on 2026-03-04, a wednesday, "
                + "not on the first day of a week (monday)",
        ])
    }

    // MARK: - Ids and references

    @Test func reportsAnInvalidIDWithAValidForm() async {
        let files = site.content("exercises/dip.yaml", "id: Ring Dip/v2\nname: Ring dip\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.yaml:1:5: error: id: invalid id \"Ring Dip/v2\": an id is letters, digits, `.`, `_` "
                + "and `-`, starting with a letter or digit\n  hint: use `ring-dip-v2`",
        ])
    }

    @Test func reportsAFileNameThatIsNotAValidID() async {
        let files = site.content("exercises/Press de banca.md", "---\nname: Press de banca\n---\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/Press de banca.md:1:1: error: invalid id \"Press de banca\": an id is letters, digits, "
                + "`.`, `_` and `-`, starting with a letter or digit\n  hint: use `press-de-banca`",
        ])
    }

    @Test func reportsADuplicateIDAtTheSecondFileNamingTheFirst() async {
        let files = site.content("exercises/squat.md", "---\nname: Squat\n---\n")
            .content("exercises/squat.yaml", "name: Another squat\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/squat.yaml:1:1: error: duplicate exercise id `squat`, already used by content/exercises/squat.md",
        ])
    }

    /// Two ids that differ but give one page folder by the rule of paths (`Slug.path`) would
    /// publish one page over the other: the second is an error naming both (docs/content-format.md).
    @Test func reportsTwoIDsWithOnePageFolderNamingBoth() async {
        let files = site.content("exercises/hip-thrust.md", "---\nname: Hip thrust\n---\n")
            .content("exercises/Hip_Thrust.yaml", "name: Another hip thrust\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/hip-thrust.md:1:1: error: exercise id `hip-thrust` is published in the same folder, "
                + "`hip-thrust`, as the id `Hip_Thrust` of content/exercises/Hip_Thrust.yaml\n"
                + "  hint: a page's folder is its id in lowercase with `_`, `.` and runs of `-` made one `-`: give one of them another id",
        ])
    }

    @Test func reportsAnUnknownExerciseWithTheClosestIDs() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - exercise: back-squatt\n    sets: [100 x 5]\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:3:15: error: entries[0].exercise: unknown exercise `back-squatt`\n"
                + "  hint: did you mean `back-squat`?",
        ])
    }

    @Test func reportsAnUnknownSession() async {
        let files = site.content("sessions/upper-a.yaml", "name: Upper A\n")
            .content("workouts/w1.yaml", "date: 2026-03-02\nsession: upper-b\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:2:10: error: session: unknown session `upper-b`\n  hint: did you mean `upper-a`?",
        ])
    }

    @Test func reportsAnUnknownAthlete() async {
        let files = site.content("workouts/w1.yaml", "date: 2026-03-02\nathlete: anna\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:2:10: error: athlete: unknown athlete `anna`\n  hint: did you mean `ana`?",
        ])
    }

    @Test func reportsANameSharedByTwoExercises() async {
        let files = site.content("exercises/front-squat.yaml", "name: Front Squat\naliases: [Squat]\n")
            .content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - {exercise: squat, sets: [100 x 5]}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:3:16: error: entries[0].exercise: `squat` names several exercises: "
                + "`back-squat` and `front-squat`\n  hint: refer to the exercise by its id",
        ])
    }

    @Test func reportsAMissingAthleteWhenThereAreSeveral() async {
        let files = site.content("athletes/ben.yaml", "name: Ben\n").content("workouts/w1.yaml", "date: 2026-03-02\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/workouts/w1.yaml:1:1: error: missing `athlete`: the site has several athletes (`ana` and `ben`)\n"
                + "  hint: add `athlete: ana` or another athlete's id",
        ])
    }
}

@Suite struct FoundValueTests {
    @Test func cutsALongOrMultiLineValueInAMessage() async {
        let files = SiteFiles.minimal.content("workouts/w1.yaml", """
            date: 2026-03-02
            rpe: |
              about eight
              or nine
            """).content("measurements/m.yaml", "entries:\n  - date: 2026-03-02\n    resting_hr: \(String(repeating: "x", count: 70))\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/measurements/m.yaml:3:17: error: entries[0].resting_hr: expected a number, found \"\(String(repeating: "x", count: 60))…\"",
            "content/workouts/w1.yaml:2:6: error: rpe: expected an RPE from 0 to 10, found \"about eight…\"",
        ])
    }
}

@Suite struct ReaderErrorTests {
    @Test func pointsAtAControlCharacter() async {
        let files = SiteFiles.minimal.content("exercises/dip.md", "---\nname: Dip\nlevel: ha\u{07}rd\n---\n")
        let found = await diagnostics(files)
        #expect(found == ["content/exercises/dip.md:3:10: error: invalid YAML: control characters are not allowed"])
    }
}
