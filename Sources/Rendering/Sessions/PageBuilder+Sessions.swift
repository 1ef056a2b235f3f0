import TrainingModel

extension PageBuilder {
    func sessionIndex(path: String) -> SessionIndexView {
        let sessions = context.library.sessions
        let types = ExerciseType.allCases.filter { type in sessions.contains { $0.type == type } }
        var filters = types.isEmpty ? [] : [SearchFilterView(
            field: "type", rule: "one-of", legend: context.strings.type, hint: .none,
            choices: types.map { SearchFilterView.Choice(value: $0.rawValue, label: context.strings.label($0)) })]
        let levels = context.sessionLevels.levels
        if !levels.isEmpty {
            filters.append(SearchFilterView(field: "level", rule: "one-of", legend: context.strings.level, hint: .none,
                                            choices: levels.map { SearchFilterView.Choice(value: $0.value, label: $0.label) }))
        }
        // The pieces some session needs, as the exercise index's "Equipment you have" offers them.
        var seen: Set<String> = []
        let pieces = sessions.flatMap { facets.equipment(of: $0.equipment { context.index.exercises[$0] }) }
            .filter { seen.insert($0.slug).inserted }
            .sorted { ($0.label.lowercased(), $0.slug) < ($1.label.lowercased(), $1.slug) }
        if !pieces.isEmpty {
            filters.append(SearchFilterView(field: "equipment", rule: "within", legend: context.dashboardStrings.equipmentYouHave,
                                            hint: Maybe(context.dashboardStrings.sessionEquipmentYouHaveHint),
                                            choices: pieces.map { SearchFilterView.Choice(value: $0.slug, label: $0.label) }))
        }
        return SessionIndexView(heading: context.strings.sessions, sessions: sessions.map { context.sessionLink($0, from: path) },
                                searchIndexHref: context.href(from: path, to: SitePaths.searchScript),
                                rootHref: SitePaths.root(of: path), searchKinds: "session",
                                searchPlaceholder: context.dashboardStrings.searchSessionsPlaceholder, searchFilters: filters)
    }

    func session(_ session: SessionTemplate, path: String) -> SessionView {
        let description = session.description
        let links = context.links(from: path)
        let equipment = facets.equipment(of: session.equipment { context.index.exercises[$0] })
        return SessionView(
            name: session.name,
            aliases: Maybe(nonEmpty: session.aliases.joined(separator: ", ")),
            hasDescription: !description.trimmingWhitespace.isEmpty,
            descriptionHTML: context.markdown(description),
            type: Maybe(session.type.map(context.strings.label)),
            kind: Maybe(nonEmpty: ([session.type.map(context.strings.label), session.subtype].compactMap { $0 }).joined(separator: " · ")),
            level: Maybe(context.sessionLevels.level(session.level)?.label),
            facts: sessionFacts(session),
            equipment: equipment.map { LinkItem(href: links.href($0.path), label: $0.label, detail: .none) },
            sheetHref: context.href(from: path, to: SitePaths.sheet(session.id)),
            timerHref: Maybe(SessionTimer.hasTimer(session) ? context.href(from: path, to: SitePaths.timer(session.id)) : nil),
            items: session.items.enumerated().map { offset, item in
                let number = offset + 1
                switch item {
                case .single(let single):
                    return SessionItemView(single: Maybe(exerciseItem(single, marker: String(number), path: path)),
                                           group: .none)
                case .group(let group):
                    let members = group.items.enumerated().map { memberOffset, member in
                        exerciseItem(member, marker: "\(number)\(Self.letter(memberOffset))", path: path,
                                     rounds: group.rounds)
                    }
                    let planned = plannedLine(sets: item.plannedSets, reps: item.plannedReps,
                                              seconds: item.estimatedDuration)
                    return SessionItemView(single: .none, group: Maybe(SessionItemView.Group(
                        label: groupLabel(group), planned: planned, members: members)))
                }
            })
    }

