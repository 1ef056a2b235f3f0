import Charts
import Statistics
import TrainingModel

/// The year in review (docs/site-pages.md): an athlete's calendar year from
/// `YearInReview`, in the site's language and units.
extension PageBuilder {
    /// Rows of the records table; the rest are counted under it.
    static let yearRecordRows = 10
    /// Rows of the body and tests tables each (bodyweight first, then by key or name), so
    /// the page keeps to two printed pages however many measures an athlete keeps.
    static let yearChangeRows = 8

    /// The figures of `athlete`'s `year`.
    func yearReview(_ athlete: AthleteStatistics, year: Int) -> YearInReview {
        YearInReview(athlete: athlete, year: year, asOf: context.asOf, measurements: context.library.measurements(of: athlete.id))
    }

    func yearView(athlete id: String, year: Int, path: String) -> YearView {
        let words = YearStrings.forLanguage(context.library.config.language)
        let athlete = context.statistics.athlete(id: id) ?? AthleteStatistics(id: id)
        let review = yearReview(athlete, year: year)
        let previous = review.previous
        let hasProfile = context.index.athletes[id] != nil
        let records = yearRecords(review.records, review.cardioRecords, athlete: id, from: review.first, path: path)
        // The headline counts the rows the table lists, this year's and the same days' before.
        let recordCounts = (this: records.count, before: previous.map { _ in
            let days = YearInReview.sameDays(review.first...review.through, yearsBefore: 1)
            let before = YearInReview.records(of: athlete, in: days)
            return yearRecords(before.load, before.cardio, athlete: id, from: days.lowerBound, path: path).count
        })
        return YearView(
            title: words.title.replacingOccurrences(of: "{year}", with: String(year)),
            name: context.athleteName(id), year: String(year), sentence: yearSentence(review, records: records.count, words: words),
            underWay: Maybe(review.isUnderWay
                ? words.underWay.replacingOccurrences(of: "{year}", with: String(year))
                    .replacingOccurrences(of: "{date}", with: context.format.date(review.through))
                : nil),
            headlines: yearFigures(review, records: recordCounts, words: words),
            comparedWith: comparedWith(review, words: words), previousYear: String(year - 1),
            versus: Maybe(previous == nil ? nil : words.versus.replacingOccurrences(of: "{year}", with: String(year - 1))),
            disciplines: disciplines(review, words: words),
            calendarHTML: yearCalendar(year, workouts: athlete.workouts.filter { $0.date <= review.through },
                                       title: words.calendar, description: words.calendarDescription),
            monthCharts: monthCharts(review, words: words),
            months: review.months.map { month in
                YearView.MonthRow(month: context.strings.monthNames[month.month - 1], workouts: context.format.integer(month.workouts),
                                  volume: bigMass(kilograms: month.volume),
                                  distance: context.format.cardioDistance(metres: month.distance))
            },
            hasVolume: review.totals.volume > 0, hasDistance: review.totals.distance > 0,
            records: Array(records.prefix(Self.yearRecordRows)),
            moreRecords: Maybe(records.count > Self.yearRecordRows
                ? words.moreRecords.replacingOccurrences(of: "{count}", with: context.format.integer(records.count - Self.yearRecordRows))
                : nil),
            topExercises: review.topExercises.map { exerciseRow($0, athlete: id, from: path) },
            measures: review.measures.prefix(Self.yearChangeRows).map { measureRow($0, words: words) },
            moreMeasures: Maybe(more(review.measures.count - Self.yearChangeRows, words)),
            tests: review.tests.prefix(Self.yearChangeRows).map { test in
                changeRow(context.names.test(test.test), first: (test.first.date, testResult(test.first)),
                          last: (test.last.date, testResult(test.last)), change: testResult(test.best))
            },
            moreTests: Maybe(more(review.tests.count - Self.yearChangeRows, words)),
            years: YearInReview.years(of: athlete).map { other in
                YearView.YearLink(label: String(other), href: context.href(from: path, to: yearPath(id, other)),
                                  isCurrent: other == year)
            },
            dashboardHref: context.href(from: path, to: context.hasSeveralAthletes ? SitePaths.athlete(id) : SitePaths.home),
            profileHref: Maybe(hasProfile ? context.href(from: path, to: SitePaths.profile(id)) : nil),
            labels: words, paperSize: paperSize)
    }

    /// Where an athlete's year page is (`SitePaths.year`).
    func yearPath(_ athlete: String, _ year: Int) -> String {
        SitePaths.year(year, athlete: context.hasSeveralAthletes ? athlete : nil)
    }

