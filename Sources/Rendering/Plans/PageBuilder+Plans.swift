import Statistics
import TrainingModel

/// Plan pages (`plans/`): the index, each plan as a calendar with compliance, and a
/// printable sheet per plan week.
extension PageBuilder {
    func planIndex(path: String) -> PlanIndexView {
        let plans = context.library.plans.map { plan in
            PlanIndexView.Entry(
                href: context.href(from: path, to: planPath(plan)),
                name: plan.name,
                athlete: Maybe(context.hasSeveralAthletes ? context.athleteName(plan.athlete) : nil),
                detail: planDates(plan) + " · " + context.format.count(plan.weeks, context.strings.sheets.weekWord, context.strings.sheets.weeksWord),
                compliance: Maybe(planCompliance(plan).flatMap(complianceText)))
        }
        return PlanIndexView(plans: plans, hasPlans: !plans.isEmpty,
                             calendarHref: context.href(from: path, to: SitePaths.calendar))
    }

    func plan(_ plan: Plan, path: String) -> PlanView {
        let t = context.strings.sheets
        let compliance = planCompliance(plan)
        // Slots the statistics matched to workouts, by day and session, in schedule order.
        var slots: [String: [PlanSlot]] = [:]
        for slot in compliance?.slots ?? [] { slots[slot.date.iso + " " + slot.session, default: []].append(slot) }

        var facts = [
            FactView(label: t.start, value: context.format.date(plan.start)),
            FactView(label: t.end, value: context.format.date(plan.start.adding(days: 7 * max(1, plan.weeks) - 1))),
            FactView(label: t.weeksWord.capitalizedFirst, value: context.format.integer(plan.weeks)),
        ]
        if !plan.deloadWeeks.isEmpty {
            facts.append(FactView(label: t.deloadWeeks, value: plan.deloadWeeks.sorted().map(context.format.integer)
                .joined(separator: ", ")))
        }
        let weeks = plan.weeks < 1 ? [] : (1...plan.weeks).map { number -> PlanView.Week in
            let start = plan.start.adding(days: 7 * (number - 1))
            let planned = PlannedSession.week(of: plan, number: number)
            let days = (0..<7).map { offset -> PlanView.Day in
                let date = start.adding(days: offset)
                let sessions = planned.filter { $0.date == date }.map { item -> PlanView.Slot in
                    let slot = slots[date.iso + " " + item.session].flatMap { $0.count >= item.occurrence ? $0[item.occurrence - 1] : nil }
                    let status: String
                    let label: String
                    if slot?.filledBy != nil {
                        (status, label) = ("done", t.statusDone)
                    } else if date <= context.asOf && compliance != nil {
                        (status, label) = ("missed", t.statusMissed)
                    } else {
                        (status, label) = ("planned", t.statusPlanned)
                    }
                    return PlanView.Slot(
                        name: sessionName(item.session),
                        href: Maybe(context.index.session(item.session) == nil ? nil
                                    : context.href(from: path, to: SitePaths.session(item.session))),
                        status: status, statusLabel: label,
                        workoutHref: Maybe(slot?.filledBy.map { context.href(from: path, to: context.workoutPath($0, athlete: plan.athlete)) }))
                }
                return PlanView.Day(date: shortDate(date), isoDate: date.iso, sessions: sessions)
            }
            let weekCompliance = compliance?.weeks.first { $0.number == number }
            return PlanView.Week(
                label: "\(t.week) \(context.format.integer(number))",
                dates: shortDate(start) + " – " + shortDate(start.adding(days: 6)),
                isDeload: plan.deloadWeeks.contains(number),
                compliance: Maybe(weekCompliance.flatMap { $0.planned > 0 ? doneText($0.filled, $0.planned, $0.ratio) : nil }),
                sheetHref: context.href(from: path, to: planWeekPath(plan, week: number)),
                days: days)
        }
        let overall = compliance.flatMap(complianceText)
        let notes = plan.notes.trimmingWhitespace
        return PlanView(
            name: plan.name,
            athlete: Maybe(athleteNameIfKnown(plan.athlete)),
            facts: facts,
            compliance: Maybe(overall),
            complianceNote: Maybe(compliance != nil && overall == nil ? t.noComplianceYet : nil),
            hasNotes: !notes.isEmpty,
            notesHTML: notes.isEmpty ? "" : context.markdown(notes),
            weekdays: (0..<7).map { context.strings.weekdayShortNames[plan.start.adding(days: $0).weekday.mondayIndex] },
            weeks: weeks,
            calendarHref: context.href(from: path, to: calendarPath(athlete: plan.athlete)))
    }

