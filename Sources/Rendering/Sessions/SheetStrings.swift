/// The words of session sheets, plan pages, week sheets and the calendar feed, per site
/// language. Kept in their own catalogue (reached as `Strings.sheets`, `{{t.sheets.key}}`
/// in templates) so these pages can grow without touching every other page's strings.
struct SheetStrings: Sendable, Encodable {
    // MARK: - Session sheets
    /// Before a worked-out load: "Target 62.5 kg".
    var target: String
    /// A percentage with no history to resolve it against.
    var noHistory: String
    /// A percentage on a session with no athlete in a site with several.
    var noAthlete: String
    /// A percentage that comes to less than half a plate step.
    var belowStep: String
    /// "Target loads: percentage of the current e1RM (best of the last" … "weeks) as of" … date.
    var loadBasis: String
    var loadBasisWeeks: String
    /// "rounded to the nearest" … "2.5 kg" … ", halfway down."
    var roundedTo: String
    var tiesDown: String
    /// The note on a sheet whose percentages cannot be resolved to one athlete.
    var noAthleteNote: String
    var round: String
    var betweenSets: String
    var changeGrip: String
    var total: String
    var done: String
    /// A week sheet's short stand-in for a load with no history.
    var byFeel: String
    /// The corner of a cardio grid, over its blocks ("40 min easy").
    var block: String
    /// Before the athlete's most recent sets of an exercise: "Last time, Mon 2 Mar 2026: …".
    var lastTime: String
    var previousWeek: String
    var nextWeek: String
    /// After a negative target from a test: "Target −7.5 kg: take it off with a pulley".
    var usePulley: String
    /// A target from a test that comes to bodyweight with nothing added or taken off.
    var bodyweightAlone: String
    /// "bodyweight 61.2 kg", what a load from a test was worked out with.
    var bodyweight: String
    /// A percentage of a test the athlete has no result of.
    var noTestResult: String
    /// A percentage of a test whose latest result is a time, or a number, not a load.
    var testIsATime: String
    var testIsANumber: String
    /// A percentage of a test relative to bodyweight, with no bodyweight logged.
    var noBodyweight: String
    /// "Loads from tests: (bodyweight + the test's load) × % − bodyweight, latest results and bodyweight as of" … date.
    var testLoadBasis: String
    /// A week sheet's short "use a pulley".
    var pulleyShort: String

    // MARK: - Plans
    var plans: String
    var noPlans: String
    var week: String
    /// "Week 2 of 4", "3 of 5 done".
    var of: String
    var weekWord: String
    var weeksWord: String
    var deload: String
    var deloadWeek: String
    var compliance: String
    var overall: String
    var doneWord: String
    var statusDone: String
    var statusMissed: String
    var statusPlanned: String
    var restDay: String
    var weekSheet: String
    var start: String
    var end: String
    var deloadWeeks: String
    var calendar: String
    var calendarFeed: String
    var noComplianceYet: String
    /// Monday first.
    var weekdayNames: [String]

    static let english = SheetStrings(
        target: "Target",
        noHistory: "no history for this exercise yet, so no load: choose it by feel and write it down",
        noAthlete: "no load: the session names no athlete and the site has several",
        belowStep: "less than half a plate step: choose the load by feel",
        loadBasis: "Targets: % of the current e1RM (best of the last",
        loadBasisWeeks: "weeks) as of",
        roundedTo: "rounded to", tiesDown: "halfway down",
        noAthleteNote: "This session names no athlete and the site has several, so percentages are not turned "
            + "into loads: work them out from your own e1RM.",
        round: "Round", betweenSets: "between sets", changeGrip: "change grip", total: "Total", done: "Done",
        byFeel: "no history: by feel", block: "Block", lastTime: "Last time", previousWeek: "Previous week", nextWeek: "Next week",
        usePulley: "take it off with a pulley", bodyweightAlone: "bodyweight alone", bodyweight: "bodyweight",
        noTestResult: "no result of this test yet, so no load: choose it by feel and write it down",
        testIsATime: "the test's latest result is a time, not a load: choose the load by feel",
        testIsANumber: "the test's latest result is a number, not a load: choose the load by feel",
        noBodyweight: "no bodyweight logged to work the load out from: choose it by feel",
        testLoadBasis: "Loads from tests: (bodyweight + the test's load) × % − bodyweight, from the latest result and bodyweight as of",
        pulleyShort: "pulley",
        plans: "Plans", noPlans: "No plans yet.", week: "Week", of: "of", weekWord: "week", weeksWord: "weeks",
        deload: "Deload", deloadWeek: "Deload week", compliance: "Compliance", overall: "Overall",
        doneWord: "done", statusDone: "done", statusMissed: "missed", statusPlanned: "planned",
        restDay: "Rest day", weekSheet: "Week sheet", start: "Start", end: "End", deloadWeeks: "Deload weeks",
        calendar: "Calendar", calendarFeed: "Calendar feed (.ics)",
        noComplianceYet: "Compliance shows once the first planned day has passed.",
        weekdayNames: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])

    static let spanish = SheetStrings(
        target: "Objetivo",
        noHistory: "aún no hay historial de este ejercicio, así que no hay carga: elígela por sensaciones y anótala",
        noAthlete: "sin carga: la sesión no indica atleta y el sitio tiene varios",
        belowStep: "menos de medio salto de discos: elige la carga por sensaciones",
        loadBasis: "Objetivos: % del e1RM actual (el mejor de las últimas",
        loadBasisWeeks: "semanas) a fecha de",
        roundedTo: "redondeados a", tiesDown: "a la baja en empate",
        noAthleteNote: "Esta sesión no indica atleta y el sitio tiene varios, así que los porcentajes no se "
            + "convierten en cargas: calcúlalas con tu propio e1RM.",
        round: "Ronda", betweenSets: "entre series", changeGrip: "cambio de agarre", total: "Total", done: "Hecho",
        byFeel: "sin historial: por sensaciones", block: "Bloque", lastTime: "La última vez", previousWeek: "Semana anterior", nextWeek: "Semana siguiente",
        usePulley: "quítalos con una polea", bodyweightAlone: "solo el peso corporal", bodyweight: "peso corporal",
        noTestResult: "aún no hay resultado de este test, así que no hay carga: elígela por sensaciones y anótala",
        testIsATime: "el último resultado del test es un tiempo, no una carga: elige la carga por sensaciones",
        testIsANumber: "el último resultado del test es un número, no una carga: elige la carga por sensaciones",
        noBodyweight: "no hay peso corporal anotado con el que calcular la carga: elígela por sensaciones",
        testLoadBasis: "Cargas de tests: (peso corporal + la carga del test) × % − peso corporal, con el último resultado y el peso corporal a fecha de",
        pulleyShort: "polea",
        plans: "Planes", noPlans: "Aún no hay planes.", week: "Semana", of: "de", weekWord: "semana",
        weeksWord: "semanas", deload: "Descarga", deloadWeek: "Semana de descarga", compliance: "Cumplimiento",
        overall: "Total", doneWord: "hechas", statusDone: "hecha", statusMissed: "no hecha",
        statusPlanned: "prevista", restDay: "Descanso", weekSheet: "Hoja de la semana", start: "Inicio", end: "Fin",
        deloadWeeks: "Semanas de descarga", calendar: "Calendario", calendarFeed: "Calendario (.ics)",
        noComplianceYet: "El cumplimiento aparece cuando haya pasado el primer día planificado.",
        weekdayNames: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"])
}
