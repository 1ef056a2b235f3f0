import Markdown
import TextAndDates
import TrainingModel

/// What a shared link shows of a page: `<meta name="description">` and the Open Graph and
/// Twitter tags, made from the page's own content.
extension PageBuilder {
    /// Search engines and link previews show about this many characters.
    static let descriptionLength = 160

    /// The page's own words (an exercise's "what it is", a session's description, a free
    /// page's text, a workout's date, figures and exercises), else its full title.
    /// `own`: words the page's view already holds (see `render`), used instead.
    func pageDescription(_ job: PageJob, fullTitle: String, own given: String? = nil) -> String {
        let text = (given ?? ownWords(job)).collapsingWhitespace
        return Self.shortened(text.isEmpty ? fullTitle : text)
    }

    private func ownWords(_ job: PageJob) -> String {
        let own: String
        switch job {
        case .home: own = homeDescription()
        case .exercises(.exercise(let exercise)): own = exerciseDescription(exercise)
        case .sessions(.session(let session)), .sessions(.sheet(let session)):
            own = session.description.trimmingWhitespace.isEmpty
                ? context.sessionLink(session, from: job.path).detail.value ?? "" : Markdown.plainText(session.description)
        case .workouts(.workout(let workout, _)): own = workoutDescription(workout)
        case .site(.page(let page)): own = Markdown.plainText(page.markdown)
        case .plans(.plan(let plan, _)): own = Markdown.plainText(plan.notes)
        case .profile(let athlete):
            own = athlete.bio.trimmingWhitespace.isEmpty ? athlete.goals.joined(separator: " · ") : Markdown.plainText(athlete.bio)
        case .cardio(let id): own = cardioDescription(id)
        case .athletes(.athlete(let id)):
            own = context.statistics.athlete(id: id).map { context.athleteName(id) + " · " + (athleteCard($0, from: job.path).detail.value ?? "") } ?? ""
        // No words of their own: the full title stands in (no `default:`, so a new page is decided here).
        // The year in review passes its sentence (`render(description:)`).
        case .exercises(.index), .exercises(.facet), .exercises(.athleteHistory), .sessions(.index),
             .workouts(.index), .workouts(.athleteIndex), .plans(.index), .plans(.week), .plans(.calendar),
             .athletes(.coachIndex), .site(.notFound), .centre, .years:
            own = ""
        }
        return own
    }

    /// Open Graph's type: a workout or exercise page is an article, the rest the website.
    func openGraphType(_ job: PageJob) -> String {
        switch job {
        case .workouts(.workout), .exercises(.exercise), .site(.page): return "article"
        case .profile: return "profile"
        // Every other page is part of the website.
        case .home, .exercises(.index), .exercises(.facet), .exercises(.athleteHistory), .sessions, .workouts(.index),
             .workouts(.athleteIndex), .plans, .athletes, .cardio, .years, .centre, .site(.notFound):
            return "website"
        }
    }

    /// The page's absolute address under `base_url` (its folder, as in the sitemap); none
    /// without a base URL, since Open Graph and canonical links must be absolute.
    func canonicalURL(_ path: String) -> String? {
        Sitemap.normalizedBase(context.library.config.baseURL).map { Sitemap.url(base: $0, pagePath: path) }
    }

    // MARK: - Private

    private func homeDescription() -> String {
        let web = WebStrings.forLanguage(context.library.config.language)
        var parts = [web.trainingLog]
        let names = context.library.athletes.map(\.name).filter { !$0.trimmingWhitespace.isEmpty }
        if !names.isEmpty { parts[0] += ": " + names.joined(separator: ", ") }
        let workouts = context.library.workouts.filter { $0.date <= context.asOf }.count
        if workouts > 0 { parts.append(context.format.count(workouts, context.strings.workout.lowercased(), context.strings.workouts.lowercased())) }
        if !context.library.exercises.isEmpty {
            parts.append(context.format.count(context.library.exercises.count, context.strings.exerciseWord, context.strings.exercisesWord))
        }
        return parts.joined(separator: " · ")
    }

    private func exerciseDescription(_ exercise: Exercise) -> String {
        let description = exercise.description
        let markdown = description.section(.whatItIs)?.markdown ?? (description.intro.trimmingWhitespace.isEmpty
            ? description.sections.first?.markdown ?? "" : description.intro)
        let text = Markdown.plainText(markdown)
        if !text.trimmingWhitespace.isEmpty { return text }
        return exercise.name + " · " + context.strings.label(exercise.type)
    }

    private func workoutDescription(_ workout: Workout) -> String {
        var parts = [context.format.date(workout.date)]
        if let detail = context.workoutSummary(workout, from: context.workoutPath(workout.id, athlete: workout.athlete)).detail.value { parts.append(detail) }
        var names: [String] = []
        for entry in workout.entries where !names.contains(context.exerciseName(entry.exercise)) {
            names.append(context.exerciseName(entry.exercise))
        }
        if !names.isEmpty { parts.append(names.joined(separator: ", ")) }
        return parts.joined(separator: " · ")
    }

    /// At most `descriptionLength` characters, cut at a space with `…` when longer.
    static func shortened(_ text: String) -> String {
        // No more bytes than the limit are no more characters; in ASCII without a carriage
        // return (`\r\n` is one character) each byte is one, and none is counted one by one.
        guard text.utf8.count > descriptionLength else { return text }
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            let head = text.utf8.prefix(descriptionLength - 1)
            let cut = head.lastIndex(of: UInt8(ascii: " ")).map { head[..<$0] } ?? head
            return String(Substring(cut)).trimmingWhitespace + "…"
        }
        guard text.count > descriptionLength else { return text }
        let head = text.prefix(descriptionLength - 1)
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return String(cut).trimmingWhitespace + "…"
    }
}