    /// The feed of an athlete's planned sessions: their own with several athletes, else the site's.
    func calendarPath(athlete: String) -> String {
        context.hasSeveralAthletes ? SitePaths.athleteCalendar(athlete) : SitePaths.calendar
    }

    func planWeekSheet(_ plan: Plan, week number: Int, path: String) -> PlanWeekSheetView {
        let t = context.strings.sheets
        let start = plan.start.adding(days: 7 * (number - 1))
        let planned = PlannedSession.week(of: plan, number: number)
        var bases = PercentageBases()
        let days = (0..<7).map { offset -> PlanWeekSheetView.Day in
            let date = start.adding(days: offset)
            let sessions = planned.filter { $0.date == date }.map { item -> PlanWeekSheetView.Session in
                guard let session = context.index.session(item.session) else {
                    return PlanWeekSheetView.Session(name: sessionName(item.session), href: .none, duration: "", items: [])
                }
                bases.add(percentageBases(session))
                let loads = SheetLoads(athlete: SheetLoads.athlete(for: session, fallback: plan.athlete, in: context.library),
                                       statistics: context.statistics, config: context.library.config)
                return PlanWeekSheetView.Session(
                    name: session.name,
                    href: Maybe(context.href(from: path, to: SitePaths.sheet(session.id))),
                    duration: context.format.estimate(seconds: session.estimatedDuration),
                    items: weekSheetItems(session, loads: loads))
            }
            return PlanWeekSheetView.Day(
                label: t.weekdayNames[date.weekday.mondayIndex] + " " + shortDate(date),
                isoDate: date.iso, sessions: sessions, isRest: sessions.isEmpty)
        }
        let loads = SheetLoads(athlete: plan.athlete, statistics: context.statistics, config: context.library.config)
        return PlanWeekSheetView(
            planName: plan.name,
            planHref: context.href(from: path, to: planPath(plan)),
            athlete: Maybe(athleteNameIfKnown(plan.athlete)),
            title: "\(t.week) \(context.format.integer(number)) \(t.of) \(context.format.integer(plan.weeks))",
            dates: context.format.date(start) + " – " + context.format.date(start.adding(days: 6)),
            isDeload: plan.deloadWeeks.contains(number),
            paperSize: paperSize,
            densityClass: Self.weekSheetDensity(days),
            loadNote: Maybe(loadNote(loads, bases: bases)),
            previousHref: Maybe(number > 1 ? context.href(from: path, to: planWeekPath(plan, week: number - 1)) : nil),
            nextHref: Maybe(number < plan.weeks ? context.href(from: path, to: planWeekPath(plan, week: number + 1)) : nil),
            days: days)
    }

    /// The print type size (pt) of a week sheet's items by its lines (a line a day, a session
    /// and an item): the largest that still fits the week on one A4 or Letter page, checked
    /// through Chromium by OnePagePrintTests at each step's most lines.
    static let weekSheetTypeSizes: [(maxLines: Int, points: Int)] = [(20, 12), (32, 11), (44, 10)]

    static func weekSheetDensity(_ days: [PlanWeekSheetView.Day]) -> String {
        let lines = days.reduce(0) { $0 + 1 + $1.sessions.reduce(0) { $0 + 1 + $1.items.count } }
        let points = weekSheetTypeSizes.first { lines <= $0.maxLines }?.points ?? 8
        return "week-sheet-type-" + String(points)
    }

    // MARK: - Helpers

    /// `plans/<id>/index.html`, or with several athletes in the folder of the plan's athlete
    /// (`athletes/<athlete>/plans/<id>/index.html`), as workouts are.
    func planPath(_ plan: Plan) -> String { SitePaths.plan(plan.id, athlete: context.hasSeveralAthletes ? plan.athlete : nil) }

