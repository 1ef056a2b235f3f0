extension PageBuilder {
    func notFound() -> NotFoundView {
        let web = WebStrings.forLanguage(library.config.language)
        let path = SitePaths.notFound
        return NotFoundView(
            title: web.notFoundTitle, message: web.notFoundMessage, homeLabel: web.notFoundHome,
            homeHref: href(from: path, to: SitePaths.home),
            links: [(strings.exercises, SitePaths.exerciseIndex), (strings.sessions, SitePaths.sessionIndex),
                    (strings.workouts, SitePaths.workoutIndex)].map {
                LinkItem(href: href(from: path, to: $0.1), label: $0.0, detail: .none)
            })
    }
}