    /// Planned sets and reps, estimated duration, and time under tension when there is any.
    func sessionFacts(_ session: SessionTemplate) -> [FactView] {
        var facts: [FactView] = []
        if session.plannedSets > 0 {
            facts.append(FactView(label: context.strings.plannedSets, value: context.format.integer(session.plannedSets)))
        }
        if session.plannedReps > 0 {
            facts.append(FactView(label: context.strings.plannedReps, value: context.format.integer(session.plannedReps)))
        }
        facts.append(FactView(label: context.strings.estimatedDuration, value: context.format.estimate(seconds: session.estimatedDuration)))
        if session.timeUnderTension > 0 {
            facts.append(FactView(label: context.strings.timeUnderTension, value: context.format.duration(seconds: session.timeUnderTension)))
        }
        return facts
    }

    /// `Superset · 3 rounds · rest 2 min`.
    func groupLabel(_ group: ItemGroup) -> String {
        var parts = [context.strings.label(group.kind), context.format.count(group.rounds, context.strings.roundWord, context.strings.roundsWord)]
        if let rest = group.rest { parts.append(context.strings.restWord + " " + context.format.duration(seconds: rest)) }
        return parts.joined(separator: " · ")
    }

    /// A group member (`rounds` given) plans its sets once per round; its time is the group's.
    func exerciseItem(_ item: ExerciseItem, marker: String, path: String, rounds: Int? = nil) -> ExerciseItemView {
        let times = max(1, rounds ?? 1)
        let planned = plannedLine(sets: item.plannedSets * times, reps: item.plannedReps * times,
                                  seconds: rounds == nil ? item.estimatedDuration : nil)
        let notes = item.notes ?? ""
        return ExerciseItemView(
            marker: marker,
            exerciseName: context.exerciseName(item.exercise),
            exerciseHref: context.exerciseHref(item.exercise, from: path),
            prescription: Maybe(nonEmpty: item.prescription.map { context.format.prescription($0, testName: context.names.test) }),
            intervalProtocol: Maybe(item.intervalProtocol.map(protocolView)),
            planned: Maybe(nonEmpty: planned),
            hasNotes: !notes.trimmingWhitespace.isEmpty,
            notesHTML: notes.trimmingWhitespace.isEmpty ? "" : context.markdown(notes))
    }

    /// `5 sets · 25 reps · 13 min 15 s`, leaving out what is zero or unknown.
    func plannedLine(sets: Int, reps: Int, seconds: Double?) -> String {
        var parts: [String] = []
        if sets > 0 { parts.append(context.format.count(sets, context.strings.setWord, context.strings.setsWord)) }
        if reps > 0 { parts.append(context.format.count(reps, context.strings.repWord, context.strings.repsWord)) }
        if let seconds, seconds > 0 { parts.append(context.format.estimate(seconds: seconds)) }
        return parts.joined(separator: " · ")
    }

    /// Every parameter of an interval protocol (docs/notation.md#interval-protocols) by its letter, plus TUT and total duration.
    func protocolView(_ p: IntervalProtocol) -> ExerciseItemView.ProtocolView {
        var facts = [
            FactView(label: context.strings.protocolReps, value: context.format.integer(p.repsPerSet)),
            FactView(label: context.strings.protocolWork, value: context.format.duration(seconds: p.work)),
            FactView(label: context.strings.protocolRestReps, value: context.format.duration(seconds: p.restBetweenReps)),
            FactView(label: context.strings.protocolSets, value: context.format.integer(p.sets)),
            FactView(label: context.strings.protocolRestSets, value: context.format.duration(seconds: p.restBetweenSets)),
            FactView(label: context.strings.protocolGrips, value: context.format.integer(p.gripCount)),
        ]
        if p.gripCount > 1 {
            facts.append(FactView(label: context.strings.protocolRestGrips, value: context.format.duration(seconds: p.restBetweenGrips)))
        }
        facts.append(FactView(label: context.strings.protocolTUT, value: context.format.duration(seconds: p.timeUnderTension)))
        facts.append(FactView(label: context.strings.protocolTotal, value: context.format.duration(seconds: p.totalDuration)))
        return ExerciseItemView.ProtocolView(summary: context.format.protocolSummary(p), grips: p.grips.map(context.format.grip),
                                             facts: facts)
    }

    /// `a`, `b`, … `z`, then `aa`, so markers stay unique in long circuits.
    static func letter(_ offset: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var n = offset
        var text = ""
        repeat {
            text = String(letters[n % 26]) + text
            n = n / 26 - 1
        } while n >= 0
        return text
    }
}
