import Diagnostics
import Foundation
import Notation
import TrainingModel

/// Decodes the parsed document of one content file into drafts of its kind. One is
/// made per file, inside the task that reads it.
struct EntityDecoder {
    let config: SiteConfig
    let timeZone: TimeZone
    /// Site-relative path, as diagnostics and `sourcePath` show it.
    let path: String
    /// The file name without extension: the default id.
    let fileID: String
    let context: DecodingContext

    var units: MassUnit { config.units }

    func decode(_ kind: ContentKind, document: ParsedDocument) -> FileOutcome {
        var outcome = FileOutcome(path: path)
        let root = document.root ?? ContentNode(value: .mapping([]), line: 1, column: 1)
        let reader = NodeReader(node: root, path: "", context: context)
        switch kind {
        case .exercises:
            outcome.exercises = exercises(reader, body: document.body)
            outcome.isListReply = Self.listReply(reader) != nil
        case .athletes:
            outcome.athletes = single(reader) { athlete($0, body: document.body) }
        case .sessions:
            outcome.sessions = single(reader) { session($0, body: document.body) }
        case .workouts:
            outcome.workouts = single(reader) { workout($0, body: document.body) }
        case .plans:
            outcome.plans = single(reader) { plan($0, body: document.body) }
        case .pages:
            outcome.pages = single(reader) { page($0, body: document.body) }
        case .tests:
            outcome.testDefinitions = single(reader) { testDefinition($0, body: document.body) }
        case .measurements:
            if let map = reader.mapping() { outcome.measurements = measurements(map) }
        }
        outcome.diagnostics = context.diagnostics
        outcome.media = context.media
        return outcome
    }

    /// A file holding one entity: its root must be a mapping; the entity fails when
    /// any error was reported while decoding it.
    private func single<T>(_ reader: NodeReader, _ body: (MapReader) -> (id: String, location: SourceLocation, value: T)?)
        -> [Declared<T>] {
        let before = context.errorCount
        guard let map = reader.mapping(), let decoded = body(map) else { return [] }
        return [Declared(value: decoded.value, id: decoded.id, idLocation: decoded.location, sourcePath: path, order: 0,
                         failed: context.errorCount > before)]
    }

    // MARK: - Shared readers

    /// The entity's id: `id:` when written, else the file name; reported when invalid.
    func entityID(_ map: MapReader, fallback: String? = nil) -> (id: String, location: SourceLocation) {
        if let reader = map["id"], let id = reader.string() {
            if let problem = Self.idProblem(id) { reader.report(problem) }
            return (id, reader.location)
        }
        let id = fallback ?? fileID
        let location = SourceLocation(file: path, line: 1, column: 1)
        if let problem = Self.idProblem(id) { context.report(problem, at: location) }
        return (id, location)
    }

    private static func idProblem(_ id: String) -> ContentProblem? {
        switch Slug.idProblem(id) {
        case .invalid: return .invalidID(id, suggestion: Suggestions.slug(id))
        case .tooLong(let length): return .idTooLong(length: length, limit: Slug.maxIDLength)
        case nil: return nil
        }
    }

    func reference(_ reader: NodeReader?) -> Reference? {
        guard let reader, let text = reader.string() else { return nil }
        return Reference(text: text.trimmingWhitespace, location: reader.location, keyPath: reader.path)
    }

    /// A body mass or a set weight that must be absolute (`61.5`, `61.5kg`, `135lb`).
    func mass(_ reader: NodeReader?) -> Double? {
        guard let reader else { return nil }
        guard let load = reader.notation({ (text: String) throws(NotationError) -> Load in
            try QuantityNotation.load(text, defaultUnit: units)
        }) else { return nil }
        guard !load.relativeToBodyweight else {
            reader.invalid("a weight such as 61.5, 61.5kg or 135lb")
            return nil
        }
        return load.kilograms
    }

    func load(_ reader: NodeReader?) -> Load? {
        reader?.notation { (text: String) throws(NotationError) -> Load in try QuantityNotation.load(text, defaultUnit: units) }
    }

    /// Seconds; a bare number is in `bareUnit`.
    func duration(_ reader: NodeReader?, bareUnit: DurationUnit = .seconds) -> Double? {
        reader?.notation { (text: String) throws(NotationError) -> Double in
            try QuantityNotation.duration(text, bareUnit: bareUnit)
        }
    }

    func distance(_ reader: NodeReader?) -> Double? {
        reader?.notation { (text: String) throws(NotationError) -> Double in try QuantityNotation.distance(text) }
    }

    /// RPE on the CR-10 scale: a bare number from 0 to 10, or notation (`@8`, `@RPE 8`).
    func rpe(_ reader: NodeReader?) -> Double? {
        guard let reader, let text = reader.string() else { return nil }
        if let value = NodeReader.decimal(text) {
            guard (0...10).contains(value) else {
                reader.invalid("an RPE from 0 to 10")
                return nil
            }
            return value
        }
        let lowered = text.trimmingWhitespace.lowercased()
        guard lowered.hasPrefix("@") || lowered.hasPrefix("rpe") else {
            reader.invalid("an RPE from 0 to 10")
            return nil
        }
        return reader.notation { (text: String) throws(NotationError) -> Double in try QuantityNotation.rpe(text) }
    }

    /// A length in metres; a bare number is in centimetres (`178`, `178cm`, `1.78m`).
    func length(_ reader: NodeReader?) -> Double? {
        guard let reader, let text = reader.string() else { return nil }
        let compact = text.lowercased().filter { $0 != " " }
        // Divided, not multiplied, so 70 cm is exactly 0.7 m.
        for (suffix, perMetre) in [("mm", 1000.0), ("cm", 100), ("in", 1 / 0.0254), ("m", 1), ("", 100)] where compact.hasSuffix(suffix) {
            if let value = NodeReader.decimal(String(compact.dropLast(suffix.count))) { return value / perMetre }
        }
        reader.invalid("a length such as 178, 178cm or 1.78m")
        return nil
    }

    /// A percentage with or without `%` (`21.5`, `21.5%`).
    func percentage(_ reader: NodeReader?) -> Double? {
        guard let reader, let text = reader.string() else { return nil }
        let compact = text.filter { $0 != " " }
        if let value = NodeReader.decimal(compact.hasSuffix("%") ? String(compact.dropLast()) : compact) { return value }
        reader.invalid("a percentage such as 21.5 or 21.5%")
        return nil
    }

    /// Markdown text from a body, falling back to a field.
    func markdown(body: String, field: String?) -> String {
        let trimmed = body.trimmingWhitespace
        return trimmed.isEmpty ? (field?.trimmingWhitespace ?? "") : trimmed
    }
}
