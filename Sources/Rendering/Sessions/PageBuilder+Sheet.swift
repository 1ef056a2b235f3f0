import Statistics
import TrainingModel

/// Session sheets (`sessions/<id>/sheet/`): what the athlete takes to the gym.
extension PageBuilder {
    func sheet(_ session: SessionTemplate, path: String) -> SheetView {
        let loads = SheetLoads(athlete: SheetLoads.athlete(for: session, in: context.library), statistics: context.statistics,
                               config: context.library.config)
        let items = session.items.enumerated().map { offset, item in sheetItem(item, number: offset + 1, loads: loads) }
        return SheetView(
            sessionName: session.name,
            sessionType: Maybe(session.type.map(context.strings.label)),
            athlete: Maybe(nonEmpty: loads.athlete.map(context.athleteName)),
            paperSize: paperSize,
            sessionHref: context.href(from: path, to: SitePaths.session(session.id)),
            facts: sessionFacts(session),
            loadNote: Maybe(loadNote(loads, bases: percentageBases(session))),
            items: items,
            densityClass: "sheet-items-\(min(session.items.count, 12))"
                + (session.items.count >= Self.denseSheetItems ? " sheet-dense" : ""))
    }

    /// `A4` or `letter`, as CSS `@page { size }` spells them.
    var paperSize: String { context.library.config.paper == .a4 ? "A4" : "letter" }

    /// What the session's percentages are of: some of e1RM, some of tests.
    struct PercentageBases: Hashable, Sendable {
        var e1RM = false
        var tests = false
        var any: Bool { e1RM || tests }

        mutating func add(_ other: PercentageBases) {
            e1RM = e1RM || other.e1RM
            tests = tests || other.tests
        }
    }

    func percentageBases(_ session: SessionTemplate) -> PercentageBases {
        var bases = PercentageBases()
        for item in session.items.flatMap(\.exerciseItems) {
            switch item.prescription?.load {
            case .percentOfE1RM?: bases.e1RM = true
            case .percentOfTest?: bases.tests = true
            case .absolute?, nil: break
            }
        }
        return bases
    }

    /// How the sheet's loads were worked out, so a coach can check them; or why they were not.
    /// Nil when no load is a percentage.
    func loadNote(_ loads: SheetLoads, bases: PercentageBases) -> String? {
        guard bases.any else { return nil }
        guard loads.athlete != nil else { return context.strings.sheets.noAthleteNote }
        let t = context.strings.sheets
        let asOf = context.format.date(context.asOf)
        var sentences: [String] = []
        if bases.e1RM {
            let weeks = AthleteStatistics.currentE1RMWindowDays / 7
            sentences.append("\(t.loadBasis) \(weeks) \(t.loadBasisWeeks) \(asOf)")
        }
        if bases.tests { sentences.append("\(t.testLoadBasis) \(asOf)") }
        let step = context.format.number(loads.rounding.step) + " " + loads.rounding.unit.rawValue
        return sentences.joined(separator: "; ") + ", \(t.roundedTo) \(step), \(t.tiesDown)."
    }

    // MARK: - Items

    /// From this many items a sheet is `sheet-dense` in print (see style.css).
    static let denseSheetItems = 7

    func sheetItem(_ item: SessionItem, number: Int, loads: SheetLoads) -> SheetItemView {
        switch item {
        case .single(let single):
            let exercise = sheetExercise(single, marker: String(number), loads: loads)
            let grid = sheetGrid(single)
            let wide = grid.columns.count > 6
            return SheetItemView(marker: String(number), groupLabel: .none, exercises: [exercise], grid: Maybe(grid),
                                 cssClass: "sheet-item" + (wide ? " sheet-item-wide" : ""))
        case .group(let group):
            let markers = group.items.indices.map { "\(number)\(Self.letter($0))" }
            let members = zip(group.items, markers).map { sheetExercise($0, marker: $1, loads: loads) }
            // A group takes the full width: its members' lines and its row groups need it. On a
            // dense sheet one of up to six columns is compact: half the width, members stacked.
            let grid = sheetGrid(group, markers: markers)
            return SheetItemView(marker: String(number), groupLabel: Maybe(groupLabel(group)), exercises: members,
                                 grid: Maybe(grid),
                                 cssClass: "sheet-item sheet-group sheet-item-wide"
                                    + (grid.columns.count <= 6 ? " sheet-group-compact" : ""))
        }
    }

