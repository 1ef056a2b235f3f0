import TrainingModel

/// The words on README badges, in the site's language. Short on purpose: a badge is
/// read at a glance beside others.
struct BadgeStrings: Sendable {
    var streak: String
    var week: String
    var weeks: String
    var workoutsIn: String
    var lastRecord: String
    var noneYet: String
    var volume: String
    /// A reps record's unit: `12 reps`.
    var rep: String
    var reps: String

    static func forLanguage(_ language: SiteConfig.Language) -> BadgeStrings {
        switch language {
        case .en: english
        case .es: spanish
        }
    }

    static let english = BadgeStrings(
        streak: "streak", week: "week", weeks: "weeks", workoutsIn: "workouts in",
        lastRecord: "last record", noneYet: "none yet", volume: "volume",
        rep: "rep", reps: "reps")

    static let spanish = BadgeStrings(
        streak: "racha", week: "semana", weeks: "semanas", workoutsIn: "entrenos en",
        lastRecord: "último récord", noneYet: "ninguno aún", volume: "volumen",
        rep: "repetición", reps: "repeticiones")
}
