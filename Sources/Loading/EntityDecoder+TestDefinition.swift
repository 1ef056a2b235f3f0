import Diagnostics
import TrainingModel

extension EntityDecoder {
    static let testDefinitionKeys = ["id", "name", "protocol", "unit", "better"]

    /// `content/tests/<id>.yaml` (docs/content-format.md#tests): `name`, `unit` and `better`
    /// are required; the protocol is `protocol:` or, in a Markdown file, its body.
    func testDefinition(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: TestDefinition)? {
        map.checkKeys(Self.testDefinitionKeys)
        let (id, location) = entityID(map)
        let name = requiredText(map, "name", expected: "the test's name, e.g. Max hang, 20 mm edge, 7 s")
        let unit = requiredText(map, "unit", expected: "what a result is measured in, e.g. kg or reps")
        let better = map.required("better")?.choice(TestDefinition.Better.self)
        guard let name, let unit, let better else { return nil }
        return (id, location, TestDefinition(id: id, name: name, testProtocol: markdown(body: body, field: map.string("protocol")),
                                             unit: unit, better: better, sourcePath: path))
    }

    /// A required text field, trimmed; a blank one is an error at its value.
    private func requiredText(_ map: MapReader, _ key: String, expected: String) -> String? {
        guard let reader = map.required(key), let text = reader.string()?.trimmingWhitespace else { return nil }
        if text.isEmpty {
            reader.invalid(expected)
            return nil
        }
        return text
    }
}
