import Charts
import Statistics
import TrainingModel

/// One athlete's row of the coach's overview as text, the one model behind both
/// `athletes/index.html` and report.md's coach table, so the two cannot differ: every
/// discipline the athlete trains measured in its own terms (docs/statistics.md#disciplines),
/// the session load every discipline shares, plan compliance and flags.
struct CoachCells: Sendable {
    /// One discipline's cells; the athlete's row shows one per discipline, most trained first.
    struct Measure: Sendable, Encodable {
        var discipline: String
        /// The week's figures, one part each (climbing's sessions, time under tension and
        /// hardest grade, cardio's distance and time); report.md joins them with `, `, the
        /// page puts each on a line.
        var thisWeek: [String]
        /// The week before, in the same parts: beside the week so far while it is not over.
        var lastWeek: [String]
        var average: [String]
        /// The weekly trend in display units (kilograms or pounds, kilometres or miles,
        /// sessions): the weeks that are over.
        var weekly: [Double]
        /// The as-of week's value in the same unit while it is not over, which the page's
        /// sparkline draws after `weekly` as unfinished (report.md's Unicode one cannot).
        var soFar: Double?
        /// The trend's title (`Weekly volume (kg)`).
        var trendLabel: String
    }

    var measures: [Measure]
    /// The session load (AU) every discipline shares, as one more measure.
    var load: Measure
    var compliance: String
    var flags: [AthleteOverview.Flag]

    /// `grouped` prints whole numbers with the language's grouping (`12,345`);
    /// `exerciseName` names a sport that is a cardio exercise's own id.
    init(_ overview: AthleteOverview, language: SiteConfig.Language, format: DisplayFormatter, grouped: ChartFormat,
         exerciseName: (String) -> String?) {
        let words = CoachStrings.forLanguage(language)
        let cardioWords = CardioStrings.forLanguage(language)
        measures = overview.disciplines.map { discipline in
            Self.measure(discipline, unfinished: overview.unfinishedWeek != nil, words: words, format: format,
                         grouped: grouped, sportName: {
                format.sportName($0, words: cardioWords, exerciseName: exerciseName)
            })
        }
        load = Measure(discipline: words.sessionLoad, thisWeek: [grouped.string(overview.weekLoad)],
                       lastWeek: [grouped.string(overview.lastWeekLoad)], average: [grouped.string(overview.averageLoad)],
                       weekly: overview.weeklyLoads, soFar: overview.unfinishedWeek == nil ? nil : overview.weekLoad,
                       trendLabel: words.weeklyLoad)
        compliance = words.compliance(overview, format: format)
        flags = overview.flags
    }

    /// `unfinished`: the as-of week is not over, so its main measure is `soFar`.
    private static func measure(_ overview: DisciplineOverview, unfinished: Bool, words: CoachStrings,
                                format: DisplayFormatter, grouped: ChartFormat, sportName: (String) -> String) -> Measure {
        let units = format.units
        let soFar = unfinished ? DisciplineOverview.main(overview.week, of: overview.discipline) : nil
        switch overview.discipline {
        case .lifting:
            func tonnage(_ figures: DisciplineOverview.Figures) -> [String] {
                [grouped.string(units.fromKilograms(figures.tonnage)) + " " + units.rawValue]
            }
            return Measure(discipline: words.lifting, thisWeek: tonnage(overview.week), lastWeek: tonnage(overview.lastWeek),
                           average: tonnage(overview.average),
                           weekly: overview.weekly.map { units.fromKilograms($0) }, soFar: soFar.map { units.fromKilograms($0) },
                           trendLabel: words.weeklyVolume + " (" + units.rawValue + ")")
        case .cardio(let sport):
            func distanceAndTime(_ figures: DisciplineOverview.Figures) -> [String] {
                // No distance reads `0 km`, in the unit of the trend, rather than `0 m`.
                [figures.distance > 0 ? format.cardioDistance(metres: figures.distance) : "0 " + format.distanceUnit,
                 format.clock(seconds: figures.time.rounded())]
            }
            return Measure(discipline: sportName(sport), thisWeek: distanceAndTime(overview.week),
                           lastWeek: distanceAndTime(overview.lastWeek), average: distanceAndTime(overview.average),
                           weekly: overview.weekly.map { format.distanceValue(metres: $0) },
                           soFar: soFar.map { format.distanceValue(metres: $0) },
                           trendLabel: words.weeklyDistance + " (" + format.distanceUnit + ")")
        case .climbing:
            func climbing(_ figures: DisciplineOverview.Figures) -> [String] {
                var parts = [format.number(figures.sessions) + " "
                    + (figures.sessions == 1 ? words.session : words.sessions)]
                if figures.timeUnderTension > 0 {
                    parts.append(format.effortTime(seconds: figures.timeUnderTension.rounded()) + " " + words.underTension)
                }
                if !figures.hardest.isEmpty {
                    parts.append(words.hardest + " " + figures.hardest.map(\.text).joined(separator: ", "))
                }
                return parts
            }
            return Measure(discipline: words.climbing, thisWeek: climbing(overview.week), lastWeek: climbing(overview.lastWeek),
                           average: climbing(overview.average),
                           weekly: overview.weekly, soFar: soFar, trendLabel: words.weeklySessions)
        }
    }
}
