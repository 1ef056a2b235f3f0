import Notation
import PropertyBased
import Testing
import TrainingModel

/// Formatting a value and parsing the text again gives the same value, for every kind of
/// notation. Values are generated the way people write them: weights in halves of the display
/// unit, times in centiseconds, distances in millimetres, so every one has an exact notation.
struct RoundTripPropertyTests {
    @Test func loadSurvivesFormattingInEitherUnit() async {
        await propertyCheck(input: Generators.load) { load, unit in
            let other: MassUnit = unit == .kg ? .lb : .kg
            let text = load.notation(unit: unit)
            let parsed1 = try QuantityNotation.load(text, defaultUnit: other)

            #expect(parsed1 == load, "\(text)")
        }
    }

    @Test func durationSurvivesBothFormats() async {
        await propertyCheck(input: Generators.centiseconds(in: 0...100_000_000)) { seconds in
            let compact = QuantityNotation.formatDuration(seconds)
            let clock = QuantityNotation.formatClock(seconds)
            let parsed2 = try QuantityNotation.duration(compact)

            #expect(parsed2 == seconds, "\(compact)")
            let parsed3 = try QuantityNotation.duration(clock)

            #expect(parsed3 == seconds, "\(clock)")
        }
    }

    @Test func distanceSurvivesFormatting() async {
        await propertyCheck(input: Generators.millimetres) { metres in
            let text = QuantityNotation.formatDistance(metres)
            let parsed4 = try QuantityNotation.distance(text)

            #expect(parsed4 == metres, "\(text)")
        }
    }

    @Test func performedSetSurvivesFormatting() async {
        await propertyCheck(count: 300, input: Generators.performedSet) { set, unit in
            let text = set.notation(unit: unit)
            let other: MassUnit = unit == .kg ? .lb : .kg
            let parsed5 = try SetNotation.parse(text, defaultUnit: other)

            #expect(parsed5 == [set], "\(text)")
        }
    }

    @Test func prescriptionSurvivesFormatting() async {
        await propertyCheck(count: 300, input: Generators.prescription) { prescription, unit in
            let text = prescription.notation(unit: unit)
            let other: MassUnit = unit == .kg ? .lb : .kg
            let parsed6 = try PrescriptionNotation.parse(text, defaultUnit: other)

            #expect(parsed6 == prescription, "\(text)")
        }
    }

    @Test func protocolSurvivesFormatting() async {
        await propertyCheck(count: 300, input: Generators.intervalProtocol) { intervalProtocol, unit in
            let text = intervalProtocol.notation(unit: unit)
            let other: MassUnit = unit == .kg ? .lb : .kg
            let parsed7 = try ProtocolNotation.parse(text, defaultUnit: other)

            #expect(parsed7 == intervalProtocol, "\(text)")
        }
    }

    @Test func timelineAddsUpToTotalDuration() async {
        await propertyCheck(input: Generators.intervalProtocol) { intervalProtocol, _ in
            let timeline = intervalProtocol.timeline()
            let works = timeline.filter { $0.kind == .work }
            #expect(works.count == intervalProtocol.gripCount * intervalProtocol.sets * intervalProtocol.repsPerSet)
            // Thousands of additions in another order than the closed formula: equal up to rounding.
            let total = timeline.reduce(0) { $0 + $1.duration }
            #expect(abs(total - intervalProtocol.totalDuration) <= 1e-9 * intervalProtocol.totalDuration)
            #expect(zip(timeline, timeline.dropFirst()).allSatisfy { $0.start + $0.duration == $1.start })
            #expect(timeline.first?.kind == .work && timeline.last?.kind == .work)
        }
    }

    /// Not a round trip: any text made of notation characters either parses or fails with an
    /// offset inside the text (the fuzz target covers arbitrary bytes).
    @Test func anyTextParsesOrFailsInsideTheText() async {
        await propertyCheck(count: 1000, input: Generators.notationText) { text in
            for error in RoundTripPropertyTests.errors(parsing: text) {
                #expect(error.offset >= 0 && error.offset <= text.count, "\(text.debugDescription): \(error)")
                #expect(!error.found.isEmpty && !error.expected.isEmpty)
            }
        }
    }

    /// The errors every parser reports for `text` (none for a parser that accepts it).
    static func errors(parsing text: String) -> [NotationError] {
        var errors: [NotationError] = []
        do { _ = try SetNotation.parse(text, defaultUnit: .kg) } catch { errors.append(error) }
        do { _ = try PrescriptionNotation.parse(text, defaultUnit: .kg) } catch { errors.append(error) }
        do { _ = try ProtocolNotation.parse(text, defaultUnit: .kg) } catch { errors.append(error) }
        do { _ = try ProtocolNotation.grip(text, defaultUnit: .kg) } catch { errors.append(error) }
        do { _ = try QuantityNotation.load(text, defaultUnit: .kg) } catch { errors.append(error) }
        do { _ = try QuantityNotation.duration(text) } catch { errors.append(error) }
        do { _ = try QuantityNotation.distance(text) } catch { errors.append(error) }
        do { _ = try QuantityNotation.percent(text) } catch { errors.append(error) }
        do { _ = try QuantityNotation.rpe(text) } catch { errors.append(error) }
        do { _ = try QuantityNotation.reps(text) } catch { errors.append(error) }
        do { _ = try QuantityNotation.tempo(text) } catch { errors.append(error) }
        return errors
    }
}
