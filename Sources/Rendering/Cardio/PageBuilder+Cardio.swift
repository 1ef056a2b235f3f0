import Charts
import Statistics
import TrainingModel

/// The cardio page (`athletes/<id>/cardio/`): per sport, its totals, weekly and monthly
/// distance and time, best efforts, records and the newest sessions' pace, in km or miles
/// by the site's `units`.
extension PageBuilder {
    /// Bars in the weekly and monthly charts; stats.json keeps every week and month.
    static let cardioWeeks = 26
    static let cardioMonths = 12
    /// Sessions listed per sport, newest first; the earlier ones are a link to the workout
    /// index, which pages through the whole log (years of runs would be thousands of rows
    /// below one sport's charts, and the page has a list per sport, so no one pager fits).
    static let cardioSessionLimit = 20

    func cardio(_ id: String, path: String) -> CardioView {
        let words = CardioStrings.forLanguage(context.library.config.language)
        let cardio = context.statistics.athlete(id: id)?.cardio ?? CardioStatistics()
        let links = CardioLinks(path: path, athlete: id)
        return CardioView(
            name: context.athleteName(id),
            unitsNote: context.format.unitsNote(words: words),
            sports: cardio.sportsBySessions.map { sportView($0, words: words, links: links) },
            dashboardHref: context.href(from: path, to: context.hasSeveralAthletes ? SitePaths.athlete(id) : SitePaths.home),
            labels: words)
    }

    /// `Running 207.7 km · Cycling 113 km`: the page's description for shared links.
    func cardioDescription(_ id: String) -> String {
        let words = CardioStrings.forLanguage(context.library.config.language)
        let sports = context.statistics.athlete(id: id)?.cardio.sports ?? []
        return sports.map { sport in
            sportName(sport.sport, words) + " "
                + context.format.cardioDistance(metres: sport.totals.distance)
        }.joined(separator: " · ")
    }

    /// The page's path and its athlete, for the links of every table.
    private struct CardioLinks {
        let path: String
        let athlete: String
    }

    private func sportView(_ sport: SportStatistics, words: CardioStrings, links: CardioLinks) -> CardioView.Sport {
        let name = sportName(sport.sport, words)
        var facts = [
            FactView(label: words.sessions, value: context.format.integer(sport.totals.sessions)),
            FactView(label: words.distance, value: context.format.cardioDistance(metres: sport.totals.distance)),
            FactView(label: words.time, value: context.format.duration(seconds: sport.totals.time)),
        ]
        if let pace = sport.totals.pace {
            facts.append(FactView(label: words.averagePaceHeading(sport.sport),
                                  value: context.format.pace(secondsPerKilometre: pace, sport: sport.sport)))
        }
        if let longest = sport.longest { facts.append(FactView(label: words.longest, value: context.format.effort(longest))) }
        let anchor = "sport-" + Slug.make(sport.sport)
        return CardioView.Sport(
            name: name, anchor: anchor, paceHeading: words.paceHeading(sport.sport), facts: facts, charts: sportCharts(sport, name: name, anchor: anchor, words: words),
            bestEfforts: sport.bestEfforts.map { best in
                CardioView.EffortRow(
                    distance: context.format.standardDistance(best.distance, words: words),
                    time: context.format.clock(seconds: best.time.rounded()), pace: context.format.pace(secondsPerKilometre: best.pace, sport: sport.sport),
                    effort: context.format.effort(best.effort), date: context.format.date(best.effort.date), isoDate: best.effort.date.iso,
                    workout: workoutLink(best.effort.workout, links))
            },
            records: context.format.shownRecords(sport.records).reversed().map { record in
                CardioView.RecordRow(
                    date: context.format.date(record.date), isoDate: record.date.iso,
                    record: context.format.recordName(record, words: words),
                    value: context.format.recordValue(record.value, of: record),
                    previous: context.format.recordValue(record.previous, of: record), workout: workoutLink(record.workout, links))
            },
            sessions: sport.sessions.suffix(Self.cardioSessionLimit).reversed().map { session in
                CardioView.SessionRow(
                    date: context.format.date(session.date), isoDate: session.date.iso,
                    workout: workoutLink(session.workout, links),
                    distance: session.totals.distance > 0 ? context.format.cardioDistance(metres: session.totals.distance) : "–",
                    time: session.totals.time > 0 ? context.format.clock(seconds: session.totals.time) : "–",
                    pace: context.format.pace(session.totals.pace, sport: sport.sport))
            },
            earlierSessions: Maybe(earlierSessions(sport.sessions.dropLast(Self.cardioSessionLimit), words: words,
                                                   links: links)))
    }

