import Diagnostics
import Notation
import TextAndDates
import TrainingModel

/// Every reason the loader reports, with its wording in one place so that messages
/// stay consistent and each one is tested whole.
public enum ContentProblem: Hashable, Sendable {
    /// What was written where something else was expected.
    public enum Found: Hashable, Sendable, CustomStringConvertible {
        case text(String)
        case list
        case mapping
        case nothing

        public var description: String {
            switch self {
            case .text(let text): return "\"\(Self.shortened(text))\""
            case .list: return "a list"
            case .mapping: return "a mapping"
            case .nothing: return "nothing"
            }
        }

        /// A diagnostic stays on one line: long or multi-line values are cut with `…`.
        static func shortened(_ text: String) -> String {
            let firstLine = text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
            guard firstLine.count < text.count || firstLine.count > 60 else { return text }
            return String(firstLine.prefix(60)) + "…"
        }
    }

    // MARK: Files
    case unreadableFile(reason: String)
    case notUTF8
    case syntax(format: String, problem: String, context: String?)
    case duplicateKey(String)
    case unclosedFrontMatter
    case missingContentFolder
    case unknownContentFolder(String)
    case fileOutsideContentFolders
    /// A limit of `ContentLimits` broken; `found` is the size found when it is known
    /// (an alias bomb is stopped before its size is).
    case limitExceeded(ContentLimits.Limit, limit: Int, found: Int?)
    /// A control character other than tab and line breaks, written as an escape (`"\0"`).
    case controlCharacter(UInt8)

    // MARK: Values
    case missingField(String)
    case missingOneOf([String])
    case conflictingFields(String, String)
    case unknownKey(String, suggestion: String?)
    case invalidValue(expected: String, found: Found)
    case notAllowed(allowed: [String], found: String, suggestion: String?)
    case notation(NotationError)
    case impossibleDate(String, reason: String)
    /// A real date outside `CalendarDate.plausibleYears`.
    case implausibleDate(String)
    case unknownTimeZone(String, suggestion: String?)
    case emptyMeasurement
    case planStartsMidweek(start: String, weekday: String, weekStart: String)
    case draft
    /// A test result naming a test `content/tests/` does not define, on a site that defines some.
    case undefinedTest(String, suggestion: String?)

    // MARK: Ids and references
    case invalidID(String, suggestion: String)
    case idTooLong(length: Int, limit: Int)
    case duplicateID(kind: String, id: String, firstPath: String)
    /// A session's alias that, by the rule of names, is another session's id, name or alias
    /// (`what`), so an imported workout of that name could stand for either.
    case sessionAliasTaken(alias: String, otherID: String, what: String, otherPath: String)
    /// Two ids that differ but give one page folder by the rule of paths (`Slug.path`).
    case samePagePath(kind: String, id: String, otherID: String, firstPath: String, segment: String)
    case unknownReference(kind: String, name: String, suggestions: [String])
    case ambiguousExercise(name: String, ids: [String])
    case missingAthlete(athletes: [String])
    /// `athlete:` names another athlete than the folder the file is in (`content/workouts/ana/`).
    case athleteFolderMismatch(written: String, folder: String, folderAthlete: String)

    // MARK: Centre
    case missingCentreFile
    case strayCentreFile
    case misnamedCentreFile(expected: String)
    case membershipWithoutCentre
    case notAMember(String)
    case duplicatePayment(member: String, month: String, first: SourceLocation)
    /// A payment in a file of another period than the member's plan is paid by.
    /// `how` says how the plan is paid: "is paid by the week".
    case paymentInWrongPeriod(member: String, plan: String, how: String, file: String)
    case bookingWhenClosed(date: String, weekday: String)
    case bookingOutsideHours(from: String, to: String, opens: String, closes: String, weekday: String)
    case bookingOffSlots(facility: String, slot: Int, opens: String)
    case overCapacity(facility: String, capacity: Int, count: Int, at: String, others: [String])
    case doubleBooking(member: String, facility: String, from: String, to: String)
    case classFull(centreClass: String, capacity: Int, count: Int, at: String, others: [String])
    /// `times` are the class's runs that weekday, empty when it does not run then.
    case classNotRunning(centreClass: String, at: String?, weekday: String, times: [String])
    case classStartNeeded(centreClass: String, weekday: String, times: [String])
    case classOverFacility(centreClass: String, capacity: Int, facility: String, facilityCapacity: Int)
    case facilityTakenByClass(facility: String, centreClass: String, from: String, to: String, weekday: String)
    case classWhenClosed(weekday: String)
    case classOutsideHours(from: String, to: String, opens: String, closes: String, weekday: String)

