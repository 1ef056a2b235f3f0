import Statistics
import TrainingModel

/// `spotter report --year YYYY [--athlete ID]` (docs/report.md#a-year-in-review): the year
/// page's view (`YearView`) as GitHub-flavoured Markdown, so the page and the report print
/// the same figures in the same words. Every cell is escaped by `MarkdownTable`.
public enum YearMarkdown {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No athlete has statistics: the site has no workout, or only private athletes.
        case noAthletes
        /// A site of several athletes needs `--athlete`; the ids it could be.
        case athleteNeeded(athletes: [String])
        case unknownAthlete(String, athletes: [String])
        /// The athlete has no workout that year; the years they have.
        case noWorkouts(athlete: String, year: Int, years: [Int])

        public var description: String {
            switch self {
            case .noAthletes:
                return "no athlete has statistics (athletes marked private are left out unless --include-private)"
            case .athleteNeeded(let athletes):
                return "the site has several athletes: choose one with --athlete (" + athletes.joined(separator: ", ") + ")"
            case .unknownAthlete(let id, let athletes):
                return "no athlete '\(id)' has statistics"
                    + (athletes.isEmpty ? "" : "; athletes: " + athletes.joined(separator: ", "))
                    + " (athletes marked private are left out unless --include-private)"
            case .noWorkouts(let athlete, let year, let years):
                return "\(athlete) has no workout in \(year)"
                    + (years.isEmpty ? "" : "; years with workouts: " + years.map(String.init).joined(separator: ", "))
            }
        }
    }

    /// The year's Markdown, ending in one newline. `athlete` may be left out on a site of one athlete.
    public static func text(library: TrainingLibrary, statistics: SiteStatistics, year: Int,
                            athlete: String?) throws -> String {
        let ids = statistics.athletes.map(\.id)
        guard !ids.isEmpty else { throw Failure.noAthletes }
        guard let id = athlete ?? (ids.count == 1 ? ids[0] : nil) else {
            throw Failure.athleteNeeded(athletes: ids)
        }
        guard let stats = statistics.athlete(id: id) else { throw Failure.unknownAthlete(id, athletes: ids) }
        let years = YearInReview.years(of: stats)
        guard years.contains(year) else { throw Failure.noWorkouts(athlete: id, year: year, years: years) }
        let builder = PageBuilder(library: library, statistics: statistics, theme: try Theme.builtIn(), asOf: statistics.asOf)
        let path = SitePaths.year(year, athlete: statistics.hasSeveralAthletes ? id : nil)
        return markdown(builder.yearView(athlete: id, year: year, path: path))
    }

    static func markdown(_ view: YearView) -> String {
        let words = view.labels
        var blocks = [MarkdownText.heading(1, view.name + " · " + view.title), MarkdownText.paragraph(view.sentence)]
        if let note = view.underWay.value { blocks.append(MarkdownText.paragraph(note)) }

        blocks.append(MarkdownText.heading(2, view.versus.value == nil ? words.inNumbers : view.comparedWith))
        let compared = view.versus.value != nil
        var numbers = MarkdownTable([.text(words.figure), .number(view.year)]
                                    + (compared ? [.number(view.previousYear), .number(words.change)] : []))
        for figure in view.headlines {
            numbers.append([figure.label, figure.value] + (compared ? [figure.previous.value ?? "", figure.change.value ?? ""] : []))
        }
        blocks.append(numbers.markdown)
        let notes = view.headlines.compactMap { figure in figure.note.value.map { figure.label + ": " + $0 } }
        if !notes.isEmpty { blocks.append(MarkdownText.paragraph(notes.joined(separator: " "))) }
        if !compared { blocks.append(MarkdownText.paragraph(words.firstYear)) }

        if !view.disciplines.isEmpty {
            blocks.append(MarkdownText.heading(2, words.disciplines))
            var table = MarkdownTable([.text(words.discipline), .text(words.figure), .number(words.value)])
            for discipline in view.disciplines {
                for fact in discipline.facts { table.append([discipline.name, fact.label, fact.value]) }
            }
            blocks.append(table.markdown)
            let notes = view.disciplines.compactMap { discipline in discipline.note.value.map { discipline.name + ": " + $0 } }
            if !notes.isEmpty { blocks.append(MarkdownText.paragraph(notes.joined(separator: " "))) }
        }

        blocks.append(MarkdownText.heading(2, words.months))
        let hasVolume = view.hasVolume, hasDistance = view.hasDistance
        var months = MarkdownTable([.text(words.month), .number(words.workouts)] + (hasVolume ? [.number(words.volume)] : [])
                                   + (hasDistance ? [.number(words.distance)] : []))
        for month in view.months {
            months.append([month.month, month.workouts] + (hasVolume ? [month.volume] : []) + (hasDistance ? [month.distance] : []))
        }
        blocks.append(months.markdown)

        blocks.append(MarkdownText.heading(2, words.recordsOfTheYear))
        if view.records.isEmpty {
            blocks.append(MarkdownText.paragraph(words.noRecords))
        } else {
            var records = MarkdownTable([.text(words.date), .text(words.exercise), .text(words.record), .number(words.value),
                                         .number(words.before)])
            for row in view.records { records.append([row.date, row.exercise, row.record, row.value, row.before]) }
            blocks.append(records.markdown)
            if let more = view.moreRecords.value { blocks.append(MarkdownText.paragraph(more)) }
        }

        if !view.topExercises.isEmpty {
            blocks.append(MarkdownText.heading(2, words.topExercises))
            var table = MarkdownTable([.text(words.exercise), .number(words.days), .number(words.volume),
                                       .number(words.bestWeight), .number(words.mostReps), .number(words.bestE1RM)])
            for row in view.topExercises { table.append([row.name, row.days, row.volume, row.bestWeight, row.mostReps, row.bestE1RM]) }
            blocks.append(table.markdown)
        }
        for (heading, name, rows, last, more) in [(words.body, words.measure, view.measures, words.change, view.moreMeasures),
                                                  (words.tests, words.test, view.tests, words.best, view.moreTests)]
        where !rows.isEmpty {
            blocks.append(MarkdownText.heading(2, heading))
            var table = MarkdownTable([.text(name), .number(words.first), .number(words.last), .number(last)])
            for row in rows {
                table.append([row.name, row.first + " (" + row.firstDate + ")", row.last + " (" + row.lastDate + ")", row.change])
            }
            blocks.append(table.markdown)
            if let more = more.value { blocks.append(MarkdownText.paragraph(more)) }
        }
        // Each block ends in its line break; a blank line between blocks.
        return blocks.joined(separator: "\n")
    }
}
