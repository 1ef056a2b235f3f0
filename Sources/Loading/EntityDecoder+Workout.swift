import Diagnostics
import Notation
import TextAndDates
import TrainingModel

extension EntityDecoder {
    static let workoutKeys = ["id", "date", "athlete", "session", "name", "duration", "rpe", "bodyweight", "notes", "entries", "draft"]
    static let entryKeys = ["exercise", "sets", "notes", "grade"]
    static let setKeys = ["weight", "reps", "rpe", "time", "distance", "kind", "grip"]

    func workout(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: WorkoutDraft)? {
        map.checkKeys(Self.workoutKeys)
        let (id, location) = entityID(map)
        let when = map.required("date").flatMap { reader in
            reader.string().flatMap { DateText.dateTime($0, timeZone: timeZone, reader: reader) }
        }
        var entries: [WorkoutEntry] = []
        var references: [Reference] = []
        var setCount = 0
        for entryReader in map["entries"]?.list() ?? [] {
            guard let entryMap = entryReader.mapping() else { continue }
            entryMap.checkKeys(Self.entryKeys)
            let exercise = reference(entryMap.required("exercise"))
            var sets: [PerformedSet] = []
            for setReader in entryMap["sets"]?.list(acceptsSingle: true) ?? [] {
                let performed = performedSets(setReader)
                let limit = config.limits.setsPerWorkout
                // Reported once, at the set that goes past the limit; the workout is then dropped.
                if setCount <= limit, setCount + performed.count > limit {
                    setReader.report(.limitExceeded(.setsPerWorkout, limit: limit, found: nil))
                }
                setCount += performed.count
                sets.append(contentsOf: performed)
            }
            guard let exercise else { continue }
            let graded = entryMap["grade"].flatMap(climbingGrade)
            entries.append(WorkoutEntry(exercise: exercise.text, sets: sets.trimmedToSize(),
                                        notes: entryMap.string("notes"), grade: graded?.grade, style: graded?.style))
            references.append(exercise)
        }
        let duration = duration(map["duration"], bareUnit: .minutes)
        let rpe = rpe(map["rpe"])
        let bodyweight = mass(map["bodyweight"])
        let draft = map["draft"]
        let isDraft = draft?.bool() == true
        if isDraft { draft?.report(.draft) }
        guard setCount <= config.limits.setsPerWorkout else { return nil }
        // Without a valid date the workout has failed (an error was reported), but the rest is
        // still decoded and returned so that its references are checked too: every problem of
        // the file is reported at once.
        let workout = Workout(id: id, date: when?.date ?? CalendarDate(daysSinceEpoch: 0), startMinute: when?.minute,
                              athlete: "", session: nil,
                              name: map.string("name"), duration: duration, rpe: rpe, bodyweight: bodyweight,
                              notes: markdown(body: body, field: map.string("notes")), entries: entries.trimmedToSize(),
                              sourcePath: path)
        return (id, location, WorkoutDraft(workout: workout, athlete: reference(map["athlete"]),
                                           session: reference(map["session"]), exercises: references,
                                           isDraft: isDraft))
    }

    /// A set notation (which may stand for several identical sets) or a set map.
    private func performedSets(_ reader: NodeReader) -> [PerformedSet] {
        guard case .mapping = reader.node.value else {
            return reader.notation { (text: String) throws(NotationError) -> [PerformedSet] in
                try SetNotation.parse(text, defaultUnit: units)
            } ?? []
        }
        guard let map = reader.mapping() else { return [] }
        map.checkKeys(Self.setKeys)
        var set = PerformedSet()
        if let kind = map.choice("kind", SetKind.self) { set.kind = kind }
        set.load = load(map["weight"])
        set.reps = map["reps"]?.integer(in: 0...10_000, expected: "a whole number of reps")
        set.rpe = rpe(map["rpe"])
        set.duration = duration(map["time"])
        set.distance = distance(map["distance"])
        set.grip = map["grip"].flatMap(setGrip)
        return [set]
    }

    /// A set map's `grip:` (`half crimp 20mm`): a grip as a protocol writes it, without a load
    /// (the set's `weight` is its load) and without a colon, so that the set's notation
    /// (`half crimp 20mm: bw+5kg 7s`) reads back the same grip.
    private func setGrip(_ reader: NodeReader) -> Grip? {
        let expected = "a grip without a load or a colon (e.g. half crimp 20mm); the load goes in `weight`"
        guard let grip = reader.notation({ (text: String) throws(NotationError) -> Grip in
            try ProtocolNotation.grip(text, defaultUnit: units)
        }) else { return nil }
        guard grip.addedLoad == nil, !grip.name.contains(":") else {
            reader.invalid(expected)
            return nil
        }
        return grip
    }

    /// `grade:` of an entry: a grade of one of the scales `ClimbingGrade` reads, then
    /// optionally its style (`7a onsight`, `6C flash`; docs/content-format.md#grade-styles).
    private func climbingGrade(_ reader: NodeReader) -> (grade: ClimbingGrade, style: ClimbingStyle?)? {
        guard let text = reader.string() else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first, let grade = ClimbingGrade(String(first)) else {
            reader.invalid(ClimbingGrade.expected)
            return nil
        }
        guard words.count <= 2 else {
            reader.invalid("a grade and at most its style (e.g. 7a onsight, 6C flash)")
            return nil
        }
        guard words.count == 2 else { return (grade, nil) }
        guard let style = ClimbingStyle(rawValue: words[1].lowercased()), style.fits(grade.scale) else {
            reader.invalid(ClimbingStyle.expected(for: grade.scale) + " after \(grade.text)")
            return nil
        }
        return (grade, style)
    }
}
