import Statistics
import TrainingModel

/// The words of the coach's overview (`athletes/index.html` and its table in report.md),
/// seen by its template as `{{words.…}}`.
struct CoachStrings: Sendable, Encodable {
    var heading: String
    var lead: String
    var overviewLink: String
    var sortBy: String
    var athlete: String
    var lastWorkout: String
    /// The as-of week's column: "so far" while it is not over (`CoachIndexView` picks).
    var thisWeek: String
    var thisWeekSoFar: String
    /// The week before the as-of week, beside it.
    var lastWeek: String
    var average: String
    var weeks: String
    var compliance: String
    var flags: String
    var none: String
    var discipline: String
    /// report.md's session load column: this week's against the four weeks' mean, in every discipline.
    var load: String
    /// The session load's line on the page, and the sort link by this week's.
    var sessionLoad: String
    var lifting: String
    var climbing: String
    var session: String
    var sessions: String
    /// After a climbing time under tension: `4 min under tension`.
    var underTension: String
    /// Before a climbing week's hardest grade: `hardest 6C`.
    var hardest: String
    /// The sparklines' titles: lifting's kilograms, cardio's distance, climbing's sessions per week.
    var weeklyVolume: String
    var weeklyDistance: String
    var weeklySessions: String
    var weeklyLoad: String
    /// After the as-of week's name, under report.md's table: why its sparklines end a week early.
    var unfinishedWeekLeftOut: String
    /// After the as-of week's name, under the page's table: how its sparklines draw it.
    var unfinishedWeekDrawn: String
    var noWorkouts: String
    var noTraining: String
    var highAcuteChronic: String
    var newRecord: String

    static func forLanguage(_ language: SiteConfig.Language) -> CoachStrings {
        switch language {
        case .en:
            return CoachStrings(
                heading: "Athletes", lead: "Every athlete at a glance, as of the data's day.",
                overviewLink: "Coach overview", sortBy: "Sort by", athlete: "Athlete", lastWorkout: "Last workout",
                thisWeek: "This week", thisWeekSoFar: "This week so far", lastWeek: "Last week",
                average: "4-week average", weeks: "12 weeks", compliance: "Plan compliance",
                flags: "Flags", none: "–", discipline: "Discipline",
                load: "Session load (week / last week / 4-week average)", sessionLoad: "Load (sRPE)", lifting: "Lifting", climbing: "Climbing",
                session: "session", sessions: "sessions", underTension: "under tension", hardest: "hardest",
                weeklyVolume: "Weekly volume", weeklyDistance: "Weekly distance", weeklySessions: "Sessions per week",
                weeklyLoad: "Weekly session load",
                unfinishedWeekLeftOut: "is not over yet and is left out of the 12 weeks.",
                unfinishedWeekDrawn: "is not over yet: the trends draw it dashed, with a hollow end, after the 12 weeks.",
                noWorkouts: "No workouts logged", noTraining: "No training in 14 days",
                highAcuteChronic: "Acute : chronic above 1.5", newRecord: "New record this week")
        case .es:
            return CoachStrings(
                heading: "Atletas", lead: "Todos los atletas de un vistazo, a la fecha de los datos.",
                overviewLink: "Resumen del entrenador", sortBy: "Ordenar por", athlete: "Atleta",
                lastWorkout: "Último entrenamiento", thisWeek: "Esta semana", thisWeekSoFar: "Esta semana hasta hoy",
                lastWeek: "Semana pasada", average: "Media de 4 semanas",
                weeks: "12 semanas", compliance: "Cumplimiento del plan", flags: "Avisos", none: "–",
                discipline: "Disciplina", load: "Carga de sesión (semana / semana pasada / media de 4 semanas)", sessionLoad: "Carga (sRPE)",
                lifting: "Fuerza",
                climbing: "Escalada", session: "sesión", sessions: "sesiones", underTension: "bajo tensión",
                hardest: "máximo", weeklyVolume: "Volumen semanal", weeklyDistance: "Distancia semanal",
                weeklySessions: "Sesiones por semana", weeklyLoad: "Carga de sesión semanal",
                unfinishedWeekLeftOut: "aún no ha terminado y queda fuera de las 12 semanas.",
                unfinishedWeekDrawn: "aún no ha terminado: las tendencias la dibujan a trazos, con el final hueco, tras las 12 semanas.",
                noWorkouts: "Ningún entrenamiento registrado", noTraining: "Sin entrenar en 14 días",
                highAcuteChronic: "Aguda : crónica por encima de 1,5",
                newRecord: "Récord esta semana")
        }
    }

    func label(_ flag: AthleteOverview.Flag) -> String {
        switch flag {
        case .noWorkouts: return noWorkouts
        case .noTraining: return noTraining
        case .highAcuteChronic: return highAcuteChronic
        case .newRecord: return newRecord
        }
    }

    /// What a sort link says: the column it sorts by.
    func label(_ order: AthleteOverview.Order) -> String {
        switch order {
        case .name: return athlete
        case .lastWorkout: return lastWorkout
        case .week: return sessionLoad
        case .compliance: return compliance
        case .flags: return flags
        }
    }

    /// The words with the as-of week's column named "so far" when that week is not over
    /// for someone (`AthleteOverview.unfinishedWeek`).
    func naming(_ overviews: some Sequence<AthleteOverview>) -> CoachStrings {
        guard AthleteOverview.unfinishedWeek(overviews) != nil else { return self }
        var words = self
        words.thisWeek = thisWeekSoFar
        return words
    }

    /// `2024-W06 is not over yet and is left out of the 12 weeks.` (report.md) or `… the
    /// trends draw it dashed …` (the page, `drawn`), when the as-of week is not over:
    /// every athlete's Unicode sparkline then ends with the week before it, and every SVG
    /// one draws the week so far after it as unfinished.
    func unfinishedWeekNote(_ overviews: some Sequence<AthleteOverview>, drawn: Bool = false) -> String? {
        AthleteOverview.unfinishedWeek(overviews).map { $0 + " " + (drawn ? unfinishedWeekDrawn : unfinishedWeekLeftOut) }
    }

    /// `3/4 (75%)`, or `–` without a plan that has started.
    func compliance(_ overview: AthleteOverview, format: DisplayFormatter) -> String {
        guard let plan = overview.compliance, plan.planned > 0 else { return none }
        return "\(plan.filled)/\(plan.planned)" + (plan.ratio.map { " (" + format.number($0 * 100, maxDecimals: 0) + "%)" } ?? "")
    }
}
