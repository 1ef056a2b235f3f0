import TextAndDates
import TrainingModel

/// What a workout trains, read from its exercises (docs/statistics.md#disciplines): lifting
/// (`strength` exercises), the cardio of one sport (exercises with a sport), or climbing
/// (`climbing` exercises). Mobility and `other` exercises train none.
@ByteCoded
public enum Discipline: Hashable, Sendable, Comparable {
    case lifting
    /// A sport id (`running`, `cycling`): `Exercise.sportID`.
    case cardio(sport: String)
    case climbing

    /// `lifting`, `cardio` or `climbing`, as stats.json writes it.
    public var kind: String {
        switch self {
        case .lifting: return "lifting"
        case .cardio: return "cardio"
        case .climbing: return "climbing"
        }
    }

    public var sport: String? {
        if case .cardio(let sport) = self { return sport }
        return nil
    }

    /// The discipline an exercise's working sets count for, if any.
    static func of(type: ExerciseType, sport: String?) -> Discipline? {
        if let sport { return .cardio(sport: sport) }
        switch type {
        case .strength: return .lifting
        case .climbing: return .climbing
        case .cardio, .mobility, .other: return nil
        }
    }

    /// Lifting, then cardio by sport, then climbing.
    public static func < (a: Discipline, b: Discipline) -> Bool {
        func rank(_ d: Discipline) -> Int {
            switch d {
            case .lifting: return 0
            case .cardio: return 1
            case .climbing: return 2
            }
        }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return (a.sport ?? "") < (b.sport ?? "")
    }
}

/// One workout's climbing: its time under tension and the hardest grade its climbing entries name.
@ByteCoded
public struct ClimbingSummary: Hashable, Sendable {
    /// Seconds: Σ time × reps (1 without reps) over the working sets of climbing exercises with a time.
    public var timeUnderTension: Double = 0
    /// The hardest `grade:` of the workout's entries, per scale, by scale order.
    public var hardest: [ClimbingGrade] = []
    /// The hardest grade of each scale and style the entries name (`grade: 7a onsight`,
    /// docs/content-format.md#grade-styles), by scale order, then style order.
    public var styled: [StyledGrade] = []

    public init(timeUnderTension: Double = 0, hardest: [ClimbingGrade] = [], styled: [StyledGrade] = []) {
        self.timeUnderTension = timeUnderTension
        self.hardest = hardest
        self.styled = styled
    }

    mutating func add(grade: ClimbingGrade, style: ClimbingStyle? = nil) {
        if let index = hardest.firstIndex(where: { $0.scale == grade.scale }) {
            hardest[index] = hardest[index].harder(grade)
        } else {
            hardest.append(grade)
            hardest.sort { $0.scale.order < $1.scale.order }
        }
        guard let style else { return }
        if let index = styled.firstIndex(where: { $0.grade.scale == grade.scale && $0.style == style }) {
            styled[index].grade = styled[index].grade.harder(grade)
        } else {
            styled.append(StyledGrade(grade: grade, style: style))
            styled.sort { ($0.grade.scale.order, $0.style.order) < ($1.grade.scale.order, $1.style.order) }
        }
    }

    /// The hardest grades of several, one per scale, by scale order.
    public static func hardest(_ summaries: some Sequence<ClimbingSummary>) -> [ClimbingGrade] {
        var all = ClimbingSummary()
        for summary in summaries { for grade in summary.hardest { all.add(grade: grade) } }
        return all.hardest
    }

    /// The hardest grade of each scale and style of several (docs/statistics.md#grades).
    public static func hardestStyled(_ summaries: some Sequence<ClimbingSummary>) -> [StyledGrade] {
        var all = ClimbingSummary()
        for summary in summaries { for styled in summary.styled { all.add(grade: styled.grade, style: styled.style) } }
        return all.styled
    }
}

/// A grade with the style it was climbed in: the hardest of its scale and style.
@ByteCoded
public struct StyledGrade: Hashable, Sendable {
    public var grade: ClimbingGrade
    public var style: ClimbingStyle

    public init(grade: ClimbingGrade, style: ClimbingStyle) {
        self.grade = grade
        self.style = style
    }
}

extension ClimbingStyle {
    /// Onsight, flash, redpoint, send: the order of `allCases`.
    var order: Int { ClimbingStyle.allCases.firstIndex(of: self) ?? 0 }
}

extension ClimbingGrade.Scale {
    /// Font, French, V.
    var order: Int { ClimbingGrade.Scale.allCases.firstIndex(of: self) ?? 0 }
}
