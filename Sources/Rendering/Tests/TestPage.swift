import Markdown
import TextAndDates
import TrainingModel

extension SitePaths {
    static let testIndex = "tests/index.html"
    static func test(_ id: String) -> String { "tests/\(segment(id))/index.html" }
}

/// The test battery's pages (`PageJob.tests`), made when the site defines tests (`content/tests/`):
/// `tests/index.html` and `tests/<id>/index.html` for each definition.
enum TestPage: PageKind {
    case index
    case test(TestDefinition)

    var path: String {
        switch self {
        case .index: return SitePaths.testIndex
        case .test(let test): return SitePaths.test(test.id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case tests
        case test
    }

    var template: Template {
        switch self {
        case .index: return .tests
        case .test: return .test
        }
    }

    /// Every athlete's results: the whole site.
    var subject: PageSubject { .site }

    /// A test's page is about every athlete's results, not one thing written once.
    var openGraphType: OpenGraphType { .website }

    /// A test's protocol, as plain text; the index has no words of its own.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .index: return ""
        case .test(let test): return Markdown.plainText(test.testProtocol)
        }
    }

    /// The newest result of the test (of any test, for the index), on or before the as-of day.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        let asOf = builder.context.asOf
        let ids: Set<String>
        switch self {
        case .index: ids = Set(builder.context.library.testDefinitions.map(\.id))
        case .test(let test): ids = [test.id]
        }
        return builder.context.library.tests.filter { ids.contains($0.test) && $0.date <= asOf }.map(\.date).max()
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        let words = TestStrings.forLanguage(builder.context.library.config.language)
        switch self {
        case .index:
            return try builder.render(builder.testIndex(path: job.path, words: words), job: job, title: words.tests, nav: .tests)
        case .test(let test):
            return try builder.render(builder.test(test, path: job.path, words: words), job: job, title: test.name, nav: .tests)
        }
    }

    /// The battery's index, when the site defines a test.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        guard !context.library.testDefinitions.isEmpty else { return [] }
        return [NavigationLink(path: SitePaths.testIndex, label: TestStrings.forLanguage(context.library.config.language).tests,
                               section: .tests)]
    }
}
