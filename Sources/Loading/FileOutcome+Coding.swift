import Diagnostics
import TextAndDates
import TrainingModel

/// A file's outcome in `DecodedFiles`' binary form. Only an outcome of workouts alone, with
/// no diagnostic, is written (`isKept`); everything it holds is written, so reading it back
/// gives an equal outcome (`DecodedFilesTests`). A string written twice in one file (its
/// path, an exercise's name) is written once and named by its place after that. The same
/// writer and reader, with one table of strings for an athlete's files, write and read
/// `KeptWorkouts`.
extension FileOutcome {
    /// Workouts and nothing else: no diagnostic, no other entity, no media to check.
    var isKept: Bool {
        !workouts.isEmpty && diagnostics.isEmpty && athletes.isEmpty && exercises.isEmpty && sessions.isEmpty
            && plans.isEmpty && measurements.isEmpty && pages.isEmpty && media.isEmpty && unparsed == nil
    }

    func encoded() -> [UInt8] {
        var writer = OutcomeWriter()
        writer.integer(workouts.count)
        for declared in workouts { writer.declared(declared) }
        return writer.bytes.bytes
    }

    /// Nil when the bytes are not an outcome `encoded` wrote.
    init?(path: String, decoding payload: ArraySlice<UInt8>) {
        var reader = OutcomeReader(payload)
        guard let count = reader.bytes.count() else { return nil }
        var workouts: [Declared<WorkoutDraft>] = []
        workouts.reserveCapacity(count)
        for _ in 0..<count {
            guard let declared = reader.declared() else { return nil }
            workouts.append(declared)
        }
        guard reader.bytes.isAtEnd else { return nil }
        self.init(path: path, workouts: workouts)
    }
}

struct OutcomeWriter {
    var bytes = ByteWriter()
    /// How many strings were written, and the place of each (the first, of strings equal as
    /// Swift compares them).
    private var written = 0
    private var places: [String: Int] = [:]

    mutating func integer(_ value: Int) { bytes.integer(value) }

    /// 0 and the text for a string not written before in this outcome, or its place plus one.
    /// Only the same bytes are named by their place: Swift's strings are equal when they
    /// are the same text in two Unicode normalisations (`é` as one character or two), and
    /// a file keeps each as it was written.
    mutating func string(_ value: String) {
        if let place = places.value(exactly: value) {
            bytes.integer(place + 1)
        } else {
            if places[value] == nil { places[value] = written }
            written += 1
            bytes.integer(0)
            bytes.string(value)
        }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout Self, T) -> Void) {
        guard let value else { return bytes.integer(0) }
        bytes.integer(1)
        write(&self, value)
    }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        integer(location.line)
        integer(location.column)
    }

    mutating func reference(_ reference: Reference) {
        string(reference.text)
        location(reference.location)
        string(reference.keyPath)
    }

    mutating func declared(_ declared: Declared<WorkoutDraft>) {
        string(declared.id)
        location(declared.idLocation)
        string(declared.sourcePath)
        integer(declared.order)
        bytes.flag(declared.failed)
        let draft = declared.value
        workout(draft.workout)
        optional(draft.athlete) { $0.reference($1) }
        optional(draft.session) { $0.reference($1) }
        integer(draft.exercises.count)
        for reference in draft.exercises { self.reference(reference) }
        bytes.flag(draft.isDraft)
    }

    mutating func workout(_ workout: Workout) {
        string(workout.id)
        bytes.date(workout.date)
        optional(workout.startMinute) { $0.integer($1) }
        string(workout.athlete)
        optional(workout.session) { $0.string($1) }
        optional(workout.name) { $0.string($1) }
        optional(workout.duration) { $0.bytes.double($1) }
        optional(workout.rpe) { $0.bytes.double($1) }
        optional(workout.bodyweight) { $0.bytes.double($1) }
        string(workout.notes)
        integer(workout.entries.count)
        for entry in workout.entries {
            string(entry.exercise)
            integer(entry.sets.count)
            for set in entry.sets { self.set(set) }
            optional(entry.notes) { $0.string($1) }
            optional(entry.grade) { $0.string($1.text) }
            optional(entry.style) { $0.string($1.rawValue) }
        }
        string(workout.sourcePath)
    }

    /// The kind and which fields are there in one number, then the fields there.
    mutating func set(_ set: PerformedSet) {
        var flags = set.kind.tag
        if let load = set.load { flags |= load.relativeToBodyweight ? 0b1100 : 0b0100 }
        if set.reps != nil { flags |= 0b1_0000 }
        if set.rpe != nil { flags |= 0b10_0000 }
        if set.duration != nil { flags |= 0b100_0000 }
        if set.distance != nil { flags |= 0b1000_0000 }
        if set.grip != nil { flags |= 0b1_0000_0000 }
        integer(flags)
        if let load = set.load { bytes.double(load.kilograms) }
        if let reps = set.reps { integer(reps) }
        if let rpe = set.rpe { bytes.double(rpe) }
        if let duration = set.duration { bytes.double(duration) }
        if let distance = set.distance { bytes.double(distance) }
        if let grip = set.grip {
            // A set's grip has no load (the loader refuses one): its name and edge.
            string(grip.name)
            optional(grip.edgeMillimetres) { $0.bytes.double($1) }
        }
    }
}

