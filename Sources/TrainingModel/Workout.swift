/// A performed workout (docs/content-format.md#workouts).
///
/// A value, whose fields live in one shared object copied when a copy is changed (copy on
/// write): a coach's site holds 73,000 workouts, copied into lists by day, by athlete and
/// by page, and each copy of a dozen fields retained its strings and lists one by one (a
/// twentieth of a rebuild's time); now it retains one object.
public struct Workout: Hashable, Sendable, Identifiable {
    // Inlinable, so that other modules read a field in place, as they read a struct's. The
    // object is changed only when no other workout shares it (`fields`), so Swift's run-time
    // exclusivity check of each access to a class's field (a call each time) is left out.
    @usableFromInline final class Fields: @unchecked Sendable {  // changed only when uniquely referenced (`fields`)
        @exclusivity(unchecked) @usableFromInline var id: String
        @exclusivity(unchecked) @usableFromInline var date: CalendarDate
        @exclusivity(unchecked) @usableFromInline var startMinute: Int?
        @exclusivity(unchecked) @usableFromInline var athlete: String
        @exclusivity(unchecked) @usableFromInline var session: String?
        @exclusivity(unchecked) @usableFromInline var name: String?
        @exclusivity(unchecked) @usableFromInline var duration: Double?
        @exclusivity(unchecked) @usableFromInline var rpe: RPE?
        @exclusivity(unchecked) @usableFromInline var bodyweight: Double?
        @exclusivity(unchecked) @usableFromInline var notes: String
        @exclusivity(unchecked) @usableFromInline var entries: [WorkoutEntry]
        @exclusivity(unchecked) @usableFromInline var sourcePath: String

        @usableFromInline init(id: String, date: CalendarDate, startMinute: Int?, athlete: String, session: String?, name: String?,
             duration: Double?, rpe: RPE?, bodyweight: Double?, notes: String, entries: [WorkoutEntry], sourcePath: String) {
            (self.id, self.date, self.startMinute, self.athlete, self.session, self.name) = (id, date, startMinute, athlete, session, name)
            (self.duration, self.rpe, self.bodyweight, self.notes, self.entries, self.sourcePath) =
                (duration, rpe, bodyweight, notes, entries, sourcePath)
        }

        @usableFromInline func copy() -> Fields {
            Fields(id: id, date: date, startMinute: startMinute, athlete: athlete, session: session, name: name, duration: duration,
                   rpe: rpe, bodyweight: bodyweight, notes: notes, entries: entries, sourcePath: sourcePath)
        }
    }

    @usableFromInline var shared: Fields

    /// The fields, to change: copied first when another workout shares them.
    @inlinable var fields: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&shared) { shared = shared.copy() }
            return shared
        }
    }

    @inlinable public var id: String {
        get { shared.id }
        set { fields.id = newValue }
    }
    /// The local day in the site's time zone.
    @inlinable public var date: CalendarDate {
        get { shared.date }
        set { fields.date = newValue }
    }
    /// Minutes after local midnight, when the file gave a time.
    @inlinable public var startMinute: Int? {
        get { shared.startMinute }
        set { fields.startMinute = newValue }
    }
    @inlinable public var athlete: String {
        get { shared.athlete }
        set { fields.athlete = newValue }
    }
    @inlinable public var session: String? {
        get { shared.session }
        set { fields.session = newValue }
    }
    @inlinable public var name: String? {
        get { shared.name }
        set { fields.name = newValue }
    }
    /// Seconds.
    @inlinable public var duration: Double? {
        get { shared.duration }
        set { fields.duration = newValue }
    }
    /// Session RPE, CR-10.
    @inlinable public var rpe: RPE? {
        get { shared.rpe }
        set { fields.rpe = newValue }
    }
    /// Kilograms.
    @inlinable public var bodyweight: Double? {
        get { shared.bodyweight }
        set { fields.bodyweight = newValue }
    }
    /// Markdown.
    @inlinable public var notes: String {
        get { shared.notes }
        set { fields.notes = newValue }
    }
    @inlinable public var entries: [WorkoutEntry] {
        get { shared.entries }
        _modify { yield &fields.entries }
        set { fields.entries = newValue }
    }
    @inlinable public var sourcePath: String {
        get { shared.sourcePath }
        set { fields.sourcePath = newValue }
    }

    public init(id: String, date: CalendarDate, startMinute: Int? = nil, athlete: String, session: String? = nil,
                name: String? = nil, duration: Double? = nil, rpe: RPE? = nil, bodyweight: Double? = nil,
                notes: String = "", entries: [WorkoutEntry] = [], sourcePath: String = "") {
        shared = Fields(id: id, date: date, startMinute: startMinute, athlete: athlete, session: session, name: name,
                        duration: duration, rpe: rpe, bodyweight: bodyweight, notes: notes, entries: entries, sourcePath: sourcePath)
    }

    /// Field by field, as a struct's synthesized `==`; a workout sharing its fields with
    /// another is equal to it at once (so one holding a NaN, which the loader never makes, equals itself).
    public static func == (a: Workout, b: Workout) -> Bool {
        if a.shared === b.shared { return true }
        let (x, y) = (a.shared, b.shared)
        return x.id == y.id && x.date == y.date && x.startMinute == y.startMinute && x.athlete == y.athlete
            && x.session == y.session && x.name == y.name && x.duration == y.duration && x.rpe == y.rpe
            && x.bodyweight == y.bodyweight && x.notes == y.notes && x.entries == y.entries && x.sourcePath == y.sourcePath
    }

    public func hash(into hasher: inout Hasher) {
        let x = shared
        hasher.combine(x.id)
        hasher.combine(x.date)
        hasher.combine(x.startMinute)
        hasher.combine(x.athlete)
        hasher.combine(x.session)
        hasher.combine(x.name)
        hasher.combine(x.duration)
        hasher.combine(x.rpe)
        hasher.combine(x.bodyweight)
        hasher.combine(x.notes)
        hasher.combine(x.entries)
        hasher.combine(x.sourcePath)
    }

    /// Unique in a library: workout ids are unique only within their athlete (docs/content-format.md#ids-and-references).
    public var key: String { Self.key(athlete: athlete, id: id) }

    public static func key(athlete: String, id: String) -> String { athlete + "/" + id }

    /// The athlete a `key` names: what comes before its first slash (no id holds one).
    public static func athlete(ofKey key: String) -> Substring {
        key[..<(key.firstIndex(of: "/") ?? key.endIndex)]
    }

    /// Start order (docs/statistics.md#records): day, then time (a workout without one counts as midnight), then id.
    public static func startOrder(_ a: Workout, _ b: Workout) -> Bool {
        (a.date, a.startMinute ?? 0, a.id) < (b.date, b.startMinute ?? 0, b.id)
    }

    /// Whether `workouts` are in `startOrder` already (read in place, no workout copied).
    public static func areInStartOrder(_ workouts: [Workout]) -> Bool {
        zip(workouts.indices, workouts.indices.dropFirst()).allSatisfy { !startOrder(workouts[$1], workouts[$0]) }
    }
}

public struct WorkoutEntry: Hashable, Sendable {
    /// The resolved exercise id.
    public var exercise: String
    public var sets: [PerformedSet]
    /// Markdown.
    public var notes: String?
    /// `grade:`, the hardest grade climbed in the entry (a climbing exercise's).
    public var grade: ClimbingGrade?

    public init(exercise: String, sets: [PerformedSet], notes: String? = nil, grade: ClimbingGrade? = nil) {
        self.exercise = exercise
        self.sets = sets
        self.notes = notes
        self.grade = grade
    }
}
