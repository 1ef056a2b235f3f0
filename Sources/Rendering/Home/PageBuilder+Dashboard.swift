import Charts
import Statistics
import TrainingModel

/// The dashboard of one athlete (docs/site-pages.md): headline numbers, weekly charts, the
/// training calendar, main lifts, records, plan compliance, load and body trends.
extension PageBuilder {
    /// How many weeks the weekly charts and sparklines cover.
    static let dashboardWeeks = 12
    /// How many days the load charts (acute : chronic, fitness / fatigue / form) cover.
    static let loadChartDays = 90
    /// How many of the most trained lifts get an e1RM chart.
    static let mainLiftCount = 4
    /// The main lifts are those trained most often over this many days (12 weeks).
    static let mainLiftWindowDays = 84
    /// How many workouts with records the dashboard lists.
    static let recentRecordCount = 6
    /// How many weeks sets per muscle add up.
    static let muscleWeeks = 4
    static let muscleCount = 10

    func dashboard(_ athlete: AthleteStatistics, path: String) -> DashboardView {
        let weeks = dashboardWeeks(athlete)
        // The athlete's own list, newest first, read lazily up to the few shown: filtering the
        // site's every workout for each athlete's dashboard grew with athletes × workouts.
        let recent = context.index.workouts(of: athlete.id).lazy.filter { $0.date <= context.asOf }
            .prefix(Self.recentWorkoutCount)
        let body = bodySection(athlete)
        return DashboardView(
            headlines: headlines(athlete, weeks: weeks),
            weeklyVolume: Maybe(weeklyVolumeCard(athlete, weeks: weeks)),
            weeklyLoad: Maybe(weeklyLoadCard(athlete, weeks: weeks)),
            calendar: Maybe(calendarCard(athlete)),
            calendarYears: calendarYears(athlete),
            mainLifts: mainLiftCards(athlete, path: path),
            muscles: Maybe(muscleCard(athlete)),
            acuteChronic: Maybe(acuteChronicCard(athlete)),
            fitness: Maybe(fitnessCard(athlete)),
            bodyweight: Maybe(bodyweightCard(athlete)),
            bodyFacts: body.facts, tests: body.tests, predictions: body.predictions,
            predictionSource: Maybe(body.predictionSource),
            hasBody: !body.facts.isEmpty || !body.tests.isEmpty || !athlete.body.bodyweight.isEmpty,
            records: recentRecords(athlete, path: path),
            compliance: athlete.compliance.compactMap { compliance($0, athlete: athlete.id, path: path) },
            hasPlans: !athlete.compliance.isEmpty,
            calendarHref: Maybe(athlete.compliance.isEmpty ? nil : context.href(from: path, to: calendarPath(athlete: athlete.id))),
            centreCalendar: Maybe(centreCalendarLink(athlete.id, path: path)),
            recentWorkouts: recent.map { context.workoutSummary($0, from: path) },
            allWorkoutsHref: context.href(from: path, to: SitePaths.workoutIndex),
            yearReviews: yearReviewLinks(athlete, from: path))
    }

    /// The member's calendar (docs/centre.md#the-member-calendar), on a site with a centre they are a member of.
    func centreCalendarLink(_ athlete: String, path: String) -> LinkItem? {
        guard context.library.centre != nil, context.index.athletes[athlete]?.membership != nil else { return nil }
        return LinkItem(href: context.href(from: path, to: SitePaths.memberCalendar(athlete)), label: centreWords.memberCalendar,
                        detail: .none)
    }

    // MARK: - Headline numbers

