import Diagnostics
import TrainingModel

/// Joins the drafts of every file into one library: refuses duplicate ids, resolves
/// references (exercises by id, name or alias; sessions and athletes by id), gives
/// entities without `athlete:` the site's only athlete, leaves out every entity that
/// had an error, and sorts. It runs after all files are decoded, on drafts sorted by
/// path, so its output and diagnostics are the same whatever order files came in.
struct LibraryAssembler {
    /// The id given to the athlete of a site that has no athlete files.
    static let implicitAthleteID = "athlete"

    let config: SiteConfig
    private(set) var diagnostics: [Diagnostic] = []
    private var errorCount = 0

    init(config: SiteConfig) { self.config = config }

    mutating func assemble(_ outcomes: [FileOutcome]) -> TrainingLibrary {
        let unparsed = outcomes.compactMap(\.unparsed)
        func unparsedIDs(_ kind: ContentKind) -> [String] { unparsed.filter { $0.kind == kind }.map(\.id) }

        let athletes = unique(outcomes.flatMap(\.athletes), kind: .athletes)
        let exercises = unique(outcomes.flatMap(\.exercises), kind: .exercises)
        let sessions = unique(outcomes.flatMap(\.sessions), kind: .sessions)
        let workouts = unique(outcomes.flatMap(\.workouts), kind: .workouts)
        let plans = unique(outcomes.flatMap(\.plans), kind: .plans)
        let pages = unique(outcomes.flatMap(\.pages), kind: .pages)

        let exerciseIndex = ExerciseIndex(exercises.map(\.value), unparsedIDs: unparsedIDs(.exercises))
        let sessionIDs = Set(sessions.map(\.id) + unparsedIDs(.sessions))
        var athleteResolver = AthleteResolver(ids: athletes.map(\.id), unparsedIDs: unparsedIDs(.athletes))

        var library = TrainingLibrary(config: config)
        library.athletes = athletes.filter { !$0.failed }.map(\.value)
        library.exercises = exercises.filter { !$0.failed }.map(\.value)
        library.pages = pages.filter { !$0.failed }.map(\.value)

        for draft in sessions {
            let before = errorCount
            var template = draft.value.template
            template.athlete = draft.value.athlete.flatMap { resolveAthlete($0, resolver: &athleteResolver) }
            template.items = zip(template.items, draft.value.exercises).map { item, references in
                switch item {
                case .single(var single):
                    single.exercise = resolveExercise(references[0], index: exerciseIndex) ?? single.exercise
                    return .single(single)
                case .group(var group):
                    for index in group.items.indices {
                        group.items[index].exercise = resolveExercise(references[index], index: exerciseIndex)
                            ?? group.items[index].exercise
                    }
                    return .group(group)
                }
            }
            if !draft.failed && errorCount == before { library.sessions.append(template) }
        }

        for draft in workouts {
            let before = errorCount
            var workout = draft.value.workout
            workout.athlete = athlete(draft.value.athlete, of: draft.sourcePath, resolver: &athleteResolver)
            if let session = draft.value.session {
                workout.session = session.text
                if !sessionIDs.contains(session.text) {
                    report(.unknownReference(kind: "session", name: session.text,
                                             suggestions: Suggestions.closest(to: session.text, in: Array(sessionIDs), limit: 3)),
                           at: session)
                }
            }
            for (index, reference) in draft.value.exercises.enumerated() {
                workout.entries[index].exercise = resolveExercise(reference, index: exerciseIndex) ?? reference.text
            }
            if !draft.failed && errorCount == before { library.workouts.append(workout) }
        }

        for draft in plans {
            let before = errorCount
            var plan = draft.value.plan
            plan.athlete = athlete(draft.value.athlete, of: draft.sourcePath, resolver: &athleteResolver)
            for session in draft.value.sessions where !sessionIDs.contains(session.text) {
                report(.unknownReference(kind: "session", name: session.text,
                                         suggestions: Suggestions.closest(to: session.text, in: Array(sessionIDs), limit: 3)),
                       at: session)
            }
            if !draft.failed && errorCount == before { library.plans.append(plan) }
        }

        // Measurements: `athlete:` is usually written once per file, so a missing one is
        // reported once per file.
        var missingReported: Set<String> = []
        for draft in outcomes.flatMap(\.measurements) {
            let before = errorCount
            let athlete: String
            if let reference = draft.athlete {
                athlete = resolveAthlete(reference, resolver: &athleteResolver) ?? reference.text
            } else if let only = athleteResolver.defaultAthlete() {
                athlete = only
            } else {
                if missingReported.insert(draft.sourcePath).inserted {
                    report(.missingAthlete(athletes: athleteResolver.ids), at: SourceLocation(file: draft.sourcePath), keyPath: "")
                } else {
                    errorCount += 1
                }
                athlete = ""
            }
            guard !draft.failed && errorCount == before else { continue }
            switch draft.entry {
            case .body(var measurement):
                measurement.athlete = athlete
                library.measurements.append(measurement)
            case .test(var test):
                test.athlete = athlete
                library.tests.append(test)
            }
        }

        if athleteResolver.usedImplicitAthlete {
            library.athletes.append(Athlete(id: Self.implicitAthleteID, name: config.author ?? "Athlete"))
        }
        sort(&library)
        return library
    }

