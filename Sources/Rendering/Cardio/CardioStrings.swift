import TrainingModel

/// The words of the cardio page and report.md's cardio section; the page's template sees
/// them as `{{labels.…}}`.
struct CardioStrings: Sendable, Encodable {
    var cardio: String
    var dashboard: String
    var sport: String
    var sessions: String
    /// After the newest `cardioSessionLimit` sessions: `3 earlier sessions`.
    var earlierSession: String
    var earlierSessions: String
    var distance: String
    var time: String
    var pace: String
    var averagePace: String
    /// Cycling's pace is a speed.
    var speed: String
    var averageSpeed: String
    var longest: String
    var bestEfforts: String
    var records: String
    var value: String
    var previous: String
    var effort: String
    var record: String
    var workout: String
    var date: String
    var week: String
    var month: String
    var weeklyDistance: String
    var weeklyTime: String
    var monthlyDistance: String
    var monthlyTime: String
    var weeklyDistanceDescription: String
    var monthlyDistanceDescription: String
    var timeDescription: String
    var partialMonthNote: String
    /// `Best` before a standard distance: `Best 5 km`.
    var best: String
    var longestEffort: String
    var oneMile: String
    var halfMarathon: String
    var marathon: String
    /// How best efforts are found, under their table.
    var bestEffortsNote: String
    /// `Distances in km, paces in min/km.` with `{unit}` and `{pace}` put in.
    var unitsNote: String
    var noRecords: String
    var hours: String
    /// Display names of the sports Spotter knows; any other is shown as written.
    var sportNames: [String: String]

    static func forLanguage(_ language: SiteConfig.Language) -> CardioStrings {
        switch language {
        case .en:
            return CardioStrings(
                cardio: "Cardio", dashboard: "Training dashboard", sport: "Sport", sessions: "Sessions",
                earlierSession: "earlier session", earlierSessions: "earlier sessions",
                distance: "Distance", time: "Time", pace: "Pace", averagePace: "Average pace",
                speed: "Speed", averageSpeed: "Average speed", longest: "Longest",
                bestEfforts: "Best efforts", records: "Records", value: "New best", previous: "Previous", effort: "From",
                record: "Record", workout: "Workout", date: "Date", week: "Week", month: "Month",
                weeklyDistance: "Weekly distance", weeklyTime: "Weekly time", monthlyDistance: "Monthly distance",
                monthlyTime: "Monthly time",
                weeklyDistanceDescription: "Distance of every week, warm-ups included.",
                monthlyDistanceDescription: "Distance of every calendar month, warm-ups included.",
                timeDescription: "Time of the sets that have one, warm-ups included.",
                partialMonthNote: "This month is not over yet: its bar is drawn hollow.",
                best: "Best", longestEffort: "Longest effort", oneMile: "1 mile", halfMarathon: "Half marathon",
                marathon: "Marathon",
                bestEffortsNote: "The fastest pace over each distance, from the sets at least that long: "
                    + "a set's whole pace, not its fastest stretch.",
                unitsNote: "Distances in {unit}, paces in {pace}.",
                noRecords: "No records yet: the first session of a sport sets none.",
                hours: "h",
                sportNames: ["running": "Running", "rowing": "Rowing", "cycling": "Cycling", "swimming": "Swimming"])
        case .es:
            return CardioStrings(
                cardio: "Cardio", dashboard: "Panel de entrenamiento", sport: "Deporte", sessions: "Sesiones",
                earlierSession: "sesión anterior", earlierSessions: "sesiones anteriores",
                distance: "Distancia", time: "Tiempo", pace: "Ritmo", averagePace: "Ritmo medio",
                speed: "Velocidad", averageSpeed: "Velocidad media", longest: "Más larga",
                bestEfforts: "Mejores marcas", records: "Récords", value: "Nueva marca", previous: "Anterior", effort: "De",
                record: "Récord", workout: "Entrenamiento", date: "Fecha", week: "Semana", month: "Mes",
                weeklyDistance: "Distancia semanal", weeklyTime: "Tiempo semanal", monthlyDistance: "Distancia mensual",
                monthlyTime: "Tiempo mensual",
                weeklyDistanceDescription: "Distancia de cada semana, calentamientos incluidos.",
                monthlyDistanceDescription: "Distancia de cada mes, calentamientos incluidos.",
                timeDescription: "Tiempo de las series que lo tienen, calentamientos incluidos.",
                partialMonthNote: "Este mes aún no ha terminado: su barra es hueca.",
                best: "Mejor", longestEffort: "Esfuerzo más largo", oneMile: "1 milla", halfMarathon: "Media maratón",
                marathon: "Maratón",
                bestEffortsNote: "El ritmo más rápido en cada distancia, de las series al menos así de largas: "
                    + "el ritmo de la serie entera, no su mejor tramo.",
                unitsNote: "Distancias en {unit}, ritmos en {pace}.",
                noRecords: "Aún no hay récords: la primera sesión de un deporte no marca ninguno.",
                hours: "h",
                sportNames: ["running": "Carrera", "rowing": "Remo", "cycling": "Ciclismo", "swimming": "Natación"])
        }
    }
}

extension CardioStrings {
    /// `Speed` for cycling, `Pace` for every other sport.
    func paceHeading(_ sport: String) -> String { sport == "cycling" ? speed : pace }
    func averagePaceHeading(_ sport: String) -> String { sport == "cycling" ? averageSpeed : averagePace }
}
