import Statistics
import TrainingModel

extension PageBuilder {
    /// How many workouts an exercise page lists; older ones are counted, and the
    /// workout index has them all.
    static let historyLimit = 20

    /// Every exercise, or with `facet` only those that have its value; `paginate` exercises
    /// a page (1-based `page`) in index order, so a type's group may continue on the next page.
    func exerciseIndex(path: String, page: Int = 1, facet: ExerciseFacets.Value? = nil) throws -> ExerciseIndexView {
        let root = SitePaths.root(of: path)
        let cards = try cards(root: root)
        let listed = facet.map { exerciseOrder.entries(pagination.items($0.positions, page: page)) }
            ?? Array(pagination.items(exerciseOrder.all, page: page))
        var groups: [ExerciseIndexView.Group] = []
        var members: [[Int]] = []
        for (type, position) in listed {
            let anchor = "type-" + type.rawValue
            if groups.last?.anchor == anchor {
                members[members.count - 1].append(position)
            } else {
                groups.append(ExerciseIndexView.Group(heading: context.strings.label(type), anchor: anchor, cardsHTML: ""))
                members.append([position])
            }
        }
        for offset in groups.indices {
            groups[offset].cardsHTML = members[offset].map { cards[$0] }.joined(separator: "\n")
        }
        let heading = facet.map { facetHeading($0.kind) + ": " + $0.label } ?? context.strings.exercises
        let base = facet.map { SitePaths.exerciseFacet($0.kind.rawValue, $0.slug) } ?? SitePaths.exerciseIndex
        return ExerciseIndexView(
            heading: heading,
            lead: Maybe(facet.map { context.format.count($0.positions.count, context.strings.exerciseWord, context.strings.exercisesWord) }),
            groups: groups, facets: facetNavigation(path: path, current: facet),
            allExercisesHref: Maybe(facet == nil ? nil : context.href(from: path, to: SitePaths.exerciseIndex)),
            alsoWritten: Maybe(nonEmpty: facet?.alsoWritten.joined(separator: ", ")),
            searchIndexHref: context.href(from: path, to: SitePaths.searchScript), rootHref: root,
            searchKinds: "exercise", searchFilters: equipmentFilter(),
            pager: pager(base: base, page: page, count: pagination.pageCount(facet?.positions.count ?? exerciseOrder.all.count),
                         from: path))
    }

    /// Every exercise's card, by library position, for pages whose root is `root`:
    /// rendered with the `card` template once, by the pages at that depth that ask (`CardTables`).
    func cards(root: String) throws -> [String] {
        let exercises = context.library.exercises
        return try cardTables.cards(root: root, count: exercises.count) { position in
            // Each field read in place: a copy of the exercise retained every one of its fields.
            let href = root + SitePaths.encodePath(SitePaths.exercise(exercises[position].id))
            let muscles = exercises[position].primaryMuscles + exercises[position].secondaryMuscles
            let card = ExerciseIndexView.Card(
                href: href, name: exercises[position].name,
                subtype: Maybe(nonEmpty: exercises[position].subtype),
                equipment: Maybe(nonEmpty: exercises[position].equipment.joined(separator: ", ")),
                muscles: Maybe(nonEmpty: muscles.joined(separator: ", ")))
            return try renderFragment(card, template: "card")
        }
    }

