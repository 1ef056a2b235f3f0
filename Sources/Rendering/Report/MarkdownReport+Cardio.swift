import Charts
import Statistics
import TrainingModel

/// report.md's Cardio section: per sport its sessions, distance, time, pace, longest effort
/// and the last weeks' distance, then best efforts and the latest records, in km or miles
/// by `units`. With `--since`, totals and best efforts are those of the window, weeks and
/// records the ones dated in it.
extension MarkdownReport {
    /// Nothing for an athlete without cardio.
    func cardioBlocks(_ athlete: AthleteStatistics, scoped: AthleteStatistics, level: Int) -> [String] {
        guard !athlete.cardio.isEmpty else { return [] }
        let cardio = CardioStrings.forLanguage(library.config.language)
        var blocks = [heading(level, cardio.cardio)]
        blocks.append(paragraph(format.unitsNote(words: cardio)))
        let sports = sportsTable(athlete, scoped: scoped, words: cardio)
        guard !sports.rows.isEmpty else { return blocks + [paragraph(words.nothingSince)] }
        // As in the weekly trend: a Unicode sparkline cannot draw the unfinished week hollow,
        // so it is left out, and said so.
        if !periods.week.isOver {
            blocks.append(sports.markdown + "\n" + paragraph(periods.week.label + " " + words.partialWeekLeftOut))
        } else {
            blocks.append(sports.markdown)
        }
        let efforts = bestEffortsTable(scoped, words: cardio)
        if !efforts.rows.isEmpty { blocks += [heading(level + 1, cardio.bestEfforts), efforts.markdown] }
        let records = cardioRecordsTable(athlete, words: cardio)
        if !records.rows.isEmpty { blocks += [heading(level + 1, cardio.records), records.markdown] }
        return blocks
    }

    /// One row per sport with sessions in the window, most sessions first.
    private func sportsTable(_ athlete: AthleteStatistics, scoped: AthleteStatistics,
                             words cardio: CardioStrings) -> MarkdownTable {
        var table = MarkdownTable([
            .text(cardio.sport), .number(cardio.sessions), .number(cardio.distance), .number(cardio.time),
            .number(cardio.averagePace), .text(cardio.longest), .text(cardio.weeklyDistance),
        ])
        for sport in scoped.cardio.sportsBySessions {
            let weeks = (athlete.cardio.sport(id: sport.sport)?.weeks(Self.weekCount, endingAt: statistics.asOf,
                                                                      calendar: athlete.weekCalendar) ?? [])
                .filter { isShown(PeriodLength.week.lastDay(ofPeriodStarting: $0.start)) && periods.isOver(.week, startingOn: $0.start) }
            table.append([
                sportName(sport.sport, cardio), format.integer(sport.totals.sessions),
                format.cardioDistance(metres: sport.totals.distance), format.duration(seconds: sport.totals.time),
                format.pace(sport.totals.pace, sport: sport.sport), sport.longest.map(format.effort) ?? Self.none,
                Sparkline.unicode(weeks.map { $0.totals.distance }),
            ])
        }
        return table
    }

    private func bestEffortsTable(_ scoped: AthleteStatistics, words cardio: CardioStrings) -> MarkdownTable {
        var table = MarkdownTable([
            .text(cardio.sport), .text(cardio.distance), .number(cardio.time), .number(cardio.pace),
            .text(cardio.effort), .text(strings.date), .text(strings.workout),
        ])
        for sport in scoped.cardio.sportsBySessions {
            for best in sport.bestEfforts {
                table.append([
                    sportName(sport.sport, cardio), format.standardDistance(best.distance, words: cardio),
                    format.clock(seconds: best.time.rounded()), format.pace(secondsPerKilometre: best.pace, sport: sport.sport),
                    format.effort(best.effort), format.date(best.effort.date),
                    workoutTitle(best.effort.workout, athlete: scoped.id),
                ])
            }
        }
        return table
    }

    /// The latest `recordCount` cardio records of every sport, newest first.
    private func cardioRecordsTable(_ athlete: AthleteStatistics, words cardio: CardioStrings) -> MarkdownTable {
        // Sports come sorted by id and each one's records in start order, so a stable sort by
        // day, newest first, keeps one day's records by sport and then in their order.
        let records = athlete.cardio.sports.flatMap { sport in
            format.shownRecords(sport.records).map { (sport: sport.sport, record: $0) }
        }
            .filter { isShown($0.record.date) }
            .enumerated().sorted { a, b in
                a.element.record.date != b.element.record.date ? a.element.record.date > b.element.record.date
                    : a.offset < b.offset
            }
            .prefix(Self.recordCount).map(\.element)
        var table = MarkdownTable([
            .text(strings.date), .text(cardio.sport), .text(cardio.record), .number(cardio.value),
            .number(cardio.previous),
        ])
        for (sport, record) in records {
            table.append([
                format.date(record.date), sportName(sport, cardio), format.recordName(record, words: cardio),
                format.recordValue(record.value, of: record), format.recordValue(record.previous, of: record),
            ])
        }
        return table
    }

    private func sportName(_ sport: String, _ cardio: CardioStrings) -> String {
        format.sportName(sport, words: cardio, exerciseName: { exerciseNames[$0] })
    }
}
