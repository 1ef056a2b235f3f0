/// A session template: what to do (docs/content-format.md#sessions).
public struct SessionTemplate: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// `aliases:` other names the template goes by, trimmed, as written: an imported workout
    /// whose name is one of them (by the site's rule of names) is linked to it
    /// (docs/imports.md#workouts-named-like-a-session).
    public var aliases: [String]
    /// Markdown.
    public var description: String
    public var type: ExerciseType?
    /// `subtype:` as written and trimmed (`Upper body`, `HIIT`), as an exercise's; nil when absent.
    public var subtype: String?
    /// `level:` the difficulty as written and trimmed (`beginner`, `Intermediate`); spellings are
    /// one level by the rule of names (`NameKey`) where pages compare them.
    public var level: String?
    public var athlete: String?
    public var items: [SessionItem]
    /// `private: true`: left out of the built site unless `--include-private`; plans and workouts
    /// that name it keep counting without naming it (docs/content-format.md#private-sessions).
    public var isPrivate: Bool
    public var sourcePath: String

    public init(id: String, name: String, aliases: [String] = [], description: String = "", type: ExerciseType? = nil,
                subtype: String? = nil, level: String? = nil,
                athlete: String? = nil, items: [SessionItem] = [], isPrivate: Bool = false, sourcePath: String = "") {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.description = description
        self.type = type
        self.subtype = subtype
        self.level = level
        self.athlete = athlete
        self.items = items
        self.isPrivate = isPrivate
        self.sourcePath = sourcePath
    }

    /// What a published site calls the `n`th (1-based) session it leaves out, in plans,
    /// workouts and bookings that name it: `_private-1`. No content id starts with `_`
    /// (`Slug.isValidID`), so it never names a session of the site.
    public static func withheldID(_ n: Int) -> String { "_private-\(n)" }

    /// Whether `id` is a `withheldID`.
    public static func isWithheld(_ id: String) -> Bool { id.hasPrefix("_private-") }
}

public enum SessionItem: Hashable, Sendable {
    case single(ExerciseItem)
    case group(ItemGroup)

    /// Every exercise item, groups flattened in order.
    public var exerciseItems: [ExerciseItem] {
        switch self {
        case .single(let item): return [item]
        case .group(let group): return group.items
        }
    }
}

/// One exercise in a template with what to do.
public struct ExerciseItem: Hashable, Sendable {
    /// The resolved exercise id.
    public var exercise: String
    public var prescription: Prescription?
    public var intervalProtocol: IntervalProtocol?
    /// Markdown.
    public var notes: String?

    public init(exercise: String, prescription: Prescription? = nil, intervalProtocol: IntervalProtocol? = nil,
                notes: String? = nil) {
        self.exercise = exercise
        self.prescription = prescription
        self.intervalProtocol = intervalProtocol
        self.notes = notes
    }
}

/// A superset or circuit: its items done in turn, `rounds` times.
public struct ItemGroup: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable { case superset, circuit }

    public var kind: Kind
    public var rounds: Int
    /// Seconds of rest after each round.
    public var rest: Double?
    public var items: [ExerciseItem]

    public init(kind: Kind, rounds: Int, rest: Double? = nil, items: [ExerciseItem]) {
        self.kind = kind
        self.rounds = rounds
        self.rest = rest
        self.items = items
    }
}
