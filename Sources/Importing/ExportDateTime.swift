import TrainingModel

/// A workout's start as an export wrote it: a local date and clock time, with the UTC offset
/// when the export gave one. Parsed by hand so that nothing depends on the machine's locale or
/// time zone.
struct ExportDateTime: Hashable, Sendable {
    var date: CalendarDate
    var hour: Int
    var minute: Int
    var second: Int
    /// Minutes east of UTC when the text had `Z` or an offset; nil for local times.
    var offsetMinutes: Int?
    /// False for a bare date (`2026-03-02`): the workout is written with its day only.
    var hasTime = true

    /// The `date:` value of a workout file: `2026-03-02T18:30`, with `:ss` when the seconds are
    /// not zero and `Z` or `+01:00` when the export gave an offset.
    var contentText: String {
        guard hasTime else { return date.iso }
        var text = "\(date.iso)T\(Self.two(hour)):\(Self.two(minute))"
        if second != 0 { text += ":\(Self.two(second))" }
        if let offsetMinutes {
            if offsetMinutes == 0 {
                text += "Z"
            } else {
                let sign = offsetMinutes < 0 ? "-" : "+"
                let magnitude = abs(offsetMinutes)
                text += "\(sign)\(Self.two(magnitude / 60)):\(Self.two(magnitude % 60))"
            }
        }
        return text
    }

    /// The date-and-time part of a workout id: `2026-03-02-1830`.
    /// A bare date gives `2026-03-02`.
    var idStamp: String { hasTime ? "\(date.iso)-\(Self.two(hour))\(Self.two(minute))" : date.iso }

    /// Seconds since 1970 in UTC (local times taken as UTC), for durations between two stamps of
    /// one export.
    var epochSeconds: Int {
        date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - (offsetMinutes ?? 0) * 60
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}

// MARK: - Parsing

extension ExportDateTime {
    /// Reads the forms Strong and Hevy write: `2026-03-02 18:30:00`, `2026-03-02 6:30:00 PM`,
    /// `2026-03-02T18:30:00Z`, `2026-03-02T18:30:00+01:00`, `2026-03-02`, `22 Nov 2026, 07:30`,
    /// `Nov 22, 2026, 7:30 AM`, `22.11.2026, 07:30`, `22 nov. 2026, 7:30`, `22 de nov. de 2026, 7:30`,
    /// `22 нояб. 2026 г., 7:30`, `22 11月 2026, 07:30`, `2026年11月22日 07:30`, `2026년 11월 22일 오후 6:30`,
    /// `2026. 11. 22. 오후 6:30`, `2026/11/22 7:30`: month names and noon markers of every language
    /// of `MonthNames` (CLDR's, docs/import-layouts.md#hevy-dates).
    init?(_ raw: String) {
        // U+202F (narrow no-break space) comes before AM/PM in recent iOS exports.
        let text = raw.trimmingSpaces.replacingCharacters(["\u{202F}", "\u{A0}"], with: " ")
        if let parsed = Self.parseISO(text) {
            self = parsed
        } else if let parsed = Self.parseWithMonthName(text) {
            self = parsed
        } else if let parsed = Self.parseDotted(text) {
            self = parsed
        } else if let parsed = Self.parseYearFirst(text) {
            self = parsed
        } else {
            return nil
        }
    }

    private static func parseISO(_ text: String) -> ExportDateTime? {
        guard text.count >= 10, let date = CalendarDate(iso: text.prefix(10)) else { return nil }
        if text.count == 10 {
            return ExportDateTime(date: date, hour: 0, minute: 0, second: 0, offsetMinutes: nil, hasTime: false)
        }
        var rest = Substring(text.dropFirst(10))
        guard let separator = rest.first, separator == "T" || separator == " " else { return nil }
        rest = rest.dropFirst()
        return parseClock(rest, date: date)
    }

    private static func parseWithMonthName(_ text: String) -> ExportDateTime? {
        // Spanish and Portuguese write `22 de nov. de 2026`, Russian `22 нояб. 2026 г.`, Ukrainian
        // `22 лист. 2026 р.`.
        let skipped: Set<String> = ["de", "г.", "г", "р.", "р"]
        let pieces: [Substring] = text.split(whereSeparator: { $0 == " " || $0 == "," })
        let words: [String] = pieces.map(String.init).filter { !skipped.contains($0) }
        guard words.count >= 4 else { return nil }
        let monthNames = MonthNames.months
        let day: Int, month: Int, year: Int
        if let d = Int(words[0]), let m = monthNames[words[1].lowercased().trimmingDot], let y = Int(words[2]) {
            (day, month, year) = (d, m, y)
        } else if let m = monthNames[words[0].lowercased().trimmingDot], let d = Int(words[1]), let y = Int(words[2]) {
            (day, month, year) = (d, m, y)
        } else {
            return nil
        }
        // Four digits, as in the ISO form: a longer year overflowed `epochSeconds` (found by scripts/fuzz.sh import).
        guard (1...9999).contains(year), let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        return parseClock(Substring(words[3...].joined(separator: " ")), date: date)
    }

