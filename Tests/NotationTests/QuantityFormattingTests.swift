import Notation
import Testing
import TrainingModel

struct QuantityFormattingTests {
    @Test(arguments: [
        (0.0, "0s"), (7, "7s"), (7.5, "7.5s"), (60, "1min"), (90, "1min 30s"), (180, "3min"),
        (3600, "1h"), (3900, "1h 5min"), (3930.25, "1h 5min 30.25s"),
    ])
    func formatsDurationWithUnits(seconds: Double, text: String) {
        #expect(QuantityNotation.formatDuration(seconds) == text)
    }

    @Test(arguments: [(0.0, "0:00"), (7.5, "0:07.5"), (90, "1:30"), (1530, "25:30"), (3930, "1:05:30")])
    func formatsDurationAsClock(seconds: Double, text: String) {
        #expect(QuantityNotation.formatClock(seconds) == text)
    }

    @Test(arguments: [(400.0, "400m"), (5000, "5km"), (5500, "5.5km"), (4828.032, "4828.032m"), (999.5, "999.5m")])
    func formatsDistance(metres: Double, text: String) {
        #expect(QuantityNotation.formatDistance(metres) == text)
    }

    @Test func formatsLoadsInTheGivenUnit() {
        #expect(Load(kilograms: 100).notation(unit: .kg) == "100kg")
        #expect(Load(kilograms: 176 * 0.45359237).notation(unit: .lb) == "176lb")
        #expect(Load.bodyweight.notation(unit: .kg) == "bw")
        #expect(Load(kilograms: 20, relativeToBodyweight: true).notation(unit: .kg) == "bw+20kg")
        #expect(Load(kilograms: -15, relativeToBodyweight: true).notation(unit: .kg) == "bw-15kg")
        #expect(Load(kilograms: 82.5).notation(unit: .kg) == "82.5kg")
    }

    @Test func formatsPercentRPERepsAndTempo() {
        #expect(QuantityNotation.formatPercent(72.5) == "72.5%")
        #expect(QuantityNotation.formatRPE(8) == "@8")
        #expect(QuantityNotation.formatRPE(8.5) == "@8.5")
        #expect(RepTarget.range(8, 12).notation == "8-12")
        #expect(RepTarget.amrap.notation == "AMRAP")
        #expect(Tempo(phases: [3, 1, nil, 0]).notation == "3-1-X-0")
    }
}
