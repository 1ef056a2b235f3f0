/// A compiled template: what `TemplateParser` makes of the text once per build and
/// `TemplateRenderer` walks for every page. Partials and parents are resolved to indices
/// into the library's templates, so rendering never looks a template up by name.
enum Node: Sendable {
    /// Template text, copied to the output as it is.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case value(Name, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(Name, [Node])
    /// `{{^name}}…{{/name}}`.
    case inverted(Name, [Node])
    /// `{{>name}}`: the template at this index, each of its lines prefixed with `indent`
    /// (the whitespace before a standalone tag).
    case partial(Int, indent: [UInt8])
    /// `{{<name}}…{{/name}}`: the template at this index with the blocks it defines replaced.
    case parent(Int, overrides: [String: [Node]], indent: [UInt8])
    /// `{{$name}}default{{/name}}`: the outermost parent's override, else the default.
    case block(String, [Node])
}

/// A name in a tag, split and checked when the template is compiled.
struct Name: Sendable, Equatable {
    enum Scope: Sendable, Equatable {
        /// `{{.}}`: the current context.
        case current
        /// `{{a.b}}`: `a` is looked up the context stack, from the innermost context out.
        case stack
        /// `{{.a}}`: `a` in the current context only.
        case currentOnly
        /// `{{last()}}`: a transform of the position in the list being iterated.
        case position
    }

    var scope: Scope
    /// Dotted parts: `a.b.c` → `["a", "b", "c"]`; empty for `.` and positions.
    var keys: [String]
    /// Applied innermost first: `uppercased(reversed(x))` → `[.reversed, .uppercased]`.
    var transforms: [Transform]
}

/// swift-mustache's transforms, the ones themes use: `{{^empty(list)}}`, `{{^last()}}`.
enum Transform: String, Sendable, CaseIterable {
    // Lists (and, for `empty`, strings)
    case first, last, reversed, count, empty
    // Strings
    case capitalized, lowercased, uppercased
    // Integers and list positions
    case equalzero, plusone, minusone, even, odd
    // List positions only
    case index
}
