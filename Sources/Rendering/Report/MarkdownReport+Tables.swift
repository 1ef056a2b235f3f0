import Charts
import Statistics
import TrainingModel

/// The report's tables, one method per dashboard section.
extension MarkdownReport {
    // MARK: - Summary

    /// Totals and streaks of `athlete` (the `--since` window's), the load figures of
    /// `whole` as of today.
    func summaryTable(_ athlete: AthleteStatistics, today whole: AthleteStatistics) -> MarkdownTable {
        var table = MarkdownTable([.text(words.statistic), .number(words.value)])
        let totals = athlete.totals
        table.append([strings.workouts, format.integer(totals.workouts)])
        table.append([words.workingSets, format.integer(totals.workingSets)])
        // Volume is lifting's: an athlete whose workouts never lifted (a climber, a runner)
        // gets no "Volume: 0 kg" (docs/report.md#layout).
        if Self.lifts(athlete) { table.append([words.volume, wholeMass(totals.volume)]) }
        table.append([words.trainingTime,
                      Self.knowsTime(totals) ? format.duration(seconds: totals.durationMinutes * 60) : Self.none])
        table.append([words.currentStreak, weeks(athlete.streaks.currentWeeks)])
        table.append([words.longestStreak, weeks(athlete.streaks.longestWeeks)])
        // The daily series ends at the as-of date, so its last day is "today"; a window
        // that begins after it has no such day.
        let today = Self.knowsLoad(whole.totals) && isShown(statistics.asOf)
            ? whole.daily.last.flatMap { $0.date == statistics.asOf ? $0 : nil } : nil
        table.append([words.acuteChronic, today?.acwr.map { format.number($0) } ?? Self.none])
        // Whole numbers, form signed, as the dashboard's headlines and fitness card print them.
        table.append([words.fitness, today.map { format.number($0.ctl, maxDecimals: 0) } ?? Self.none])
        table.append([words.fatigue, today.map { format.number($0.atl, maxDecimals: 0) } ?? Self.none])
        table.append([words.form, today.map { format.signed($0.tsb) } ?? Self.none])
        return table
    }

    /// Whether any workout trained lifting (docs/statistics.md#disciplines), or there is none yet.
    static func lifts(_ athlete: AthleteStatistics) -> Bool {
        athlete.workouts.isEmpty || athlete.workouts.contains { $0.disciplines.contains(.lifting) }
    }

    /// The athlete's climbing (docs/report.md#climbing): days that trained it, the hardest
    /// grade of each scale and of each style, time under tension and each grip's best hang;
    /// nil when no workout trained climbing.
    func climbingTable(_ athlete: AthleteStatistics) -> MarkdownTable? {
        let climbs = athlete.workouts.filter { $0.climbing != nil }
        guard !climbs.isEmpty else { return nil }
        var table = MarkdownTable([.text(words.statistic), .number(words.value)])
        let summaries = climbs.compactMap(\.climbing)
        table.append([words.sessions, format.integer(Set(climbs.map(\.date)).count)])
        let hardest = ClimbingSummary.hardest(summaries)
        table.append([strings.hardestGrade, hardest.isEmpty ? Self.none : hardest.map(\.text).joined(separator: ", ")])
        for styled in ClimbingSummary.hardestStyled(summaries) {
            table.append([strings.label(hardest: styled), styled.grade.text])
        }
        let seconds = summaries.reduce(0) { $0 + $1.timeUnderTension }
        if seconds > 0 { table.append([strings.timeUnderTension, format.duration(seconds: seconds.rounded())]) }
        let grips = athlete.exercises.flatMap { exercise in exercise.grips.map { (exercise, $0) } }
        let exercises = Set(grips.map(\.0.id))
        for (exercise, history) in grips {
            var name = format.grip(history.grip).capitalizedFirst
            if exercises.count > 1 { name += " (" + exercise.name + ")" }
            table.append([dashboardStrings.progress.bestHangOn.replacingOccurrences(of: "{grip}", with: name),
                          format.hang(kilograms: history.best.kilograms, seconds: history.best.seconds)])
        }
        return table
    }

    /// Unknown is not zero: no timed workout means no training time, no known load no
    /// load figures. With no workouts at all both are a true zero.
    static func knowsTime(_ totals: TrainingTotals) -> Bool { totals.workouts == 0 || totals.timedWorkouts > 0 }
    static func knowsLoad(_ totals: TrainingTotals) -> Bool { totals.workouts == 0 || totals.ratedWorkouts > 0 }

