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
    /// Sessions one day of a plan's week schedules: each is a section of the week's sheet and
    /// an event of the calendars.
    public var sessionsPerDay: Int
    /// Weeks of one plan: each is a page (its printable sheet).
    public var planWeeks: Int
    /// Sessions one plan schedules over all its weeks: the events it adds to each calendar
    /// feed, and the sections of its week sheets.
    public var planSessions: Int

    public init(fileSize: Int = 8 << 20, yamlNodes: Int = 1_000_000, nestingDepth: Int = 64,
                stringLength: Int = 64 << 10, setsPerWorkout: Int = 1_000, sessionsPerDay: Int = 8,
                planWeeks: Int = 260, planSessions: Int = 1_500) {
        self.fileSize = fileSize
        self.yamlNodes = yamlNodes
        self.nestingDepth = nestingDepth
        self.stringLength = stringLength
        self.setsPerWorkout = setsPerWorkout
        self.sessionsPerDay = sessionsPerDay
        self.planWeeks = planWeeks
        self.planSessions = planSessions
    }

    /// Each limit with its `site.yaml` key, in the order the docs list them.
    public enum Limit: String, CaseIterable, Hashable, Sendable {
        case fileSize = "file_size"
        case yamlNodes = "yaml_nodes"
        case nestingDepth = "nesting_depth"
        case stringLength = "string_length"
        case setsPerWorkout = "sets_per_workout"
        case sessionsPerDay = "sessions_per_day"
        case planWeeks = "plan_weeks"
        case planSessions = "plan_sessions"

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
            case .sessionsPerDay: return sessionsPerDay
            case .planWeeks: return planWeeks
            case .planSessions: return planSessions
            }
        }
        set {
            switch limit {
            case .fileSize: fileSize = newValue
            case .yamlNodes: yamlNodes = newValue
            case .nestingDepth: nestingDepth = newValue
            case .stringLength: stringLength = newValue
            case .setsPerWorkout: setsPerWorkout = newValue
            case .sessionsPerDay: sessionsPerDay = newValue
            case .planWeeks: planWeeks = newValue
            case .planSessions: planSessions = newValue
            }
        }
    }
}
