import TrainingModel

/// The words of the files around the pages: the Atom feed, the 404 page and the page
/// descriptions shared links show. Apart from `Strings` so the page catalogue keeps its
/// one concern; templates see the 404 words through `NotFoundView`.
struct WebStrings: Sendable {
    /// The feed's subtitle: `Workouts and personal records`.
    var feedSubtitle: String
    /// The autodiscovery link's title and the feed's title after the site's: `Workouts`.
    var feedTitle: String
    /// The category of an entry whose workout set records.
    var recordCategory: String
    /// `Records`: the heading of an entry's record list.
    var records: String
    var notFoundTitle: String
    var notFoundMessage: String
    /// `Go to the home page`.
    var notFoundHome: String
    /// The title of a redirect left at a page's old path: `Page moved`.
    var movedTitle: String
    /// Its link: `This page is now at exercises/barbell-hip-thrust/.`
    var movedMessage: @Sendable (_ path: String) -> String
    /// A page with nothing of its own to describe: `Exercises of Ana's training log`.
    var pageOf: String
    /// `Training log`, the description of a home page with no workouts.
    var trainingLog: String

    static func forLanguage(_ language: SiteConfig.Language) -> WebStrings {
        switch language {
        case .en:
            return WebStrings(
                feedSubtitle: "Workouts and personal records", feedTitle: "Workouts", recordCategory: "record",
                records: "Records", notFoundTitle: "Page not found",
                notFoundMessage: "There is no page at this address. It may have moved, or the link may be mistyped.",
                notFoundHome: "Go to the home page", movedTitle: "Page moved",
                movedMessage: { "This page is now at \($0)." }, pageOf: "of", trainingLog: "Training log")
        case .es:
            return WebStrings(
                feedSubtitle: "Entrenamientos y récords personales", feedTitle: "Entrenamientos",
                recordCategory: "récord", records: "Récords", notFoundTitle: "Página no encontrada",
                notFoundMessage: "No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.",
                notFoundHome: "Ir a la página de inicio", movedTitle: "Página trasladada",
                movedMessage: { "Esta página está ahora en \($0)." }, pageOf: "de", trainingLog: "Diario de entrenamiento")
        }
    }
}
