import Templating

/// A set of Mustache templates and static files (the stylesheet). The built-in
/// theme is compiled into the binary; a site's `Templates/` folder overrides it
/// file by file. Templates are compiled when the theme is made, so every syntax error
/// (and every missing partial) is reported before any page is rendered.
public struct Theme: Sendable {
    /// File name → text. Read only by sorted name, never iterated in hash order.
    let files: [String: String]
    let library: TemplateLibrary

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
        var templates: [String: String] = [:]
        for name in files.keys.sorted() {
            guard Self.isPlainFileName(name) else { throw RenderingError.invalidThemeFileName(name) }
            guard let templateName = Self.templateName(name), let text = files[name] else { continue }
            templates[templateName] = text
        }
        do {
            library = try TemplateLibrary(templates, fileSuffix: ".mustache")
        } catch {
            throw RenderingError.invalidTemplates(error.errors)
        }
        for template in DefaultTheme.pageTemplates where !library.contains(template) {
            throw RenderingError.missingTemplate(template)
        }
        self.files = files
    }

    /// Renders `context` with the template named `template` (without `.mustache`).
    func render(_ context: TemplateValue, template: String) throws -> [UInt8] {
        var html: [UInt8] = []
        guard library.render(context, template: template, into: &html) else {
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
}
