extension PageBuilder {
    func notFound() -> NotFoundView {
        let web = WebStrings.forLanguage(context.library.config.language)
        let path = SitePaths.notFound
        return NotFoundView(
            title: web.notFoundTitle, message: web.notFoundMessage, homeLabel: web.notFoundHome,
            homeHref: context.href(from: path, to: SitePaths.home),
            links: [(context.strings.exercises, SitePaths.exerciseIndex), (context.strings.sessions, SitePaths.sessionIndex),
                    (context.strings.workouts, SitePaths.workoutIndex)].map {
                LinkItem(href: context.href(from: path, to: $0.1), label: $0.0, detail: .none)
            })
    }
}