    /// Under the summary: why its "–" are there, and with `--since` which day the load
    /// figures are of and what they were computed from.
    func unknownNotes(_ totals: TrainingTotals, today whole: TrainingTotals) -> [String] {
        var notes: [String] = []
        if let since, isShown(statistics.asOf), Self.knowsLoad(whole) {
            notes.append(paragraph(loadFigures + ": " + words.asOf + " " + format.date(statistics.asOf) + ", "
                                   + words.warmUpBefore + " " + format.date(since) + " " + words.warmUpAfter))
        }
        if !Self.knowsTime(totals) { notes.append(paragraph(Self.none + " " + words.trainingTime + ": " + dashboardStrings.noDurations)) }
        if !Self.knowsLoad(totals) { notes.append(paragraph(Self.none + " " + loadFigures + ": " + dashboardStrings.noLoads)) }
        return notes
    }

    /// "Acute : chronic load, Fitness (CTL), Fatigue (ATL), Form (TSB)".
    private var loadFigures: String {
        [words.acuteChronic, words.fitness, words.fatigue, words.form].joined(separator: ", ")
    }

    // MARK: - Weeks

    /// The weekly table, and under it which week the trend leaves out.
    func weeksBlock(_ athlete: AthleteStatistics) -> String {
        let shown = shownWeeks(athlete)
        var block = filtered(weeksTable(shown))
        if let last = shown.last, !periods.isOver(last) {
            block += "\n" + paragraph(last.week + " " + words.partialWeekLeftOut)
        }
        return block
    }

    /// The last `weekCount` weeks (of training, for a log that stopped more than 8 weeks
    /// ago and no `--since`), oldest first.
    func shownWeeks(_ athlete: AthleteStatistics) -> [WeekStatistics] {
        let recent = since == nil ? athlete.recentWeeks(Self.weekCount, asOf: statistics.asOf)
            : athlete.weeks(Self.weekCount, endingAt: statistics.asOf)
        return recent.filter { isShown(PeriodLength.week.lastDay(ofPeriodStarting: $0.start)) }
    }

    /// The weeks, then a row of sparklines for volume and load over the weeks that are over.
    func weeksTable(_ shown: [WeekStatistics]) -> MarkdownTable {
        var table = MarkdownTable([
            .text(words.week), .number(strings.workouts), .number(words.sets),
            .number(unitTitle(words.volume)), .number(words.minutes), .number(strings.load),
        ])
        // A week whose workouts all lack a duration (or a load) has none to show, not 0.
        func minutes(_ week: WeekStatistics) -> Double? {
            week.workouts > 0 && week.timedWorkouts == 0 ? nil : week.durationMinutes
        }
        func load(_ week: WeekStatistics) -> Double? { week.workouts > 0 && week.ratedWorkouts == 0 ? nil : week.load }
        for week in shown {
            table.append([
                week.week, format.integer(week.workouts), format.integer(week.workingSets),
                wholeNumber(format.units.fromKilograms(week.volume)), minutes(week).map(wholeNumber) ?? Self.none,
                load(week).map(wholeNumber) ?? Self.none,
            ])
        }
        // A Unicode sparkline cannot draw the week not over yet hollow as the HTML charts do,
        // so the trend leaves it out rather than end in a drop.
        let over = shown.filter { periods.isOver($0) }
        if !over.isEmpty {
            table.append([
                words.trend, "", "", trend(over.map { $0.volume }), "", trend(over.map(load)),
            ])
        }
        return table
    }

    // MARK: - Exercises

    /// The exercises with the most volume (then working sets), with an e1RM sparkline.
    func exercisesTable(_ athlete: AthleteStatistics) -> MarkdownTable {
        let top = athlete.exercises.filter { $0.workingSets > 0 }.sorted {
            ($1.volume, $1.workingSets, $0.id) < ($0.volume, $0.workingSets, $1.id)
        }.prefix(Self.exerciseCount)
        var table = MarkdownTable([
            .text(words.exercise), .number(words.workingSets), .number(unitTitle(words.volume)),
            .number(unitTitle(words.bestWeight)), .number(words.mostReps), .number(unitTitle(words.bestE1RM)),
            .number(unitTitle(words.currentE1RM)), .text(words.e1rmTrend),
        ])
        for exercise in top {
            let metric = exerciseMetrics[exercise.id] ?? .weightReps
            // Bodyweight, weighted and assisted work in its own terms (docs/statistics.md#bodyweight-weighted-and-assisted-work):
            // added load (`+5`) or assistance (`−15`) and reps; no e1RM, which would count the plates alone.
            let ownTerms = [.bodyweightReps, .hang, .assisted].contains(metric)
            let best: String
            switch metric {
            case .bodyweightReps, .hang:
                best = exercise.bestWeight.map { "+" + massNumber($0) } ?? Self.none
            case .assisted:
                best = exercise.bests.leastAssistance.map { $0 > 0 ? "−" + massNumber($0) : massNumber(0) } ?? Self.none
            case .weightReps, .time, .distanceTime:
                best = massNumber(exercise.bestWeight)
            }
            let reps = metric == .bodyweightReps || metric == .assisted ? exercise.bests.mostReps.map(format.integer) : nil
            let series = exercise.e1rmSeries.suffix(Self.trendPoints).map { Optional($0.e1rm) }
            table.append([
                exercise.name, format.integer(exercise.workingSets),
                wholeNumber(format.units.fromKilograms(exercise.volume)),
                best, reps ?? Self.none,
                ownTerms ? Self.none : massNumber(exercise.bestE1RM), ownTerms ? Self.none : massNumber(exercise.currentE1RM),
                ownTerms ? Self.none : trend(series),
            ])
        }
        return table
    }