    // MARK: Names (`content/names.yaml`)
    /// A group with fewer than two spellings the rule of names tells apart; `written`: its
    /// spellings as written.
    case tooFewSpellings(written: [String])
    /// A spelling that an earlier group (at `line`) has already, written there as `other`.
    case spellingInTwoGroups(spelling: String, other: String, line: Int)
    /// A group with spellings of two built-in groups, each named by its first spelling.
    case twoBuiltInGroups(first: String, firstGroup: String, second: String, secondGroup: String)

    public var severity: Diagnostic.Severity {
        switch self {
        case .unknownKey, .missingContentFolder, .unknownContentFolder, .fileOutsideContentFolders, .planStartsMidweek,
             .draft, .undefinedTest:
            return .warning
        default: return .error
        }
    }

    public var message: String {
        switch self {
        case .unreadableFile(let reason):
            return "cannot read the file: \(reason)"
        case .notUTF8:
            return "the file is not UTF-8 text"
        case .syntax(let format, let problem, let context):
            return "invalid \(format): \(problem)" + (context.map { " (\($0))" } ?? "")
        case .duplicateKey(let key):
            return "duplicate key `\(key)`"
        case .unclosedFrontMatter:
            return "the front matter opened by `---` on line 1 is never closed by another `---`"
        case .missingContentFolder:
            return "no `content/` folder: there is nothing to load"
        case .unknownContentFolder(let folder):
            return "`\(folder)` is not a content folder; its files are ignored"
        case .fileOutsideContentFolders:
            return "files directly in `content/` are ignored: each kind has its own folder"
        case .tooFewSpellings(let written):
            switch written.count {
            case 0: return "expected a group of two spellings or more, found an empty group"
            case 1: return "expected a group of two spellings or more, found only \(Found.text(written[0]))"
            default:
                return "expected a group of two spellings or more that the rule of names tells apart, found "
                    + written.map { Found.text($0).description }.joined(separator: " and ") + ", which it reads as one"
            }
        case .spellingInTwoGroups(let spelling, let other, let line):
            return "expected each spelling in one group, found \(Found.text(spelling)), which the group of line \(line) has already"
                + (other == spelling ? "" : " as \(Found.text(other))")
        case .twoBuiltInGroups(let first, let firstGroup, let second, let secondGroup):
            return "expected spellings of one built-in group at most, found \(Found.text(first)) of `\(firstGroup)` "
                + "and \(Found.text(second)) of `\(secondGroup)`"
        case .limitExceeded(let which, let limit, let found):
            return Self.limitMessage(which, limit: limit, found: found)
        case .controlCharacter(let byte):
            return "the text holds the control character U+\(byte.hexPadded(to: 4, uppercase: true))"
        case .missingField(let key):
            return "missing required field `\(key)`"
        case .missingOneOf(let keys):
            return "expected one of the keys \(list(keys, conjunction: "or"))"
        case .conflictingFields(let a, let b):
            return "`\(a)` and `\(b)` cannot be used together"
        case .unknownKey(let key, _):
            return "unknown key `\(key)`"
        case .invalidValue(let expected, let found):
            return "expected \(expected), found \(found)"
        case .notAllowed(let allowed, let found, _):
            return "expected \(list(allowed, conjunction: "or")), found \"\(found)\""
        case .notation(let error):
            // "end of text" names a place, not text that was written, so it is not quoted.
            if error.found == NotationError.endOfText { return "expected \(error.expected), found end of text" }
            return "expected \(error.expected), found \"\(Found.shortened(error.found))\""
        case .impossibleDate(let text, let reason):
            return "\(text) is not a date: \(reason)"
        case .implausibleDate(let text):
            let years = CalendarDate.plausibleYears
            return "\(text) is outside the years Spotter accepts, \(years.lowerBound) to \(years.upperBound)"
        case .unknownTimeZone(let name, _):
            return "unknown time zone \"\(name)\""
        case .emptyMeasurement:
            return "expected a measurement such as `bodyweight`, or a `test` with its `result`"
        case .planStartsMidweek(let start, let weekday, let weekStart):
            return "the plan starts on \(start), a \(weekday), not on the first day of a week (\(weekStart))"
        case .draft:
            return "this workout is a draft, left out of the site, its statistics and records"
        case .undefinedTest(let test, _):
            return "no test `\(test)` in `content/tests/`: its results are shown by id, and the best is the highest"
        case .invalidID(let id, _):
            return "invalid id \"\(id)\": an id is letters, digits, `.`, `_` and `-`, starting with a letter or digit"
        case .idTooLong(let length, let limit):
            return "the id is \(length) characters long; ids name folders of the site and may be at most \(limit)"
        case .duplicateID(let kind, let id, let firstPath):
            return "duplicate \(kind) id `\(id)`, already used by \(firstPath)"
        case .sessionAliasTaken(let alias, let otherID, let what, let otherPath):
            return "the alias `\(alias)` is also the \(what) of session `\(otherID)` in \(otherPath); "
                + "an imported workout of that name could be either"
        case .samePagePath(let kind, let id, let otherID, let firstPath, let segment):
            return "\(kind) id `\(id)` is published in the same folder, `\(segment)`, as the id `\(otherID)` of \(firstPath)"
        case .unknownReference(let kind, let name, _):
            return "unknown \(kind) `\(name)`"
        case .ambiguousExercise(let name, let ids):
            return "`\(name)` names several exercises: \(list(ids, conjunction: "and"))"
        case .missingAthlete(let athletes):
            return "missing `athlete`: the site has several athletes (\(list(athletes, conjunction: "and")))"
        case .missingCentreFile:
            return "`content/centre/` has no `centre.yaml`: its payments, facilities and bookings belong to no centre"
        case .strayCentreFile:
            return "not a centre file: the centre has `centre.yaml` and the folders `facilities`, `classes`, `payments` and `bookings`"
        case .misnamedCentreFile(let expected):
            return "the file name does not say which period: expected \(expected)"
        case .membershipWithoutCentre:
            return "a membership needs a centre, but the site has no `content/centre/centre.yaml`"
        case .notAMember(let id):
            return "athlete `\(id)` is not a member of the centre (no `membership:`)"
        case .duplicatePayment(let member, let month, let first):
            return "a second payment row for `\(member)` in \(month), already given at \(first)"
        case .paymentInWrongPeriod(let member, let plan, let how, let file):
            return "`\(member)`'s plan `\(plan)` \(how), so this payment belongs in \(file).yaml"
        case .bookingWhenClosed(let date, let weekday):
            return "the centre is closed on \(weekday)s, so nothing can be booked on \(date)"
        case .bookingOutsideHours(let from, let to, let opens, let closes, let weekday):
            return "the booking \(from)–\(to) is outside the opening hours on \(weekday)s (\(opens)–\(closes))"
        case .bookingOffSlots(let facility, let slot, let opens):
            return "`\(facility)` is booked in slots of \(slot) minutes from \(opens): the start and end must fall on them"
        case .overCapacity(let facility, let capacity, let count, let at, let others):
            return "`\(facility)` holds \(capacity) at once; this booking makes \(count) at \(at) (with \(list(others, conjunction: "and")))"
        case .doubleBooking(let member, let facility, let from, let to):
            return "`\(member)` is already booked at `\(facility)` \(from)–\(to)"
        case .classFull(let centreClass, let capacity, let count, let at, let others):
            return "the class `\(centreClass)` has \(capacity) places; this booking makes \(count) at \(at) (with \(list(others, conjunction: "and")))"
        case .classNotRunning(let centreClass, let at?, let weekday, let times) where !times.isEmpty:
            return "the class `\(centreClass)` does not run at \(at) on \(weekday)s: it runs at \(list(times, conjunction: "and"))"
        case .classNotRunning(let centreClass, _, let weekday, _):
            return "the class `\(centreClass)` does not run on \(weekday)s"
        case .classStartNeeded(let centreClass, let weekday, let times):
            return "the class `\(centreClass)` runs more than once on \(weekday)s (\(list(times, conjunction: "and"))): `start` says which"
        case .classOverFacility(let centreClass, let capacity, let facility, let facilityCapacity):
            return "the class `\(centreClass)` has \(capacity) places, more than `\(facility)` holds (\(facilityCapacity))"
        case .facilityTakenByClass(let facility, let centreClass, let from, let to, let weekday):
            return "`\(facility)` is taken by the class `\(centreClass)` \(from)–\(to) on \(weekday)s"
        case .classWhenClosed(let weekday):
            return "the centre is closed on \(weekday)s, so no class can run then"
        case .classOutsideHours(let from, let to, let opens, let closes, let weekday):
            return "the class \(from)–\(to) is outside the opening hours on \(weekday)s (\(opens)–\(closes))"
        case .athleteFolderMismatch(let written, let folder, let folderAthlete):
            return "`athlete: \(written)` does not match the folder `\(folder)/`, which names athlete `\(folderAthlete)`"
        }
    }

