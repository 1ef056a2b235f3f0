import Diagnostics
import Testing

@Suite struct DiagnosticTests {
    let location = SourceLocation(file: "content/workouts/w12.yaml", line: 14, column: 9)

    @Test func printsLikeACompilerWithKeyPathAndHint() {
        let diagnostic = Diagnostic.error(at: location, keyPath: "entries[2].sets[1]", "expected weight x reps, found \"8O x 5\"",
                                          hint: "write it as 80 x 5")
        #expect(diagnostic.headline
            == "content/workouts/w12.yaml:14:9: error: entries[2].sets[1]: expected weight x reps, found \"8O x 5\"")
        #expect(diagnostic.description == diagnostic.headline + "\n  hint: write it as 80 x 5")
    }

    @Test func leavesOutAnEmptyKeyPath() {
        let diagnostic = Diagnostic.warning(at: location, "unknown key `nmae`")
        #expect(diagnostic.description == "content/workouts/w12.yaml:14:9: warning: unknown key `nmae`")
    }

    @Test func escapesAGitHubAnnotation() {
        let diagnostic = Diagnostic.error(at: SourceLocation(file: "content/a,b:c.yaml", line: 2, column: 3), keyPath: "rpe",
                                          "100% wrong\nreally", hint: "use @8")
        #expect(diagnostic.ciAnnotation == "::error file=content/a%2Cb%3Ac.yaml,line=2,col=3::rpe: 100%25 wrong%0Areally (use @8)")
    }

    @Test func movesALocationAlongItsLine() {
        #expect(location.advanced(byColumns: 4) == SourceLocation(file: "content/workouts/w12.yaml", line: 14, column: 13))
    }

    @Test func ordersLocationsByFileThenLineThenColumn() {
        let a = SourceLocation(file: "a.yaml", line: 9, column: 9)
        let b1 = SourceLocation(file: "b.yaml", line: 1, column: 5)
        let b2 = SourceLocation(file: "b.yaml", line: 2, column: 1)
        #expect([b2, a, b1].sorted() == [a, b1, b2])
    }
}

@Suite struct DiagnosticListTests {
    @Test func sortsByPlaceThenErrorsBeforeWarnings() {
        let here = SourceLocation(file: "b.yaml", line: 3, column: 1)
        let list = DiagnosticList([
            .warning(at: here, "second"),
            .error(at: SourceLocation(file: "c.yaml"), "third"),
            .error(at: here, "first"),
            .error(at: SourceLocation(file: "a.yaml", line: 10), "zeroth"),
        ])
        #expect(list.sorted.map(\.message) == ["zeroth", "first", "second", "third"])
    }

    @Test func countsErrorsAndWarnings() {
        var list = DiagnosticList()
        #expect(!list.hasErrors)
        #expect(list.isEmpty)
        list.append(.warning(at: SourceLocation(file: "a"), "w"))
        #expect(!list.hasErrors)
        #expect(list.summary == "0 errors, 1 warning")
        list.append(contentsOf: [.error(at: SourceLocation(file: "a"), "e1"), .error(at: SourceLocation(file: "b"), "e2")])
        #expect(list.hasErrors)
        #expect(list.errorCount == 2)
        #expect(list.warningCount == 1)
        #expect(list.summary == "2 errors, 1 warning")
    }
}