    func headlines(_ athlete: AthleteStatistics, weeks: [WeekStatistics]) -> [DashboardView.Headline] {
        let totals = athlete.totals
        let today = athlete.daily.last { $0.date <= context.asOf }
        let lastDays = athlete.dailyLoads(in: context.asOf.adding(days: -27)...context.asOf)
        let range = weeks.first.map { shortRange(from: $0.start, to: weeks.last?.start.adding(days: 6)) } ?? ""
        let dayRange = lastDays.first.map { shortRange(from: $0.date) } ?? ""
        func spark(_ values: [Double?], _ label: String, weekly: Bool = false) -> Maybe<String> {
            values.count > 1
                ? Maybe(charts.sparkline(values, label: label, lastIsPartial: weekly && context.periods.endsUnfinished(weeks)))
                : .none
        }
        // Unknown is not zero: without a timed workout there is no training time, and
        // without a known load no acute : chronic ratio, fitness or form.
        let hasTime = totals.workouts == 0 || totals.timedWorkouts > 0
        let hasLoad = totals.workouts == 0 || totals.ratedWorkouts > 0
        func unknown(_ label: String, _ reason: String) -> DashboardView.Headline {
            DashboardView.Headline(label: label, value: "–", detail: .none, sparklineHTML: .none, reason: Maybe(reason))
        }
        return [
            DashboardView.Headline(
                label: context.strings.workouts, value: context.format.integer(totals.workouts), detail: .none,
                sparklineHTML: spark(weeks.map { Double($0.workouts) }, "\(context.strings.workouts) \(range)", weekly: true)),
            DashboardView.Headline(
                label: context.dashboardStrings.volume, value: bigMass(kilograms: totals.volume), detail: .none,
                sparklineHTML: spark(weeks.map { context.library.config.units.fromKilograms($0.volume) }, "\(context.dashboardStrings.volume) \(range)",
                                     weekly: true)),
            hasTime ? DashboardView.Headline(
                label: context.dashboardStrings.trainingTime, value: context.format.duration(seconds: (totals.durationMinutes * 60).rounded()),
                detail: .none,
                sparklineHTML: spark(weeks.map(\.durationMinutes), "\(context.dashboardStrings.trainingTime) \(range)", weekly: true))
                : unknown(context.dashboardStrings.trainingTime, context.dashboardStrings.noDurations),
            DashboardView.Headline(label: context.dashboardStrings.currentStreak, value: self.weeks(athlete.streaks.currentWeeks),
                                   detail: .none, sparklineHTML: .none),
            DashboardView.Headline(label: context.dashboardStrings.longestStreak, value: self.weeks(athlete.streaks.longestWeeks),
                                   detail: .none, sparklineHTML: .none),
        ] + (hasLoad ? [
            DashboardView.Headline(
                label: context.dashboardStrings.acwrToday, value: today?.acwr.map { context.format.number($0, maxDecimals: 2) } ?? "–",
                detail: .none,
                sparklineHTML: spark(lastDays.map(\.acwr), "\(context.dashboardStrings.acuteChronic) \(dayRange)")),
            DashboardView.Headline(
                label: context.dashboardStrings.form, value: today.map { context.format.signed($0.tsb) } ?? "–", detail: .none,
                sparklineHTML: spark(lastDays.map(\.tsb), "\(context.dashboardStrings.form) \(dayRange)")),
            DashboardView.Headline(
                label: context.dashboardStrings.fitness, value: today.map { context.format.number($0.ctl, maxDecimals: 0) } ?? "–", detail: .none,
                sparklineHTML: spark(lastDays.map(\.ctl), "\(context.dashboardStrings.fitness) \(dayRange)")),
        ] : [unknown(context.dashboardStrings.acwrToday, context.dashboardStrings.noLoads), unknown(context.dashboardStrings.form, context.dashboardStrings.noLoads), unknown(context.dashboardStrings.fitness, context.dashboardStrings.noLoads)])
    }

    /// `(15 Dec – 5 Mar)`, for sparkline names.
    private func shortRange(from start: CalendarDate, to end: CalendarDate? = nil) -> String {
        "(\(charts.shortDay(start)) – \(charts.shortDay(min(end ?? context.asOf, context.asOf))))"
    }

    // MARK: - Recent or archived

    /// The day the dashboard's weekly charts and calendar end (`activityEnd`).
    func dashboardEnd(_ athlete: AthleteStatistics) -> CalendarDate { athlete.activityEnd(asOf: context.asOf) }

