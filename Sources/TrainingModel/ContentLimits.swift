/// How large content may be, so that a site built in CI from someone else's pull request
/// cannot exhaust the machine: a breach is an error at the place it happens, and nothing
/// is written. `site.yaml` may raise each limit under `limits:`, never lower it.
public struct ContentLimits: Hashable, Sendable {
    /// Bytes in one content file; also the most text a YAML document may hold once its
    /// aliases are expanded, so that aliases cannot make a file larger than one may be.
    public var fileSize: Int
    /// Values (scalars, lists and mappings) in one YAML document, each alias counted as
    /// the values it repeats: what stops an alias bomb before it is expanded.
    public var yamlNodes: Int
    /// Lists and mappings open inside one another.
    public var nestingDepth: Int
    /// Bytes in one YAML string.
    public var stringLength: Int
    /// Sets in one workout, after notations such as `100 x 5 x 3` are counted out.
    public var setsPerWorkout: Int

    public init(fileSize: Int = 8 << 20, yamlNodes: Int = 1_000_000, nestingDepth: Int = 64,
                stringLength: Int = 64 << 10, setsPerWorkout: Int = 1_000) {
        self.fileSize = fileSize
        self.yamlNodes = yamlNodes
        self.nestingDepth = nestingDepth
        self.stringLength = stringLength
        self.setsPerWorkout = setsPerWorkout
    }

    /// Each limit with its `site.yaml` key, in the order the docs list them.
    public enum Limit: String, CaseIterable, Hashable, Sendable {
        case fileSize = "file_size"
        case yamlNodes = "yaml_nodes"
        case nestingDepth = "nesting_depth"
        case stringLength = "string_length"
        case setsPerWorkout = "sets_per_workout"

        /// Whether the limit counts bytes (written `8 MiB`) rather than things.
        public var isBytes: Bool { self == .fileSize || self == .stringLength }

        /// `count` as a message writes this limit: `64 KiB` for bytes, `1000` for things.
        public func text(_ count: Int) -> String { isBytes ? ContentLimits.bytes(count) : "\(count)" }
    }

    /// `8 MiB`, `64 KiB`, or `1000 bytes` when neither divides.
    public static func bytes(_ count: Int) -> String {
        if count > 0, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count > 0, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }

    public subscript(limit: Limit) -> Int {
        get {
            switch limit {
            case .fileSize: return fileSize
            case .yamlNodes: return yamlNodes
            case .nestingDepth: return nestingDepth
            case .stringLength: return stringLength
            case .setsPerWorkout: return setsPerWorkout
            }
        }
        set {
            switch limit {
            case .fileSize: fileSize = newValue
            case .yamlNodes: yamlNodes = newValue
            case .nestingDepth: nestingDepth = newValue
            case .stringLength: stringLength = newValue
            case .setsPerWorkout: setsPerWorkout = newValue
            }
        }
    }
}