    /// `3 earlier sessions` (`sessions` oldest first), linked to the page of the athlete's
    /// workout index (the site's, with one athlete) that lists the newest of them, at its month.
    private func earlierSessions(_ sessions: ArraySlice<CardioSession>, words: CardioStrings,
                                 links: CardioLinks) -> LinkItem? {
        guard let newest = sessions.last else { return nil }
        let base = context.hasSeveralAthletes ? SitePaths.athleteWorkoutIndex(links.athlete) : SitePaths.workoutIndex
        let workouts = context.hasSeveralAthletes ? context.index.workouts(of: links.athlete) : context.index.workoutsNewestFirst
        let position = workouts.firstIndex { $0.athlete == links.athlete && $0.id == newest.workout } ?? 0
        let page = Pagination.path(base, page: position / pagination.size + 1)
        return LinkItem(href: context.href(from: links.path, to: page) + "#month-" + String(newest.date.iso.prefix(7)),
                        label: context.format.count(sessions.count, words.earlierSession, words.earlierSessions), detail: .none)
    }

    /// A cardio exercise without `sport:` is its own sport, named as the exercise.
    private func sportName(_ sport: String, _ words: CardioStrings) -> String {
        context.format.sportName(sport, words: words, exerciseName: { context.index.exercises[$0]?.name })
    }

    private func workoutLink(_ id: String, _ links: CardioLinks) -> LinkItem {
        LinkItem(href: context.href(from: links.path, to: context.workoutPath(id, athlete: links.athlete)),
                 label: context.index.workout(athlete: links.athlete, id: id).map(context.workoutTitle) ?? id,
                 detail: .none)
    }

    // MARK: - Charts

    /// Weekly distance and time over the last `cardioWeeks` weeks (the current one drawn as
    /// not over yet), monthly over the last `cardioMonths` months.
    private func sportCharts(_ sport: SportStatistics, name: String, anchor: String,
                             words: CardioStrings) -> [DashboardView.ChartCard] {
        let weeks = sport.weeks(Self.cardioWeeks, endingAt: context.asOf, calendar: WeekCalendar(firstDay: context.statistics.weekStarts))
        let months = Array(sport.months.suffix(Self.cardioMonths))
        let distanceTitle = "\(words.distance) (\(context.format.distanceUnit))"
        let timeTitle = "\(words.time) (\(words.hours))"
        func weekLabel(_ period: CardioPeriod) -> String { charts.shortDay(period.start) }
        func monthLabel(_ period: CardioPeriod) -> String {
            let short = context.strings.monthShortNames[period.start.month - 1]
            return period.start.month == 1 || period.start == months.first?.start ? "\(short) \(period.start.year)" : short
        }
        // The last period is the as-of week or month: drawn hollow, with a note, until its last
        // day, as the dashboard draws its weeks.
        let weekIsOver = weeks.last.map { context.periods.isOver(.week, startingOn: $0.start) } ?? true
        let monthIsOver = months.last.map { context.periods.isOver(.month, startingOn: $0.start) } ?? true
        func card(_ kind: String, _ heading: String, _ description: String, _ periods: [CardioPeriod],
                  category: String, lastIsOver: Bool, partialNote: String, label: (CardioPeriod) -> String,
                  valueTitle: String, decimals: Int, value: (CardioTotals) -> Double) -> DashboardView.ChartCard {
            let bars = periods.enumerated().map { offset, period in
                Bar(label: label(period), value: value(period.totals), isPartial: !lastIsOver && offset == periods.count - 1)
            }
            let description = lastIsOver ? description : description + " " + partialNote
            let chart = BarChart(id: "\(anchor)-\(kind)", title: name + " · " + heading, description: description,
                                 categoryTitle: category, bars: bars,
                                 valueAxis: ValueAxis(title: valueTitle, format: charts.numberFormat(decimals: decimals)),
                                 size: ChartFactory.cardSize).figureHTML(dataSummary: context.dashboardStrings.showData)
            return DashboardView.ChartCard(heading: heading, lead: .none, chartHTML: chart)
        }
        let distance: (CardioTotals) -> Double = { context.format.distanceValue(metres: $0.distance) }
        let hours: (CardioTotals) -> Double = { $0.time / 3600 }
        return [
            card("weekly-distance", words.weeklyDistance, words.weeklyDistanceDescription, weeks, category: words.week,
                 lastIsOver: weekIsOver, partialNote: context.dashboardStrings.partialWeekNote, label: weekLabel, valueTitle: distanceTitle,
                 decimals: 1, value: distance),
            card("weekly-time", words.weeklyTime, words.timeDescription, weeks, category: words.week,
                 lastIsOver: weekIsOver, partialNote: context.dashboardStrings.partialWeekNote, label: weekLabel, valueTitle: timeTitle,
                 decimals: 1, value: hours),
            card("monthly-distance", words.monthlyDistance, words.monthlyDistanceDescription, months,
                 category: words.month, lastIsOver: monthIsOver, partialNote: words.partialMonthNote, label: monthLabel,
                 valueTitle: distanceTitle, decimals: 1, value: distance),
            card("monthly-time", words.monthlyTime, words.timeDescription, months, category: words.month,
                 lastIsOver: monthIsOver, partialNote: words.partialMonthNote, label: monthLabel, valueTitle: timeTitle,
                 decimals: 1, value: hours),
        ]
    }
}
