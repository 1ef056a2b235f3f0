import Diagnostics
import Notation
import TrainingModel

extension EntityDecoder {
    static let sessionKeys = ["id", "name", "aliases", "description", "type", "subtype", "level", "athlete", "reference", "private", "items"]
    static let prescriptionFields = ["sets", "reps", "load", "rpe", "rest", "tempo", "duration", "distance"]
    static let protocolFields = ["reps", "work", "rest_between_reps", "sets", "rest_between_sets", "grips",
                                 "rest_between_grips"]
    static let itemKeys = ["exercise", "prescription", "protocol", "notes", "work", "rest_between_reps",
                           "rest_between_sets", "grips", "rest_between_grips"] + prescriptionFields
    static let groupKeys = ["superset", "circuit", "rounds", "rest"]

    func session(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: SessionDraft)? {
        map.checkKeys(Self.sessionKeys)
        let (id, location) = entityID(map)
        // The test a bare percentage of the session is of (docs/content-format.md#sessions).
        let testReference = map.string("reference")?.trimmingWhitespace
        if let testReference, testReference.isEmpty { map["reference"]?.invalid("a test's name, e.g. max-hang-20mm-7s") }
        var items: [SessionItem] = []
        var references: [[Reference]] = []
        for itemReader in map["items"]?.list() ?? [] {
            guard let itemMap = itemReader.mapping(),
                  let (item, refs) = sessionItem(itemMap, testReference: testReference) else { continue }
            items.append(item)
            references.append(refs)
        }
        let aliases = sessionAliases(map)
        let template = SessionTemplate(id: id, name: map.string("name") ?? id, aliases: aliases.map(\.text),
                                       description: markdown(body: body, field: map.string("description")),
                                       type: map.choice("type", ExerciseType.self),
                                       subtype: nonEmptyText(map, "subtype", expected: "a subtype, e.g. Upper body"),
                                       level: nonEmptyText(map, "level", expected: "a difficulty level, e.g. beginner"),
                                       athlete: nil, items: items,
                                       isPrivate: map["private"]?.bool() ?? false, sourcePath: path)
        return (id, location, SessionDraft(template: template, athlete: reference(map["athlete"]), aliases: aliases,
                                               exercises: references))
    }

    /// `aliases:` a list of names (or one name), each trimmed; a blank one or a value that is not
    /// text is an error at it and left out.
    private func sessionAliases(_ map: MapReader) -> [Reference] {
        guard let field = map["aliases"], let items = field.list(acceptsSingle: true) else { return [] }
        var aliases: [Reference] = []
        for item in items {
            guard let text = item.string()?.trimmingWhitespace else { continue }
            guard !text.isEmpty else {
                item.invalid("another name of the session, e.g. Full Body A")
                continue
            }
            aliases.append(Reference(text: text, location: item.location, keyPath: item.path))
        }
        return aliases
    }

    /// A trimmed text field; a blank one is an error at its value, and the field is left out.
    private func nonEmptyText(_ map: MapReader, _ key: String, expected: String) -> String? {
        guard let text = map.string(key)?.trimmingWhitespace else { return nil }
        if text.isEmpty {
            map[key]?.invalid(expected)
            return nil
        }
        return text
    }

    private func sessionItem(_ map: MapReader, testReference: String?) -> (SessionItem, [Reference])? {
        let superset = map["superset"], circuit = map["circuit"]
        if superset != nil && circuit != nil {
            context.report(.conflictingFields("superset", "circuit"), at: map.location, keyPath: map.path)
            return nil
        }
        if let members = superset ?? circuit {
            map.checkKeys(Self.groupKeys)
            var items: [ExerciseItem] = []
            var refs: [Reference] = []
            for member in members.list() ?? [] {
                guard let memberMap = member.mapping(), let (item, ref) = exerciseItem(memberMap, testReference: testReference) else {
                    continue
                }
                items.append(item)
                refs.append(ref)
            }
            let group = ItemGroup(kind: superset != nil ? .superset : .circuit,
                                  rounds: map["rounds"]?.integer(in: 1...1000, expected: "a whole number of rounds from 1") ?? 1,
                                  rest: duration(map["rest"]), items: items)
            return (.group(group), refs)
        }
        guard map.has("exercise") else {
            context.report(.missingOneOf(["exercise", "superset", "circuit"]), at: map.location, keyPath: map.path)
            return nil
        }
        guard let (item, ref) = exerciseItem(map, testReference: testReference) else { return nil }
        return (.single(item), [ref])
    }

