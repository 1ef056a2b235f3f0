import Foundation
import Markdown
import TextAndDates
import TrainingModel

/// Turns an exercise's description — Markdown with level-2 headings, or the JSON
/// object some apps export — into `ExerciseDescription` sections (docs/content-format.md#exercises).
enum ExerciseDescriptionParser {
    /// Headings per kind, English then Spanish, compared after folding case and accents.
    static let headings: [(DescriptionSection.Kind, [String])] = [
        (.whatItIs, ["what it is", "what is it", "que es"]),
        (.muscles, ["muscles involved", "muscles", "musculos implicados", "musculos"]),
        (.steps, ["steps", "instructions", "pasos", "ejecucion"]),
        (.cues, ["cues", "claves"]),
        (.mistakes, ["common mistakes", "mistakes", "errores comunes", "errores"]),
        (.variations, ["variations", "variantes", "variaciones"]),
        (.safety, ["safety", "precauciones", "seguridad"]),
    ]

    /// Kinds whose body, when it is one list, is also kept as items.
    static let listKinds: Set<DescriptionSection.Kind> = [.steps, .cues, .mistakes, .variations]

    /// Titles for sections that had none written (JSON keys, free-exercise-db steps).
    static func defaultTitle(_ kind: DescriptionSection.Kind, language: SiteConfig.Language) -> String {
        switch (kind, language) {
        case (.whatItIs, .en): return "What it is"
        case (.whatItIs, .es): return "Qué es"
        case (.muscles, .en): return "Muscles involved"
        case (.muscles, .es): return "Músculos implicados"
        case (.steps, .en): return "Steps"
        case (.steps, .es): return "Pasos"
        case (.cues, .en): return "Cues"
        case (.cues, .es): return "Claves"
        case (.mistakes, .en): return "Common mistakes"
        case (.mistakes, .es): return "Errores comunes"
        case (.variations, .en): return "Variations"
        case (.variations, .es): return "Variantes"
        case (.safety, .en): return "Safety"
        case (.safety, .es): return "Precauciones"
        case (.free, _): return ""
        }
    }

    /// The kind a heading names; `.free` for headings Spotter does not recognise.
    static func kind(ofHeading title: String) -> DescriptionSection.Kind {
        // ASCII has no accents to fold: lowercasing is the same fold, without Foundation.
        let ascii = title.isASCII
        var folded = (ascii ? title : title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
            .lowercased().trimmingWhitespace
        while folded.hasSuffix(":") { folded = String(folded.dropLast()).trimmingWhitespace }
        folded = folded.collapsingWhitespace
        return headings.first { $0.1.contains(folded) }?.0 ?? .free
    }

    /// Either form: a JSON object of sections, otherwise Markdown.
    static func parse(_ text: String, language: SiteConfig.Language) -> ExerciseDescription {
        json(text, language: language) ?? markdown(text)
    }

    static func markdown(_ text: String) -> ExerciseDescription {
        let split = Markdown.sections(text, level: 2)
        let sections = split.sections.map { section -> DescriptionSection in
            let kind = kind(ofHeading: section.title)
            return DescriptionSection(kind: kind, title: section.title, markdown: section.body,
                                      items: listKinds.contains(kind) ? section.list?.items ?? [] : [])
        }
        return ExerciseDescription(intro: split.intro, sections: sections)
    }

    /// `{"what_is": "…", "steps": ["…", "…"], …}` as a string; nil when the text is not
    /// such an object (it is then Markdown). Keys keep the order they were written in.
    static func json(_ text: String, language: SiteConfig.Language) -> ExerciseDescription? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return nil }
        let scratch = DecodingContext(file: "")
        guard let document = DocumentParser.parse(trimmed, format: .json, context: scratch),
              case .mapping(let entries)? = document.root?.value else { return nil }
        let known = Set(DescriptionSection.Kind.allCases.filter { $0 != .free }.map(\.rawValue))
        guard entries.contains(where: { known.contains($0.key) }) else { return nil }
        var sections: [DescriptionSection] = []
        for entry in entries {
            let kind = DescriptionSection.Kind(rawValue: entry.key).flatMap { $0 == .free ? nil : $0 } ?? .free
            let title = kind == .free ? humanize(entry.key) : defaultTitle(kind, language: language)
            switch entry.value.value {
            case .scalar(let body, _):
                let body = body.trimmingWhitespace
                if body.isEmpty { continue }
                sections.append(DescriptionSection(kind: kind, title: title, markdown: body, items: items(of: body, kind: kind)))
            case .sequence(let nodes):
                let list = nodes.compactMap(\.scalarText).map(\.trimmingWhitespace).filter { !$0.isEmpty }
                if list.isEmpty { continue }
                sections.append(section(kind, title: title, items: list))
            case .mapping:
                continue
            }
        }
        return ExerciseDescription(intro: "", sections: sections)
    }

    /// A section made from a list of texts: numbered for steps, bulleted otherwise.
    static func section(_ kind: DescriptionSection.Kind, title: String, items: [String]) -> DescriptionSection {
        let markdown = items.enumerated().map { index, item in
            (kind == .steps ? "\(index + 1). " : "- ") + item.replacingOccurrences(of: "\n", with: " ")
        }.joined(separator: "\n")
        return DescriptionSection(kind: kind, title: title, markdown: markdown, items: items)
    }

    private static func items(of body: String, kind: DescriptionSection.Kind) -> [String] {
        guard listKinds.contains(kind), let list = Markdown.listItems(body) else { return [] }
        return list.items
    }

    /// `grip_width` → `Grip width`.
    private static func humanize(_ key: String) -> String {
        let words = key.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
