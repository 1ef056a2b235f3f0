/// The report's English and Spanish words. Spanish follows gym usage in Spain:
/// "series efectivas" for working sets, "carga" for Foster load, "racha" for streaks.
extension ReportStrings {
    static let english = ReportStrings(
        since: "Since", summary: "Summary", statistic: "Statistic", value: "Value",
        workingSets: "Working sets", volume: "Volume", trainingTime: "Training time",
        currentStreak: "Current streak", longestStreak: "Longest streak", weekWord: "week", weeksWord: "weeks",
        acuteChronic: "Acute : chronic load", fitness: "Fitness (CTL)", fatigue: "Fatigue (ATL)",
        form: "Form (TSB)",
        weeklyTraining: "Weekly training", week: "Week", sets: "Sets", minutes: "Minutes", trend: "Trend",
        topExercises: "Top exercises", climbing: "Climbing", sessions: "Sessions", exercise: "Exercise", bestWeight: "Best weight", bestE1RM: "Best e1RM", mostReps: "Most reps",
        currentE1RM: "Current e1RM", e1rmTrend: "e1RM trend",
        recentRecords: "Recent records", record: "Record", previous: "Previous", recordWeight: "Weight",
        recordE1RM: "e1RM", recordVolume: "Volume",
        recordAddedLoad: "Added load", recordAssistance: "Assistance", recordReps: "Reps", recordHold: "Hold", noRecords: "No records yet.", records: "Records",
        planCompliance: "Plan compliance", period: "Period", done: "Done", planned: "Planned",
        compliance: "Compliance",
        body: "Body", sevenDayMean: "7-day mean", bmi: "BMI", height: "Height",
        bodyweightTrend: "Bodyweight trend", tests: "Tests", test: "Test", latest: "Latest", best: "Best",
        racePredictions: "Race predictions", predictedFrom: "Riegel's formula from", onDate: "on",
        race: "Race", predictedTime: "Predicted time", halfMarathon: "Half marathon", marathon: "Marathon",
        nothingSince: "Nothing on or after this date.",
        partialWeekLeftOut: "is not over yet and is left out of the trend.",
        asOf: "as of", warmUpBefore: "with the workouts before", warmUpAfter: "as warm-up."
    )

    static let spanish = ReportStrings(
        since: "Desde", summary: "Resumen", statistic: "Indicador", value: "Valor",
        workingSets: "Series efectivas", volume: "Volumen", trainingTime: "Tiempo de entrenamiento",
        currentStreak: "Racha actual", longestStreak: "Racha más larga", weekWord: "semana", weeksWord: "semanas",
        acuteChronic: "Carga aguda : crónica", fitness: "Forma física (CTL)", fatigue: "Fatiga (ATL)",
        form: "Frescura (TSB)",
        weeklyTraining: "Entrenamiento semanal", week: "Semana", sets: "Series", minutes: "Minutos",
        trend: "Tendencia",
        topExercises: "Ejercicios principales", climbing: "Escalada", sessions: "Sesiones", exercise: "Ejercicio", bestWeight: "Mejor peso",
        bestE1RM: "Mejor e1RM", mostReps: "Más repeticiones", currentE1RM: "e1RM actual", e1rmTrend: "Evolución del e1RM",
        recentRecords: "Récords recientes", record: "Récord", previous: "Anterior", recordWeight: "Peso",
        recordE1RM: "e1RM", recordVolume: "Volumen",
        recordAddedLoad: "Lastre", recordAssistance: "Asistencia", recordReps: "Repeticiones", recordHold: "Tiempo", noRecords: "Aún no hay récords.", records: "Récords",
        planCompliance: "Cumplimiento del plan", period: "Periodo", done: "Hechas", planned: "Planificadas",
        compliance: "Cumplimiento",
        body: "Datos corporales", sevenDayMean: "Media de 7 días", bmi: "IMC", height: "Altura",
        bodyweightTrend: "Evolución del peso", tests: "Pruebas", test: "Prueba", latest: "Último",
        best: "Mejor", racePredictions: "Predicciones de carrera", predictedFrom: "Fórmula de Riegel a partir de",
        onDate: "del", race: "Carrera", predictedTime: "Tiempo previsto", halfMarathon: "Media maratón",
        marathon: "Maratón",
        nothingSince: "Nada en esta fecha o después.",
        partialWeekLeftOut: "aún no ha terminado y queda fuera de la tendencia.",
        asOf: "a fecha de", warmUpBefore: "con los entrenamientos anteriores al", warmUpAfter: "como historial previo."
    )
}