    /// The links to an athlete's years, newest first, for the dashboard and the profile.
    func yearReviewLinks(_ athlete: AthleteStatistics, from path: String) -> YearReviewLinks {
        YearReviewLinks(label: YearStrings.forLanguage(context.library.config.language).yearInReview,
                        years: YearInReview.years(of: athlete).reversed().map { year in
            LinkItem(href: context.href(from: path, to: yearPath(athlete.id, year)), label: String(year), detail: .none)
        })
    }

    // MARK: - Figures

    /// `Ana in 2025: 142 workouts, 96 h of training, 512,300 kg lifted, 820 km of cardio and 9 records.`
    private func yearSentence(_ review: YearInReview, records: Int, words: YearStrings) -> String {
        let totals = review.totals
        var parts = [context.format.count(totals.workouts, words.workoutWord, words.workoutsWord)]
        if let minutes = totals.minutes, minutes > 0 { parts.append(context.format.duration(seconds: minutes * 60) + " " + words.hoursOfTraining) }
        if totals.volume > 0 { parts.append(bigMass(kilograms: totals.volume) + " " + words.lifted) }
        for sport in review.sports.prefix(2) where sport.distance > 0 {
            parts.append(words.distanceOfSport.replacingOccurrences(of: "{distance}", with: context.format.cardioDistance(metres: sport.distance))
                .replacingOccurrences(of: "{sport}", with: sportName(sport.sport).lowercased()))
        }
        if records > 0 { parts.append(context.format.count(records, words.recordWord, words.recordsWord)) }
        if let streak = totals.longestStreak, streak.weeks > 1 {
            parts.append(words.streakWord + " " + weeks(streak.weeks))
        }
        let list = parts.count > 1
            ? parts.dropLast().joined(separator: ", ") + " " + words.and + " " + (parts.last ?? "") : parts.joined()
        return words.sentenceStart.replacingOccurrences(of: "{name}", with: context.athleteName(review.athlete))
            .replacingOccurrences(of: "{year}", with: String(review.year)) + " " + list + "."
    }

    /// The headline numbers, each with the year before's and the change when there is one;
    /// `records`, the rows of the records tables of the year and of the same days before it.
    private func yearFigures(_ review: YearInReview, records: (this: Int, before: Int?),
                             words: YearStrings) -> [YearView.Figure] {
        let this = review.totals
        let before = review.previous
        func figure(_ label: String, _ value: (YearTotals) -> Double?, _ text: @escaping (Double) -> String,
                    note: String? = nil) -> YearView.Figure {
            figure(label, current: value(this), previous: before.flatMap(value), text, note: note)
        }
        func figure(_ label: String, current: Double?, previous: Double?, _ text: @escaping (Double) -> String,
                    note: String? = nil) -> YearView.Figure {
            let change = before == nil ? nil : current.flatMap { now in previous.map { signed(now - $0, text) } }
            return YearView.Figure(label: label, value: current.map(text) ?? "–", note: Maybe(note),
                                   previous: Maybe(before == nil ? nil : previous.map(text) ?? "–"),
                                   change: Maybe(before == nil ? nil : change ?? "–"), changeIsKnown: change != nil)
        }
        let count: (Double) -> String = { grouped($0) }
        var figures = [
            figure(words.workouts, { Double($0.workouts) }, count),
            figure(words.activeDays, { Double($0.activeDays) }, count),
            figure(words.trainingTime, { $0.minutes.map { $0 * 60 } }, { context.format.duration(seconds: ($0 / 60).rounded() * 60) },
                   note: this.minutes == nil ? words.noDurations
                       : this.timedWorkouts < this.workouts
                       ? words.someDurations.replacingOccurrences(of: "{count}", with: context.format.integer(this.timedWorkouts))
                           .replacingOccurrences(of: "{total}", with: context.format.integer(this.workouts)) : nil),
        ]
        if this.volume > 0 || (before?.volume ?? 0) > 0 {
            figures += [
                figure(words.volume, { $0.volume }, { bigMass(kilograms: $0) }),
                figure(words.workingSets, { Double($0.workingSets) }, count),
                figure(words.reps, { Double($0.reps) }, count),
            ]
        }
        if this.distance > 0 || (before?.distance ?? 0) > 0 {
            figures.append(figure(words.distance, { $0.distance }, { context.format.cardioDistance(metres: $0) }))
        }
        figures.append(figure(words.records, current: Double(records.this), previous: records.before.map(Double.init), count))
        figures.append(figure(words.longestStreak, { Double($0.longestStreak?.weeks ?? 0) }, { weeks(Int($0)) },
                              note: this.longestStreak.map { streak in
            // Its weeks' days within the year: a week may start in December of the year before.
            words.streakDetail.replacingOccurrences(of: "{date}", with: context.format.date(max(streak.first, review.first)))
                .replacingOccurrences(of: "{date2}", with: context.format.date(min(streak.last.adding(days: 6), review.through)))
        }))
        return figures
    }

