import TextAndDates
import Testing
import TrainingModel
@testable import Statistics

/// docs/statistics.md#grips: a grip's best hang, and its best hang of each day.
struct GripStatisticsTests {
    private static func hang(_ added: Double, _ seconds: Double, _ grip: Grip?, reps: Int? = nil,
                             kind: SetKind = .working) -> PerformedSet {
        PerformedSet(kind: kind, load: Load(kilograms: added, relativeToBodyweight: true), reps: reps,
                     duration: seconds, grip: grip)
    }

    private static let halfCrimp = Grip(name: "half crimp", edgeMillimetres: 20)
    private static let openHand = Grip(name: "open hand", edgeMillimetres: 20)

    @Test func eachGripHasItsBestHangAndOneBestADay() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2026-11-05", [("hangboard-hang", [
                Self.hang(15, 7, Self.halfCrimp, kind: .warmup),  // a warm-up is no hang
                Self.hang(10, 7, Self.halfCrimp), Self.hang(10, 9, Self.halfCrimp), Self.hang(5, 7, Self.openHand),
                Self.hang(20, 7, nil),  // no grip named: on no grip's line
            ])]),
            // The same grip written the other way round and in another case is the same grip.
            Fixture.workout("w2", "2026-11-19", [("hangboard-hang", [
                Self.hang(12.5, 5, Grip(name: "Half  Crimp", edgeMillimetres: 20)), Self.hang(12.5, 7, Self.halfCrimp),
                Self.hang(-10, 7, Grip(name: "sloper")), Self.hang(2, 7, Self.openHand, reps: 6),
            ])]),
        ])
        let grips = Fixture.ana(library, asOf: "2026-11-30").exercise(id: "hangboard-hang")?.grips ?? []
        #expect(grips.map(\.key) == ["half crimp 20mm", "open hand 20mm", "sloper"])
        // Half crimp: +10 kg for 9 s beats +10 kg for 7 s on the 5th; +12.5 kg beats both, and
        // of the two +12.5 kg hangs the 7 s one is better.
        #expect(grips[0].best == GripHang(date: Fixture.day("2026-11-19"), workout: "w2", kilograms: 12.5, seconds: 7))
        #expect(grips[0].days.map { [$0.kilograms, $0.seconds] } == [[10, 9], [12.5, 7]])
        #expect(grips[0].grip.name == "half crimp")  // as first written
        // Open hand: +5 kg for 7 s beats the repeaters at +2 kg.
        #expect(grips[1].best == GripHang(date: Fixture.day("2026-11-05"), workout: "w1", kilograms: 5, seconds: 7))
        #expect(grips[1].days.map(\.kilograms) == [5, 2])
        // Weight taken off is a negative load.
        #expect(grips[2].best.kilograms == -10)
        // The best of a span of days.
        #expect(grips[0].best(from: Fixture.day("2026-11-01"), through: Fixture.day("2026-11-10"))?.kilograms == 10)
        #expect(grips[2].best(from: Fixture.day("2026-11-01"), through: Fixture.day("2026-11-10")) == nil)
    }

    @Test func gripsSurviveTheBinaryForm() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2026-11-05", [("hangboard-hang", [Self.hang(10, 7, Self.halfCrimp), Self.hang(0, 10, Grip(name: "", edgeMillimetres: 15))])]),
        ])
        let statistics = Fixture.ana(library, asOf: "2026-11-30")
        var writer = ByteWriter()
        statistics.encode(into: &writer)
        var reader = ByteReader(writer.bytes[...])
        let read = AthleteStatistics(decoding: &reader)
        #expect(read == statistics)
        #expect(read?.exercise(id: "hangboard-hang")?.grips.map(\.key) == ["half crimp 20mm", "15mm"])
    }
}
