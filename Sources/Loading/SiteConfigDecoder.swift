import Foundation
import Notation
import TrainingModel

/// `site.yaml` (docs/content-format.md#siteyaml): every key optional, each checked against its allowed values.
enum SiteConfigDecoder {
    static let keys = ["title", "author", "language", "units", "base_url", "week_starts", "e1rm", "timezone", "paper",
                       "plate_step", "unsafe_html", "default_rpe", "dashboard", "limits", "paginate", "reminder"]

    static func decode(_ root: ContentNode?, context: DecodingContext) -> SiteConfig {
        var config = SiteConfig()
        guard let root, let map = NodeReader(node: root, path: "", context: context).mapping() else { return config }
        map.checkKeys(keys)
        if let title = map.string("title") { config.title = title }
        config.author = map.string("author")
        if let language = map.choice("language", SiteConfig.Language.self) { config.language = language }
        if let units = map.choice("units", MassUnit.self) { config.units = units }
        config.baseURL = map.string("base_url")
        if let weekStart = map["week_starts"]?.choice([("monday", Weekday.monday), ("sunday", Weekday.sunday)]) {
            config.weekStarts = weekStart
        }
        if let formula = map.choice("e1rm", SiteConfig.E1RMFormula.self) { config.e1rm = formula }
        if let reader = map["timezone"], let name = reader.string() {
            let name = name.trimmingWhitespace
            if TimeZone(identifier: name) != nil {
                config.timezone = name
            } else {
                let suggestion = Suggestions.closest(to: name, in: TimeZone.knownTimeZoneIdentifiers, names: .builtIn)
                reader.report(.unknownTimeZone(name, suggestion: suggestion))
            }
        }
        if let paper = map.choice("paper", SiteConfig.Paper.self) { config.paper = paper }
        if let reader = map["plate_step"] {
            let units = config.units
            if let load = reader.notation({ (text: String) throws(NotationError) -> Load in
                try QuantityNotation.load(text, defaultUnit: units)
            }) {
                if load.relativeToBodyweight || load.kilograms <= 0 {
                    reader.invalid("a positive weight such as 2.5 or 5lb")
                } else {
                    config.plateStep = load.kilograms
                }
            }
        }
        if let unsafe = map["unsafe_html"]?.bool() { config.unsafeHTML = unsafe }
        if let dashboard = map["dashboard"]?.mapping() {
            dashboard.checkKeys(["lifts"])
            config.dashboardLifts = (dashboard["lifts"]?.list() ?? []).compactMap { reader in
                reader.string().map { SiteConfig.WrittenName($0, line: reader.location.line, column: reader.location.column) }
            }
        }
        if let reader = map["default_rpe"], let rpe = reader.number() {
            if (1...10).contains(rpe) { config.defaultRPE = rpe } else { reader.invalid("a session RPE from 1 to 10") }
        }
        if let limits = map["limits"]?.mapping() { config.limits = decodeLimits(limits) }
        if let reader = map["paginate"], let size = reader.number() {
            if size >= 1, size <= 100_000, size.rounded() == size { config.paginate = Int(size) } else {
                reader.invalid("a whole number of items per page, at least 1")
            }
        }
        if let reminder = map["reminder"]?.notation(ReminderText.parse) { config.reminder = reminder }
        return config
    }

    /// `limits:` raises limits, never lowers them: a value below the default is an error.
    /// Byte counts may be written `16 MiB` or `128 KiB`.
    static func decodeLimits(_ map: MapReader) -> ContentLimits {
        var limits = ContentLimits()
        map.checkKeys(ContentLimits.Limit.allCases.map(\.rawValue))
        for limit in ContentLimits.Limit.allCases {
            guard let reader = map[limit.rawValue] else { continue }
            let least = limits[limit]
            let expected = limit.isBytes ? "a size of at least \(ContentProblem.bytes(least)), such as `16 MiB`"
                                         : "a whole number of at least \(least) (limits can only be raised)"
            guard let text = reader.string(), let value = count(text, bytes: limit.isBytes), value >= least else {
                reader.invalid(expected)
                continue
            }
            limits[limit] = value
        }
        return limits
    }

    /// `1000`, or for a byte count also `16 MiB` / `128 KiB`.
    private static func count(_ text: String, bytes: Bool) -> Int? {
        let words = text.split(separator: " ")
        guard let number = words.first.flatMap({ Int($0) }), number > 0, words.count <= 2 else { return nil }
        let scale: Int
        switch words.dropFirst().first {
        case nil: scale = 1
        case "KiB" where bytes: scale = 1 << 10
        case "MiB" where bytes: scale = 1 << 20
        default: return nil
        }
        let (value, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow ? nil : value
    }
}