    /// The shared page of an exercise, or with `athlete` that athlete's history with it.
    /// With several athletes the shared page keeps the description and links to each
    /// athlete's history instead of holding every athlete's records (docs/site-pages.md).
    func exercise(_ exercise: Exercise, path: String, athlete: String? = nil) -> ExerciseView {
        var facts = [FactView(label: context.strings.type, value: context.strings.label(exercise.type))]
        if let subtype = exercise.subtype, !subtype.isEmpty { facts.append(FactView(label: context.strings.subtype, value: subtype)) }
        if let mechanic = exercise.mechanic { facts.append(FactView(label: context.strings.mechanic, value: context.strings.label(mechanic))) }
        if let level = exercise.level, !level.isEmpty { facts.append(FactView(label: context.strings.level, value: level)) }
        if !exercise.equipment.isEmpty {
            facts.append(FactView(label: context.strings.equipment, value: exercise.equipment.joined(separator: ", ")))
        }
        if let force = exercise.force { facts.append(FactView(label: context.strings.force, value: context.strings.label(force))) }
        facts.append(FactView(label: context.strings.metric, value: context.strings.label(exercise.metric)))

        let sources = exercise.images.compactMap { mediaHref($0, source: exercise.sourcePath, from: path) }
        let images = sources.enumerated().map { offset, src in
            ExerciseView.Image(src: src, alt: sources.count == 1 ? exercise.name : "\(exercise.name) (\(offset + 1))")
        }
        let sessions = context.index.sessions(using: exercise.id).compactMap { context.index.session($0) }
        // An athlete's page: their own workouts with it, newest first, from their own list
        // (filtering the site's every workout with it, for each athlete, grew with athletes ×
        // workouts; this grows with the athlete's own exercises × workouts).
        let own = athlete.map { id in
            context.index.workouts(of: id).filter { $0.entries.contains { $0.exercise == exercise.id } }
        }
        // The shared page: every athlete's workouts with it (an athlete's page reads only theirs).
        let everyone = own == nil ? context.index.workoutsWithExercise[exercise.id] ?? [] : []
        let performedCount = own?.count ?? everyone.count
        let newest = own.map { Array($0.prefix(Self.historyLimit)) }
            ?? everyone.prefix(Self.historyLimit).map { context.index.workoutsNewestFirst[$0] }
        let history = newest.map { workout in
            let sets = workout.entries.filter { $0.exercise == exercise.id }.flatMap(\.sets)
            return ExerciseView.HistoryEntry(workout: context.workoutSummary(workout, from: path, namesAthlete: own == nil),
                                             sets: sets.map(setView))
        }
        let description = athlete == nil ? context.exerciseDescription(of: exercise.id) : ExerciseDescription()
        let intro = description.intro
        // One athlete: their history is on this page. Several: an athlete's page holds
        // theirs, and the shared page links to each athlete who performed it.
        let shown: [AthleteStatistics], linked: [AthleteStatistics]
        if context.hasSeveralAthletes, let athlete {
            // An athlete's page reads their statistics alone.
            shown = context.statistics.athlete(id: athlete).map { $0.exercise(id: exercise.id) == nil ? [] : [$0] } ?? []
            linked = []
        } else {
            let performers = context.statistics.athletes.filter { $0.exercise(id: exercise.id) != nil }
            shown = context.hasSeveralAthletes ? [] : context.statistics.athletes
            linked = context.hasSeveralAthletes ? performers : []
        }
        return ExerciseView(
            name: exercise.name,
            aliases: Maybe(nonEmpty: exercise.aliases.joined(separator: ", ")),
            facts: facts,
            primaryMuscles: exercise.primaryMuscles, secondaryMuscles: exercise.secondaryMuscles,
            images: images,
            videoHref: Maybe(exercise.video.flatMap { mediaHref($0, source: exercise.sourcePath, from: path) }),
            hasIntro: !intro.trimmingWhitespace.isEmpty, introHTML: context.markdown(intro),
            sections: description.sections.map(section),
            sessions: sessions.map { context.sessionLink($0, from: path) },
            statistics: exerciseStatistics(exercise, path: path, athletes: shown),
            history: history,
            earlierWorkouts: Maybe(performedCount > Self.historyLimit
                ? "\(context.format.count(performedCount - Self.historyLimit, context.strings.earlierWorkout, context.strings.earlierWorkouts))"
                : nil),
            workoutsHref: context.href(from: path, to: SitePaths.workoutIndex),
            athleteHistories: linked.map { stats in
                LinkItem(href: context.href(from: path, to: SitePaths.athleteExercise(stats.id, exercise.id)),
                         label: context.athleteName(stats.id),
                         detail: Maybe(stats.exercise(id: exercise.id).map {
                             context.format.count($0.workouts, context.strings.workout.lowercased(), context.strings.workouts.lowercased())
                         }))
            },
            libraryHref: Maybe(athlete.map { _ in context.href(from: path, to: SitePaths.exercise(exercise.id)) }))
    }

    /// Recognised sections take the catalogue's heading in the site language; steps
    /// become a numbered list, other list sections a bulleted one, the rest Markdown.
    func section(_ section: DescriptionSection) -> ExerciseView.Section {
        let heading = context.strings.heading(section.kind) ?? section.title
        let items = section.items.map { HTMLFragment(itemHTML: context.inlineMarkdown($0)) }
        let isOrdered = section.kind == .steps && !items.isEmpty
        let isBulleted = section.kind != .steps && !items.isEmpty
        let hasBody = items.isEmpty && !section.markdown.trimmingWhitespace.isEmpty
        return ExerciseView.Section(
            heading: heading, cssClass: "section-" + section.kind.rawValue.replacingUnderscores,
            isOrdered: isOrdered, isBulleted: isBulleted, items: items,
            hasBody: hasBody, bodyHTML: hasBody ? context.markdown(section.markdown) : "")
    }

    /// An image or video as written: an `http(s)` URL as is, a path resolved against
    /// the exercise file's folder; anything else (another scheme) is dropped.
    func mediaHref(_ written: String, source: String, from path: String) -> String? {
        if let url = SitePaths.externalURL(written) { return url }
        guard let resolved = SitePaths.resolveContentPath(written, relativeTo: source) else { return nil }
        return context.href(from: path, to: resolved)
    }

    func setView(_ set: PerformedSet) -> SetView {
        SetView(text: context.format.performedSet(set),
                kind: Maybe(set.kind == .working ? nil : context.strings.label(set.kind)),
                isWarmup: set.kind == .warmup, cssClass: "set-" + set.kind.rawValue)
    }

    /// The exercise index's "Equipment you have", when some exercise lists equipment.
    func equipmentFilter() -> [SearchFilterView] {
        let pieces = (facets.groups.first { $0.kind == .equipment }?.values ?? []).filter(facets.isPiece)
        guard !pieces.isEmpty else { return [] }
        return [SearchFilterView(field: "equipment", rule: "within", legend: context.dashboardStrings.equipmentYouHave,
                                 hint: Maybe(context.dashboardStrings.equipmentYouHaveHint),
                                 choices: pieces.map { SearchFilterView.Choice(value: $0.slug, label: $0.label) })]
    }
}