    func planWeekPath(_ plan: Plan, week: Int) -> String {
        SitePaths.planWeek(plan.id, week: week, athlete: context.hasSeveralAthletes ? plan.athlete : nil)
    }

    /// One line per exercise; a group gets a heading line and its members below it.
    func weekSheetItems(_ session: SessionTemplate, loads: SheetLoads) -> [PlanWeekSheetView.Item] {
        var items: [PlanWeekSheetView.Item] = []
        for (offset, item) in session.items.enumerated() {
            let number = String(offset + 1)
            switch item {
            case .single(let single):
                items.append(weekSheetItem(single, marker: number, loads: loads, isMember: false))
            case .group(let group):
                items.append(PlanWeekSheetView.Item(marker: number, name: context.strings.label(group.kind),
                                                    text: groupLabel(group), target: .none, targetResolved: false,
                                                    isGroup: true, isMember: false))
                for (memberOffset, member) in group.items.enumerated() {
                    items.append(weekSheetItem(member, marker: number + Self.letter(memberOffset), loads: loads,
                                               isMember: true))
                }
            }
        }
        return items
    }

    private func weekSheetItem(_ item: ExerciseItem, marker: String, loads: SheetLoads,
                               isMember: Bool) -> PlanWeekSheetView.Item {
        var parts: [String] = []
        if let p = item.prescription { parts.append(context.format.prescription(p, testName: context.names.test)) }
        if let p = item.intervalProtocol {
            parts.append(context.format.protocolSummary(p))
            if !p.grips.isEmpty { parts.append(p.grips.map(context.format.grip).joined(separator: ", ")) }
        }
        let target = loads.target(for: item)
        let unit = context.library.config.units.rawValue
        let targetText: String? = target.map {
            switch $0 {
            case .resolved(_, _, let load): return context.format.number(load) + " " + unit
            case .fromTest(let worked, let load):
                let amount = context.format.number(load) + " " + unit
                guard worked.result.relativeToBodyweight else { return amount }
                if load > 0 { return "+" + amount }
                return load < 0 ? "\(amount) (\(context.strings.sheets.pulleyShort))" : context.strings.bodyweightShort
            case .noHistory, .belowStep, .unresolvedTest, .testBelowStep: return context.strings.sheets.byFeel
            case .noAthlete: return context.strings.sheets.noAthlete
            }
        }
        return PlanWeekSheetView.Item(
            marker: marker, name: context.exerciseName(item.exercise), text: parts.joined(separator: "; "),
            target: Maybe(targetText),
            targetResolved: target?.isResolved ?? false,
            isGroup: false, isMember: isMember)
    }

    func athleteNameIfKnown(_ id: String) -> String? { id.isEmpty ? nil : context.athleteName(id) }

    func planCompliance(_ plan: Plan) -> PlanCompliance? {
        guard let athlete = context.statistics.athlete(id: plan.athlete), !athlete.workouts.isEmpty else { return nil }
        return athlete.compliance.first { $0.plan == plan.id }
    }

    /// `12 of 15 done (80%)`; nil before anything was planned.
    func complianceText(_ compliance: PlanCompliance) -> String? {
        compliance.planned > 0 ? doneText(compliance.filled, compliance.planned, compliance.ratio) : nil
    }

    func doneText(_ filled: Int, _ planned: Int, _ ratio: Double?) -> String {
        let t = context.strings.sheets
        var text = "\(context.format.integer(filled)) \(t.of) \(context.format.integer(planned)) \(t.doneWord)"
        if let ratio { text += " (" + context.format.number(ratio * 100, maxDecimals: 0) + "%)" }
        return text
    }

    /// `19 Oct 2026 – 15 Nov 2026`.
    func planDates(_ plan: Plan) -> String {
        context.format.date(plan.start) + " – " + context.format.date(plan.start.adding(days: 7 * max(1, plan.weeks) - 1))
    }

    /// `19 Oct`.
    func shortDate(_ date: CalendarDate) -> String {
        "\(date.day) \(context.strings.monthShortNames[date.month - 1])"
    }
}