struct OutcomeReader {
    var bytes: ByteReader
    private var strings: [String] = []

    init(_ payload: ArraySlice<UInt8>) { bytes = ByteReader(payload) }

    mutating func string() -> String? {
        guard let tag = bytes.integer() else { return nil }
        if tag == 0 {
            guard let value = bytes.string() else { return nil }
            strings.append(value)
            return value
        }
        guard tag > 0, tag <= strings.count else { return nil }
        return strings[tag - 1]
    }

    /// `.some(nil)` for an absent value, nil when the bytes are damaged.
    mutating func optional<T>(_ read: (inout Self) -> T?) -> T?? {
        switch bytes.integer() {
        case 0: return .some(nil)
        case 1: return read(&self).map { .some($0) }
        default: return nil
        }
    }

    mutating func location() -> SourceLocation? {
        guard let file = string(), let line = bytes.integer(), let column = bytes.integer() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func reference() -> Reference? {
        guard let text = string(), let location = location(), let keyPath = string() else { return nil }
        return Reference(text: text, location: location, keyPath: keyPath)
    }

    mutating func declared() -> Declared<WorkoutDraft>? {
        guard let id = string(), let idLocation = location(), let sourcePath = string(), let order = bytes.integer(),
              let failed = bytes.flag(), let workout = workout(),
              let athlete = optional({ $0.reference() }), let session = optional({ $0.reference() }),
              let count = bytes.count() else { return nil }
        var exercises: [Reference] = []
        exercises.reserveCapacity(count)
        for _ in 0..<count {
            guard let reference = reference() else { return nil }
            exercises.append(reference)
        }
        guard let isDraft = bytes.flag() else { return nil }
        let draft = WorkoutDraft(workout: workout, athlete: athlete, session: session, exercises: exercises, isDraft: isDraft)
        return Declared(value: draft, id: id, idLocation: idLocation, sourcePath: sourcePath, order: order, failed: failed)
    }

    mutating func workout() -> Workout? {
        guard let id = string(), let date = bytes.date(),
              let startMinute = optional({ $0.bytes.integer() }), let athlete = string(),
              let session = optional({ $0.string() }), let name = optional({ $0.string() }),
              let duration = optional({ $0.bytes.double() }), let rpe = optional({ $0.bytes.double() }),
              let bodyweight = optional({ $0.bytes.double() }), let notes = string(),
              let entryCount = bytes.count() else { return nil }
        var entries: [WorkoutEntry] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            guard let exercise = string(), let setCount = bytes.count() else { return nil }
            var sets: [PerformedSet] = []
            sets.reserveCapacity(setCount)
            for _ in 0..<setCount {
                guard let set = set() else { return nil }
                sets.append(set)
            }
            guard let notes = optional({ $0.string() }), let grade = optional({ $0.grade() }),
                  let style = optional({ $0.string().flatMap(ClimbingStyle.init(rawValue:)) }) else { return nil }
            entries.append(WorkoutEntry(exercise: exercise, sets: sets, notes: notes, grade: grade, style: style))
        }
        guard let sourcePath = string() else { return nil }
        return Workout(id: id, date: date, startMinute: startMinute, athlete: athlete, session: session, name: name,
                       duration: duration, rpe: rpe, bodyweight: bodyweight, notes: notes, entries: entries,
                       sourcePath: sourcePath)
    }

    mutating func grade() -> ClimbingGrade? {
        guard let text = string(), let grade = ClimbingGrade(text), grade.text == text else { return nil }
        return grade
    }

    mutating func set() -> PerformedSet? {
        guard let flags = bytes.integer(), flags >= 0, flags < 0b10_0000_0000, let kind = SetKind(tag: flags & 0b11),
              flags & 0b1100 != 0b1000 else { return nil }
        /// The number written when `bit` is set: `.some(nil)` when it is not, nil when damaged.
        func number(_ bit: Int) -> Double?? {
            flags & bit == 0 ? .some(nil) : bytes.double().map { .some($0) }
        }
        guard let kilograms = number(0b100) else { return nil }
        var set = PerformedSet(kind: kind,
                               load: kilograms.map { Load(kilograms: $0, relativeToBodyweight: flags & 0b1000 != 0) })
        if flags & 0b1_0000 != 0 {
            guard let reps = bytes.integer() else { return nil }
            set.reps = reps
        }
        guard let rpe = number(0b10_0000), let duration = number(0b100_0000), let distance = number(0b1000_0000)
        else { return nil }
        (set.rpe, set.duration, set.distance) = (rpe, duration, distance)
        if flags & 0b1_0000_0000 != 0 {
            guard let name = string(), let edge = optional({ $0.bytes.double() }) else { return nil }
            set.grip = Grip(name: name, edgeMillimetres: edge)
        }
        return set
    }
}

/// A set's kind in the binary form: its place among `SetKind.allCases` (a case added there
/// breaks the build here, each `switch` being exhaustive), without making that list for
/// each of a coach's site's 1.5 million sets.
private extension SetKind {
    var tag: Int {
        switch self {
        case .working: 0
        case .warmup: 1
        case .drop: 2
        case .failure: 3
        }
    }

    init?(tag: Int) {
        switch tag {
        case 0: self = .working
        case 1: self = .warmup
        case 2: self = .drop
        case 3: self = .failure
        default: return nil
        }
    }
}
