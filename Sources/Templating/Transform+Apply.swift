import Foundation  // `capitalized`

extension TemplateRenderer {
    /// What a transform makes of a value; nil when it does not apply to it, as in swift-mustache.
    static func apply(_ transform: Transform, to value: TemplateValue) -> TemplateValue? {
        switch (transform, value) {
        case (.empty, .text(let text)): return .bool(text.isEmpty)
        case (.capitalized, .text(let text)): return .text(text.capitalized)
        case (.lowercased, .text(let text)): return .text(text.lowercased())
        case (.uppercased, .text(let text)): return .text(text.uppercased())
        case (.reversed, .text(let text)): return .text(String(text.reversed()))
        case (.first, .list(let items)): return items.first
        case (.last, .list(let items)): return items.last
        case (.reversed, .list(let items)): return .list(items.reversed())
        case (.count, .list(let items)): return .int(items.count)
        case (.empty, .list(let items)): return .bool(items.isEmpty)
        case (.equalzero, .int(let number)): return .bool(number == 0)
        case (.plusone, .int(let number)): return .int(number &+ 1)
        case (.minusone, .int(let number)): return .int(number &- 1)
        case (.even, .int(let number)): return .bool(number & 1 == 0)
        case (.odd, .int(let number)): return .bool(number & 1 == 1)
        default: return nil
        }
    }

    /// The transforms of a list position: `first()`, `last()`, `index()` (from 0), `even()`, `odd()`.
    static func apply(_ transform: Transform, to position: Position) -> TemplateValue? {
        switch transform {
        case .first: return .bool(position.index == 0)
        case .last: return .bool(position.index == position.count - 1)
        case .index: return .int(position.index)
        case .even: return .bool(position.index & 1 == 0)
        case .odd: return .bool(position.index & 1 == 1)
        default: return nil
        }
    }
}