    /// `22.11.2026, 07:30` or `22.11.2026 07:30`: day, month, year (Hevy in German and others).
    private static func parseDotted(_ text: String) -> ExportDateTime? {
        guard let space = text.firstIndex(of: " ") else { return nil }
        var datePart = text[..<space]
        if datePart.last == "," { datePart = datePart.dropLast() }
        let parts = datePart.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
              let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2]),
              let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        return parseClock(Substring(String(text[space...]).trimmingSpaces), date: date)
    }

    /// Year, month and day in that order (Chinese, Japanese and Korean): `2026年11月22日`,
    /// `2026년 11월 22일`, `2026. 11. 22.` or `2026/11/22`, then the clock.
    private static func parseYearFirst(_ text: String) -> ExportDateTime? {
        var rest = Substring(text)
        func skipSpaces() { rest = rest.drop { $0 == " " } }
        func number(maxDigits: Int) -> Int? {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= maxDigits, let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            return value
        }
        func separator(_ accepted: Set<Character>) -> Character? {
            guard let first = rest.first, accepted.contains(first) else { return nil }
            rest = rest.dropFirst()
            skipSpaces()
            return first
        }
        guard let year = number(maxDigits: 4), (1...9999).contains(year),
              let first = separator(["年", "년", ".", "/"]) else { return nil }
        // One spelling throughout: `年 月 日`, `년 월 일`, dots or slashes.
        let marks: (month: Character, day: Character?) = switch first {
        case "年": ("月", "日")
        case "년": ("월", "일")
        case ".": (".", ".")
        default: ("/", nil)
        }
        guard let month = number(maxDigits: 2), separator([marks.month]) != nil,
              let day = number(maxDigits: 2) else { return nil }
        if let mark = marks.day, separator([mark]) == nil { return nil }
        _ = separator([","])
        guard !rest.isEmpty, let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        return parseClock(Substring(String(rest).trimmingSpaces), date: date)
    }

    /// A marker of before or after noon at the start of `text` (`pm`, `a.m.`, `오후`, `下午`) and
    /// how many characters it takes, its trailing dot included; the longest that fits.
    private static func meridiem(at text: Substring) -> (isPM: Bool, length: Int)? {
        let lower = String(text.prefix(12)).lowercased()
        var best: (isPM: Bool, length: Int)?
        for (isPM, markers) in [(false, MonthNames.amMarkers), (true, MonthNames.pmMarkers)] {
            for marker in markers where lower.hasPrefix(marker) && marker.count > (best?.length ?? 0) {
                best = (isPM, marker.count)
            }
        }
        guard var found = best else { return nil }
        if lower.dropFirst(found.length).first == "." { found.length += 1 }
        return found
    }

    /// `18:30`, `18:30:05`, `18:30:05.123`, `6:30 PM`, `오후 6:30`, `下午6:30`, then an optional
    /// `Z` or `±HH:MM`.
    private static func parseClock(_ text: Substring, date: CalendarDate) -> ExportDateTime? {
        var rest = text
        // Chinese, Japanese and Korean write the marker before the clock.
        var leading: Bool?
        if let marker = meridiem(at: rest) {
            leading = marker.isPM
            rest = Substring(String(rest.dropFirst(marker.length)).trimmingSpaces)
        }
        func number(maxDigits: Int) -> Int? {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= maxDigits, let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            return value
        }
        guard var hour = number(maxDigits: 2), rest.first == ":" else { return nil }
        rest = rest.dropFirst()
        guard let minute = number(maxDigits: 2) else { return nil }
        var second = 0
        if rest.first == ":" {
            rest = rest.dropFirst()
            guard let s = number(maxDigits: 2) else { return nil }
            second = s
            if rest.first == "." {
                rest = rest.dropFirst()
                guard number(maxDigits: 9) != nil else { return nil }
            }
        }
        rest = Substring(String(rest).trimmingSpaces)
        var isPM = leading
        if leading == nil, let marker = meridiem(at: rest) {
            isPM = marker.isPM
            rest = Substring(String(rest.dropFirst(marker.length)).trimmingSpaces)
        }
        if let isPM {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isPM ? 12 : 0)
        }
        guard hour < 24, minute < 60, second < 60 else { return nil }
        var offset: Int?
        if rest == "Z" || rest == "z" {
            offset = 0
        } else if let sign = rest.first, sign == "+" || sign == "-" {
            let digits = rest.dropFirst().filter { $0 != ":" }
            guard digits.count == 4 || digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let hh = Int(digits.prefix(2)), let mm = Int(digits.count == 4 ? digits.suffix(2) : "00"),
                  hh < 24, mm < 60 else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hh * 60 + mm)
        } else if !rest.isEmpty {
            return nil
        }
        return ExportDateTime(date: date, hour: hour, minute: minute, second: second, offsetMinutes: offset)
    }
}

extension String {
    fileprivate var trimmingDot: String { hasSuffix(".") ? String(dropLast()) : self }

    /// Every character of `characters` replaced by `replacement`.
    func replacingCharacters(_ characters: Set<Character>, with replacement: Character) -> String {
        String(map { characters.contains($0) ? replacement : $0 })
    }
}
