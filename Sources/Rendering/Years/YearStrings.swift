import TrainingModel

/// The words of the year in review (its page and `spotter report --year`); the page's
/// template sees them as `{{labels.…}}`. `{year}`, `{name}`, `{date}` and `{count}` are
/// put in by `PageBuilder+Years`. The words the dashboard and the cardio page already have
/// are theirs (`DashboardStrings`, `CardioStrings`), so the pages name a figure alike.
struct YearStrings: Sendable, Encodable {
    /// `{year} in review`.
    var title: String
    /// The link on the dashboard and the profile: `Year in review`.
    var yearInReview: String
    var years: String
    /// `{year} is not over yet: figures up to {date}.`
    var underWay: String
    var workouts: String
    var activeDays: String
    var trainingTime: String
    var workingSets: String
    var reps: String
    var volume: String
    var records: String
    var distance: String
    var longestStreak: String
    /// Why a training time is "–": no workout of the year has a duration.
    var noDurations: String
    /// How a training time was counted when some workouts have no duration: `only the
    /// {count} of {total} workouts with a duration count.`
    var someDurations: String
    /// `vs {year}`: the change beside a headline.
    var versus: String
    /// `Compared with {year}`.
    var comparedWith: String
    /// `Compared with {year} up to {date}` while the year is under way.
    var comparedWithSoFar: String
    var firstYear: String
    /// The Markdown's heading over the headline numbers: `The year in numbers`.
    var inNumbers: String
    var figure: String
    var change: String
    var disciplines: String
    var discipline: String
    var lifting: String
    var climbing: String
    var sessions: String
    var time: String
    var averagePace: String
    var hardestGrade: String
    /// Why the hardest grade is "–": climbs carry no grade in the log.
    var gradesNotLogged: String
    /// Why a sport's time is "–".
    var noSportTime: String
    var calendar: String
    var calendarDescription: String
    var months: String
    var month: String
    var workoutsPerMonth: String
    var workoutsPerMonthDescription: String
    var volumePerMonth: String
    var volumePerMonthDescription: String
    var distancePerMonth: String
    var distancePerMonthDescription: String
    /// `{date} to {date2}`: the longest streak's first and last day.
    var streakDetail: String
    var recordsOfTheYear: String
    var noRecords: String
    /// `and {count} more records`: rows left out of the table.
    var moreRecords: String
    /// `and {count} more` under a body or tests table cut at its rows.
    var more: String
    var date: String
    var exercise: String
    var record: String
    var value: String
    /// `from` before the best before the year.
    var before: String
    var topExercises: String
    var days: String
    var bestWeight: String
    var bestE1RM: String
    var mostReps: String
    var body: String
    var tests: String
    var measure: String
    var test: String
    var first: String
    var last: String
    var oneMeasurement: String
    var best: String
    var profile: String
    var dashboard: String
    var bodyweight: String
    /// The page's description: `{name} in {year}: …`.
    var sentenceStart: String
    var and: String
    /// Words of the sentence: `workouts`, `hours of training`, `lifted`, `records`.
    var workoutWord: String
    var workoutsWord: String
    var hoursOfTraining: String
    /// `{distance} {sport}`: `15 km running`, `15 km de carrera`.
    var distanceOfSport: String
    var lifted: String
    var recordWord: String
    var recordsWord: String
    var streakWord: String

