import Notation
import TrainingModel

extension EntityDecoder {
    static let measurementFileKeys = ["athlete", "entries"]
    static let testKeys = ["date", "athlete", "test", "result", "notes"]
    /// Masses in the site's units unless written with a unit; stored in kilograms.
    static let massKeys: Set = ["bodyweight", "muscle_mass", "lean_mass", "fat_mass", "bone_mass"]
    /// Lengths in centimetres unless written with a unit; stored in metres.
    static let lengthKeys: Set = ["height", "waist", "hips", "chest", "neck", "shoulders", "arm", "arms", "biceps",
                                  "forearm", "thigh", "thighs", "calf", "calves", "glutes"]
    static let percentKeys: Set = ["bodyfat", "body_fat", "water"]

    func measurements(_ map: MapReader) -> [MeasurementDraft] {
        map.checkKeys(Self.measurementFileKeys)
        let fileAthlete = reference(map["athlete"])
        guard let entries = map.required("entries")?.list() else { return [] }
        var drafts: [MeasurementDraft] = []
        for (order, item) in entries.enumerated() {
            let before = context.errorCount
            guard let entry = item.mapping() else { continue }
            // A missing or impossible date has been reported and fails the entry; a stand-in lets
            // the rest of it (its athlete) be checked too.
            let written = entry.required("date")?.date()
            let date = written ?? CalendarDate(daysSinceEpoch: 0)
            let athlete = reference(entry["athlete"]) ?? fileAthlete
            let decoded: MeasurementDraft.Entry?
            if entry.has("test") {
                decoded = test(entry, date: date)
            } else {
                decoded = body(entry, date: date)
            }
            guard let decoded else { continue }
            drafts.append(MeasurementDraft(entry: decoded, athlete: athlete, sourcePath: path, order: order,
                                           failed: context.errorCount > before || written == nil,
                                           test: entry.has("test") ? reference(entry["test"]) : nil))
        }
        return drafts
    }

    private func test(_ entry: MapReader, date: CalendarDate?) -> MeasurementDraft.Entry? {
        entry.checkKeys(Self.testKeys)
        let name = entry.string("test")
        let result = entry.required("result").flatMap(testValue)
        guard let date, let name, let result else { return nil }
        return .test(TestResult(date: date, athlete: "", test: name, result: result, notes: entry.string("notes"),
                                sourcePath: path))
    }

    /// A time (`23:40`, `1h 45m 10s`), a load (`bw+12kg`, `100kg`) or a plain number.
    private func testValue(_ reader: NodeReader) -> TestResult.Value? {
        guard let text = reader.string() else { return nil }
        if let number = NodeReader.decimal(text) { return .number(number) }
        if let seconds = try? QuantityNotation.duration(text) { return .time(seconds) }
        if let load = try? QuantityNotation.load(text, defaultUnit: units) { return .load(load) }
        reader.invalid("a time, a load or a number")
        return nil
    }

    private func body(_ entry: MapReader, date: CalendarDate?) -> MeasurementDraft.Entry? {
        var values: [MeasurementValue] = []
        for item in entry.entries where !["date", "athlete", "notes"].contains(item.key) {
            guard let reader = entry[item.key] else { continue }
            let value: Double?
            if Self.massKeys.contains(item.key) {
                value = mass(reader)
            } else if Self.lengthKeys.contains(item.key) || item.key.hasSuffix("_girth") {
                value = length(reader)
            } else if Self.percentKeys.contains(item.key) {
                value = percentage(reader)
            } else {
                value = reader.number()
            }
            if let value { values.append(MeasurementValue(key: item.key, value: value)) }
        }
        if entry.entries.allSatisfy({ ["date", "athlete", "notes"].contains($0.key) }) {
            context.report(.emptyMeasurement, at: entry.location, keyPath: entry.path)
        }
        guard let date else { return nil }
        return .body(BodyMeasurement(date: date, athlete: "", values: values, sourcePath: path))
    }
}