    /// The `dashboardWeeks` weeks ending at the week of `dashboardEnd`.
    func dashboardWeeks(_ athlete: AthleteStatistics) -> [WeekStatistics] {
        athlete.recentWeeks(Self.dashboardWeeks, asOf: context.asOf)
    }

    /// "This week: …", or for an archived log "Last week with training: …".
    private func weekLead(_ athlete: AthleteStatistics, _ value: String) -> String {
        (dashboardEnd(athlete) == context.asOf ? context.dashboardStrings.thisWeek : context.dashboardStrings.lastTrainingWeek) + ": " + value
    }

    // MARK: - Charts

    func weeklyVolumeCard(_ athlete: AthleteStatistics, weeks: [WeekStatistics]) -> DashboardView.ChartCard? {
        guard weeks.contains(where: { $0.volume > 0 }) else { return nil }
        let thisWeek = weeks.last.map { weekLead(athlete, bigMass(kilograms: $0.volume)) }
        return DashboardView.ChartCard(
            heading: context.dashboardStrings.weeklyVolume, lead: Maybe(thisWeek),
            chartHTML: charts.weeklyBars(
                id: "weekly-volume", title: context.dashboardStrings.weeklyVolume, description: context.dashboardStrings.weeklyVolumeDescription, weeks: weeks,
                valueTitle: charts.massTitle(context.dashboardStrings.volume), lastIsPartial: context.periods.endsUnfinished(weeks)) {
                    context.library.config.units.fromKilograms($0.volume)
                })
    }

    func weeklyLoadCard(_ athlete: AthleteStatistics, weeks: [WeekStatistics]) -> DashboardView.ChartCard? {
        guard weeks.contains(where: { $0.load > 0 }) else { return nil }
        return DashboardView.ChartCard(
            heading: context.dashboardStrings.weeklyLoad, lead: Maybe(weeks.last.map { weekLead(athlete, grouped($0.load)) }),
            chartHTML: charts.weeklyBars(
                id: "weekly-load", title: context.dashboardStrings.weeklyLoad, description: context.dashboardStrings.weeklyLoadDescription, weeks: weeks,
                valueTitle: context.dashboardStrings.loadUnit, lastIsPartial: context.periods.endsUnfinished(weeks)) { $0.load })
    }

    /// Minutes per day over the last year (53 weeks ending at the as-of date), or for a log
    /// with no training in the last 8 weeks over its last active calendar year. A workout
    /// without a duration counts as one minute, so the day still shows as trained.
    func calendarCard(_ athlete: AthleteStatistics) -> DashboardView.ChartCard? {
        let workouts = athlete.workouts.filter { $0.date <= context.asOf }
        guard !workouts.isEmpty else { return nil }
        let end = dashboardEnd(athlete)
        if end != context.asOf {
            // The last active year in full, as every earlier year below it.
            let weekly = yearWeeklyCharts(end.year, athlete)
            return DashboardView.ChartCard(heading: context.dashboardStrings.trainingCalendar + " · " + String(end.year),
                                           lead: Maybe(context.dashboardStrings.noRecentTraining),
                                           chartHTML: yearCalendar(end.year, workouts: workouts)
                                               + (weekly.volume ?? "") + (weekly.load ?? ""))
        }
        return DashboardView.ChartCard(
            heading: context.dashboardStrings.trainingCalendar, lead: .none,
            chartHTML: charts.calendar(id: "training-calendar", title: context.dashboardStrings.trainingCalendar,
                                       description: context.dashboardStrings.trainingCalendarDescription, days: calendarDays(workouts),
                                       lastDay: context.asOf, valueTitle: context.dashboardStrings.minutes))
    }

    /// Every calendar year with training but the one the main calendar shows (the current
    /// year for a recent log), latest first, each with its weekly volume and weekly load.
    func calendarYears(_ athlete: AthleteStatistics) -> [DashboardView.CalendarYear] {
        let workouts = athlete.workouts.filter { $0.date <= context.asOf }
        let shown = dashboardEnd(athlete).year
        return Set(workouts.map(\.date.year)).filter { $0 != shown }.sorted(by: >).map { year in
            let weekly = yearWeeklyCharts(year, athlete)
            return DashboardView.CalendarYear(label: String(year), anchor: "calendar-year-\(year)",
                                              chartHTML: yearCalendar(year, workouts: workouts),
                                              weeklyHTML: Maybe(weekly.volume), weeklyLoadHTML: Maybe(weekly.load))
        }
    }