    /// `+12`, `−3 h`, `±0 weeks`: the change with its sign, in the figure's own format.
    private func signed(_ change: Double, _ text: (Double) -> String) -> String {
        let shown = text(abs(change))
        guard shown != text(0) else { return "±" + shown }
        return (change > 0 ? "+" : "−") + shown
    }

    private func comparedWith(_ review: YearInReview, words: YearStrings) -> String {
        let year = String(review.year - 1)
        guard review.isUnderWay, review.previous != nil else { return words.comparedWith.replacingOccurrences(of: "{year}", with: year) }
        let day = YearInReview.sameDays(review.through...review.through, yearsBefore: 1).upperBound
        return words.comparedWithSoFar.replacingOccurrences(of: "{year}", with: year)
            .replacingOccurrences(of: "{date}", with: context.format.date(day))
    }

    /// Lifting, each cardio sport and climbing, each with its own figures.
    private func disciplines(_ review: YearInReview, words: YearStrings) -> [YearView.Discipline] {
        let totals = review.totals
        var disciplines: [YearView.Discipline] = []
        // Lifting only when the year has lifting sessions: a climber's year shows no
        // "Volume: 0 kg" (docs/statistics.md#year-in-review).
        if let sessions = review.liftingSessions {
            let facts = [
                FactView(label: words.sessions, value: context.format.integer(sessions)),
                FactView(label: words.volume, value: bigMass(kilograms: totals.volume)),
                FactView(label: words.workingSets, value: grouped(Double(totals.workingSets))),
                FactView(label: words.reps, value: grouped(Double(totals.reps))),
            ]
            disciplines.append(YearView.Discipline(name: words.lifting, facts: facts))
        }
        for sport in review.sports {
            var facts = [
                FactView(label: words.sessions, value: context.format.integer(sport.sessions)),
                FactView(label: words.distance, value: sport.distance > 0 ? context.format.cardioDistance(metres: sport.distance) : "–"),
                FactView(label: words.time, value: sport.time.map { context.format.duration(seconds: $0.rounded()) } ?? "–"),
            ]
            if let pace = sport.pace {
                facts.append(FactView(label: CardioStrings.forLanguage(context.library.config.language).averagePaceHeading(sport.sport),
                                      value: context.format.pace(secondsPerKilometre: pace, sport: sport.sport)))
            }
            disciplines.append(YearView.Discipline(name: sportName(sport.sport), facts: facts,
                                                   note: Maybe(sport.time == nil ? words.noSportTime : nil)))
        }
        if let sessions = review.climbingSessions {
            var facts = [
                FactView(label: words.sessions, value: context.format.integer(sessions)),
                FactView(label: words.hardestGrade,
                         value: review.hardestGrades.isEmpty ? "–" : review.hardestGrades.map(\.text).joined(separator: ", ")),
            ]
            facts += review.hardestStyled.map { FactView(label: context.strings.label(hardest: $0), value: $0.grade.text) }
            if review.timeUnderTension > 0 {
                facts.append(FactView(label: context.strings.timeUnderTension,
                                      value: context.format.duration(seconds: review.timeUnderTension.rounded())))
            }
            let exercises = Set(review.gripBests.map(\.exercise))
            facts += review.gripBests.map { grip in
                var name = context.format.grip(grip.grip).capitalizedFirst
                if exercises.count > 1 { name += " (" + context.exerciseName(grip.exercise) + ")" }
                return FactView(label: context.dashboardStrings.progress.bestHangOn.replacingOccurrences(of: "{grip}", with: name),
                                value: context.format.hang(kilograms: grip.best.kilograms, seconds: grip.best.seconds))
            }
            disciplines.append(YearView.Discipline(name: words.climbing, facts: facts,
                                                   note: Maybe(review.hardestGrades.isEmpty ? words.gradesNotLogged : nil)))
        }
        return disciplines
    }

