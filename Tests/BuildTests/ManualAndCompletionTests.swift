import Foundation
import Testing
import TestSupport

/// The man page and the shell completions come from the command definitions: the page
/// in the repository names every command and option the binary has (scripts/
/// generate-manual.sh --check, run by CI, compares it byte for byte), and a Tab after
/// `--athlete` offers the site's athlete ids.
@Suite final class ManualAndCompletionTests {
    let scratch = TemporaryFolder("spotter-completion")

    static let manual = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/spotter.1").standardizedFileURL

    /// Every command, with its abstract, and every option, with its help, as the binary
    /// describes them (`--experimental-dump-help`, what the man page is generated from).
    @Test func theManPageNamesEveryCommandAndOption() throws {
        let dump = try CommandLineTests.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let page = try String(contentsOf: Self.manual, encoding: .utf8)
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        #expect(subcommands.map { $0["commandName"] as? String } == ["build", "check", "doctor", "export", "import",
                                                                   "new", "report", "serve", "help"])
        for subcommand in subcommands {
            let name = try #require(subcommand["commandName"] as? String)
            let abstract = try #require(subcommand["abstract"] as? String)
            #expect(page.contains(".It Em \(name)\n\(abstract)\n"), "\(name)")
            for argument in subcommand["arguments"] as? [[String: Any]] ?? [] {
                guard let names = argument["names"] as? [[String: String]], argument["kind"] as? String != "positional"
                else { continue }
                let long = names.first { $0["kind"] == "long" }?["name"]
                if let long { #expect(page.contains("Fl -\(long)") || page.contains(" , -\(long)"), "\(name) --\(long)") }
                if let help = argument["abstract"] as? String { #expect(page.contains(help), "\(name): \(help)") }
            }
        }
    }

    /// Issue #54: `man spotter` printed "mdoc warning: Empty input line" six times. An
    /// empty line is not mdoc; scripts/generate-manual.sh writes each as `.Pp`.
    @Test func theManPageHasNoEmptyLine() throws {
        let page = try String(contentsOf: Self.manual, encoding: .utf8)
        // The plugin ends the page without a line break, so the last line is text too.
        let empty = page.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.allSatisfy(\.isWhitespace) }.map { $0.offset + 1 }
        #expect(empty == [])
    }

    /// `spotter COMMAND --help` shows examples, each a `spotter COMMAND` line using only
    /// that command's options.
    @Test func everyCommandsHelpHasExamplesOfItself() throws {
        let dump = try CommandLineTests.run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let subcommands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        for subcommand in subcommands where subcommand["commandName"] as? String != "help" {
            let name = try #require(subcommand["commandName"] as? String)
            let discussion = subcommand["discussion"] as? String ?? ""
            let examples = discussion.components(separatedBy: "Examples:\n").dropFirst().first?
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
            #expect(!examples.isEmpty, "\(name)")
            let options = Set((subcommand["arguments"] as? [[String: Any]] ?? []).flatMap { argument in
                (argument["names"] as? [[String: String]] ?? []).map { ($0["kind"] == "long" ? "--" : "-") + ($0["name"] ?? "") }
            })
            for example in examples {
                #expect(example.hasPrefix("spotter \(name)"), "\(example)")
                let used = example.split(separator: " ").filter { $0.hasPrefix("-") }.map(String.init)
                #expect(Set(used).isSubset(of: options), "\(example)")
            }
        }
    }

    /// What the generated scripts run on a Tab after `--athlete` (`spotter ---completion
    /// export -- --athlete …`): the athletes' ids in the site given by --source, those
    /// starting with what is typed, from the file names alone.
    @Test func athleteOptionsCompleteTheSitesAthleteIDs() throws {
        let site = scratch("site")
        let athletes = site.appendingPathComponent("content/athletes")
        try FileManager.default.createDirectory(at: athletes, withIntermediateDirectories: true)
        for file in ["ana.md", "ben.yaml", "bea.json", ".hidden.md", "notes.txt"] {
            try Data("name: X\n".utf8).write(to: athletes.appendingPathComponent(file))
        }
        func complete(_ command: String, _ words: [String], in directory: URL? = nil) throws -> String {
            let typed = words.last ?? ""
            return try CommandLineTests.run(["---completion", command, "--", "--athlete", "\(words.count)",
                                             "\(typed.count)", "spotter", command] + words, in: directory).stdout
        }
        #expect(try complete("export", ["--source", site.path, "--athlete", ""]) == "ana\nbea\nben\n")
        #expect(try complete("import", ["strong", "x.csv", "--source=\(site.path)", "--athlete", "b"]) == "bea\nben\n")
        #expect(try complete("export", ["--athlete", ""], in: site) == "ana\nbea\nben\n")
        #expect(try complete("export", ["--source", site.appendingPathComponent("nowhere").path, "--athlete", ""]) == "\n")
    }

    /// A private athlete's id is not offered on a Tab unless the command line says
    /// `--include-private`; an athlete's `id:` is its id; a file that cannot be parsed is
    /// not offered (it might be private). The sample's Dana is private.
    @Test func athleteCompletionLeavesPrivateAthletesOut() throws {
        let site = scratch("private-site")
        let athletes = site.appendingPathComponent("content/athletes")
        try FileManager.default.createDirectory(at: athletes, withIntermediateDirectories: true)
        for (file, text) in [("dana.md", "---\nname: Dana\nprivate: true\n---\nHer log is private.\n"),
                             ("ana.yaml", "name: Ana\nprivate: false\n"), ("bo.json", "{\"name\": \"Bo\", \"private\": yes}\n"),
                             ("cy.yaml", "name: Cy\nid: cyril\n"), ("broken.yaml", "name: [unclosed\n"),
                             ("odd.yaml", "name: Odd\nprivate: maybe\n")] {
            try Data(text.utf8).write(to: athletes.appendingPathComponent(file))
        }
        func complete(_ command: String, _ words: [String]) throws -> String {
            let typed = words.last ?? ""
            return try CommandLineTests.run(["---completion", command, "--", "--athlete", "\(words.count)",
                                             "\(typed.count)", "spotter", command] + words).stdout
        }
        #expect(try complete("report", ["--source", site.path, "--athlete", ""]) == "ana\ncyril\n")
        #expect(try complete("export", ["--source", site.path, "--athlete", "d"]) == "\n")
        #expect(try complete("report", ["--include-private", "--source", site.path, "--athlete", ""])
            == "ana\nbo\ncyril\ndana\nodd\n")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(try complete("export", ["--source", repository.path, "--athlete", ""]) == "ana\nben\ncarla\neli\nfay\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"]) func completionScriptsCompleteAthleteIDs(shell: String) throws {
        let script = try CommandLineTests.run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        #expect(script.stdout.contains("---completion export -- --athlete"))
        #expect(script.stdout.contains("---completion import -- --athlete"))
    }
}
