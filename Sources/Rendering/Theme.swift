import Templating

/// A set of Mustache templates and static files (the stylesheet, the icon), in three
/// folders: `pages/` (one template per page kind), `partials/` (templates other templates
/// include, and `card`, which Swift renders per exercise) and `static/` (copied to the output
/// root). The built-in theme is compiled into the binary; a site's `Templates/` overrides it
/// file by file at the same relative paths (docs/templates.md). Templates are compiled when
/// the theme is made, so every syntax error (and every missing partial) is reported before
/// any page is rendered.
public struct Theme: Sendable {
    /// Relative path (`pages/home.mustache`) → text. Read only by sorted path, never
    /// iterated in hash order.
    let files: [String: String]
    let library: TemplateLibrary

    static let pagesFolder = "pages/"
    static let partialsFolder = "partials/"
    static let staticFolder = "static/"
    static let templateSuffix = ".mustache"

    public static func builtIn() throws -> Theme {
        var texts: [String: String] = [:]
        for (path, bytes) in DefaultTheme.files {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw RenderingError.themeFileNotText(path) }
            texts[path] = text
        }
        return try Theme(files: texts)
    }

    /// This theme with `files` (relative path → text, from a site's `Templates/`) replacing
    /// or adding to its own. A page template replaces the theme's (`pages/NAME.mustache`, NAME
    /// a page template the theme has); a partial replaces or adds one
    /// (`partials/NAME.mustache`, NAME not a page template's); a static file
    /// (`static/PATH`) is copied to `PATH` in the output. Every other path is refused, all
    /// of them in one error.
    public func overriding(with files: [String: String]) throws -> Theme {
        let problems = files.keys.sorted().compactMap(problem(with:))
        guard problems.isEmpty else { throw RenderingError.invalidThemeFiles(problems) }
        return try Theme(files: self.files.merging(files) { _, new in new })
    }

    /// Every file's relative path, sorted.
    public var fileNames: [String] { files.keys.sorted() }

    /// The text of one file (by relative path), nil when the theme has no such file.
    public func text(of path: String) -> String? { files[path] }

    init(files: [String: String]) throws {
        var templates: [String: String] = [:]
        var paths: [String: String] = [:]
        for path in files.keys.sorted() {
            guard let name = Self.templateName(path), let text = files[path] else { continue }
            templates[name] = text
            paths[name + Self.templateSuffix] = path
        }
        do {
            library = try TemplateLibrary(templates, fileSuffix: Self.templateSuffix)
        } catch {
            // Errors name the file by its path in the theme: `partials/card.mustache`.
            throw RenderingError.invalidTemplates(error.errors.map { error in
                var located = error
                located.file = paths[error.file] ?? error.file
                return located
            })
        }
        for template in DefaultTheme.pageTemplates + DefaultTheme.renderedPartials where !library.contains(template) {
            throw RenderingError.missingTemplate(template)
        }
        self.files = files
    }

    /// Renders `context` with the template named `template` (without `.mustache`).
    /// `capacity`: the bytes to reserve, so a page's buffer is not grown a dozen times.
    func render(_ context: TemplateValue, template: String, reservingCapacity capacity: Int = 0) throws -> [UInt8] {
        var html: [UInt8] = []
        html.reserveCapacity(capacity)
        guard library.render(context, template: template, into: &html) else {
            throw RenderingError.missingTemplate(template)
        }
        return html
    }

    /// The files under `static/`, copied as they are to the same path below the output root.
    var staticFiles: [OutputFile] {
        fileNames.filter { $0.hasPrefix(Self.staticFolder) }.compactMap { path in
            files[path].map { OutputFile(path: String(path.dropFirst(Self.staticFolder.count)), bytes: Array($0.utf8)) }
        }
    }

    /// The template a file under `pages/` or `partials/` defines (`partials/card.mustache` →
    /// `card`), usable as a partial by that name; nil for any other file.
    static func templateName(_ path: String) -> String? {
        for folder in [pagesFolder, partialsFolder] where path.hasPrefix(folder) && path.hasSuffix(templateSuffix) {
            let name = path.dropFirst(folder.count).dropLast(templateSuffix.count)
            if !name.isEmpty && !name.contains("/") { return String(name) }
        }
        return nil
    }

    /// Why a site's file at `path` (relative to `Templates/`) cannot override this theme, or
    /// nil when it can.
    func problem(with path: String) -> ThemeFileProblem? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { !Self.isPlainFileName($0) }) {
            return ThemeFileProblem(path: path, reason: "not a plain relative path",
                                    expected: "folders and names without \"/\" doubled, a leading \".\" or control characters")
        }
        let name = Self.templateName(path)
        if path.hasPrefix(Self.pagesFolder), let name {
            if library.contains(name) && !DefaultTheme.pageTemplates.contains(name) {
                return ThemeFileProblem(path: path, reason: "\"\(name)\" is a partial, not a page template",
                                        expected: "Templates/\(Self.partialsFolder)\(name)\(Self.templateSuffix)")
            }
            if !DefaultTheme.pageTemplates.contains(name) {
                return ThemeFileProblem(path: path, reason: "no page is rendered with a template \"\(name)\"",
                                        expected: "one of " + DefaultTheme.pageTemplates.sorted().joined(separator: ", "))
            }
            return nil
        }
        if path.hasPrefix(Self.partialsFolder), let name {
            guard DefaultTheme.pageTemplates.contains(name) else { return nil }
            return ThemeFileProblem(path: path, reason: "\"\(name)\" is a page template, not a partial",
                                    expected: "Templates/\(Self.pagesFolder)\(name)\(Self.templateSuffix)")
        }
        if path.hasPrefix(Self.staticFolder) && path.count > Self.staticFolder.count { return nil }
        // Anywhere else: name the theme's own file of the same name, if there is one.
        let last = parts.last.map(String.init) ?? path
        let sameName = fileNames.first { $0.split(separator: "/").last.map(String.init) == last }
        return ThemeFileProblem(path: path, reason: "not a place the theme reads",
                                expected: sameName.map { "Templates/" + $0 }
                                    ?? "Templates/pages/NAME.mustache, Templates/partials/NAME.mustache or Templates/static/FILE")
    }

    /// Paths of a site's `Templates/` that are one name in two Unicode spellings (`café.css`
    /// with `é` as one character and as `e` and an accent): a file system keeps both, but they
    /// are one path to the theme and one file of the output, so each pair is refused rather
    /// than one of them dropped.
    public static func unicodeTwins(_ paths: [String]) -> [ThemeFileProblem] {
        var first: [String: String] = [:]
        var problems: [ThemeFileProblem] = []
        for path in paths.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            guard let earlier = first[path] else {
                first[path] = path
                continue
            }
            problems.append(ThemeFileProblem(
                path: path, reason: "the same name as Templates/\(earlier) in another Unicode spelling "
                    + "(\(Self.scalars(earlier)) and \(Self.scalars(path))), which would be one file of the site",
                expected: "one file of each name: rename or remove one of them"))
        }
        return problems
    }

    /// The name's last segment with every code point past ASCII escaped: `caf\u{E9}.css`, `cafe\u{301}.css`.
    private static func scalars(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }
            .joined()
    }

    static func isPlainFileName(_ name: Substring) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("\\")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}

/// A file of a site's `Templates/` that the theme does not read: its path (relative to
/// `Templates/`), what is wrong and what was expected.
public struct ThemeFileProblem: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var expected: String

    public var description: String { "Templates/\(path): error: \(reason); expected \(expected)" }
}

extension Theme {
    /// Files of a site's `Templates/` that are not part of its theme: hidden ones (a name or a
    /// folder starting with `.`) and editor leftovers (`name~`, Emacs's `#name#`).
    public static func ignores(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last else { return true }
        return parts.contains { $0.hasPrefix(".") } || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#"))
    }
}
