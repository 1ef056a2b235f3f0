import Notation
import Testing
import TrainingModel

/// One row of a notation table: a text and exactly what parsing it must give.
struct NotationCase<Value: Equatable & Sendable>: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case parses(Value)
        case fails(offset: Int, found: String, expected: String)
    }

    var text: String
    var outcome: Outcome
    var defaultUnit: MassUnit = .kg

    var testDescription: String { "\(text.debugDescription) (\(defaultUnit.rawValue))" }
}

extension NotationCase {
    static func ok(_ text: String, _ value: Value, unit: MassUnit = .kg) -> NotationCase {
        NotationCase(text: text, outcome: .parses(value), defaultUnit: unit)
    }

    static func fails(_ text: String, at offset: Int, found: String, expected: String) -> NotationCase {
        NotationCase(text: text, outcome: .fails(offset: offset, found: found, expected: expected))
    }

    /// Parses the row's text and checks the exact value or the exact error.
    func verify(_ parse: (String, MassUnit) throws(NotationError) -> Value,
                sourceLocation: SourceLocation = #_sourceLocation) {
        let result: Result<Value, NotationError>
        do {
            result = .success(try parse(text, defaultUnit))
        } catch {
            result = .failure(error)
        }
        switch (outcome, result) {
        case (.parses(let expected), .success(let value)):
            #expect(value == expected, sourceLocation: sourceLocation)
        case (.fails(let offset, let found, let expected), .failure(let error)):
            #expect(error == NotationError(offset: offset, found: found, expected: expected), sourceLocation: sourceLocation)
        case (.parses(let expected), .failure(let error)):
            Issue.record("expected \(expected), got error at \(error.offset): \(error)", sourceLocation: sourceLocation)
        case (.fails(let offset, _, let expected), .success(let value)):
            Issue.record("expected an error at \(offset) (\(expected)), got \(value)", sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Builders that keep the tables short

func kg(_ value: Double) -> Load { Load(kilograms: value) }
func lb(_ value: Double) -> Load { Load(kilograms: value * 0.45359237) }
func bw(_ kilograms: Double = 0) -> Load { Load(kilograms: kilograms, relativeToBodyweight: true) }

func set(_ kind: SetKind = .working, load: Load? = nil, reps: Int? = nil, rpe: Double? = nil,
         duration: Double? = nil, distance: Double? = nil, grip: Grip? = nil) -> PerformedSet {
    PerformedSet(kind: kind, load: load, reps: reps, rpe: rpe, duration: duration, distance: distance, grip: grip)
}
