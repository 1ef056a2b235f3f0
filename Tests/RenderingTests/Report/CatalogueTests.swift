import Testing
@testable import Rendering
import TrainingModel

/// Issue 5 item 6: every interface string comes from a catalogue, and the English
/// and Spanish catalogues are both complete.
@Suite struct CatalogueTests {
    /// Words that are the same in both languages: abbreviations and loanwords a Spanish
    /// gym uses as they are (RPE, AMRAP, e1RM, "cardio", "tempo", "plan"), and a climbing wall ("flash").
    static let sameInBothLanguages: Set<String> = [
        "rpe", "amrap", "typeCardio", "tempoWord", "plan", "reps", "recordE1RM", "repWord", "repsWord",
        "styleFlash",
    ]

    @Test func everyEntryOfBothSiteCataloguesIsFilledIn() {
        for (language, strings) in [("en", Strings.english), ("es", Strings.spanish)] {
            for (key, value) in Catalogue.entries(strings) {
                #expect(!value.trimmingWhitespace.isEmpty || key == "monthYearJoiner", "\(language).\(key) is empty")
            }
            #expect(strings.monthNames.count == 12, "\(language).monthNames")
            #expect(strings.monthShortNames.count == 12, "\(language).monthShortNames")
            #expect(strings.weekdayShortNames.count == 7, "\(language).weekdayShortNames")
        }
    }

    @Test func everyEntryOfBothReportCataloguesIsFilledIn() {
        for (language, words) in [("en", ReportStrings.english), ("es", ReportStrings.spanish)] {
            for (key, value) in Catalogue.entries(words) {
                #expect(!value.trimmingWhitespace.isEmpty, "\(language).\(key) is empty")
            }
        }
    }

    /// An entry copied from English and never translated shows up here.
    @Test func spanishTranslatesEveryEntryButInternationalWords() {
        let english = Catalogue.entries(Strings.english) + Catalogue.entries(ReportStrings.english)
        let spanish = Dictionary(Catalogue.entries(Strings.spanish) + Catalogue.entries(ReportStrings.spanish),
                                 uniquingKeysWith: { first, _ in first })
        let untranslated = english.filter { spanish[$0.key] == $0.value }.map(\.key)
        #expect(Set(untranslated) == Self.sameInBothLanguages)
    }

    @Test func bothLanguagesHaveACatalogue() {
        for language in SiteConfig.Language.allCases {
            #expect(Strings.forLanguage(language).decimalSeparator.count == 1)
            #expect(!ReportStrings.forLanguage(language).summary.isEmpty)
        }
        #expect(Strings.forLanguage(.es).home == "Inicio")
        #expect(ReportStrings.forLanguage(.es).workingSets == "Series efectivas")
    }
}

/// Reads a catalogue's entries by name, so tests see every entry, including ones
/// added after the tests were written.
enum Catalogue {
    /// (property name, text): one entry per string property, and one per element of
    /// list properties (`monthNames[0]`), in declaration order.
    static func entries(_ catalogue: Any) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        for child in Mirror(reflecting: catalogue).children {
            guard let label = child.label else { continue }
            if let text = child.value as? String {
                result.append((label, text))
            } else if let list = child.value as? [String] {
                result += list.enumerated().map { ("\(label)[\($0.offset)]", $0.element) }
            }
        }
        return result
    }
}