    static func forLanguage(_ language: SiteConfig.Language) -> YearStrings {
        let dashboard = DashboardStrings.forLanguage(language), cardio = CardioStrings.forLanguage(language)
        switch language {
        case .en:
            return YearStrings(
                title: "{year} in review", yearInReview: "Year in review", years: dashboard.years,
                underWay: "{year} is not over yet: figures up to {date}.",
                workouts: "Workouts", activeDays: "Active days", trainingTime: dashboard.trainingTime, workingSets: dashboard.workingSets,
                reps: "Reps", volume: dashboard.volume, records: dashboard.records, distance: cardio.distance, longestStreak: dashboard.longestStreak,
                noDurations: "no workout of the year has a duration, so it is unknown.",
                someDurations: "only the {count} of {total} workouts with a duration count.",
                versus: "vs {year}", comparedWith: "Compared with {year}",
                comparedWithSoFar: "Compared with {year} up to {date}",
                firstYear: "The first year of the log: nothing to compare with.",
                inNumbers: "The year in numbers",
                figure: "Figure", change: "Change", disciplines: "By discipline", discipline: "Discipline", lifting: "Lifting",
                climbing: "Climbing", sessions: cardio.sessions, time: cardio.time, averagePace: cardio.averagePace,
                hardestGrade: "Hardest grade",
                gradesNotLogged: "Climbs are logged without a grade, so the hardest grade is unknown.",
                noSportTime: "No session of this sport has a time, so its time is unknown.", calendar: "Training calendar",
                calendarDescription: "Minutes of training per day of the year; a workout without a duration counts as one minute.",
                months: "Month by month", month: cardio.month, workoutsPerMonth: "Workouts per month",
                workoutsPerMonthDescription: "Workouts of every month of the year.",
                volumePerMonth: "Volume per month", volumePerMonthDescription: "Volume lifted in every month of the year.",
                distancePerMonth: "Distance per month",
                distancePerMonthDescription: "Cardio distance of every month of the year, warm-ups included.",
                streakDetail: "{date} to {date2}",
                recordsOfTheYear: "Records of the year",
                noRecords: "No records this year.", moreRecords: "and {count} more records", more: "and {count} more",
                date: cardio.date, exercise: "Exercise", record: cardio.record, value: "Value", before: "Before the year",
                topExercises: "Top exercises", days: "Days", bestWeight: dashboard.bestWeight, bestE1RM: dashboard.bestE1RM,
                mostReps: "Most reps", body: "Body", tests: "Tests", measure: "Measure", test: "Test", first: "First", last: "Last",
                oneMeasurement: "one measurement", best: cardio.best, profile: "Profile", dashboard: cardio.dashboard,
                bodyweight: "Bodyweight",
                sentenceStart: "{name} in {year}:", and: "and",
                workoutWord: "workout", workoutsWord: "workouts", hoursOfTraining: "of training", distanceOfSport: "{distance} {sport}", lifted: "lifted",
                recordWord: "record", recordsWord: "records",
                streakWord: "a longest streak of")
        case .es:
            return YearStrings(
                title: "{year} en resumen", yearInReview: "Resumen del año", years: dashboard.years,
                underWay: "{year} aún no ha terminado: cifras hasta el {date}.",
                workouts: "Entrenamientos", activeDays: "Días activos", trainingTime: dashboard.trainingTime,
                workingSets: dashboard.workingSets, reps: "Repeticiones", volume: dashboard.volume, records: dashboard.records,
                distance: cardio.distance, longestStreak: dashboard.longestStreak,
                noDurations: "ningún entrenamiento del año tiene duración, así que es desconocido.",
                someDurations: "solo cuentan los {count} de {total} entrenamientos con duración.",
                versus: "frente a {year}", comparedWith: "Comparado con {year}",
                comparedWithSoFar: "Comparado con {year} hasta el {date}",
                firstYear: "El primer año del registro: no hay con qué comparar.",
                inNumbers: "El año en cifras",
                figure: "Cifra", change: "Cambio", disciplines: "Por disciplina", discipline: "Disciplina", lifting: "Pesas",
                climbing: "Escalada", sessions: cardio.sessions, time: cardio.time, averagePace: cardio.averagePace,
                hardestGrade: "Grado más difícil",
                gradesNotLogged: "Las escaladas se registran sin grado, así que el grado más difícil es desconocido.",
                noSportTime: "Ninguna sesión de este deporte tiene tiempo, así que su tiempo es desconocido.", calendar: "Calendario de entrenamiento",
                calendarDescription: "Minutos de entrenamiento de cada día del año; un entrenamiento sin duración cuenta como un minuto.",
                months: "Mes a mes", month: cardio.month, workoutsPerMonth: "Entrenamientos por mes",
                workoutsPerMonthDescription: "Entrenamientos de cada mes del año.",
                volumePerMonth: "Volumen por mes", volumePerMonthDescription: "Volumen levantado en cada mes del año.",
                distancePerMonth: "Distancia por mes",
                distancePerMonthDescription: "Distancia de cardio de cada mes del año, calentamientos incluidos.",
                streakDetail: "del {date} al {date2}",
                recordsOfTheYear: "Récords del año",
                noRecords: "Ningún récord este año.", moreRecords: "y {count} récords más", more: "y {count} más",
                date: cardio.date, exercise: "Ejercicio", record: cardio.record, value: "Valor", before: "Antes del año",
                topExercises: "Ejercicios principales", days: "Días", bestWeight: dashboard.bestWeight, bestE1RM: dashboard.bestE1RM,
                mostReps: "Más repeticiones", body: "Cuerpo", tests: "Pruebas", measure: "Medida", test: "Prueba", first: "Primera", last: "Última",
                oneMeasurement: "una medición", best: cardio.best, profile: "Perfil", dashboard: cardio.dashboard,
                bodyweight: "Peso corporal",
                sentenceStart: "{name} en {year}:", and: "y",
                workoutWord: "entrenamiento", workoutsWord: "entrenamientos", hoursOfTraining: "de entrenamiento", distanceOfSport: "{distance} de {sport}",
                lifted: "levantados", recordWord: "récord", recordsWord: "récords", streakWord: "una racha más larga de")
        }
    }
}
