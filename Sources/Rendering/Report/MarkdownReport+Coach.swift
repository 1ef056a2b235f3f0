import Charts
import Statistics

/// The coach's overview as a table at the top of report.md, with several athletes: the
/// same rows as `athletes/index.html` (by name, from the same `CoachCells`), each
/// discipline's trend as a Unicode sparkline of the weeks that are over, an athlete's
/// several disciplines in one cell separated by `;`, and under it which week it leaves out.
extension MarkdownReport {
    func coachBlocks() -> [String] {
        let rows = AthleteOverview.sorted(statistics.athletes.map { (displayName($0), AthleteOverview($0, asOf: statistics.asOf)) },
                                          by: .name)
        let words = CoachStrings.forLanguage(library.config.language).naming(rows.lazy.map(\.overview))
        var table = MarkdownTable([
            .text(words.athlete), .text(words.lastWorkout), .text(words.discipline), .number(words.thisWeek),
            .number(words.lastWeek), .number(words.average), .text(words.weeks), .number(words.load), .number(words.compliance),
            .text(words.flags),
        ])
        for (name, overview) in rows {
            let cells = CoachCells(overview, language: library.config.language, format: format, grouped: wholeNumbers,
                                   exerciseName: { exerciseNames[$0] })
            func joined(_ part: (CoachCells.Measure) -> String) -> String {
                cells.measures.isEmpty ? Self.none : cells.measures.map(part).joined(separator: "; ")
            }
            table.append([
                name, overview.lastWorkout.map { format.date($0.date) } ?? Self.none,
                joined(\.discipline), joined { $0.thisWeek.joined(separator: ", ") },
                joined { $0.lastWeek.joined(separator: ", ") }, joined { $0.average.joined(separator: ", ") },
                joined { Sparkline.unicode($0.weekly.map { $0 }) },
                (cells.load.thisWeek + cells.load.lastWeek + cells.load.average).joined(separator: " / "), cells.compliance,
                cells.flags.map(words.label).joined(separator: ", "),
            ])
        }
        let note = words.unfinishedWeekNote(rows.lazy.map(\.overview)).map(paragraph)
        return [heading(2, words.heading), table.markdown + (note.map { "\n" + $0 } ?? "")]
    }
}
