import Diagnostics
import TrainingModel

extension EntityDecoder {
    static let athleteKeys = ["id", "name", "birthdate", "sex", "height", "bodyweight", "goals", "grades", "disciplines", "bio", "photo", "private"]

    func athlete(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: Athlete)? {
        map.checkKeys(Self.athleteKeys)
        let (id, location) = entityID(map)
        var grades: [Grade] = []
        if let gradesMap = map["grades"]?.mapping() {
            for entry in gradesMap.entries {
                let reader = NodeReader(node: entry.value, path: gradesMap.keyPath(entry.key), context: context)
                if let grade = reader.string() { grades.append(Grade(discipline: entry.key, grade: grade)) }
            }
        }
        var photo: String?
        if let reader = map["photo"], let written = reader.string(), !written.isEmpty {
            context.noteMedia(written, at: reader.location)
            photo = written
        }
        let athlete = Athlete(
            id: id, name: map.string("name") ?? id, birthdate: map.date("birthdate"), sex: map.string("sex"),
            height: length(map["height"]), bodyweight: mass(map["bodyweight"]), goals: map.strings("goals"),
            grades: grades, disciplines: map.strings("disciplines"),
            bio: markdown(body: body, field: map.string("bio")), photo: photo,
            isPrivate: map["private"]?.bool() ?? false, sourcePath: path)
        return (id, location, athlete)
    }
}
