/// `site.yaml` (docs/content-format.md#siteyaml). Every key is optional; these are the defaults.
public struct SiteConfig: Hashable, Sendable {
    public enum Language: String, Hashable, Sendable, CaseIterable { case en, es }
    public enum E1RMFormula: String, Hashable, Sendable, CaseIterable { case epley, brzycki }
    public enum Paper: String, Hashable, Sendable, CaseIterable { case a4, letter }

    public var title: String
    public var author: String?
    public var language: Language
    public var units: MassUnit
    public var baseURL: String?
    /// `.monday` or `.sunday`.
    public var weekStarts: Weekday
    public var e1rm: E1RMFormula
    /// IANA name; times written without an offset are local to it.
    public var timezone: String
    public var paper: Paper
    /// Rounding step for computed loads, in kilograms. Nil means the default for `units`:
    /// 2.5 kg, or 5 lb.
    public var plateStep: Double?
    public var unsafeHTML: Bool
    /// `default_rpe`: the session RPE (CR-10) that load, fitness, fatigue and form assume
    /// for a workout with a duration but no RPE. Nil (the default): such a workout's load
    /// is unknown. 1 makes load the minutes alone.
    public var defaultRPE: Double?
    /// `dashboard.lifts`: the dashboard's main lifts, in order; empty for the default
    /// choice. As written until the loader resolves them (ids, names or aliases), then
    /// exercise ids.
    public var dashboardLifts: [WrittenName]

    /// A name as written in site.yaml, with its place for the loader's messages.
    public struct WrittenName: Hashable, Sendable {
        public var text: String
        public var line: Int
        public var column: Int

        public init(_ text: String, line: Int = 1, column: Int = 1) {
            self.text = text
            self.line = line
            self.column = column
        }
    }
    /// Raised only, never lowered, by `limits:` in `site.yaml`.
    public var limits: ContentLimits
    /// `paginate`: the most items on one page of a list (workouts, the coach's overview);
    /// longer lists continue on numbered pages (docs/content-format.md#siteyaml).
    public var paginate: Int
    public static let defaultPaginate = 50
    /// `reminder:`: the alarm of every calendar event whose plan gives none (docs/sheets-and-plans.md#reminders).
    public var reminder: Reminder = .standard

    public init(title: String = "Spotter", author: String? = nil, language: Language = .en, units: MassUnit = .kg,
                baseURL: String? = nil, weekStarts: Weekday = .monday, e1rm: E1RMFormula = .epley,
                timezone: String = "UTC", paper: Paper = .a4, plateStep: Double? = nil, unsafeHTML: Bool = false,
                defaultRPE: Double? = nil, dashboardLifts: [WrittenName] = [],
                limits: ContentLimits = ContentLimits(), paginate: Int = SiteConfig.defaultPaginate) {
        self.paginate = paginate
        self.title = title
        self.author = author
        self.language = language
        self.units = units
        self.baseURL = baseURL
        self.weekStarts = weekStarts
        self.e1rm = e1rm
        self.timezone = timezone
        self.paper = paper
        self.plateStep = plateStep
        self.unsafeHTML = unsafeHTML
        self.defaultRPE = defaultRPE
        self.dashboardLifts = dashboardLifts
        self.limits = limits
    }

    /// The rounding step for computed loads, in kilograms.
    public var effectivePlateStep: Double {
        plateStep ?? (units == .kg ? 2.5 : 5 * MassUnit.kilogramsPerPound)
    }
}
