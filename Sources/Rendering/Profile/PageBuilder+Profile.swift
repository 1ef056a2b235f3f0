import Statistics
import TrainingModel

/// The athlete profile page (`athletes/<id>/profile/`), one per athlete file.
extension PageBuilder {
    /// How many exercises "current bests" lists: those with most volume.
    static let profileBestCount = 6

    func profile(_ athlete: Athlete, path: String) -> ProfileView {
        let labels = ProfileStrings.forLanguage(context.library.config.language)
        let stats = context.statistics.athlete(id: athlete.id) ?? AthleteStatistics(id: athlete.id)
        var facts: [FactView] = []
        if let birthdate = athlete.birthdate { facts.append(FactView(label: labels.born, value: context.format.date(birthdate))) }
        if let height = athlete.height {
            facts.append(FactView(label: labels.height, value: context.format.number(height * 100, maxDecimals: 0) + " cm"))
        }
        if let bodyweight = stats.body.bodyweight.last?.bodyweight ?? athlete.bodyweight {
            facts.append(FactView(label: context.strings.bodyweight, value: context.format.mass(kilograms: bodyweight)))
        }
        let photo = athlete.photo.flatMap { mediaHref($0, source: athlete.sourcePath, from: path) }.map {
            ProfileView.Photo(src: $0, alt: labels.photoOf + " " + context.athleteName(athlete.id))
        }
        let tests = stats.tests.map(\.test)
        return ProfileView(
            name: context.athleteName(athlete.id), photo: Maybe(photo),
            bioHTML: athlete.bio.trimmingWhitespace.isEmpty ? "" : context.markdown(athlete.bio),
            hasBio: !athlete.bio.trimmingWhitespace.isEmpty, facts: facts,
            goals: athlete.goals.map { goal in
                ProfileView.Goal(text: goal, progress: Maybe(
                    GoalTarget.parse(goal, exercises: context.library.exercises, tests: tests,
                                     efforts: stats.cardio.sports.flatMap { $0.bestEfforts.map(\.distance.id) }).flatMap { progress($0, stats) }))
            },
            // The grades the athlete states, then the hardest of each style they logged
            // (docs/content-format.md#grade-styles).
            grades: athlete.grades.map { FactView(label: $0.discipline, value: $0.grade) }
                + ClimbingSummary.hardestStyled(stats.workouts.lazy.compactMap(\.climbing)).map {
                    FactView(label: context.strings.label(hardest: $0), value: $0.grade.text)
                },
            disciplines: athlete.disciplines,
            bests: stats.exercises.compactMap { exercise in currentBest(exercise, labels: labels).map { (exercise, $0) } }
                .sorted { ($1.0.volume, $1.0.workingSets, $0.0.id) < ($0.0.volume, $0.0.workingSets, $1.0.id) }
                .prefix(Self.profileBestCount).map { exercise, best in
                    FactView(label: context.exerciseName(exercise.id), value: best)
                },
            tests: stats.tests.map { FactView(label: context.names.test($0.test), value: testResult($0.best)) },
            history: profileHistory(athlete.id, stats: stats, labels: labels),
            dashboardHref: context.href(from: path, to: context.hasSeveralAthletes ? SitePaths.athlete(athlete.id) : SitePaths.home),
            cardio: Maybe(stats.cardio.isEmpty ? nil : LinkItem(
                href: context.href(from: path, to: SitePaths.cardio(athlete.id)),
                label: CardioStrings.forLanguage(context.library.config.language).cardio, detail: .none)),
            yearReviews: yearReviewLinks(stats, from: path),
            labels: labels)
    }

    /// How far the athlete is: the current e1RM (the added load for bodyweight exercises,
    /// whose e1RM would count only the plates) against the load, the best test time or best
    /// effort over the distance against the time to beat, the hardest grade against the
    /// grade's. None when there is nothing to compare yet.
    private func progress(_ target: GoalTarget, _ stats: AthleteStatistics) -> ProfileView.Progress? {
        switch target {
        case .load(let id, let kilograms):
            guard kilograms > 0, let exercise = stats.exercise(id: id) else { return nil }
            guard let current = isBodyweight(id) ? exercise.bestWeight : (exercise.currentE1RM ?? exercise.bestE1RM) else { return nil }
            return Self.progress(ratio: current / kilograms, current: recordMass(kilograms: current),
                                 target: recordMass(kilograms: kilograms))
        case .time(let test, let seconds):
            guard let history = stats.tests.first(where: { $0.test == test }),
                  case .time(let best) = history.best.result, best > 0 else { return nil }
            return Self.progress(ratio: seconds / best, current: context.format.clock(seconds: best),
                                 target: context.format.clock(seconds: seconds))
        case .effort(let distance, let seconds):
            // The fastest over the distance in any sport that has it (a runner's 10 km).
            guard let best = stats.cardio.sports.flatMap(\.bestEfforts).filter({ $0.distance.id == distance })
                .map(\.time).min(), best > 0 else { return nil }
            return Self.progress(ratio: seconds / best, current: context.format.clock(seconds: best.rounded()),
                                 target: context.format.clock(seconds: seconds))
        case .grade(let goal):
            // The position on the goal's scale of the hardest grade logged on it (docs/statistics.md#grades).
            guard let best = ClimbingSummary.hardest(stats.workouts.lazy.compactMap(\.climbing))
                .first(where: { $0.scale == goal.scale }) else { return nil }
            return Self.progress(ratio: Double(best.position) / Double(goal.position), current: best.text, target: goal.text)
        }
    }

    /// An exercise's best in its own terms (docs/statistics.md#bodyweight-weighted-and-assisted-work):
    /// a lift's e1RM (or, with none, its best weight); bodyweight work's added load and most
    /// reps; assisted work's least assistance and most reps; a hang's added load, or its
    /// longest hold at bodyweight. Never the e1RM of the plates on a pull-up. Nil with none.
    private func currentBest(_ exercise: ExerciseStatistics, labels: ProfileStrings) -> String? {
        let reps = exercise.bests.mostReps.map { context.format.count($0, labels.rep, labels.reps) }
        let added = exercise.bestWeight.map { labels.addedLoad + " " + recordText($0, of: .addedLoad) }
        let parts: [String?]
        switch context.index.exercises[exercise.id]?.metric ?? .weightReps {
        case .weightReps, .time, .distanceTime:
            parts = [exercise.bestE1RM.map { labels.e1rm + " " + recordMass(kilograms: $0) }
                ?? exercise.bestWeight.map { labels.bestWeight + " " + recordMass(kilograms: $0) }]
        case .bodyweightReps:
            parts = [added, reps]
        case .assisted:
            parts = [exercise.bests.leastAssistance.map { labels.assistance + " " + recordText($0, of: .assistance) }, reps]
        case .hang:
            parts = [added ?? exercise.bests.longestSeconds.map { labels.longestHold + " " + context.format.effortTime(seconds: $0) }]
        }
        let shown = parts.compactMap { $0 }
        return shown.isEmpty ? nil : shown.joined(separator: " · ")
    }

    private func isBodyweight(_ id: String) -> Bool {
        [.bodyweightReps, .hang, .assisted].contains(context.index.exercises[id]?.metric ?? .weightReps)
    }

    private static func progress(ratio: Double, current: String, target: String) -> ProfileView.Progress {
        let percent = Int((min(ratio, 1) * 100).rounded(.down))
        return ProfileView.Progress(percent: percent, current: current, target: target, met: ratio >= 1)
    }
}
