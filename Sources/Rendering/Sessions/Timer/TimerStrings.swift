/// The words of a session's timer page (`sessions/<id>/timer/index.html`), per site
/// language, reached as `Strings.timer` (`{{t.timer.key}}` in templates). The timer's
/// script has no words of its own: it shows these, as the page and its data carry them.
struct TimerStrings: Sendable, Encodable {
    /// The page's title after the session's name, and the session page's link to it.
    var timer: String
    /// What the page is for, under its heading.
    var lead: String
    /// The buttons: start, pause, resume, skip to the next step, back to the protocol's start.
    var start: String
    var pause: String
    var resume: String
    var skip: String
    var restart: String
    var sound: String
    /// Keys that work anywhere on the page but in a form field.
    var keys: String
    /// The seconds before the first step, once Start is pressed.
    var getReady: String
    /// Before the step that follows the current one.
    var next: String
    /// The time inside the current set, counting up.
    var inThisSet: String
    /// The protocol's elapsed time against its total.
    var elapsed: String
    /// After the last step of a protocol, and of the last one.
    var protocolDone: String
    var allDone: String
    /// The names of the steps: a rep's work, and the three rests between items.
    var work: String
    var restBetweenReps: String
    var restBetweenSets: String
    var restBetweenGrips: String
    /// "Set 2 of 3 · rep 4 of 6".
    var set: String
    var rep: String
    var of: String
    /// The list of every step, with the clock time it starts at (as the sheet's).
    var everyStep: String
    var clock: String
    var step: String
    var duration: String
    /// A page of several protocols: "Protocol 2 of 3".
    var protocolWord: String
    /// Without JavaScript the timer cannot run; the list still shows the timeline.
    var noScript: String

    static let english = TimerStrings(
        timer: "Timer",
        lead: "Runs each interval protocol of the session step by step: it counts down each hang and rest, counts up "
            + "inside a set, and beeps at each change.",
        start: "Start", pause: "Pause", resume: "Resume", skip: "Skip step", restart: "Start again", sound: "Sound",
        keys: "Keys: Space starts, pauses and resumes; N skips a step.",
        getReady: "Get ready", next: "Next", inThisSet: "In this set", elapsed: "Elapsed",
        protocolDone: "Protocol done. Press Start for the next one.", allDone: "Done: every protocol of the session is over.",
        work: "Hang", restBetweenReps: "Rest", restBetweenSets: "Rest between sets", restBetweenGrips: "Change grip",
        set: "Set", rep: "rep", of: "of", everyStep: "Every step", clock: "Starts at", step: "Step", duration: "Lasts",
        protocolWord: "Protocol",
        noScript: "The timer needs JavaScript; the list below is its timeline, with the time each step starts at.")

    static let spanish = TimerStrings(
        timer: "Temporizador",
        lead: "Recorre paso a paso cada protocolo de intervalos de la sesión: cuenta atrás cada suspensión y cada "
            + "descanso, cuenta hacia delante dentro de una serie y pita en cada cambio.",
        start: "Empezar", pause: "Pausa", resume: "Seguir", skip: "Saltar paso", restart: "Volver a empezar", sound: "Sonido",
        keys: "Teclas: Espacio empieza, pausa y sigue; N salta un paso.",
        getReady: "Prepárate", next: "Después", inThisSet: "En esta serie", elapsed: "Transcurrido",
        protocolDone: "Protocolo terminado. Pulsa Empezar para el siguiente.",
        allDone: "Terminado: todos los protocolos de la sesión se han hecho.",
        work: "Suspensión", restBetweenReps: "Descanso", restBetweenSets: "Descanso entre series",
        restBetweenGrips: "Cambio de agarre",
        set: "Serie", rep: "repetición", of: "de", everyStep: "Todos los pasos", clock: "Empieza a las", step: "Paso",
        duration: "Dura", protocolWord: "Protocolo",
        noScript: "El temporizador necesita JavaScript; la lista de abajo es su recorrido, con la hora a la que empieza cada paso.")
}