    // MARK: - Records

    /// The latest `recordCount` records: newest workout first, and within a workout in
    /// the statistics' order (exercise, then its kinds: weight, e1RM, volume; added load,
    /// assistance, reps, hold), each value in its kind's terms (`+5 kg`, `12`).
    func recordsTable(_ athlete: AthleteStatistics) -> MarkdownTable {
        var byWorkout: [[RecordEvent]] = []
        for record in athlete.records where isShown(record.date) {
            if byWorkout.last?.first?.workout == record.workout {
                byWorkout[byWorkout.count - 1].append(record)
            } else {
                byWorkout.append([record])
            }
        }
        let shown = byWorkout.reversed().joined().prefix(Self.recordCount)
        var table = MarkdownTable([
            .text(strings.date), .text(words.exercise), .text(words.record), .number(words.value),
            .number(words.previous),
        ])
        for record in shown {
            func value(_ number: Double) -> String { format.recordValue(number, of: record.kind, bigMass: wholeMass) }
            table.append([
                format.date(record.date), exerciseName(record.exercise, in: athlete), label(record.kind),
                value(record.value), record.previous > 0 ? value(record.previous) : Self.none,
            ])
        }
        return table
    }

    func label(_ kind: RecordEvent.Kind) -> String {
        switch kind {
        case .weight: return words.recordWeight
        case .e1rm: return words.recordE1RM
        case .volume: return words.recordVolume
        case .addedLoad: return words.recordAddedLoad
        case .assistance: return words.recordAssistance
        case .reps: return words.recordReps
        case .hold: return words.recordHold
        }
    }

    // MARK: - Workouts

    /// The latest `workoutCount` workouts, newest first. Their records are the exercises' records
    /// and the cardio records the report lists (a run's best 5 km counts as a squat's weight).
    func workoutsTable(_ athlete: AthleteStatistics) -> MarkdownTable {
        let shown = athlete.workouts.filter { isShown($0.date) }.suffix(Self.workoutCount).reversed()
        let cardioRecords = Dictionary(grouping: athlete.cardio.sports.flatMap { format.shownRecords($0.records) },
                                       by: \.workout).mapValues(\.count)
        var table = MarkdownTable([
            .text(strings.date), .text(strings.workout), .number(words.sets), .number(unitTitle(words.volume)),
            .number(words.minutes), .number(strings.load), .number(words.records),
        ])
        for workout in shown {
            table.append([
                format.date(workout.date), workoutTitle(workout.id, athlete: athlete.id), format.integer(workout.workingSets),
                wholeNumber(format.units.fromKilograms(workout.volume)),
                workout.isTimed ? wholeNumber(workout.durationMinutes) : Self.none,
                workout.isRated ? wholeNumber(workout.load) : Self.none,
                format.integer(workout.records + (cardioRecords[workout.id] ?? 0)),
            ])
        }
        return table
    }

    // MARK: - Plans

    func complianceTable(_ athlete: AthleteStatistics) -> MarkdownTable {
        var table = MarkdownTable([
            .text(strings.plan), .text(words.period), .number(words.done), .number(words.planned),
            .number(words.compliance),
        ])
        for plan in athlete.compliance {
            guard let since else {
                table.append([
                    plan.name, format.date(plan.start) + " – " + format.date(plan.end), format.integer(plan.filled),
                    format.integer(plan.planned), plan.ratio.map { format.percent($0 * 100) } ?? Self.none,
                ])
                continue
            }
            // With --since: the plan weeks with a day on or after it, from the first of them.
            guard plan.end >= since else { continue }
            let weeks = plan.weeks.filter { PeriodLength.week.lastDay(ofPeriodStarting: $0.start) >= since }
            let filled = weeks.reduce(0) { $0 + $1.filled }, planned = weeks.reduce(0) { $0 + $1.planned }
            let start = weeks.first?.start ?? plan.start
            table.append([
                plan.name, format.date(start) + " – " + format.date(plan.end), format.integer(filled),
                format.integer(planned), planned > 0 ? format.percent(Double(filled) / Double(planned) * 100) : Self.none,
            ])
        }
        return table
    }

