/// An object's fields for templates: name → value, as a dictionary would hold them, kept in
/// the order they were given.
///
/// A view model has 3 to 25 fields, made once per page or row and looked up a few times:
/// searched in order, they cost less than a dictionary, which hashes every name once to
/// build it and again at every lookup. An object
/// of `indexedFrom` fields or more (the catalogues of interface strings, made once per
/// render) also keeps a dictionary of positions. Names are compared as a dictionary compares
/// them, in both ways.
///
/// Equality is a dictionary's: the same names with equal values, in any order. A literal
/// that gives a name twice is a mistake (a dictionary literal traps on it; debug builds check
/// it here); the first is the one found.
public struct TemplateFields: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The first count that keeps a dictionary of positions.
    static let indexedFrom = 33

    /// Name and value, in the order given (a dictionary literal's own array, kept as it is).
    private var fields: [(String, TemplateValue)]
    /// Name → position in `fields`, when there are `indexedFrom` fields or more.
    private var positions: [String: Int]?

    public init() {
        fields = []
        positions = nil
    }

    /// Room for `count` fields.
    public mutating func reserveCapacity(_ count: Int) { fields.reserveCapacity(count) }

    /// `elements` with names that are all different (as a dictionary literal's are; checked in
    /// debug builds).
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(unique: elements)
    }

    /// Name–value pairs; of a name given twice, the last value is kept, in the first one's place.
    public init(_ pairs: some Sequence<(String, TemplateValue)>) {
        self.init(unique: [])
        for (name, value) in pairs { self[name] = value }
    }

    private init(unique fields: [(String, TemplateValue)]) {
        assert(Set(fields.map(\.0)).count == fields.count, "a name given twice")
        self.fields = fields
        positions = nil
        if fields.count >= Self.indexedFrom { index() }
    }

    /// The names, in order.
    var names: [String] { fields.map(\.0) }

    public var count: Int { fields.count }

    /// The value named `name`; setting one replaces it in its place, or adds it at the end.
    public subscript(name: String) -> TemplateValue? {
        get {
            guard let position = position(of: name) else { return nil }
            return fields[position].1
        }
        set {
            switch (position(of: name), newValue) {
            case (let position?, let value?):
                fields[position].1 = value
            case (let position?, nil):
                fields.remove(at: position)
                positions = nil
                if fields.count >= Self.indexedFrom { index() }
            case (nil, let value?):
                fields.append((name, value))
                if positions != nil {
                    positions?[name] = fields.count - 1
                } else if fields.count >= Self.indexedFrom {
                    index()
                }
            case (nil, nil):
                break
            }
        }
    }

    private func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        for position in fields.indices where fields[position].0 == name {
            return position
        }
        return nil
    }

    private mutating func index() {
        var positions = [String: Int](minimumCapacity: fields.count)
        for (position, field) in fields.enumerated() where positions[field.0] == nil { positions[field.0] = position }
        self.positions = positions
    }

    public static func == (lhs: TemplateFields, rhs: TemplateFields) -> Bool {
        lhs.count == rhs.count && lhs.fields.allSatisfy { rhs[$0.0] == $0.1 }
    }
}
