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
    func recordMass(kilograms: Double) -> String {
        context.format.number(context.library.config.units.fromKilograms(kilograms), maxDecimals: 1) + " "
            + context.library.config.units.rawValue
    }

    /// The record label in the site's language.
    func recordLabel(_ kind: RecordEvent.Kind) -> String {
        switch kind {
        case .weight: return context.dashboardStrings.weightPR
        case .e1rm: return context.dashboardStrings.e1rmPR
        case .volume: return context.dashboardStrings.volumePR
        }
    }

    /// Badges for record events, in the order statistics lists them (weight, e1RM, volume).
    func recordBadges(_ events: [RecordEvent]) -> [RecordBadgeView] {
        events.map { event in
            let value = event.kind == .volume ? bigMass(kilograms: event.value) : recordMass(kilograms: event.value)
            let previous = event.kind == .volume ? bigMass(kilograms: event.previous)
                : recordMass(kilograms: event.previous)
            return RecordBadgeView(label: recordLabel(event.kind), cssClass: "record-" + event.kind.rawValue,
                                   value: value,
                                   previous: Maybe(event.previous > 0 ? context.dashboardStrings.previousBest + " " + previous : nil))
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