    public var hint: String? {
        switch self {
        case .unknownKey(_, let suggestion?), .notAllowed(_, _, let suggestion?), .unknownTimeZone(_, let suggestion?):
            return "did you mean `\(suggestion)`?"
        case .unknownReference(_, _, let suggestions) where !suggestions.isEmpty:
            return "did you mean \(list(suggestions, conjunction: "or"))?"
        case .invalidID(_, let suggestion):
            return "use `\(suggestion)`"
        case .idTooLong:
            return "set a shorter `id:`, or rename the file"
        case .samePagePath:
            return "a page's folder is its id in lowercase with `_`, `.` and runs of `-` made one `-`: give one of them another id"
        case .draft:
            return "write the sets you did, then remove `draft: true`"
        case .undefinedTest(_, let suggestion?):
            return "did you mean `\(suggestion)`?"
        case .undefinedTest(let test, nil):
            return "define it in `content/tests/\(test).yaml` with its name, unit and `better: higher` or `lower`"
        case .ambiguousExercise:
            return "refer to the exercise by its id"
        case .limitExceeded(let which, _, _):
            return "`limits: {\(which.rawValue): …}` in site.yaml raises the limit"
        case .missingAthlete(let athletes):
            return athletes.first.map { "add `athlete: \($0)` or another athlete's id" }
        case .athleteFolderMismatch(let written, _, let folderAthlete):
            return "write `athlete: \(folderAthlete)`, or move the file to \(written)'s folder"
        case .unknownContentFolder:
            return "content folders are " + list(ContentKind.allCases.map(\.rawValue) + ["centre"], conjunction: "and")
        case .fileOutsideContentFolders:
            return "content folders are " + list(ContentKind.allCases.map(\.rawValue) + ["centre"], conjunction: "and")
                + "; the files directly in `content/` that Spotter reads are " + list(SiteLoader.siteFiles.map { String($0.dropFirst("content/".count)) }, conjunction: "and")
        case .tooFewSpellings:
            return "a group lists the spellings of one thing, as `[core, abdominals]`; case, accents, spaces and plurals need none"
        case .spellingInTwoGroups:
            return "put every spelling of one thing in one group"
        case .twoBuiltInGroups:
            return "a group with a spelling of a built-in group joins it, and two built-in groups stay apart "
                + "(docs/names.md#the-rule-of-names)"
        case .membershipWithoutCentre, .missingCentreFile:
            return "see docs/content-format.md, \"Centre\""
        case .notAMember:
            return "add `membership: {plan: …, since: YYYY-MM-DD}` to the athlete's file"
        default:
            return nil
        }
    }

