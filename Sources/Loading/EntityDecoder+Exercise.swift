import Diagnostics
import TextAndDates
import TrainingModel

extension EntityDecoder {
    static let exerciseKeys = ["id", "name", "aliases", "type", "subtype", "mechanic", "level", "equipment", "muscles",
                               "force", "metric", "sport", "images", "video", "description"]
    /// free-exercise-db `category` → exercise type.
    static let categoryTypes: [(word: String, value: ExerciseType)] = [
        ("strength", .strength), ("powerlifting", .strength), ("olympic weightlifting", .strength),
        ("strongman", .strength), ("plyometrics", .strength), ("cardio", .cardio), ("stretching", .mobility),
    ]

    /// The exercise-library app's own words for `exerciseType.name`, beside Spotter's
    /// (`Resistance` is strength training; its subtype, `Chest` or `HIIT`, is kept as written).
    static let trainingAppTypes: [(word: String, value: ExerciseType)] =
        [("resistance", .strength)] + ExerciseType.allCases.map { ($0.rawValue, $0) }

    /// One exercise, an array of them (a free-exercise-db dump), or the exercise-library
    /// app's list reply `{"data": [ … ]}` (only that key) in one file.
    func exercises(_ reader: NodeReader, body: String) -> [Declared<Exercise>] {
        if let list = Self.listReply(reader) { return exerciseList(list) }
        if case .sequence = reader.node.value {
            return exerciseList(reader)
        }
        let before = context.errorCount
        guard let map = reader.mapping(), let decoded = exercise(map, body: body, fallbackID: nil) else { return [] }
        return [Declared(value: decoded.value, id: decoded.id, idLocation: decoded.location, sourcePath: path, order: 0,
                         failed: context.errorCount > before)]
    }

    /// The list of a list reply, `{"data": [ … ]}` with no other key; nil for any other document.
    static func listReply(_ reader: NodeReader) -> NodeReader? {
        guard case .mapping(let entries) = reader.node.value, entries.map(\.key) == ["data"],
              let list = reader.mapping()?["data"], case .sequence = list.node.value else { return nil }
        return list
    }

    private func exerciseList(_ reader: NodeReader) -> [Declared<Exercise>] {
        var result: [Declared<Exercise>] = []
        for (order, item) in (reader.list() ?? []).enumerated() {
            let before = context.errorCount
            guard let map = item.mapping() else { continue }
            let fallback = map.string("name").map(Suggestions.slug) ?? "\(fileID)-\(order + 1)"
            guard let decoded = exercise(map, body: "", fallbackID: fallback) else { continue }
            result.append(Declared(value: decoded.value, id: decoded.id, idLocation: decoded.location, sourcePath: path,
                                   order: order, failed: context.errorCount > before))
        }
        return result
    }

    private func exercise(_ map: MapReader, body: String, fallbackID: String?)
        -> (id: String, location: SourceLocation, value: Exercise)? {
        let keys = Set(map.entries.map(\.key))
        if !keys.isDisjoint(with: ["exerciseId", "exerciseType", "exerciseSubtype", "isGlobal", "imageURL", "videoURL"]) {
            return trainingAppExercise(map, fallbackID: fallbackID)
        }
        if !keys.isDisjoint(with: ["primaryMuscles", "secondaryMuscles", "instructions", "category"]) {
            return freeExerciseDBExercise(map, fallbackID: fallbackID)
        }
        map.checkKeys(Self.exerciseKeys)
        let (id, location) = entityID(map, fallback: fallbackID)
        let name = map.required("name")?.string()
        var primary: [String] = [], secondary: [String] = []
        if let muscles = map["muscles"]?.mapping() {
            muscles.checkKeys(["primary", "secondary"])
            primary = muscles.strings("primary")
            secondary = muscles.strings("secondary")
        }
        let descriptionText = markdown(body: body, field: map.string("description"))
        guard let name else { return nil }
        let exercise = Exercise(
            id: id, name: name, aliases: map.strings("aliases"), type: map.choice("type", ExerciseType.self) ?? .strength,
            subtype: map.string("subtype"), mechanic: map.choice("mechanic", Mechanic.self), level: map.string("level"),
            equipment: map.strings("equipment"), primaryMuscles: primary, secondaryMuscles: secondary,
            force: map.choice("force", Force.self), metric: map.choice("metric", ExerciseMetric.self) ?? .weightReps,
            sport: map.string("sport").map(Self.sportName), images: images(map), video: map.string("video"),
            description: ExerciseDescriptionParser.parse(descriptionText, language: config.language),
            shape: .spotter, sourcePath: path)
        return (id, location, exercise)
    }

