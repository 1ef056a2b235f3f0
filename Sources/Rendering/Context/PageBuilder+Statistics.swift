import Charts
import Statistics
import TrainingModel

/// Helpers the statistics pages share: their strings, the chart factory, and numbers
/// too big or too specific for `DisplayFormatter` alone.
extension PageBuilder {
    var charts: ChartFactory {
        ChartFactory(strings: context.strings, dashboard: context.dashboardStrings, units: context.library.config.units,
                     weekStarts: context.library.config.weekStarts)
    }

    /// A whole number with the language's grouping: `12,345`, `12.345`.
    func grouped(_ value: Double, decimals: Int = 0) -> String {
        charts.numberFormat(decimals: decimals).string(value)
    }

    /// A large mass in the display unit, grouped and without decimals: `12,345 kg`.
    func bigMass(kilograms: Double) -> String {
        grouped(context.library.config.units.fromKilograms(kilograms)) + " " + context.library.config.units.rawValue
    }

    /// A mass as a record or e1RM: one decimal at most, `116.7 kg`.
    func recordMass(kilograms: Double) -> String { context.format.recordMass(kilograms: kilograms) }

    /// A record's value (or previous best) in its kind's terms: `92.5 kg`, `+5 kg`, `−15 kg`, `12`, `1:30`, `2,250 kg`.
    func recordText(_ value: Double, of kind: RecordEvent.Kind) -> String {
        context.format.recordValue(value, of: kind, bigMass: bigMass(kilograms:))
    }

    /// The record label in the site's language.
    func recordLabel(_ kind: RecordEvent.Kind) -> String {
        let progress = context.dashboardStrings.progress
        switch kind {
        case .weight: return context.dashboardStrings.weightPR
        case .e1rm: return context.dashboardStrings.e1rmPR
        case .volume: return context.dashboardStrings.volumePR
        case .addedLoad: return progress.addedLoadPR
        case .assistance: return progress.assistancePR
        case .reps: return progress.repsPR
        case .hold: return progress.holdPR
        }
    }

    /// The badge's class: `record-weight`, `record-added-load`, …
    func recordClass(_ kind: RecordEvent.Kind) -> String {
        "record-" + kind.rawValue.replacingOccurrences(of: "_", with: "-")
    }

    /// Badges for record events, in the order statistics lists them (`RecordEvent.Kind.kinds(of:)`).
    /// A previous best of 0 (a load kind first lifted) is none.
    func recordBadges(_ events: [RecordEvent]) -> [RecordBadgeView] {
        events.map { event in
            RecordBadgeView(label: recordLabel(event.kind), cssClass: recordClass(event.kind),
                            value: recordText(event.value, of: event.kind),
                            previous: Maybe(event.previous > 0
                                ? context.dashboardStrings.previousBest + " " + recordText(event.previous, of: event.kind) : nil))
        }
    }

    /// A test result as an athlete reads it: `48:30`, `BW + 12 kg`, `52`.
    func testResult(_ point: TestPoint) -> String {
        switch point.result {
        case .time(let seconds): return seconds < 60 ? context.format.effortTime(seconds: seconds) : context.format.clock(seconds: seconds)
        case .load(let load): return context.format.load(load)
        case .number(let number): return context.format.number(number)
        }
    }

    /// `3 weeks`, `1 week`.
    func weeks(_ count: Int) -> String { context.format.count(count, context.dashboardStrings.weekWord, context.dashboardStrings.weeksWord) }
}
