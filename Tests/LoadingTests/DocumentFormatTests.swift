@testable import Loading
import TestSupport
import Testing

/// `DocumentFormat(path:)` reads an ASCII path as bytes; it must choose as reading it by
/// characters does, which it still does for any other path.
@Suite struct DocumentFormatTests {
    /// The characters' reading, as the loader had it before the bytes' one.
    static func byCharacters(_ path: String) -> DocumentFormat? {
        guard let dot = path.lastIndex(of: "."), path[..<dot].last != "/" else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "yaml", "yml": return .yaml
        case "json": return .json
        case "md", "markdown": return .markdown
        default: return nil
        }
    }

    @Test func namedPathsHaveTheirFormats() {
        #expect(DocumentFormat(path: "workouts/2026/a.yaml") == .yaml)
        #expect(DocumentFormat(path: "workouts/2026/a.YML") == .yaml)
        #expect(DocumentFormat(path: "pages/about.Markdown") == .markdown)
        #expect(DocumentFormat(path: "pages/about.md") == .markdown)
        #expect(DocumentFormat(path: "plans/week.json") == .json)
        #expect(DocumentFormat(path: ".yaml") == .yaml)
        #expect(DocumentFormat(path: "workouts/.yaml") == nil)
        #expect(DocumentFormat(path: "workouts/a.yaml.bak") == nil)
        #expect(DocumentFormat(path: "workouts/a") == nil)
        #expect(DocumentFormat(path: "workouts/a.yamlx") == nil)
        #expect(DocumentFormat(path: "media/photo.jpg") == nil)
        // Not ASCII: by characters, where the Kelvin sign lowercases to a k.
        #expect(DocumentFormat(path: "pages/é.mar\u{212A}down") == .markdown)
        #expect(DocumentFormat(path: "pages/a.y\u{301}aml") == nil)
    }

    /// Random paths of the characters that matter, ASCII and not: both readings agree.
    @Test func bytesAndCharactersChooseAlike() {
        let pieces = ["a", "A", "y", "Y", "a", "m", "M", "l", "L", "j", "s", "o", "n", "d", "k", "r", "w",
                      "/", ".", ".", "\r", "\n", "é", "\u{301}", "\u{212A}", "yaml", "YML", "json", "md", "markdown"]
        var random = SeededRandom(seed: 28)
        var formats: [DocumentFormat?: Int] = [:]
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(DocumentFormat(path: path) == Self.byCharacters(path), "\(path.debugDescription)")
            formats[DocumentFormat(path: path), default: 0] += 1
        }
        // Each answer was met, so the agreement is not only on nil.
        #expect(formats.keys.count == 4)
    }
}
