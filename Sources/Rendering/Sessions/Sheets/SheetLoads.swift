import Statistics
import TrainingModel

/// Resolves percentage prescriptions against one athlete's current e1RM as of the build
/// date (`SiteStatistics.currentE1RM`, the best e1RM of the last 84 days), for session
/// sheets and plan week sheets.
///
/// Whose history: the session's `athlete`, else the plan's athlete (week sheets), else the
/// site's only athlete. With several athletes and none named, a sheet shows the
/// percentage without a load and says why (`TargetLoad.noAthlete`): printing one
/// athlete's numbers on a sheet that may go to another would be a wrong load on paper.
struct SheetLoads: Sendable {
    /// Nil when no single athlete applies.
    let athlete: String?
    let statistics: StatisticsReads
    let rounding: PlateRounding

    init(athlete: String?, statistics: StatisticsReads, config: SiteConfig) {
        self.athlete = athlete
        self.statistics = statistics
        rounding = PlateRounding(config: config)
    }

    /// The athlete a session's sheet is for: its own, else `fallback` (a plan's athlete),
    /// else the only athlete of the library.
    static func athlete(for session: SessionTemplate, fallback: String? = nil,
                        in library: LibraryReads) -> String? {
        if let id = session.athlete, !id.isEmpty { return id }
        if let fallback, !fallback.isEmpty { return fallback }
        return library.athletes.count == 1 ? library.athletes[0].id : nil
    }

    func target(exercise: String, percent: Double) -> TargetLoad {
        guard let athlete else { return .noAthlete(percent: percent) }
        guard let e1RM = statistics.currentE1RM(athlete: athlete, exercise: exercise), e1RM > 0 else {
            return .noHistory(percent: percent)
        }
        let load = rounding.rounded(kilograms: e1RM * percent / 100)
        guard load > 0 else { return .belowStep(percent: percent, e1RMKilograms: e1RM) }
        return .resolved(percent: percent, e1RMKilograms: e1RM, load: load)
    }

    /// The target of an item, when its prescription is a percentage of e1RM.
    func target(for item: ExerciseItem) -> TargetLoad? {
        guard case .percentOfE1RM(let percent)? = item.prescription?.load else { return nil }
        return target(exercise: item.exercise, percent: percent)
    }
}
