import Foundation
import Statistics
import Testing
@testable import Rendering
import TrainingModel

/// The whole site (every page and report.md) in Spanish shows no English interface word,
/// and a pound site shows no kilogram.
@Suite struct SiteLanguageTests {
    /// Every page of the fixture rendered with `config`, plus its report, as visible text:
    /// text nodes and the attributes a reader meets (`alt`, `aria-label`, `title`), entities decoded.
    static func visibleText(config: SiteConfig) async throws -> [String: String] {
        let library = ReportFixture.make(config: config)
        let files = try await SiteRenderer(library: library, theme: Theme.builtIn(), asOf: ReportFixture.asOf).render()
        var texts: [String: String] = [:]
        for file in files where file.path.hasSuffix(".html") {
            texts[file.path] = HTMLText.visible(String(decoding: file.bytes, as: UTF8.self))
        }
        texts["report.md"] = ReportFixture.report(library)
        return texts
    }

    /// What the library's authors wrote (names, notes, descriptions): English in the
    /// fixture, and rightly left as written on a Spanish site.
    static func contentText(_ library: TrainingLibrary) -> String {
        var parts: [String] = [library.config.title, library.config.author ?? ""]
        for exercise in library.exercises {
            parts += [exercise.name, exercise.subtype ?? "", exercise.level ?? "", exercise.description.intro]
            parts += exercise.aliases + exercise.equipment + exercise.primaryMuscles + exercise.secondaryMuscles
            parts += exercise.description.sections.flatMap { [$0.title, $0.markdown] }
        }
        for session in library.sessions {
            parts += [session.name, session.description]
            parts += session.items.flatMap(\.exerciseItems).compactMap(\.notes)
            parts += session.items.flatMap(\.exerciseItems).flatMap { $0.prescription?.blocks ?? [] }.compactMap(\.intensity)
            parts += session.items.flatMap(\.exerciseItems).flatMap { $0.intervalProtocol?.grips ?? [] }.map(\.name)
        }
        for workout in library.workouts {
            parts += [workout.name ?? "", workout.notes] + workout.entries.compactMap(\.notes)
        }
        parts += library.pages.flatMap { [$0.title, $0.markdown] }
        parts += library.plans.map(\.name) + library.tests.map(\.test)
        return parts.joined(separator: "\n")
    }

    @Test func spanishSiteShowsNoEnglishInterfaceWord() async throws {
        let english = Catalogue.entries(Strings.english) + Catalogue.entries(ReportStrings.english)
        let spanish = Set((Catalogue.entries(Strings.spanish) + Catalogue.entries(ReportStrings.spanish)).map(\.value))
        let content = Self.contentText(ReportFixture.make())
        // Only words that differ in Spanish and that the authors did not write themselves.
        let englishOnly = Set(english.map(\.value)).filter {
            !spanish.contains($0) && !$0.trimmingWhitespace.isEmpty && !HTMLText.containsWord($0, in: content)
        }
        #expect(englishOnly.count > 150)
        let pages = try await Self.visibleText(config: SiteConfig(title: "Entrenos de Ana", language: .es))
        for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
            let leaks = englishOnly.filter { HTMLText.containsWord($0, in: text) }.sorted()
            #expect(leaks.isEmpty, "\(path) shows English: \(leaks)")
        }
    }

    /// The check above would see a leak: the English site shows these words all over.
    @Test func theSameCheckFindsTheEnglishWordsOnAnEnglishSite() async throws {
        let pages = try await Self.visibleText(config: SiteConfig(title: "Ana's training"))
        let home = try #require(pages["index.html"])
        for word in [Strings.english.skipToContent, Strings.english.recentWorkouts, Strings.english.dataAsOf] {
            #expect(HTMLText.containsWord(word, in: home), "\(word)")
        }
        #expect(HTMLText.containsWord(ReportStrings.english.workingSets, in: try #require(pages["report.md"])))
        #expect(!HTMLText.containsWord("Sets", in: "Working Setsx"))
    }

    @Test func poundSiteShowsNoKilogram() async throws {
        let pages = try await Self.visibleText(config: SiteConfig(title: "Ana", units: .lb))
        for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
            #expect(!HTMLText.containsWord("kg", in: text), "\(path) shows kg")
        }
        // 100 kg = 220.462… lb, 60 kg = 132.277… lb, 105 kg = 231.485… lb: converted, not relabelled.
        let workout = try #require(pages["workouts/2026-02-26-lower/index.html"])
        #expect(workout.contains("220.46 lb"))
        #expect(!HTMLText.containsWord("100 lb", in: workout))
        #expect(try #require(pages["workouts/2026-03-02-upper-a/index.html"]).contains("132.28 lb"))
        #expect(try #require(pages["report.md"]).contains("| Wed 4 Mar 2026 | Back Squat | Weight | 231.5 lb | 220.5 lb |"))
    }
}

/// Just enough HTML reading for the language tests.
enum HTMLText {
    static func visible(_ html: String) -> String {
        var text = html
        // Attribute values a reader sees or hears.
        let attributes = try! NSRegularExpression(pattern: "\\s(?:alt|aria-label|title)=\"([^\"]*)\"")
        let range = NSRange(text.startIndex..., in: text)
        let spoken = attributes.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
        text = text.replacingOccurrences(of: "<style>[\\s\\S]*?</style>", with: "\n", options: .regularExpression)
        text = text.replacingOccurrences(of: "<[^>]*>", with: "\n", options: .regularExpression)
        text += "\n" + spoken.joined(separator: "\n")
        for (entity, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// `phrase` in `text` with no letter or digit right before or after it.
    static func containsWord(_ phrase: String, in text: String) -> Bool {
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: phrase, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isWordCharacter: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber } ?? false }
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }
}
