import Foundation
import TrainingModel

/// "Today" for statistics (docs/statistics.md#as-of): the current date, or `SOURCE_DATE_EPOCH` when
/// set so that CI builds are reproducible, read as a day in the site's time zone.
public enum AsOfDate {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case invalidEpoch(String)
        /// A day outside the years content may name (`CalendarDate.plausibleYears`).
        case implausibleEpoch(String, day: String)
        public var description: String {
            switch self {
            case .invalidEpoch(let text):
                return "SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, found \"\(text)\""
            case .implausibleEpoch(let text, let day):
                let years = CalendarDate.plausibleYears
                return "SOURCE_DATE_EPOCH \"\(text)\" is \(day), outside the years Spotter accepts, "
                    + "\(years.lowerBound) to \(years.upperBound)"
            }
        }
    }

    public static func resolve(environment: [String: String], now: Date, timeZone: TimeZone) throws -> CalendarDate {
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int64(epoch.trimmingCharacters(in: .whitespaces)) else {
                throw Failure.invalidEpoch(epoch)
            }
            let date = day(of: Date(timeIntervalSince1970: TimeInterval(seconds)), in: timeZone)
            guard date.isPlausible else { throw Failure.implausibleEpoch(epoch, day: date.iso) }
            return date
        }
        return day(of: now, in: timeZone)
    }

    /// The same, in the zone a site names (`site.yaml` `timezone`; the loader has checked it,
    /// UTC stands in otherwise). The build, the report and the preview server all use this.
    public static func resolve(environment: [String: String], now: Date, siteTimeZone identifier: String) throws -> CalendarDate {
        let zone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
        return try resolve(environment: environment, now: now, timeZone: zone)
    }

    /// The local calendar day of an instant in a zone, independent of the machine's zone and locale.
    public static func day(of instant: Date, in timeZone: TimeZone) -> CalendarDate {
        let offset = timeZone.secondsFromGMT(for: instant)
        let localSeconds = Int64(instant.timeIntervalSince1970.rounded(.down)) + Int64(offset)
        let days = Int((Double(localSeconds) / 86_400).rounded(.down))
        return CalendarDate(daysSinceEpoch: days)
    }
}
