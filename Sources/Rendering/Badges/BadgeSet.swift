import Charts
import Statistics
import TrainingModel

/// The README badges a build writes to `badges/` (docs/site-pages.md): the current
/// streak, workouts in the as-of month and the last record, as small SVG files a
/// README or profile can embed by URL. One athlete's are `badges/<name>.svg`; with
/// several athletes each has `badges/<athlete id>/<name>.svg`.
///
/// Like the report, a pure function of the library and its statistics: "this month"
/// is the as-of month, so a site rebuilt on a schedule keeps its badges current.
public struct BadgeSet: Sendable {
    /// The file names, in the order they are written.
    public static let names = ["streak", "workouts-this-month", "last-record"]

    let library: TrainingLibrary
    let statistics: SiteStatistics
    let words: BadgeStrings
    let format: DisplayFormatter

    public init(library: TrainingLibrary, statistics: SiteStatistics) {
        self.library = library
        self.statistics = statistics
        words = BadgeStrings.forLanguage(library.config.language)
        format = DisplayFormatter(strings: Strings.forLanguage(library.config.language), units: library.config.units)
    }

    /// Every badge file, athletes in the statistics' order.
    public var files: [OutputFile] {
        let several = statistics.hasSeveralAthletes
        return statistics.athletes.flatMap { athlete in
            let folder = several ? "badges/\(SitePaths.segment(athlete.id))/" : "badges/"
            return zip(Self.names, badges(for: athlete)).map { name, badge in
                OutputFile(path: folder + name + ".svg", bytes: Array(badge.svg.utf8))
            }
        }
    }

    /// The three badges of one athlete, in the order of `names`.
    func badges(for athlete: AthleteStatistics) -> [Badge] {
        [streak(athlete), workoutsThisMonth(athlete), lastRecord(athlete)]
    }

    func streak(_ athlete: AthleteStatistics) -> Badge {
        let weeks = athlete.streaks.currentWeeks
        return Badge(label: words.streak, message: format.count(weeks, words.week, words.weeks),
                     colour: weeks > 0 ? .green : .grey)
    }

    func workoutsThisMonth(_ athlete: AthleteStatistics) -> Badge {
        let asOf = statistics.asOf
        let count = athlete.workouts.filter {
            $0.date.year == asOf.year && $0.date.month == asOf.month && $0.date <= asOf
        }.count
        let month = format.strings.monthShortNames[asOf.month - 1] + " " + String(asOf.year)
        return Badge(label: words.workoutsIn + " " + month, message: format.integer(count),
                     colour: count > 0 ? .blue : .grey)
    }

    /// The most recent record day's best event: by kind in the statistics' order (a weight
    /// record before an e1RM record before a volume record), then by exercise id.
    func lastRecord(_ athlete: AthleteStatistics) -> Badge {
        guard let day = athlete.records.last?.date,
              let event = athlete.records.filter({ $0.date == day }).min(by: { ($0.kind, $0.exercise) < ($1.kind, $1.exercise) })
        else {
            return Badge(label: words.lastRecord, message: words.noneYet, colour: .grey)
        }
        let name = athlete.exercise(id: event.exercise)?.name ?? event.exercise
        let value: String
        switch event.kind {
        case .weight: value = format.mass(kilograms: event.value)
        case .e1rm: value = "e1RM " + format.mass(kilograms: event.value)
        case .volume: value = words.volume + " " + format.mass(kilograms: event.value)
        case .addedLoad, .assistance, .hold: value = format.recordValue(event.value, of: event.kind, bigMass: format.mass(kilograms:))
        case .reps: value = format.count(Int(event.value.rounded()), words.rep, words.reps)
        }
        let date = "\(event.date.day) \(format.strings.monthShortNames[event.date.month - 1]) \(event.date.year)"
        return Badge(label: words.lastRecord, message: "\(name) · \(value) · \(date)", colour: .orange)
    }
}
