import TextAndDates

/// Everything loaded and validated from a site folder: the value every later stage
/// receives. Arrays are sorted by id (workouts by start order), so nothing downstream
/// depends on the order files were read.
public struct TrainingLibrary: Hashable, Sendable {
    public var config: SiteConfig
    public var athletes: [Athlete]
    public var exercises: [Exercise]
    public var sessions: [SessionTemplate]
    public var workouts: [Workout]
    public var plans: [Plan]
    public var measurements: [BodyMeasurement]
    public var tests: [TestResult]
    /// The site's test battery (`content/tests/`), sorted by id.
    public var testDefinitions: [TestDefinition]
    public var pages: [Page]
    /// The sports centre, when the site has `content/centre/centre.yaml`.
    public var centre: Centre?
    /// The rule of names (docs/names.md#the-rule-of-names): the built-in one with
    /// the groups of spellings of `content/names.yaml` added. Facets, session levels, the
    /// centre's inventory, imports and `check`'s suggestions compare names by it.
    public var names: NameKey = .builtIn

    public init(config: SiteConfig = SiteConfig(), athletes: [Athlete] = [], exercises: [Exercise] = [],
                sessions: [SessionTemplate] = [], workouts: [Workout] = [], plans: [Plan] = [],
                measurements: [BodyMeasurement] = [], tests: [TestResult] = [], testDefinitions: [TestDefinition] = [],
                pages: [Page] = []) {
        self.config = config
        self.athletes = athletes
        self.exercises = exercises
        self.sessions = sessions
        self.workouts = workouts
        self.plans = plans
        self.measurements = measurements
        self.tests = tests
        self.testDefinitions = testDefinitions
        self.pages = pages
    }

    public func exercise(id: String) -> Exercise? { exercises.first { $0.id == id } }
    public func session(id: String) -> SessionTemplate? { sessions.first { $0.id == id } }
    public func testDefinition(id: String) -> TestDefinition? { testDefinitions.first { $0.id == id } }
    public func athlete(id: String) -> Athlete? { athletes.first { $0.id == id } }
}