    func sheetExercise(_ item: ExerciseItem, marker: String, loads: SheetLoads) -> SheetExerciseView {
        var prescription: String?
        var details: [String] = []
        if let p = item.prescription {
            var words = p
            words.rest = nil
            words.tempo = nil
            prescription = context.format.prescription(words, testName: context.names.test)
            if let rest = p.rest { details.append(context.strings.restWord.capitalizedFirst + " " + context.format.duration(seconds: rest)) }
            if let tempo = p.tempo { details.append(context.strings.tempoWord.capitalizedFirst + " " + context.format.tempo(tempo)) }
        }
        let target = loads.target(for: item)
        let notes = item.notes?.trimmingWhitespace ?? ""
        return SheetExerciseView(
            marker: marker,
            name: context.exerciseName(item.exercise),
            prescription: Maybe(nonEmpty: prescription),
            target: Maybe(target.map(targetText)),
            targetResolved: target?.isResolved ?? false,
            details: Maybe(nonEmpty: details.joined(separator: " · ")),
            lastTime: Maybe(loads.athlete.flatMap { lastTime(item.exercise, athlete: $0) }),
            intervalProtocol: Maybe(item.intervalProtocol.map(sheetProtocol)),
            hasNotes: !notes.isEmpty,
            notesHTML: notes.isEmpty ? "" : context.markdown(notes))
    }

    /// How many runs of sets a "last time" line lists before it stops with "…".
    static let lastTimeGroups = 6

    /// The athlete's most recent workout with the exercise, on or before the as-of date:
    /// its working sets (all sets when it had only warm-ups), identical neighbours counted
    /// once: `Last time, Mon 2 Mar 2026: 60 kg × 5 (×3), 55 kg × 8`.
    func lastTime(_ exercise: String, athlete: String) -> String? {
        let positions = context.index.workoutsWithExercise[exercise] ?? []
        guard let workout = positions.lazy.map({ context.index.workoutsNewestFirst[$0] })
            .first(where: { $0.athlete == athlete && $0.date <= context.asOf }) else { return nil }
        let all = workout.entries.filter { $0.exercise == exercise }.flatMap(\.sets)
        let working = all.filter(\.kind.isWorking)
        var runs: [(text: String, count: Int)] = []
        for set in working.isEmpty ? all : working {
            let text = context.format.performedSet(set)
            if let last = runs.last, last.text == text { runs[runs.count - 1].count += 1 } else { runs.append((text, 1)) }
        }
        guard !runs.isEmpty else { return nil }
        var parts = runs.prefix(Self.lastTimeGroups).map { $0.count > 1 ? "\($0.text) (×\($0.count))" : $0.text }
        if runs.count > Self.lastTimeGroups { parts.append("…") }
        return "\(context.strings.sheets.lastTime), \(context.format.date(workout.date)): " + parts.joined(separator: ", ")
    }

