import Charts
import Statistics

/// The coach's overview as a table at the top of report.md, with several athletes: the
/// same rows as `athletes/index.html` (by name), the volume trend as a Unicode sparkline
/// of the weeks that are over, and under it which week it leaves out.
extension MarkdownReport {
    func coachBlocks() -> [String] {
        let words = CoachStrings.forLanguage(library.config.language)
        var table = MarkdownTable([
            .text(words.athlete), .text(words.lastWorkout), .number(unitTitle(words.thisWeek)),
            .number(unitTitle(words.average)), .text(words.weeks), .number(words.compliance), .text(words.flags),
        ])
        let rows = AthleteOverview.sorted(statistics.athletes.map { (displayName($0), AthleteOverview($0, asOf: statistics.asOf)) },
                                          by: .name)
        for (name, overview) in rows {
            table.append([
                name, overview.lastWorkout.map { format.date($0.date) } ?? Self.none,
                wholeNumber(format.units.fromKilograms(overview.weekVolume)),
                wholeNumber(format.units.fromKilograms(overview.averageVolume)),
                Sparkline.unicode(overview.weeklyVolumes.map { $0 }),
                words.compliance(overview, format: format),
                overview.flags.map(words.label).joined(separator: ", "),
            ])
        }
        let note = words.unfinishedWeekNote(rows.lazy.map(\.overview)).map(paragraph)
        return [heading(2, words.heading), table.markdown + (note.map { "\n" + $0 } ?? "")]
    }
}
