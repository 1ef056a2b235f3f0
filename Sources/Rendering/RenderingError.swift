import Templating

/// Why a theme could not be used or a site could not be rendered. Each case names
/// what was found and what was expected.
public enum RenderingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Files of a site's `Templates/` at paths the theme does not read, every one of them.
    case invalidThemeFiles([ThemeFileProblem])
    /// Templates that do not compile: every problem, each with its file, line and column.
    case invalidTemplates([TemplateError])
    /// A page needs a template the theme does not have.
    case missingTemplate(String)
    /// A theme file is not valid UTF-8 text.
    case themeFileNotText(String)
    /// Two outputs would be written to the same path (a theme file named like a page).
    case duplicateOutputPath(String)

    public var description: String {
        switch self {
        case .invalidThemeFiles(let problems):
            return problems.map(\.description).joined(separator: "\n")
        case .invalidTemplates(let errors):
            return errors.map { "Templates/\($0)" }.joined(separator: "\n")
        case .missingTemplate(let name):
            return "the theme has no template \"\(name).mustache\"; expected one of the built-in theme's templates"
        case .themeFileNotText(let name):
            return "theme file \"\(name)\" is not UTF-8 text; expected a template or a text file"
        case .duplicateOutputPath(let path):
            return "two outputs would be written to \"\(path)\"; expected each page and theme file to have its own path"
        }
    }
}
