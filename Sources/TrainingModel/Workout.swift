import TextAndDates

/// A performed workout (docs/content-format.md#workouts).
///
/// A value, whose fields live in one shared object copied when a copy is changed (copy on
/// write): workouts are copied into lists by day, by athlete and by page, and each copy
/// retains one object, not a dozen fields' strings and lists one by one.
public struct Workout: Hashable, Sendable, Identifiable {
    /// The fields, compared and hashed as a struct's are (synthesized).
    @ByteCoded
    @usableFromInline struct Values: Hashable, Sendable {
        @usableFromInline var id: String
        @usableFromInline var date: CalendarDate
        @usableFromInline var startMinute: Int?
        @usableFromInline var athlete: String
        @usableFromInline var session: String?
        @usableFromInline var name: String?
        @usableFromInline var duration: Double?
        @usableFromInline var rpe: RPE?
        @usableFromInline var bodyweight: Double?
        @usableFromInline var notes: String
        @usableFromInline var entries: [WorkoutEntry]
        @usableFromInline var sourcePath: String
    }

    // Read through `@inlinable` accessors, so that other modules read a field in place, as
    // they read a struct's. The box is changed only when no other workout shares it
    // (`values`), so Swift's run-time exclusivity check of each access to a class's field (a
    // call each time) is left out.
    @usableFromInline final class Box: @unchecked Sendable {  // changed only when uniquely referenced
        @exclusivity(unchecked) @usableFromInline var values: Values
        @usableFromInline init(_ values: Values) { self.values = values }
    }

    @usableFromInline var box: Box

    /// The fields, to change: the box copied first when another workout shares it.
    @inlinable var values: Values {
        get { box.values }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
            yield &box.values
        }
    }

    @inlinable public var id: String {
        get { box.values.id }
        _modify { yield &values.id }
    }
    /// The local day in the site's time zone.
    @inlinable public var date: CalendarDate {
        get { box.values.date }
        _modify { yield &values.date }
    }
    /// Minutes after local midnight, when the file gave a time.
    @inlinable public var startMinute: Int? {
        get { box.values.startMinute }
        _modify { yield &values.startMinute }
    }
    @inlinable public var athlete: String {
        get { box.values.athlete }
        _modify { yield &values.athlete }
    }
    @inlinable public var session: String? {
        get { box.values.session }
        _modify { yield &values.session }
    }
    @inlinable public var name: String? {
        get { box.values.name }
        _modify { yield &values.name }
    }
    /// Seconds.
    @inlinable public var duration: Double? {
        get { box.values.duration }
        _modify { yield &values.duration }
    }
    /// Session RPE, CR-10.
    @inlinable public var rpe: RPE? {
        get { box.values.rpe }
        _modify { yield &values.rpe }
    }
    /// Kilograms.
    @inlinable public var bodyweight: Double? {
        get { box.values.bodyweight }
        _modify { yield &values.bodyweight }
    }
    /// Markdown.
    @inlinable public var notes: String {
        get { box.values.notes }
        _modify { yield &values.notes }
    }
    @inlinable public var entries: [WorkoutEntry] {
        get { box.values.entries }
        _modify { yield &values.entries }
    }
    @inlinable public var sourcePath: String {
        get { box.values.sourcePath }
        _modify { yield &values.sourcePath }
    }

    public init(id: String, date: CalendarDate, startMinute: Int? = nil, athlete: String, session: String? = nil,
                name: String? = nil, duration: Double? = nil, rpe: RPE? = nil, bodyweight: Double? = nil,
                notes: String = "", entries: [WorkoutEntry] = [], sourcePath: String = "") {
        box = Box(Values(id: id, date: date, startMinute: startMinute, athlete: athlete, session: session, name: name,
                         duration: duration, rpe: rpe, bodyweight: bodyweight, notes: notes, entries: entries, sourcePath: sourcePath))
    }

    /// As the fields' own `==`; a workout sharing its box with another is equal to it at once
    /// (so one holding a NaN, which the loader never makes, equals itself).
    public static func == (a: Workout, b: Workout) -> Bool { a.box === b.box || a.box.values == b.box.values }

    public func hash(into hasher: inout Hasher) { box.values.hash(into: &hasher) }

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

    /// `workouts` sorted by `startOrder`, ties in the order given (a stable sort). Their
    /// positions are sorted, not the workouts, by each one's day and time read once as two
    /// integers (not through the box twice per comparison); ids are compared only between
    /// workouts of one day and time.
    public static func inStartOrder(_ workouts: [Workout]) -> [Workout] {
        guard !areInStartOrder(workouts) else { return workouts }
        let keys = workouts.map { (day: $0.date.daysSinceEpoch, minute: $0.startMinute ?? 0) }
        let order = workouts.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x.day != y.day { return x.day < y.day }
            if x.minute != y.minute { return x.minute < y.minute }
            let (first, second) = (workouts[a].id, workouts[b].id)
            return first != second ? first < second : a < b
        }
        return order.map { workouts[$0] }
    }

    /// Whether `workouts` are in `startOrder` already (read in place, no workout copied).
    public static func areInStartOrder(_ workouts: [Workout]) -> Bool {
        zip(workouts.indices, workouts.indices.dropFirst()).allSatisfy { !startOrder(workouts[$1], workouts[$0]) }
    }
}

@ByteCoded
public struct WorkoutEntry: Hashable, Sendable {
    /// The resolved exercise id.
    public var exercise: String
    public var sets: [PerformedSet]
    /// Markdown.
    public var notes: String?
    /// `grade:`, the hardest grade climbed in the entry (a climbing exercise's).
    public var grade: ClimbingGrade?
    /// How `grade` was climbed (`grade: 7a onsight`); nil when not said, or with no grade.
    public var style: ClimbingStyle?

    public init(exercise: String, sets: [PerformedSet], notes: String? = nil, grade: ClimbingGrade? = nil,
                style: ClimbingStyle? = nil) {
        self.exercise = exercise
        self.sets = sets
        self.notes = notes
        self.grade = grade
        self.style = style
    }
}

/// A workout's fields, in the build cache's binary form (`Values`, derived).
extension Workout: ByteCodable {
    public func encode(into writer: inout ByteWriter) { box.values.encode(into: &writer) }

    public init?(decoding reader: inout ByteReader) {
        guard let values: Values = reader.read() else { return nil }
        box = Box(values)
    }
}