    private func sportName(_ sport: String) -> String {
        context.format.sportName(sport, words: CardioStrings.forLanguage(context.library.config.language),
                         exerciseName: { context.index.exercises[$0]?.name })
    }

    // MARK: - Charts

    /// Workouts, volume and cardio distance per month; the as-of month drawn hollow until
    /// its last day (`TrainingPeriods`, as the dashboard's charts).
    private func monthCharts(_ review: YearInReview, words: YearStrings) -> [DashboardView.ChartCard] {
        let months = review.months
        func isOver(_ month: Int) -> Bool {
            CalendarDate(year: review.year, month: month, day: 1).map { context.periods.isOver(.month, startingOn: $0) } ?? true
        }
        func chart(_ key: String, _ title: String, _ description: String, valueTitle: String, decimals: Int,
                   _ value: (MonthOfYear) -> Double) -> DashboardView.ChartCard? {
            guard months.contains(where: { value($0) > 0 }) else { return nil }
            let bars = (1...12).map { month in
                Bar(label: context.strings.monthShortNames[month - 1], value: month <= months.count ? value(months[month - 1]) : nil,
                    isPartial: month == months.count && !isOver(month))
            }
            let description = review.isUnderWay ? description + " " + words.underWay
                .replacingOccurrences(of: "{year}", with: String(review.year))
                .replacingOccurrences(of: "{date}", with: context.format.date(review.through)) : description
            let chart = BarChart(id: "\(key)-\(review.year)", title: "\(title) · \(review.year)", description: description,
                                 categoryTitle: words.month, bars: bars,
                                 valueAxis: ValueAxis(title: valueTitle, format: charts.numberFormat(decimals: decimals)),
                                 size: ChartFactory.cardSize).figureHTML(dataSummary: context.dashboardStrings.showData)
            return DashboardView.ChartCard(heading: title, lead: .none, chartHTML: chart)
        }
        return [
            chart("monthly-workouts", words.workoutsPerMonth, words.workoutsPerMonthDescription, valueTitle: words.workouts,
                  decimals: 0) { Double($0.workouts) },
            chart("monthly-volume", words.volumePerMonth, words.volumePerMonthDescription,
                  valueTitle: charts.massTitle(words.volume), decimals: 0) { context.library.config.units.fromKilograms($0.volume) },
            chart("monthly-distance", words.distancePerMonth, words.distancePerMonthDescription,
                  valueTitle: "\(words.distance) (\(context.format.distanceUnit))", decimals: 1) { context.format.distanceValue(metres: $0.distance) },
        ].compactMap { $0 }
    }

    // MARK: - Records

    /// One row per exercise and kind of record (per sport and distance for cardio) of
    /// `records` and `cardioRecords` (a year's, which starts on `first`): the last record of
    /// the year, and the best before the year: "–" when the exercise or sport has nothing
    /// logged before `first` (a log that starts mid-year), since a first record's previous
    /// best then comes from inside the year. A cardio record that reads like the best before
    /// it is left out. Newest first.
    private func yearRecords(_ records: [RecordEvent], _ cardioRecords: [SportRecord], athlete: String,
                             from first: CalendarDate, path: String) -> [YearView.RecordRow] {
        let stats = context.statistics.athlete(id: athlete)
        func loggedBefore(exercise id: String) -> Bool { (stats?.exercise(id: id)?.first).map { $0 < first } ?? false }
        func loggedBefore(sport id: String) -> Bool {
            (stats?.cardio.sport(id: id)?.sessions.first?.date).map { $0 < first } ?? false
        }
        var rows: [(date: CalendarDate, order: Int, row: YearView.RecordRow)] = []
        var seen: [String: Int] = [:]
        func add(_ key: String, date: CalendarDate, row: YearView.RecordRow, previous: () -> String) {
            if let index = seen[key] {
                let before = rows[index].row.before
                rows[index] = (date, rows[index].order, row)
                rows[index].row.before = before
            } else {
                seen[key] = rows.count
                var first = row
                first.before = previous()
                rows.append((date, rows.count, first))
            }
        }
        for event in records {
            let mass: (Double) -> String = { recordText($0, of: event.kind) }
            add(event.exercise + "/" + event.kind.rawValue, date: event.date,
                row: YearView.RecordRow(date: context.format.date(event.date), isoDate: event.date.iso,
                                        exercise: context.exerciseName(event.exercise),
                                        exerciseHref: context.exerciseHref(event.exercise, athlete: athlete, from: path),
                                        record: recordLabel(event.kind), value: mass(event.value), before: "",
                                        workoutHref: context.href(from: path, to: context.workoutPath(event.workout, athlete: athlete))),
                previous: { event.previous > 0 && loggedBefore(exercise: event.exercise) ? mass(event.previous) : "–" })
        }
        let cardioWords = CardioStrings.forLanguage(context.library.config.language)
        for entry in cardioRecords {
            let record = entry.record
            guard context.format.recordValue(record.value, of: record) != context.format.recordValue(record.previous, of: record) else { continue }
            add(entry.sport + "/" + record.kind.rawValue + "/" + (record.distance?.id ?? ""), date: record.date,
                row: YearView.RecordRow(date: context.format.date(record.date), isoDate: record.date.iso,
                                        exercise: sportName(entry.sport), exerciseHref: .none,
                                        record: context.format.recordName(record, words: cardioWords),
                                        value: context.format.recordValue(record.value, of: record), before: "",
                                        workoutHref: context.href(from: path, to: context.workoutPath(record.workout, athlete: athlete))),
                previous: { loggedBefore(sport: entry.sport) ? context.format.recordValue(record.previous, of: record) : "–" })
        }
        return rows.sorted { ($1.date, $0.order) < ($0.date, $1.order) }.map(\.row)
    }

