import TrainingModel

/// The words of an exercise page's progress: its charts beside e1RM, the rep-max table
/// and the bests of bodyweight, assisted, timed and distance exercises. Reached as
/// `DashboardStrings.progress`, `{{d.progress.key}}` in templates.
struct ProgressStrings: Sendable, Encodable {
    var bestSet: String
    var bestSetDescription: String
    var volumePerWorkout: String
    var volumePerWorkoutDescription: String
    var mostReps: String
    var mostRepsDescription: String
    var assistance: String
    var assistanceDescription: String
    var leastAssistance: String
    var longestHold: String
    var longestHoldDescription: String
    var bestPace: String
    var bestPaceDescription: String
    var seconds: String
    var repMaxes: String
    /// Under the rep-max table: what "at least" means.
    var repMaxesNote: String
    var reps: String
    var weight: String
    /// Badges of the records of a measure that is not a lift's: `added load PR`, `reps PR`, `hold PR`, …
    var addedLoadPR: String
    var repsPR: String
    var assistancePR: String
    var holdPR: String
    var pacePR: String
    /// A grip's best hang fact, `{grip}` its name (docs/statistics.md#grips).
    var bestHangOn: String
    var hangLoadByGrip: String
    var hangLoadByGripDescription: String
    /// The hang chart's value axis: load added to bodyweight.
    var addedLoad: String

    static let english = ProgressStrings(
        bestSet: "Best set", bestSetDescription: "Heaviest working set of each day.",
        volumePerWorkout: "Volume per workout",
        volumePerWorkoutDescription: "Weight × reps of the working sets, per day.",
        mostReps: "Most reps", mostRepsDescription: "Most reps in one set, per day.",
        assistance: "Assistance",
        assistanceDescription: "Least assistance in a set, per day; lower is stronger.",
        leastAssistance: "Least assistance",
        longestHold: "Longest hold", longestHoldDescription: "Longest timed set of each day.",
        bestPace: "Best pace", bestPaceDescription: "Fastest pace of each day; lower is faster.",
        seconds: "Seconds",
        repMaxes: "Rep maxes",
        repMaxesNote: "The heaviest weight lifted for at least this many reps in one working set, and when it was first lifted.",
        reps: "Reps", weight: "Weight",
        addedLoadPR: "added load PR", repsPR: "reps PR", assistancePR: "assistance PR", holdPR: "hold PR", pacePR: "pace PR",
        bestHangOn: "Best hang, {grip}", hangLoadByGrip: "Hang load by grip",
        hangLoadByGripDescription: "Heaviest hang of each day on each grip: the load added to bodyweight, below 0 when weight was taken off.",
        addedLoad: "Added load")

    static let spanish = ProgressStrings(
        bestSet: "Mejor serie", bestSetDescription: "Serie efectiva más pesada de cada día.",
        volumePerWorkout: "Volumen por entrenamiento",
        volumePerWorkoutDescription: "Peso × repeticiones de las series efectivas, por día.",
        mostReps: "Más repeticiones", mostRepsDescription: "Más repeticiones en una serie, por día.",
        assistance: "Asistencia",
        assistanceDescription: "Menor asistencia en una serie, por día; menos es más fuerte.",
        leastAssistance: "Menor asistencia",
        longestHold: "Mayor tiempo", longestHoldDescription: "Serie cronometrada más larga de cada día.",
        bestPace: "Mejor ritmo", bestPaceDescription: "Ritmo más rápido de cada día; menos es más rápido.",
        seconds: "Segundos",
        repMaxes: "Máximos por repeticiones",
        repMaxesNote: "El mayor peso levantado en una serie efectiva de al menos esas repeticiones, y cuándo se levantó por primera vez.",
        reps: "Repeticiones", weight: "Peso",
        addedLoadPR: "récord de lastre", repsPR: "récord de repeticiones", assistancePR: "récord de asistencia", holdPR: "récord de tiempo",
        pacePR: "récord de ritmo",
        bestHangOn: "Mejor suspensión, {grip}", hangLoadByGrip: "Carga en suspensión por presa",
        hangLoadByGripDescription: "Suspensión más pesada de cada día en cada presa: la carga añadida al peso corporal, bajo 0 cuando se quitó peso.",
        addedLoad: "Carga añadida")
}
