import Diagnostics
import TrainingModel

extension EntityDecoder {
    static let athleteKeys = ["id", "name", "birthdate", "sex", "height", "bodyweight", "goals", "grades", "disciplines",
                              "bio", "photo", "private", "membership"]

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
            isPrivate: map["private"]?.bool() ?? false, membership: map["membership"].flatMap(membership),
            sourcePath: path)
        return (id, location, athlete)
    }

    /// `membership: {plan, since, until?}`; whether the plan exists is checked with the centre.
    private func membership(_ reader: NodeReader) -> Membership? {
        guard let map = reader.mapping() else { return nil }
        map.checkKeys(["plan", "since", "until"])
        let planReader = map.required("plan")
        let plan = planReader?.string()
        let since = map.required("since")?.date()
        let until = map.date("until")
        if let since, let until, until < since, let at = map["until"] {
            at.invalid("a date on or after `since` (\(since.iso))")
            return nil
        }
        guard let plan, let since, let planReader else { return nil }
        return Membership(plan: plan.trimmingWhitespace, since: since, until: until, planLine: planReader.node.line,
                          planColumn: planReader.node.column)
    }
}
