import Mustache
import Testing
@testable import Rendering
import Templating
import TrainingModel

/// Transitional: while Spotter's own engine replaces swift-mustache, every page and card of
/// the golden sites is rendered by both from the same values and must match byte for byte.
@Suite struct EngineComparisonTests {
    @Test(arguments: ["sample", "athletes"])
    func bothEnginesRenderTheGoldenSitesAlike(site: String) async throws {
        var theme = try Theme.builtIn()
        let log = RenderLog()
        theme.renderLog = log
        let library = site == "sample" ? SampleLibrary.make() : SampleLibrary.twoAthletes()
        _ = try await SiteRenderer(library: library, theme: theme, asOf: SampleLibrary.asOf).render()
        var mustache = MustacheLibrary()
        for name in theme.fileNames {
            guard let template = Theme.templateName(name), let text = theme.text(of: name) else { continue }
            try mustache.register(text, named: template)
        }
        let entries = log.entries.withLock { $0 }
        #expect(entries.count > 40)
        for entry in entries {
            let expected = try #require(mustache.render(OldEngineValue.make(entry.context), withTemplate: entry.template))
            #expect(String(decoding: entry.html, as: UTF8.self) == expected, "\(entry.template) differs")
        }
    }
}

/// The values swift-mustache was handed before the switch, made from `TemplateValue`s.
enum OldEngineValue {
    final class Object: MustacheParent {
        let fields: [String: Any]
        init(fields: [String: Any]) { self.fields = fields }
        func child(named name: String) -> Any? { fields[name] }
    }

    struct Text: MustacheCustomRenderable, MustacheTransformable, MustacheParent {
        let text: String
        var renderText: String { text }
        var isNull: Bool { false }
        func transform(_ name: String) -> Any? { text.transform(name) }
        func child(named: String) -> Any? { nil }
    }

    struct Absent: MustacheCustomRepresentation {
        var representation: Any? { nil }
    }

    static func make(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): return Text(text: text)
        case .int(let number): return number
        case .double(let number): return number
        case .bool(let flag): return flag
        case .list(let items): return items.map(make)
        case .object(let fields): return Object(fields: fields.mapValues(make))
        case .none: return Absent()
        }
    }
}