    /// A year's weekly volume and weekly load, as the dashboard shows for the latest weeks
    /// (weeks by the year their first day falls in); nil for a year without volume, or
    /// without a known load.
    private func yearWeeklyCharts(_ year: Int, _ athlete: AthleteStatistics) -> (volume: String?, load: String?) {
        let weeks = CalendarDate(year: year, month: 1, day: 1).map { january in
            athlete.weeks(from: january, through: min(january.adding(days: 365), context.asOf)).filter { $0.start.year == year }
        } ?? []
        func bars(_ key: String, _ title: String, _ description: String, valueTitle: String,
                  _ value: (WeekStatistics) -> Double) -> String? {
            guard weeks.contains(where: { value($0) > 0 }) else { return nil }
            return charts.weeklyBars(id: "\(key)-\(year)", title: "\(title) · \(year)", description: description,
                                     weeks: weeks, valueTitle: valueTitle, size: ChartFactory.wideSize, value: value)
        }
        return (bars("weekly-volume", context.dashboardStrings.weeklyVolume, context.dashboardStrings.weeklyVolumeYearDescription,
                     valueTitle: charts.massTitle(context.dashboardStrings.volume)) { context.library.config.units.fromKilograms($0.volume) },
                bars("weekly-load", context.dashboardStrings.weeklyLoad, context.dashboardStrings.weeklyLoadYearDescription, valueTitle: context.dashboardStrings.loadUnit) { $0.load })
    }

    /// One calendar year, January to December, its own days only (also the year in review's).
    func yearCalendar(_ year: Int, workouts: [WorkoutSummary], title: String? = nil, description: String? = nil) -> String {
        let first = CalendarDate(year: year, month: 1, day: 1)!
        let last = min(CalendarDate(year: year, month: 12, day: 31)!, context.asOf)
        let calendar = WeekCalendar(firstDay: context.library.config.weekStarts)
        let weeks = calendar.start(of: first).days(until: calendar.start(of: last)) / 7 + 1
        return charts.calendar(
            id: "training-calendar-\(year)", title: "\(title ?? context.dashboardStrings.trainingCalendar) · \(year)",
            description: description ?? context.dashboardStrings.trainingYearDescription,
            days: calendarDays(workouts.filter { $0.date.year == year }), lastDay: last, weeks: weeks,
            valueTitle: context.dashboardStrings.minutes)
    }

    private func calendarDays(_ workouts: [WorkoutSummary]) -> [HeatMapDay] {
        workouts.map { HeatMapDay(day: $0.date.daysSinceEpoch, value: max(1, $0.durationMinutes.rounded())) }
    }

    /// The dashboard's e1RM charts: `dashboard.lifts` from site.yaml when it names any (in
    /// its order, those with an e1RM), else the lifts with an e1RM trained on most days
    /// over the `mainLiftWindowDays` ending at `dashboardEnd` (the as-of date, or the last
    /// workout of a log with none in the last 8 weeks): compound lifts first, then those with
    /// no mechanic (imports have none), isolation work last (a calf raise moves a lot of
    /// volume but is nobody's main lift); ties by volume.
    func mainLifts(_ athlete: AthleteStatistics) -> [ExerciseStatistics] {
        let chosen = context.library.config.dashboardLifts.map(\.text)
        if !chosen.isEmpty {
            return chosen.compactMap { athlete.exercise(id: $0) }.filter { !$0.e1rmSeries.isEmpty }
        }
        let end = dashboardEnd(athlete)
        let start = end.adding(days: -(Self.mainLiftWindowDays - 1))
        func rank(_ lift: ExerciseStatistics) -> Int {
            switch context.index.exercises[lift.id]?.mechanic {
            case .compound?: return 0
            case nil: return 1
            case .isolation?: return 2
            }
        }
        func days(_ lift: ExerciseStatistics) -> Int {
            lift.days.reduce(0) { $0 + ($1.e1rm != nil && $1.date >= start && $1.date <= end ? 1 : 0) }
        }
        let lifts = athlete.exercises.filter { $0.volume > 0 && !$0.e1rmSeries.isEmpty }
            .map { (lift: $0, rank: rank($0), days: days($0)) }
        return lifts.sorted {
            ($0.rank, -$0.days, -$0.lift.volume, $0.lift.id) < ($1.rank, -$1.days, -$1.lift.volume, $1.lift.id)
        }.prefix(Self.mainLiftCount).map(\.lift)
    }