    // MARK: - Ids

    /// Keeps the first entity of each id (by path, then position in the file) and
    /// reports the others at their id. Ids are compared ignoring case because they
    /// become folder names, and some file systems ignore case.
    private mutating func unique<T>(_ drafts: [Declared<T>], kind: ContentKind) -> [Declared<T>] {
        var first: [String: Declared<T>] = [:]
        var kept: [Declared<T>] = []
        for draft in drafts.sorted(by: { ($0.sourcePath, $0.order) < ($1.sourcePath, $1.order) }) {
            let key = draft.id.lowercased()
            if let original = first[key] {
                report(.duplicateID(kind: kind.singular, id: draft.id, firstPath: original.sourcePath),
                       at: draft.idLocation, keyPath: "")
                continue
            }
            first[key] = draft
            kept.append(draft)
        }
        return kept
    }

    // MARK: - References

    private mutating func resolveExercise(_ reference: Reference, index: ExerciseIndex) -> String? {
        switch index.resolve(reference.text) {
        case .found(let id):
            return id
        case .ambiguous(let ids):
            report(.ambiguousExercise(name: reference.text, ids: ids), at: reference)
        case .unknown(let suggestions):
            report(.unknownReference(kind: "exercise", name: reference.text, suggestions: suggestions), at: reference)
        }
        return nil
    }

    private mutating func resolveAthlete(_ reference: Reference, resolver: inout AthleteResolver) -> String? {
        if resolver.contains(reference.text) { return reference.text }
        report(.unknownReference(kind: "athlete", name: reference.text,
                                 suggestions: Suggestions.closest(to: reference.text, in: resolver.ids, limit: 3)),
               at: reference)
        return nil
    }

    /// The athlete named, or the site's only one; several athletes and none named is an error.
    private mutating func athlete(_ reference: Reference?, of path: String, resolver: inout AthleteResolver) -> String {
        if let reference { return resolveAthlete(reference, resolver: &resolver) ?? reference.text }
        if let only = resolver.defaultAthlete() { return only }
        report(.missingAthlete(athletes: resolver.ids), at: SourceLocation(file: path), keyPath: "")
        return ""
    }

    private mutating func report(_ problem: ContentProblem, at reference: Reference) {
        report(problem, at: reference.location, keyPath: reference.keyPath)
    }

    private mutating func report(_ problem: ContentProblem, at location: SourceLocation, keyPath: String) {
        diagnostics.append(Diagnostic(problem.severity, at: location, keyPath: keyPath, message: problem.message,
                                      hint: problem.hint))
        if problem.severity == .error { errorCount += 1 }
    }

    // MARK: - Order

    private func sort(_ library: inout TrainingLibrary) {
        library.athletes.sort { $0.id < $1.id }
        library.exercises.sort { $0.id < $1.id }
        library.sessions.sort { $0.id < $1.id }
        library.workouts.sort(by: Workout.startOrder)
        library.plans.sort { $0.id < $1.id }
        library.pages.sort { $0.id < $1.id }
        // Stable sorts: entries of one file keep the order they were written in.
        library.measurements = library.measurements.enumerated().sorted {
            ($0.element.date, $0.element.athlete, $0.element.sourcePath, $0.offset)
                < ($1.element.date, $1.element.athlete, $1.element.sourcePath, $1.offset)
        }.map(\.element)
        library.tests = library.tests.enumerated().sorted {
            ($0.element.date, $0.element.athlete, $0.element.sourcePath, $0.offset)
                < ($1.element.date, $1.element.athlete, $1.element.sourcePath, $1.offset)
        }.map(\.element)
    }
}