    /// `Target 62.5 kg · 80% of e1RM 78.1 kg`, `Target −7.5 kg: take it off with a pulley · 70% of
    /// Max hang 20 mm, 7 s (BW + 14 kg, Thu 19 Nov 2026; bodyweight 61.2 kg)`, or the percentage and
    /// why it has no load.
    func targetText(_ target: TargetLoad) -> String {
        let t = context.strings.sheets
        let unit = context.library.config.units
        func ofTest(_ percent: Double, _ test: String) -> String {
            "\(context.format.percent(percent)) \(context.strings.ofTest) \(context.names.test(test))"
        }
        switch target {
        case .fromTest(let worked, let load):
            let amount = context.format.number(load) + " " + unit.rawValue
            let head: String
            if !worked.result.relativeToBodyweight { head = "\(t.target) \(amount)" }
            else if load > 0 { head = "\(t.target) +\(amount)" }
            else if load < 0 { head = "\(t.target) \(amount): \(t.usePulley)" }
            else { head = "\(t.target) \(t.bodyweightAlone)" }
            var basis = "\(context.format.load(worked.result)), \(context.format.date(worked.resultDate))"
            if let bodyweight = worked.bodyweight { basis += "; \(t.bodyweight) \(context.format.mass(kilograms: bodyweight))" }
            return "\(head) · \(ofTest(worked.percent, worked.test)) (\(basis))"
        case .testBelowStep(let worked):
            return "\(ofTest(worked.percent, worked.test)) (\(context.format.load(worked.result))): \(t.belowStep)"
        case .unresolvedTest(let percent, let test, let why):
            let reason: String
            switch why {
            case .notALoad(let kind): reason = kind == "time" ? t.testIsATime : t.testIsANumber
            case .noBodyweight: reason = t.noBodyweight
            case .noResult, .resolved: reason = t.noTestResult
            }
            return "\(ofTest(percent, test)): \(reason)"
        case .noAthlete(let percent, let test?):
            return "\(ofTest(percent, test)): \(t.noAthlete)"
        case .resolved(let percent, let e1RM, let load):
            return "\(t.target) \(context.format.number(load)) \(unit.rawValue) · \(context.format.percent(percent)) \(context.strings.ofE1RM) "
                + "\(context.format.number(unit.fromKilograms(e1RM), maxDecimals: 1)) \(unit.rawValue)"
        case .noHistory(let percent):
            return "\(context.format.percent(percent)) \(context.strings.ofE1RM): \(t.noHistory)"
        case .noAthlete(let percent, nil):
            return "\(context.format.percent(percent)) \(context.strings.ofE1RM): \(t.noAthlete)"
        case .belowStep(let percent, let e1RM):
            return "\(context.format.percent(percent)) \(context.strings.ofE1RM) "
                + "\(context.format.number(unit.fromKilograms(e1RM), maxDecimals: 1)) \(unit.rawValue): \(t.belowStep)"
        }
    }

    // MARK: - Protocols

    /// The timeline grip by grip, with the clock time each step starts at.
    func sheetProtocol(_ p: IntervalProtocol) -> SheetProtocolView {
        let t = context.strings.sheets
        let steps = ProtocolStep.steps(of: p).map { step -> SheetProtocolView.Step in
            switch step {
            case .grip(let block):
                let name = block.gripIndex < p.grips.count ? context.format.grip(p.grips[block.gripIndex]).capitalizedFirst : nil
                var text = context.format.count(block.sets, context.strings.setWord, context.strings.setsWord) + " × "
                let on = context.format.duration(seconds: block.work) + " " + context.strings.onWord
                if block.repsPerSet > 1 {
                    text += "(\(context.format.integer(block.repsPerSet)) × \(on)"
                    if block.restBetweenReps > 0 {
                        text += " / \(context.format.duration(seconds: block.restBetweenReps)) \(context.strings.offWord)"
                    }
                    text += ")"
                } else {
                    text += on
                }
                if block.sets > 1 && block.restBetweenSets > 0 {
                    text += ", \(context.format.duration(seconds: block.restBetweenSets)) \(t.betweenSets)"
                }
                return SheetProtocolView.Step(clock: context.format.clock(seconds: block.start),
                                              text: name.map { "\($0): \(text)" } ?? text.capitalizedFirst,
                                              isRest: false)
            case .changeGrip(let start, let duration):
                return SheetProtocolView.Step(clock: context.format.clock(seconds: start),
                                              text: "\(context.format.duration(seconds: duration)), \(t.changeGrip)",
                                              isRest: true)
            }
        }
        let totals = "\(context.strings.timeUnderTension) \(context.format.duration(seconds: p.timeUnderTension)) · "
            + "\(t.total) \(context.format.duration(seconds: p.totalDuration))"
        return SheetProtocolView(steps: steps, totals: totals)
    }

    // MARK: - Grids

    /// What an athlete writes for each set of an item, by how the exercise is measured.
    func recordLabels(_ item: ExerciseItem) -> [String] {
        let metric = context.index.exercises[item.exercise]?.metric
        let p = item.prescription
        let hasLoad: Bool
        switch p?.load {
        case .absolute(let load)?: hasLoad = !(load.relativeToBodyweight && load.kilograms == 0)
        case .percentOfE1RM?, .percentOfTest?: hasLoad = true
        case nil: hasLoad = false
        }
        if item.intervalProtocol != nil { return [context.strings.load, context.strings.reps, context.strings.rpe] }
        if p?.duration != nil || metric == .time || metric == .hang {
            return (hasLoad || metric == .hang ? [context.strings.load] : []) + [context.strings.time, context.strings.rpe]
        }
        if p?.distance != nil || metric == .distanceTime { return [context.strings.time, context.strings.rpe] }
        if metric == .bodyweightReps && !hasLoad { return [context.strings.reps, context.strings.rpe] }
        return [context.strings.load, context.strings.reps, context.strings.rpe]
    }