    /// `exercise:` with a prescription (notation or fields) or an interval protocol; a bare
    /// percentage is of `testReference` (the session's test) when there is one.
    private func exerciseItem(_ map: MapReader, testReference: String?) -> (ExerciseItem, Reference)? {
        map.checkKeys(Self.itemKeys)
        guard let exercise = reference(map.required("exercise")) else { return nil }
        var item = ExerciseItem(exercise: exercise.text, notes: map.string("notes"))
        let protocolByFields = map.has("work")
        if map.has("protocol") || protocolByFields {
            let key = map.has("protocol") ? "protocol" : "work"
            if map.has("prescription") {
                context.report(.conflictingFields("prescription", key), at: map.location, keyPath: map.path)
            }
            if let reader = map["protocol"] {
                if case .mapping = reader.node.value {
                    item.intervalProtocol = reader.mapping().flatMap(protocolFields)
                } else {
                    item.intervalProtocol = reader.notation { (text: String) throws(NotationError) -> IntervalProtocol in
                        try ProtocolNotation.parse(text, defaultUnit: units)
                    }
                }
            } else {
                item.intervalProtocol = protocolFields(map)
            }
            return (item, exercise)
        }
        var prescription = map["prescription"].flatMap { reader in
            reader.notation { (text: String) throws(NotationError) -> Prescription in
                try PrescriptionNotation.parse(text, defaultUnit: units, reference: testReference)
            }
        }
        // Fields written next to a prescription refine it; alone they make one.
        if Self.prescriptionFields.contains(where: map.has) {
            var p = prescription ?? Prescription()
            if let sets = map["sets"]?.integer(in: 1...1000, expected: "a whole number of sets from 1") { p.sets = sets }
            if let reps = map["reps"]?.notation({ (text: String) throws(NotationError) -> RepTarget in
                try QuantityNotation.reps(text)
            }) { p.reps = reps }
            if let load = prescribedLoad(map["load"], testReference: testReference) { p.load = load }
            if let rpe = rpe(map["rpe"]) { p.rpe = rpe }
            if let rest = duration(map["rest"]) { p.rest = rest }
            if let tempo = map["tempo"]?.notation({ (text: String) throws(NotationError) -> Tempo in
                try QuantityNotation.tempo(text)
            }) { p.tempo = tempo }
            if let seconds = duration(map["duration"]) { p.duration = seconds }
            if let metres = distance(map["distance"]) { p.distance = metres }
            prescription = p
        }
        item.prescription = prescription
        return (item, exercise)
    }

    /// `75%` (of the current e1RM, or of `testReference`), `80% of max-hang-20mm-7s`, or a load.
    private func prescribedLoad(_ reader: NodeReader?, testReference: String?) -> PrescribedLoad? {
        guard let reader, let text = reader.string() else { return nil }
        if text.contains("%") {
            return reader.notation { (text: String) throws(NotationError) -> PrescribedLoad in
                try PrescriptionNotation.percentLoad(text, reference: testReference)
            }
        }
        return load(reader).map { .absolute($0) }
    }

    /// A protocol written as fields (§3.3): `reps`, `work`, rests, `sets`, `grips`.
    private func protocolFields(_ map: MapReader) -> IntervalProtocol? {
        if map.path.hasSuffix("protocol") { map.checkKeys(Self.protocolFields) }
        let reps = map.required("reps")?.integer(in: 1...1000, expected: "a whole number of reps from 1")
        let work = map.required("work").flatMap { duration($0) }
        var grips: [Grip] = []
        for reader in map["grips"]?.list(acceptsSingle: true) ?? [] {
            if let grip = self.grip(reader) { grips.append(grip) }
        }
        guard let reps, let work else { return nil }
        return IntervalProtocol(
            repsPerSet: reps, work: work, restBetweenReps: duration(map["rest_between_reps"]) ?? 0,
            sets: map["sets"]?.integer(in: 1...1000, expected: "a whole number of sets from 1") ?? 1,
            restBetweenSets: duration(map["rest_between_sets"]) ?? 0, grips: grips,
            restBetweenGrips: duration(map["rest_between_grips"]) ?? 0)
    }

    /// `half crimp 20mm +5kg`, or `{name, edge, load}`.
    private func grip(_ reader: NodeReader) -> Grip? {
        guard case .mapping = reader.node.value else {
            return reader.notation { (text: String) throws(NotationError) -> Grip in
                try ProtocolNotation.grip(text, defaultUnit: units)
            }
        }
        guard let map = reader.mapping() else { return nil }
        map.checkKeys(["name", "edge", "load"])
        guard let name = map.required("name")?.string() else { return nil }
        var grip = Grip(name: name)
        if let edge = map["edge"], let text = edge.string() {
            let digits = text.lowercased().filter { $0 != " " }
            if let mm = NodeReader.decimal(digits.hasSuffix("mm") ? String(digits.dropLast(2)) : digits) {
                grip.edgeMillimetres = mm
            } else {
                edge.invalid("an edge depth such as 20mm")
            }
        }
        if let loadReader = map["load"], let text = loadReader.string() {
            let trimmed = text.trimmingWhitespace
            let sign: Double = trimmed.hasPrefix("-") ? -1 : 1
            let unsigned = trimmed.hasPrefix("+") || trimmed.hasPrefix("-") ? String(trimmed.dropFirst()) : trimmed
            if let parsed = loadReader.notation({ (_: String) throws(NotationError) -> Load in
                try QuantityNotation.load(unsigned, defaultUnit: units)
            }) {
                grip.addedLoad = parsed.relativeToBodyweight
                    ? parsed : Load(kilograms: sign * parsed.kilograms, relativeToBodyweight: true)
            }
        }
        return grip
    }
}