    func mainLiftCards(_ athlete: AthleteStatistics, path: String) -> [DashboardView.ChartCard] {
        mainLifts(athlete).map { lift in
            let name = context.index.exercises[lift.id]?.name ?? lift.name
            var lead: [String] = []
            if let current = lift.currentE1RM { lead.append(context.dashboardStrings.currentE1RM + " " + recordMass(kilograms: current)) }
            if let best = lift.bestE1RM { lead.append(context.dashboardStrings.best + " " + recordMass(kilograms: best)) }
            return DashboardView.ChartCard(
                heading: name, lead: Maybe(lead.isEmpty ? nil : lead.joined(separator: " · ")),
                chartHTML: charts.lines(
                    id: "e1rm-" + lift.id, title: "\(context.dashboardStrings.e1rm) · \(name)", description: context.dashboardStrings.e1rmTrendDescription,
                    series: [charts.e1rmSeries(lift.e1rmSeries)], valueTitle: charts.massTitle(context.dashboardStrings.e1rm), decimals: 1))
        }
    }

    /// Working sets per muscle over the last `muscleWeeks` weeks, most first.
    func muscleCard(_ athlete: AthleteStatistics) -> DashboardView.ChartCard? {
        var sets: [String: Double] = [:]
        for week in athlete.weeks(Self.muscleWeeks, endingAt: context.asOf) {
            for muscle in week.muscles { sets[muscle.muscle, default: 0] += muscle.sets }
        }
        let top = sets.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .prefix(Self.muscleCount)
        guard !top.isEmpty else { return nil }
        return DashboardView.ChartCard(
            heading: context.dashboardStrings.setsPerMuscle, lead: .none,
            chartHTML: charts.horizontalBars(
                id: "sets-per-muscle", title: context.dashboardStrings.setsPerMuscle, description: context.dashboardStrings.setsPerMuscleDescription,
                categoryTitle: context.dashboardStrings.muscle, bars: top.map { Bar(label: $0.key, value: $0.value) },
                valueTitle: context.dashboardStrings.sets, decimals: 1))
    }

    private var loadWindow: ClosedRange<CalendarDate> { context.asOf.adding(days: -(Self.loadChartDays - 1))...context.asOf }

    func acuteChronicCard(_ athlete: AthleteStatistics) -> DashboardView.ChartCard? {
        let days = athlete.dailyLoads(in: loadWindow)
        guard days.contains(where: { $0.acwr != nil }) else { return nil }
        let series = LineSeries(name: context.dashboardStrings.ratio, points: days.map { LinePoint(day: $0.date.daysSinceEpoch, value: $0.acwr) })
        return DashboardView.ChartCard(
            heading: context.dashboardStrings.acuteChronic, lead: .none,
            chartHTML: charts.lines(
                id: "acute-chronic", title: context.dashboardStrings.acuteChronic, description: context.dashboardStrings.acuteChronicDescription, series: [series],
                valueTitle: context.dashboardStrings.ratio, decimals: 2, includesZero: true,
                references: [ReferenceLine(value: 0.8, label: context.dashboardStrings.sweetSpotLow),
                             ReferenceLine(value: 1.3, label: context.dashboardStrings.sweetSpotHigh)],
                range: loadWindow))
    }

