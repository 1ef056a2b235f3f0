import Mustache

/// A set of Mustache templates and static files (the stylesheet). The built-in
/// theme is compiled into the binary; a site's `Templates/` folder overrides it
/// file by file. Templates are parsed when the theme is made, so a syntax error is
/// reported before any page is rendered.
public struct Theme: Sendable {
    /// File name → text. Read only by sorted name, never iterated in hash order.
    let files: [String: String]
    let library: MustacheLibrary

    public static func builtIn() throws -> Theme {
        var texts: [String: String] = [:]
        for (name, bytes) in DefaultTheme.files {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw RenderingError.themeFileNotText(name) }
            texts[name] = text
        }
        return try Theme(files: texts)
    }

    /// This theme with `files` (file name → text, from a site's `Templates/`) replacing
    /// or adding to its own. Names must be plain file names: templates end in
    /// `.mustache` and are usable as partials by their base name; other files are
    /// copied to the output root.
    public func overriding(with files: [String: String]) throws -> Theme {
        try Theme(files: self.files.merging(files) { _, new in new })
    }

    /// Every file name, sorted.
    public var fileNames: [String] { files.keys.sorted() }

    /// The text of one file, nil when the theme has no such file.
    public func text(of fileName: String) -> String? { files[fileName] }

    init(files: [String: String]) throws {
        var library = MustacheLibrary()
        for name in files.keys.sorted() {
            guard Self.isPlainFileName(name) else { throw RenderingError.invalidThemeFileName(name) }
            guard let templateName = Self.templateName(name), let text = files[name] else { continue }
            do {
                library.register(try MustacheTemplate(string: text), named: templateName)
            } catch let error as MustacheTemplate.ParserError {
                throw RenderingError.templateSyntax(file: name, line: error.context.lineNumber,
                                                    column: error.context.columnNumber,
                                                    reason: Self.describe(error.error))
            }
        }
        for template in DefaultTheme.pageTemplates where library.getTemplate(named: template) == nil {
            throw RenderingError.missingTemplate(template)
        }
        self.files = files
        self.library = library
    }

    /// Renders `context` with the template named `template` (without `.mustache`).
    func render(_ context: TemplateValue.Object, template: String) throws -> String {
        guard let html = library.render(context, withTemplate: template) else {
            throw RenderingError.missingTemplate(template)
        }
        return html
    }

    /// The files that are not templates, copied to the output root as they are.
    var staticFiles: [OutputFile] {
        fileNames.filter { Self.templateName($0) == nil }.compactMap { name in
            files[name].map { OutputFile(path: name, bytes: Array($0.utf8)) }
        }
    }

    static func templateName(_ fileName: String) -> String? {
        let suffix = ".mustache"
        guard fileName.hasSuffix(suffix), fileName.count > suffix.count else { return nil }
        return String(fileName.dropLast(suffix.count))
    }

    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "a section is closed with a different name than it was opened with"
        case .unfinishedName?: return "a tag is not closed; expected \"}}\""
        case .expectedSectionEnd?: return "a section is never closed; expected {{/name}}"
        case .invalidSetDelimiter?: return "badly formed set-delimiter tag"
        case .transformAppliedToInheritanceSection?: return "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection?: return "only {{$block}} overrides may appear inside {{<parent}}"
        case .textInsideInheritSection?: return "text outside a {{$block}} inside {{<parent}}"
        case .invalidConfigVariableSyntax?: return "badly formed pragma; expected {{% NAME: value}}"
        case .unrecognisedConfigVariable?: return "unknown pragma"
        case nil: return String(describing: error)
        }
    }
}