    /// `Running ` and `running` are one sport: compared as muscles and facet values are
    /// (`comparisonForm`: trimmed, inner white space collapsed, lowercased).
    static func sportName(_ text: String) -> String { text.comparisonForm }

    /// `images`, each noted with its place so that the loader can warn about a missing file.
    private func images(_ map: MapReader) -> [String] {
        guard let reader = map["images"] else { return [] }
        var images: [String] = []
        for item in reader.list(acceptsSingle: true) ?? [] {
            guard let image = item.string(), !image.isEmpty else { continue }
            context.noteMedia(image, at: item.location)
            images.append(image)
        }
        return images
    }

    /// The free-exercise-db shape, loaded as it is (unknown keys are not reported:
    /// the file was written by a program).
    private func freeExerciseDBExercise(_ map: MapReader, fallbackID: String?)
        -> (id: String, location: SourceLocation, value: Exercise)? {
        let (id, location) = entityID(map, fallback: fallbackID)
        guard let name = map.required("name")?.string() else { return nil }
        let steps = map.strings("instructions")
        let description = steps.isEmpty ? ExerciseDescription() : ExerciseDescription(sections: [
            ExerciseDescriptionParser.section(.steps, title: ExerciseDescriptionParser.defaultTitle(.steps, language: config.language),
                                              items: steps),
        ])
        let exercise = Exercise(
            id: id, name: name, type: map["category"]?.choice(Self.categoryTypes) ?? .strength,
            mechanic: map.choice("mechanic", Mechanic.self), level: map.string("level"),
            equipment: map.strings("equipment"), primaryMuscles: map.strings("primaryMuscles"),
            secondaryMuscles: map.strings("secondaryMuscles"), force: map.choice("force", Force.self),
            images: images(map), description: description, shape: .freeExerciseDB, sourcePath: path)
        return (id, location, exercise)
    }

    /// The training-app export shape: `exerciseId`, `imageURL`, `videoURL`, `isGlobal`
    /// (compound), `description` (often the JSON object form), `exerciseType.name`.
    private func trainingAppExercise(_ map: MapReader, fallbackID: String?)
        -> (id: String, location: SourceLocation, value: Exercise)? {
        let (id, location) = entityID(map, fallback: fallbackID)
        guard let name = map.required("name")?.string() else { return nil }
        let type = map["exerciseType"]?.mapping()?["name"]?.choice(Self.trainingAppTypes) ?? .strength
        let subtype = map["exerciseSubtype"]?.mapping()?["name"]?.string()
        let mechanic: Mechanic? = map["isGlobal"]?.bool().map { $0 ? .compound : .isolation }
        let image = map.string("imageURL")?.trimmingWhitespace
        let video = map.string("videoURL")?.trimmingWhitespace
        let exercise = Exercise(
            id: id, name: name, type: type, subtype: subtype, mechanic: mechanic,
            images: image.map { $0.isEmpty ? [] : [$0] } ?? [], video: video?.isEmpty == false ? video : nil,
            description: ExerciseDescriptionParser.parse(map.string("description") ?? "", language: config.language),
            shape: .trainingApp, sourcePath: path)
        return (id, location, exercise)
    }
}
