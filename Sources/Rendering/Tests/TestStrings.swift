import TrainingModel

/// The words of the test battery's pages, seen by their templates as `{{words.…}}`.
struct TestStrings: Sendable, Encodable {
    var tests: String
    var testProtocol: String
    var unit: String
    var better: String
    var higherIsBetter: String
    var lowerIsBetter: String
    var bests: String
    var athlete: String
    var best: String
    var date: String
    var results: String
    var resultsWord: String
    var resultWord: String
    var noResults: String
    var noTests: String
    var history: String
    var historyDescription: String

    static func forLanguage(_ language: SiteConfig.Language) -> TestStrings {
        switch language {
        case .en:
            return TestStrings(tests: "Tests", testProtocol: "Protocol", unit: "Unit", better: "Better",
                               higherIsBetter: "higher is better", lowerIsBetter: "lower is better",
                               bests: "Each athlete's best", athlete: "Athlete", best: "Best", date: "Date", results: "Results",
                               resultsWord: "results", resultWord: "result", noResults: "No results of this test yet.",
                               noTests: "No tests yet.", history: "Results over time",
                               historyDescription: "Every athlete's results of the test over time, one line each.")
        case .es:
            return TestStrings(tests: "Pruebas", testProtocol: "Protocolo", unit: "Unidad", better: "Mejor",
                               higherIsBetter: "más es mejor", lowerIsBetter: "menos es mejor",
                               bests: "La mejor marca de cada atleta", athlete: "Atleta", best: "Mejor", date: "Fecha", results: "Resultados",
                               resultsWord: "resultados", resultWord: "resultado", noResults: "Aún no hay resultados de esta prueba.",
                               noTests: "Aún no hay pruebas.", history: "Resultados a lo largo del tiempo",
                               historyDescription: "Los resultados de cada atleta en la prueba a lo largo del tiempo, una línea por atleta.")
        }
    }
}
