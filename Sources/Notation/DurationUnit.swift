/// What a duration written as a bare number means (`90` → seconds for a rest,
/// `65` → minutes for a workout's duration, content format "Units in fields").
public enum DurationUnit: Sendable {
    case seconds, minutes

    var seconds: Int {
        switch self {
        case .seconds: return 1
        case .minutes: return 60
        }
    }
}