    /// A measure in its unit (bodyweight as a record's mass), with its change, or "one
    /// measurement" when the year has only one day of it.
    private func measureRow(_ measure: MeasureChange, words: YearStrings) -> YearView.ChangeRow {
        let isBodyweight = measure.key == "bodyweight"
        let value = { (value: Double) in isBodyweight ? recordMass(kilograms: value) : measurementValue(measure.key, value) }
        return changeRow(isBodyweight ? words.bodyweight : measurementLabel(measure.key),
                         first: (measure.first.date, value(measure.first.value)),
                         last: (measure.last.date, value(measure.last.value)),
                         change: measure.first.date == measure.last.date ? words.oneMeasurement : signed(measure.change, value))
    }

    private func more(_ count: Int, _ words: YearStrings) -> String? {
        count > 0 ? words.more.replacingOccurrences(of: "{count}", with: context.format.integer(count)) : nil
    }

    private func changeRow(_ name: String, first: (CalendarDate, String), last: (CalendarDate, String),
                           change: String) -> YearView.ChangeRow {
        YearView.ChangeRow(name: name, first: first.1, firstDate: context.format.date(first.0), firstISODate: first.0.iso,
                           last: last.1, lastDate: context.format.date(last.0), lastISODate: last.0.iso, change: change)
    }

    /// A top exercise of the year in its own terms (docs/statistics.md#bodyweight-weighted-and-assisted-work):
    /// a lift by its heaviest set and e1RM; bodyweight and hang work by the load added (`+5 kg`)
    /// and its reps; assisted work by the least assistance (`−15 kg`) and its reps. No e1RM for
    /// these, which would count the plates alone.
    private func exerciseRow(_ exercise: ExerciseYear, athlete id: String, from path: String) -> YearView.ExerciseRow {
        let metric = context.index.exercises[exercise.id]?.metric ?? .weightReps
        let ownTerms: Bool, best: String?
        switch metric {
        // As a record of the kind is printed (`DisplayFormatter.recordValue`).
        case .bodyweightReps, .hang:
            (ownTerms, best) = (true, exercise.bestWeight.map { context.format.recordValue($0, of: .addedLoad, bigMass: recordMass) })
        case .assisted:
            (ownTerms, best) = (true, exercise.leastAssistance.map { context.format.recordValue($0, of: .assistance, bigMass: recordMass) })
        case .weightReps, .time, .distanceTime:
            (ownTerms, best) = (false, exercise.bestWeight.map { recordMass(kilograms: $0) })
        }
        return YearView.ExerciseRow(
            name: exercise.name, href: context.exerciseHref(exercise.id, athlete: id, from: path),
            days: context.format.integer(exercise.days), volume: exercise.volume > 0 ? bigMass(kilograms: exercise.volume) : "–",
            bestWeight: best ?? "–",
            mostReps: metric == .bodyweightReps || metric == .assisted ? exercise.mostReps.map(context.format.integer) ?? "–" : "–",
            bestE1RM: ownTerms ? "–" : exercise.bestE1RM.map { recordMass(kilograms: $0) } ?? "–")
    }
}