    func fitnessCard(_ athlete: AthleteStatistics) -> DashboardView.ChartCard? {
        let days = athlete.dailyLoads(in: loadWindow)
        guard days.contains(where: { $0.ctl > 0 || $0.atl > 0 }) else { return nil }
        func series(_ name: String, _ value: (DailyLoad) -> Double) -> LineSeries {
            LineSeries(name: name, points: days.map { LinePoint(day: $0.date.daysSinceEpoch, value: value($0)) })
        }
        let today = days.last
        let lead = today.map { "\(context.dashboardStrings.fitness) \(context.format.number($0.ctl, maxDecimals: 0)) · \(context.dashboardStrings.fatigue) "
            + "\(context.format.number($0.atl, maxDecimals: 0)) · \(context.dashboardStrings.form) \(context.format.signed($0.tsb))" }
        return DashboardView.ChartCard(
            heading: context.dashboardStrings.fitnessFatigueForm, lead: Maybe(lead),
            chartHTML: charts.lines(
                id: "fitness-fatigue-form", title: context.dashboardStrings.fitnessFatigueForm, description: context.dashboardStrings.fitnessFatigueFormDescription,
                series: [series(context.dashboardStrings.fitness, \.ctl), series(context.dashboardStrings.fatigue, \.atl), series(context.dashboardStrings.form, \.tsb)],
                valueTitle: context.dashboardStrings.loadUnit, decimals: 0, includesZero: true,
                references: [ReferenceLine(value: 0, label: "0")], range: loadWindow))
    }

    func bodyweightCard(_ athlete: AthleteStatistics) -> DashboardView.ChartCard? {
        let points = athlete.body.bodyweight
        guard !points.isEmpty else { return nil }
        let units = context.library.config.units
        let weighIns = LineSeries(
            name: context.strings.bodyweight,
            points: points.map { LinePoint(day: $0.date.daysSinceEpoch, value: units.fromKilograms($0.bodyweight)) },
            style: .solid, showsMarkers: true, colour: 1)
        let mean = LineSeries(
            name: context.dashboardStrings.rollingMean,
            points: points.map { LinePoint(day: $0.date.daysSinceEpoch, value: units.fromKilograms($0.rollingMean)) },
            style: .dashed, colour: 2)
        return DashboardView.ChartCard(
            heading: context.strings.bodyweight, lead: Maybe(points.last.map { recordMass(kilograms: $0.bodyweight) }),
            chartHTML: charts.lines(
                id: "bodyweight", title: context.strings.bodyweight, description: context.dashboardStrings.bodyweightDescription,
                series: [weighIns, mean], valueTitle: charts.massTitle(context.strings.bodyweight), decimals: 1))
    }

    // MARK: - Records, plans, body

    /// The latest workouts that set records, newest first, one row per workout and exercise.
    func recentRecords(_ athlete: AthleteStatistics, path: String) -> [DashboardView.Record] {
        var rows: [DashboardView.Record] = []
        var groups: [(workout: String, exercise: String, events: [RecordEvent])] = []
        for event in athlete.records.reversed() {
            if let last = groups.last, last.workout == event.workout, last.exercise == event.exercise {
                groups[groups.count - 1].events.insert(event, at: 0)
            } else {
                if groups.count == Self.recentRecordCount { break }
                groups.append((event.workout, event.exercise, [event]))
            }
        }
        for group in groups {
            guard let first = group.events.first else { continue }
            rows.append(DashboardView.Record(
                date: context.format.date(first.date), isoDate: first.date.iso,
                exerciseName: context.exerciseName(group.exercise), exerciseHref: context.exerciseHref(group.exercise, athlete: athlete.id, from: path),
                workoutHref: Maybe(context.href(from: path, to: context.workoutPath(group.workout, athlete: athlete.id))),
                badges: recordBadges(group.events)))
        }
        return rows
    }