    private static func limitMessage(_ which: ContentLimits.Limit, limit: Int, found: Int?) -> String {
        let most = which.isBytes ? bytes(limit) : "\(limit)"
        switch (which, found) {
        case (.fileSize, let size?):
            return "the file is \(size) bytes, more than the \(most) a content file may hold"
        case (.fileSize, nil):
            return "the aliases repeat more than \(most) of text, more than a content file may hold"
        case (.yamlNodes, _):
            return "the document holds more than \(most) values once its aliases are expanded"
        case (.nestingDepth, _):
            return "lists and mappings are nested more than \(most) deep"
        case (.stringLength, _):
            return "the text is longer than \(most)"
        case (.setsPerWorkout, _):
            return "the workout has more than \(most) sets"
        case (.sessionsPerDay, let found?):
            return "the day schedules \(found) sessions, more than the \(most) one day of a plan may"
        case (.sessionsPerDay, nil):
            return "the day schedules more than \(most) sessions"
        case (.planWeeks, let found?):
            return "the plan has \(found) weeks, more than the \(most) a plan may have (each is a page)"
        case (.planWeeks, nil):
            return "the plan has more than \(most) weeks"
        case (.planSessions, let found?):
            return "the plan schedules \(found) sessions over its weeks, more than the \(most) a plan may "
                + "(each is an event of the calendars)"
        case (.planSessions, nil):
            return "the plan schedules more than \(most) sessions over its weeks"
        }
    }

    /// `8 MiB`, `64 KiB` or `1000 bytes`.
    static func bytes(_ count: Int) -> String { ContentLimits.bytes(count) }

    /// `a`, `b` or `c`.
    private func list(_ items: [String], conjunction: String) -> String {
        let quoted = items.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
