import TextAndDates
import TrainingModel

/// The exports `spotter import` understands (docs/imports.md). The raw value is the word typed on the
/// command line.
public enum ImportSource: String, CaseIterable, Sendable {
    case strong
    case hevy
    case fitnotes
    case fitbod
    case garmin
    case strava
    case freeExerciseDB = "free-exercise-db"
    /// What `spotter export csv` writes (`SpotterCSV`).
    case spotterCSV = "spotter-csv"

    /// Whether the export is a gym log, whose workout the athlete starts and finishes by hand in
    /// the app (Strong, Hevy, FitNotes, Fitbod): a duration over `ExportReading.openWorkoutSeconds`
    /// is a workout left open. A Strava or Garmin activity's time is what the device recorded (a
    /// 14-hour hike is 14 hours), and a Spotter CSV's is what a site already held, so they are
    /// never capped below the longest duration the loader reads.
    var isGymLog: Bool {
        switch self {
        case .strong, .hevy, .fitnotes, .fitbod: return true
        case .garmin, .strava, .freeExerciseDB, .spotterCSV: return false
        }
    }

    /// The name printed in the closing report.
    public var displayName: String {
        switch self {
        case .strong: return "Strong"
        case .hevy: return "Hevy"
        case .fitnotes: return "FitNotes"
        case .fitbod: return "Fitbod"
        case .garmin: return "Garmin Connect"
        case .strava: return "Strava"
        case .freeExerciseDB: return "free-exercise-db"
        case .spotterCSV: return "Spotter CSV"
        }
    }
}

/// Options of `spotter import` that change what is planned.
public struct ImportOptions: Sendable {
    /// The unit of weights in an export that does not say (Strong's comma layout, or a Strong row
    /// with an empty `Weight Unit`). It also decides the unit of Strong distances without a unit
    /// column: kilometres for `kg`, miles for `lb`. A unit the export names always wins.
    public var unit: MassUnit
    /// Where `unit` came from, for the import's summary.
    public var unitOrigin: UnitOrigin
    /// Written as `athlete:` in every workout when given (sites with several athletes).
    public var athlete: String?
    /// free-exercise-db's `exercises/` folder, from which the images the records name are copied.
    public var images: ImageFolder?
    /// The site's session template ids. A Spotter CSV names each workout's session; it is
    /// written as `session:` only when the site has it (`spotter check` refuses an unknown
    /// one), else kept in the workout's notes.
    public var sessions: Set<String>
    /// The site's session templates: an imported workout whose name is a template's id, name
    /// or alias (by the rule of names, `names`) is linked to it (`session:`), so plan compliance
    /// and sheets' "last time" count it (docs/imports.md#workouts-named-like-a-session).
    public var sessionTemplates: [SessionTemplate]
    /// Whether site.yaml has `default_rpe`; without it, the summary says that workouts written
    /// without a session RPE have no load.
    public var siteHasDefaultRPE: Bool
    /// `--replace`: a file in the way that `record` says import wrote and nobody changed since is
    /// rewritten rather than skipped.
    public var replace: Bool
    /// What earlier imports wrote (`.spotter-imported`).
    public var record: ImportRecord
    /// The site's workouts of the athlete imported for: each id, lowercased, with its file's
    /// site-relative path. A workout the import plans with an id one of them has (ignoring case)
    /// at another path is refused, since `spotter check` would refuse the two.
    public var siteWorkouts: [String: String]
    /// The site's content limits (`limits:` in site.yaml): what the import writes stays within them.
    public var limits: ContentLimits
    /// The site's rule of names (`TrainingLibrary.names`: the built-in groups of spellings and
    /// `content/names.yaml`'s), by which export names are matched to exercises and templates.
    public var names: NameKey

    public init(unit: MassUnit = .kg, unitOrigin: UnitOrigin = .site, athlete: String? = nil,
                images: ImageFolder? = nil, sessions: Set<String> = [], sessionTemplates: [SessionTemplate] = [],
                siteHasDefaultRPE: Bool = false, replace: Bool = false, record: ImportRecord = ImportRecord(),
                siteWorkouts: [String: String] = [:], limits: ContentLimits = ContentLimits(),
                names: NameKey = .builtIn) {
        self.unit = unit
        self.unitOrigin = unitOrigin
        self.athlete = athlete
        self.images = images
        self.sessions = sessions.union(sessionTemplates.map(\.id))
        self.sessionTemplates = sessionTemplates
        self.siteHasDefaultRPE = siteHasDefaultRPE
        self.replace = replace
        self.record = record
        self.siteWorkouts = siteWorkouts
        self.limits = limits
        self.names = names
    }
}

/// A folder images are copied from (`--images`): its path for messages, and a reader of the
/// bytes at a path relative to it (nil when there is no such file).
public struct ImageFolder: Sendable {
    public var path: String
    public var read: @Sendable (String) -> [UInt8]?

    public init(path: String, read: @escaping @Sendable (String) -> [UInt8]?) {
        self.path = path
        self.read = read
    }
}

/// Where the unit of weights an export does not name came from.
public enum UnitOrigin: Sendable {
    /// `--unit` on the command line.
    case option
    /// The site's `units` (site.yaml; kg when it says nothing).
    case site
    /// Spotter's default, kg: the site has no site.yaml yet.
    case noSiteFile

    /// How the import's summary names it, for weights read in `unit` because the export does not
    /// say theirs: the site's units or the default name the `--unit` that reads the other unit, as
    /// nothing in the file tells a pound weight from a kilogram one.
    func phrase(for unit: MassUnit) -> String {
        let other = unit == .kg ? "--unit lb if the app wrote pounds" : "--unit kg if the app wrote kilograms"
        switch self {
        case .option: return "--unit"
        case .site: return "site.yaml's units; the export does not say its unit: pass \(other)"
        case .noSiteFile: return "Spotter's default, as there is no site.yaml; the export does not say its unit: pass \(other)"
        }
    }
}