    /// A single exercise: one column per set; a protocol gets a row group per grip, cardio
    /// blocks a row each with their time, distance and effort.
    func sheetGrid(_ item: ExerciseItem) -> SheetGrid {
        if let p = item.intervalProtocol {
            let columns = (1...max(1, p.sets)).map(context.format.integer)
            let labels = recordLabels(item)
            var rows: [SheetGrid.Row] = []
            for grip in 0..<p.gripCount {
                let lead = grip < p.grips.count && p.gripCount > 1 ? context.format.grip(p.grips[grip]).capitalizedFirst : nil
                rows += gridRows(lead: lead, labels: labels, cells: columns.map { _ in SheetGrid.Cell(used: true) },
                                 startsGroup: grip > 0)
            }
            return SheetGrid(corner: context.strings.set, columnGroups: [], hasColumnGroups: false, columns: columns,
                             rows: rows, hasLeads: p.gripCount > 1 && !p.grips.isEmpty, cssClass: "sheet-grid")
        }
        if let p = item.prescription, !p.blocks.isEmpty {
            let columns = [context.strings.time, context.strings.distance, context.strings.rpe]
            let rows = p.blocks.map { block in
                SheetGrid.Row(lead: .none, label: context.format.cardioBlock(block),
                              cells: columns.map { _ in SheetGrid.Cell(used: true) }, startsGroup: false)
            }
            return SheetGrid(corner: context.strings.sheets.block, columnGroups: [], hasColumnGroups: false, columns: columns, rows: rows,
                             hasLeads: false, cssClass: "sheet-grid sheet-grid-blocks")
        }
        let columns = (1...max(1, item.prescription?.sets ?? 1)).map(context.format.integer)
        return SheetGrid(corner: context.strings.set, columnGroups: [], hasColumnGroups: false, columns: columns,
                         rows: gridRows(lead: nil, labels: recordLabels(item),
                                        cells: columns.map { _ in SheetGrid.Cell(used: true) }, startsGroup: false),
                         hasLeads: false, cssClass: "sheet-grid")
    }

    /// A superset or circuit: one column per round (split by set when members do several
    /// sets a round), a row group per member.
    func sheetGrid(_ group: ItemGroup, markers: [String]) -> SheetGrid {
        let rounds = max(1, group.rounds)
        let setsPerRound = group.items.map { max(1, $0.prescription?.sets ?? 1) }
        let width = setsPerRound.max() ?? 1
        var columns: [String] = []
        var columnGroups: [SheetGrid.ColumnGroup] = []
        for round in 1...rounds {
            if width == 1 {
                columns.append(context.format.integer(round))
            } else {
                columnGroups.append(SheetGrid.ColumnGroup(label: "\(context.strings.sheets.round) \(context.format.integer(round))",
                                                          span: width))
                columns += (1...width).map(context.format.integer)
            }
        }
        var rows: [SheetGrid.Row] = []
        for (offset, member) in group.items.enumerated() {
            let cells = (0..<rounds).flatMap { round in
                (1...width).map { SheetGrid.Cell(used: $0 <= setsPerRound[offset], startsRound: width > 1 && round > 0 && $0 == 1) }
            }
            rows += gridRows(lead: "\(markers[offset]) \(context.exerciseName(member.exercise))", labels: recordLabels(member),
                             cells: cells, startsGroup: offset > 0)
        }
        return SheetGrid(corner: width == 1 ? context.strings.sheets.round : context.strings.set, columnGroups: columnGroups,
                         hasColumnGroups: !columnGroups.isEmpty, columns: columns, rows: rows, hasLeads: true,
                         cssClass: "sheet-grid")
    }

    private func gridRows(lead: String?, labels: [String], cells: [SheetGrid.Cell], startsGroup: Bool) -> [SheetGrid.Row] {
        labels.enumerated().map { offset, label in
            SheetGrid.Row(lead: Maybe(offset == 0 ? lead.map { SheetGrid.Lead(label: $0, span: labels.count) } : nil),
                          label: label, cells: cells, startsGroup: startsGroup && offset == 0)
        }
    }
}