    // MARK: - Body, tests and predictions

    /// Nothing when the athlete has no body data, tests or predictions.
    func bodyBlocks(_ athlete: AthleteStatistics, level: Int) -> [String] {
        var blocks: [String] = []
        let body = athlete.body
        var table = MarkdownTable([.text(words.statistic), .number(words.value)])
        if let latest = body.latestBodyweight {
            var text = recordMass(latest)
            if let point = body.bodyweight.last { text += " (" + format.date(point.date) + ")" }
            table.append([strings.bodyweight, text])
        }
        if let point = body.bodyweight.last {
            table.append([words.sevenDayMean, recordMass(point.rollingMean)])
        }
        if let height = body.latestHeight { table.append([words.height, format.number(height) + " m"]) }
        if let bmi = body.bmi { table.append([words.bmi, format.number(bmi, maxDecimals: 1)]) }
        if body.bodyweight.count > 1 {
            table.append([words.bodyweightTrend,
                          trend(body.bodyweight.suffix(Self.trendPoints).map { Optional($0.bodyweight) })])
        }
        if !table.rows.isEmpty { blocks += [heading(level, words.body), table.markdown] }

        if !athlete.tests.isEmpty {
            var tests = MarkdownTable([.text(words.test), .number(words.latest), .text(strings.date),
                                       .number(words.best)])
            for history in athlete.tests {
                tests.append([names.test(history.test), result(history.latest.result), format.date(history.latest.date),
                              result(history.best.result)])
            }
            blocks += [heading(level, words.tests), tests.markdown]
        }

        if let predictions = athlete.predictions {
            var races = MarkdownTable([.text(words.race), .number(words.predictedTime)])
            for prediction in predictions.predictions {
                races.append([raceName(prediction), format.clock(seconds: prediction.time.rounded())])
            }
            let source = words.predictedFrom + " " + names.test(predictions.sourceTest) + " (" +
                format.clock(seconds: predictions.sourceTime) + ") " + words.onDate + " " +
                format.date(predictions.sourceDate) + "."
            blocks += [heading(level, words.racePredictions), paragraph(source), races.markdown]
        }
        return blocks
    }

    func result(_ value: TestResult.Value) -> String {
        switch value {
        case .time(let seconds): return format.effortTime(seconds: seconds)
        case .load(let load): return format.load(load)
        case .number(let number): return format.number(number)
        }
    }

    /// `5 km`, `10 km`, `Half marathon`, `Marathon`.
    func raceName(_ prediction: RacePrediction) -> String {
        switch prediction.race {
        case "half-marathon": return words.halfMarathon
        case "marathon": return words.marathon
        default: return format.distance(metres: prediction.distance)
        }
    }

    // MARK: - Numbers

    /// Printed where a value is undefined (no chronic load yet, no e1RM).
    static let none = "–"

    /// `Volume (kg)`: tables print the unit once, in the column title.
    func unitTitle(_ title: String) -> String { title + " (" + format.units.rawValue + ")" }

    /// A best weight or e1RM in the display unit without the unit, for unit-titled
    /// columns, with one decimal at most as the HTML pages print it; `–` for nil.
    func massNumber(_ kilograms: Double?) -> String {
        guard let kilograms else { return Self.none }
        return format.number(format.units.fromKilograms(kilograms), maxDecimals: 1)
    }

    /// A record, e1RM or bodyweight as the HTML pages print it: `116.7 kg`.
    func recordMass(_ kilograms: Double) -> String { format.recordMass(kilograms: kilograms) }

    /// Volumes are summed over many sets; decimals would only be noise.
    func wholeMass(_ kilograms: Double) -> String {
        wholeNumber(format.units.fromKilograms(kilograms)) + " " + format.units.rawValue
    }

    /// `12,345` in English, `12.345` in Spanish, as on the HTML pages.
    func wholeNumber(_ value: Double) -> String { wholeNumbers.string(value) }

    /// A Unicode sparkline, or `–` when no value is known (a log without loads), not a
    /// row of blanks.
    func trend(_ values: [Double?]) -> String {
        values.contains { $0 != nil } ? Sparkline.unicode(values) : Self.none
    }

    func weeks(_ count: Int) -> String { format.count(count, words.weekWord, words.weeksWord) }
}