    /// A plan's line in the compliance card, linked to its page and its current week's sheet.
    func compliance(_ plan: PlanCompliance, athlete: String, path: String) -> DashboardView.Compliance? {
        guard let source = context.library.plans(of: athlete).first(where: { $0.id == plan.plan }) else { return nil }
        let ratio = plan.ratio ?? 0
        let week = max(1, (context.asOf.daysSinceEpoch - plan.start.daysSinceEpoch) / 7 + 1)
        let sheet = week <= source.weeks
            ? LinkItem(href: context.href(from: path, to: planWeekPath(source, week: week)),
                       label: context.dashboardStrings.weekSheet.replacingOccurrences(of: "{week}", with: context.format.integer(week)), detail: .none)
            : nil
        return DashboardView.Compliance(
            name: plan.name, href: context.href(from: path, to: planPath(source)), weekSheet: Maybe(sheet),
            filled: context.format.integer(plan.filled), planned: context.format.integer(plan.planned),
            percent: plan.ratio.map { context.format.number($0 * 100, maxDecimals: 0) + "%" } ?? "–",
            barWidth: context.format.number(min(1, max(0, ratio)) * 100, maxDecimals: 0).replacingOccurrences(",", "."))
    }

    struct BodySection {
        var facts: [FactView] = []
        var tests: [DashboardView.TestRow] = []
        var predictions: [FactView] = []
        var predictionSource: String?
    }

    func bodySection(_ athlete: AthleteStatistics) -> BodySection {
        var section = BodySection()
        let body = athlete.body
        if let weight = body.latestBodyweight {
            section.facts.append(FactView(label: context.strings.bodyweight, value: recordMass(kilograms: weight)))
        }
        if let mean = body.bodyweight.last?.rollingMean, body.bodyweight.count > 1 {
            section.facts.append(FactView(label: context.dashboardStrings.rollingMean, value: recordMass(kilograms: mean)))
        }
        if let height = body.latestHeight {
            section.facts.append(FactView(label: context.dashboardStrings.height, value: context.format.number(height, maxDecimals: 2) + " m"))
        }
        if let bmi = body.bmi { section.facts.append(FactView(label: context.dashboardStrings.bmi, value: context.format.number(bmi, maxDecimals: 1))) }
        for measurement in body.latest where !["bodyweight", "height"].contains(measurement.key) {
            section.facts.append(FactView(label: measurementLabel(measurement.key),
                                          value: measurementValue(measurement.key, measurement.value)))
        }
        section.tests = athlete.tests.map { history in
            DashboardView.TestRow(
                name: context.names.test(history.test), latest: testResult(history.latest), latestDate: context.format.date(history.latest.date),
                latestISODate: history.latest.date.iso, best: testResult(history.best))
        }
        if let predictions = athlete.predictions {
            section.predictions = predictions.predictions.map {
                FactView(label: $0.race, value: context.format.clock(seconds: $0.time.rounded()))
            }
            section.predictionSource = "\(context.dashboardStrings.predictedFrom) \(context.names.test(predictions.sourceTest)), "
                + "\(context.format.date(predictions.sourceDate)) (\(context.format.clock(seconds: predictions.sourceTime)))"
        }
        return section
    }

    /// `resting_hr` → `Resting hr`: measurement keys are the athlete's own words.
    func measurementLabel(_ key: String) -> String { context.names.measure(key) }

    /// Values in the units `BodyMeasurement` documents: kilograms, metres (shown in
    /// centimetres for height and girths), percent, beats per minute, others as written.
    func measurementValue(_ key: String, _ value: Double) -> String {
        switch key {
        case "muscle_mass": return recordMass(kilograms: value)
        case "bodyfat": return context.format.number(value, maxDecimals: 1) + "%"
        case "resting_hr": return context.format.number(value, maxDecimals: 0) + " bpm"
        // Height in centimetres, as the profile prints it (`168 cm`).
        case "height": return context.format.number(value * 100, maxDecimals: 0) + " cm"
        case "waist", "hips", "chest", "neck", "arm", "thigh", "calf", "biceps":
            return context.format.number(value * 100, maxDecimals: 1) + " cm"
        default: return context.format.number(value)
        }
    }
}

private extension String {
    func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
