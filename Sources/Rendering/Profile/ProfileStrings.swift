import TrainingModel

/// The words of the profile page, seen by its template as `{{labels.…}}`.
struct ProfileStrings: Sendable, Encodable {
    var profile: String
    var goals: String
    var grades: String
    var disciplines: String
    var bests: String
    var tests: String
    var born: String
    var height: String
    var dashboard: String
    /// `Photo of` before the name, for the picture's text alternative.
    var photoOf: String
    var achieved: String
    /// The words of a current best, each in its exercise's own terms: `e1RM 97.1 kg`, `best
    /// weight 17.5 kg`, `added load +7.5 kg · 10 reps`, `assistance −15 kg · 8 reps`, `longest hold 10 s`.
    var e1rm: String
    var bestWeight: String
    var addedLoad: String
    var assistance: String
    var rep: String
    var reps: String
    var longestHold: String
    var history: String
    var best: String
    /// The label of a race's Riegel prediction line: `Riegel`.
    var riegel: String
    var testDescription: String

    static func forLanguage(_ language: SiteConfig.Language) -> ProfileStrings {
        switch language {
        case .en:
            return ProfileStrings(profile: "Profile", goals: "Goals", grades: "Grades", disciplines: "Disciplines",
                                  bests: "Current bests", tests: "Tests", born: "Born", height: "Height",
                                  dashboard: "Training dashboard", photoOf: "Photo of", achieved: "achieved",
                                  e1rm: "e1RM", bestWeight: "best weight", addedLoad: "added load",
                                  assistance: "assistance", rep: "rep", reps: "reps", longestHold: "longest hold", history: "History", best: "Best",
                                  riegel: "Riegel prediction",
                                  testDescription: "Every result of the test over time, with the best marked.")
        case .es:
            return ProfileStrings(profile: "Perfil", goals: "Objetivos", grades: "Grados", disciplines: "Disciplinas",
                                  bests: "Mejores marcas actuales", tests: "Pruebas", born: "Nacimiento", height: "Altura",
                                  dashboard: "Panel de entrenamiento", photoOf: "Foto de", achieved: "conseguido",
                                  e1rm: "e1RM", bestWeight: "mejor peso", addedLoad: "lastre",
                                  assistance: "asistencia", rep: "repetición", reps: "repeticiones", longestHold: "mayor tiempo",
                                  history: "Evolución", best: "Mejor",
                                  riegel: "Predicción de Riegel",
                                  testDescription: "Cada resultado de la prueba a lo largo del tiempo, con el mejor marcado.")
        }
    }
}
