/// A physical test of the site's battery (docs/content-format.md#tests): `content/tests/<id>.yaml`
/// names it, says how it is done and what its results mean. Results (`TestResult`) name a
/// test by its id; one a definition names is shown by the definition's name, and its best is
/// the highest or the lowest result as `better` says (docs/statistics.md#tests-and-race-predictions).
public struct TestDefinition: Hashable, Sendable, Identifiable {
    /// Whether a higher or a lower result is the better one.
    public enum Better: String, Hashable, Sendable, CaseIterable {
        case higher, lower
    }

    public var id: String
    public var name: String
    /// Markdown: how the test is done.
    public var testProtocol: String
    /// What a result is measured in, as written (`kg added`, `reps`, `min:s`, `ml/kg/min`).
    public var unit: String
    public var better: Better
    public var sourcePath: String

    public init(id: String, name: String, testProtocol: String = "", unit: String, better: Better, sourcePath: String = "") {
        self.id = id
        self.name = name
        self.testProtocol = testProtocol
        self.unit = unit
        self.better = better
        self.sourcePath = sourcePath
    }
}
