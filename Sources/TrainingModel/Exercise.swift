import TextAndDates

@ByteCoded
public enum ExerciseType: String, Hashable, Sendable, Codable, CaseIterable {
    case strength, cardio, mobility, climbing, other
}

@ByteCoded
public enum Mechanic: String, Hashable, Sendable, Codable, CaseIterable {
    case compound, isolation
}

@ByteCoded
public enum Force: String, Hashable, Sendable, Codable, CaseIterable {
    case push, pull, `static`
}

/// How sets of an exercise are recorded (docs/content-format.md#exercises).
@ByteCoded
public enum ExerciseMetric: String, Hashable, Sendable, Codable, CaseIterable {
    case weightReps = "weight_reps"
    case bodyweightReps = "bodyweight_reps"
    case assisted
    case time
    case distanceTime = "distance_time"
    case hang
}

/// Which shape the file had on disk: ours, or one of the foreign shapes loaded as is.
@ByteCoded
public enum ExerciseSourceShape: String, Hashable, Sendable, Codable {
    case spotter
    case freeExerciseDB = "free-exercise-db"
    case trainingApp = "training-app"
}

@ByteCoded
public struct Exercise: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var aliases: [String]
    public var type: ExerciseType
    public var subtype: String?
    public var mechanic: Mechanic?
    public var level: String?
    public var equipment: [String]
    public var primaryMuscles: [String]
    public var secondaryMuscles: [String]
    public var force: Force?
    public var metric: ExerciseMetric
    /// `sport:` (`running`, `rowing`, `cycling`, `swimming`, or any word), lowercased: which
    /// sport's distance and time a cardio exercise adds to. Nil when not written; see `sportID`.
    public var sport: String?
    /// Image paths or URLs as written.
    public var images: [String]
    public var video: String?
    public var description: ExerciseDescription
    public var shape: ExerciseSourceShape
    /// Site-relative path of the file it came from (`content/exercises/back-squat.md`).
    public var sourcePath: String

    public init(id: String, name: String, aliases: [String] = [], type: ExerciseType = .strength,
                subtype: String? = nil, mechanic: Mechanic? = nil, level: String? = nil,
                equipment: [String] = [], primaryMuscles: [String] = [], secondaryMuscles: [String] = [],
                force: Force? = nil, metric: ExerciseMetric = .weightReps, sport: String? = nil, images: [String] = [],
                video: String? = nil, description: ExerciseDescription = ExerciseDescription(),
                shape: ExerciseSourceShape = .spotter, sourcePath: String = "") {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.type = type
        self.subtype = subtype
        self.mechanic = mechanic
        self.level = level
        self.equipment = equipment
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.force = force
        self.metric = metric
        self.sport = sport
        self.images = images
        self.video = video
        self.description = description
        self.shape = shape
        self.sourcePath = sourcePath
    }
}

extension Exercise {
    /// The sport whose cardio totals the exercise's sets add to: `sport:` when written, else
    /// the exercise's own id for a `cardio` exercise, else nil (not cardio).
    public var sportID: String? {
        if let sport, !sport.isEmpty { return sport }
        return type == .cardio ? id : nil
    }
}

extension Exercise {
    /// The exercise with an empty description: what the whole site reads of it (names, type,
    /// muscles…), the description being its own page's alone.
    public var withoutDescription: Exercise {
        var exercise = self
        exercise.description = ExerciseDescription()
        return exercise
    }
}

/// An exercise description parsed into structure (docs/content-format.md#exercises).
@ByteCoded
public struct ExerciseDescription: Hashable, Sendable {
    /// Markdown before the first recognised heading.
    public var intro: String
    /// Sections in the order they were written.
    public var sections: [DescriptionSection]

    public init(intro: String = "", sections: [DescriptionSection] = []) {
        self.intro = intro
        self.sections = sections
    }

    public func section(_ kind: DescriptionSection.Kind) -> DescriptionSection? {
        sections.first { $0.kind == kind }
    }

    public var isEmpty: Bool { intro.isEmpty && sections.isEmpty }
}

@ByteCoded
public struct DescriptionSection: Hashable, Sendable {
    @ByteCoded
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case whatItIs = "what_is"
        case muscles = "muscles_involved"
        case steps
        case cues
        case mistakes = "common_mistakes"
        case variations
        case safety
        /// A section with a heading Spotter does not recognise, kept in order.
        case free
    }

    public var kind: Kind
    /// The heading as written (`Pasos`, `Steps`, `Grip width`).
    public var title: String
    /// The section body as Markdown.
    public var markdown: String
    /// When the body is a list (always for steps written as an ordered list), its items as Markdown.
    public var items: [String]

    public init(kind: Kind, title: String, markdown: String, items: [String] = []) {
        self.kind = kind
        self.title = title
        self.markdown = markdown
        self.items = items
    }
}
