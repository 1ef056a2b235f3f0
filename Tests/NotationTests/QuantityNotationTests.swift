import Notation
import Testing
import TrainingModel

private let weight = "a weight (e.g. 100, 100kg, bw+20kg)"
private let time = "a time (e.g. 90s, 1:30, 1m30s, 1h 5m, 5')"
private let clock = "a time as m:ss or h:mm:ss (e.g. 1:30, 1:05:30)"
private let stopwatch = "a time as MM-SS-CC (e.g. 00-30-00)"
private let rpeRange = "an RPE from 0 to 10 in steps of 0.5 (e.g. @8, @8.5, @RPE 8)"
private let tempoShape = "a tempo of four phases (e.g. 3-1-1-0, 3-1-X-0)"

struct QuantityNotationTests {
    static let loads: [NotationCase<Load>] = [
        .ok("80", kg(80)),
        .ok("80kg", kg(80)),
        .ok("80", lb(80), unit: .lb),
        .ok("176lb", lb(176)),
        .ok("82.5", kg(82.5)),
        .ok(" 80 lbs ", lb(80)),
        .ok("bw", bw()),
        .ok("bw+20kg", bw(20)),
        .ok("bw-15kg", bw(-15)),
        .ok("BW + 20 KG", bw(20)),
        .ok("bw+20", lb(20).relative, unit: .lb),
        .ok("bw−10", bw(-10)),
        .fails("", at: 0, found: "end of text", expected: weight),
        .fails("8O", at: 0, found: "8O", expected: weight),
        .fails("80 kg x", at: 6, found: "x", expected: "nothing after the weight"),
        .fails("heavy", at: 0, found: "heavy", expected: weight),
        .fails("bw+", at: 3, found: "end of text", expected: "a weight after bw+ (e.g. bw+20kg)"),
        .fails("10001kg", at: 0, found: "10001kg", expected: "a weight up to 10000"),
        .fails("1234567890123", at: 0, found: "1234567890123", expected: "a number of at most 12 digits"),
    ]

    @Test(arguments: loads)
    func parsesLoad(_ row: NotationCase<Load>) {
        row.verify { text, unit throws(NotationError) in try QuantityNotation.load(text, defaultUnit: unit) }
    }

    static let durations: [NotationCase<Double>] = [
        .ok("90s", 90),
        .ok("90 sec", 90),
        .ok("1:30", 90),
        .ok("1m30s", 90),
        .ok("1h 5m", 3900),
        .ok("25:30", 1530),
        .ok("1:05:30", 3930),
        .ok("00-30-00", 30),
        .ok("01-02-25", 62.25),
        .ok("5'", 300),
        .ok("30''", 30),
        .ok("30\"", 30),
        .ok("5'30\"", 330),
        .ok("1h 45m 10s", 6310),
        .ok("3m", 180),
        .ok("2 min", 120),
        .ok("1.5h", 5400),
        .ok("90", 90),
        .ok("1:30.5", 90.5),
        .ok("1h5min30.25s", 3930.25),
        .fails("", at: 0, found: "end of text", expected: time),
        .fails("fast", at: 0, found: "fast", expected: time),
        .fails("8-12", at: 0, found: "8-12", expected: stopwatch),
        .fails("00-75-00", at: 0, found: "00-75-00", expected: "seconds below 60 in MM-SS-CC (e.g. 00-30-00)"),
        .fails("1:75", at: 0, found: "1:75", expected: clock),
        .fails("1:5", at: 0, found: "1:5", expected: clock),
        .fails("1:30:00:00", at: 0, found: "1:30:00:00", expected: clock),
        .fails("30s 5m", at: 4, found: "5m", expected: "nothing after the time"),
        .fails("1.2345s", at: 0, found: "1.2345s", expected: "a time with at most 3 decimals"),
        .fails("300h", at: 0, found: "300h", expected: "a time up to 277h 46min 40s"),
    ]

    @Test(arguments: durations)
    func parsesDuration(_ row: NotationCase<Double>) {
        row.verify { text, _ throws(NotationError) in try QuantityNotation.duration(text) }
    }

    @Test func bareDurationTakesTheGivenUnit() throws {
        #expect(try QuantityNotation.duration("65", bareUnit: .minutes) == 3900)
        #expect(try QuantityNotation.duration("1h 5m", bareUnit: .minutes) == 3900)
    }

    static let distances: [NotationCase<Double>] = [
        .ok("5km", 5000),
        .ok("400m", 400),
        .ok("3mi", 3 * 1609.344),
        .ok("5.5 km", 5500),
        .ok("42.195KM", 42195),
        .ok("100 metres", 100),
        .fails("5", at: 0, found: "5", expected: "a distance (e.g. 5km, 400m, 3mi)"),
        .fails("5kg", at: 0, found: "5kg", expected: "a distance (e.g. 5km, 400m, 3mi)"),
        .fails("20000km", at: 0, found: "20000km", expected: "a distance up to 10000km"),
    ]

    @Test(arguments: distances)
    func parsesDistance(_ row: NotationCase<Double>) {
        row.verify { text, _ throws(NotationError) in try QuantityNotation.distance(text) }
    }

    static let percents: [NotationCase<Double>] = [
        .ok("75%", 75),
        .ok("72.5 %", 72.5),
        .fails("75", at: 0, found: "75", expected: "a percentage (e.g. 75%)"),
        .fails("75%%", at: 3, found: "%", expected: "nothing after the percentage"),
    ]

    @Test(arguments: percents)
    func parsesPercent(_ row: NotationCase<Double>) {
        row.verify { text, _ throws(NotationError) in try QuantityNotation.percent(text) }
    }

    static let rpes: [NotationCase<Double>] = [
        .ok("@8", 8),
        .ok("@8.5", 8.5),
        .ok("@RPE 8", 8),
        .ok("@ rpe9.5", 9.5),
        .ok("RPE 7", 7),
        .ok("10", 10),
        .ok("0", 0),
        .fails("@11", at: 1, found: "11", expected: rpeRange),
        .fails("@8.3", at: 1, found: "8.3", expected: rpeRange),
        .fails("@", at: 1, found: "end of text", expected: rpeRange),
        .fails("hard", at: 0, found: "hard", expected: rpeRange),
    ]

    @Test(arguments: rpes)
    func parsesRPE(_ row: NotationCase<Double>) {
        row.verify { text, _ throws(NotationError) in try QuantityNotation.rpe(text) }
    }

    static let repTargets: [NotationCase<RepTarget>] = [
        .ok("5", .exactly(5)),
        .ok("8-12", .range(8, 12)),
        .ok("8 – 12", .range(8, 12)),
        .ok("AMRAP", .amrap),
        .ok("amrap", .amrap),
        .fails("12-8", at: 3, found: "8", expected: "a top of the range above 12"),
        .fails("0", at: 0, found: "0", expected: "reps from 1 to 10000"),
        .fails("5.5", at: 0, found: "5.5", expected: "a whole number of reps"),
        .fails("8-", at: 2, found: "end of text", expected: "the top of the rep range (e.g. 8-12)"),
        .fails("many", at: 0, found: "many", expected: "reps (e.g. 5, 8-12, AMRAP)"),
    ]

    @Test(arguments: repTargets)
    func parsesRepTarget(_ row: NotationCase<RepTarget>) {
        row.verify { text, _ throws(NotationError) in try QuantityNotation.reps(text) }
    }

    static let tempos: [NotationCase<Tempo>] = [
        .ok("3-1-1-0", Tempo(phases: [3, 1, 1, 0])),
        .ok("3-1-X-0", Tempo(phases: [3, 1, nil, 0])),
        .ok("31x0", Tempo(phases: [3, 1, nil, 0])),
        .ok("10-0-1-2", Tempo(phases: [10, 0, 1, 2])),
        .fails("3-1-1", at: 0, found: "3-1-1", expected: tempoShape),
        .fails("3-1-1-0-2", at: 0, found: "3-1-1-0-2", expected: tempoShape),
        .fails("100-1-1-0", at: 0, found: "100-1-1-0", expected: "a tempo phase up to 99 seconds"),
        .fails("slow", at: 0, found: "slow", expected: tempoShape),
    ]

    @Test(arguments: tempos)
    func parsesTempo(_ row: NotationCase<Tempo>) {
        row.verify { text, _ throws(NotationError) in try QuantityNotation.tempo(text) }
    }

    @Test func errorDescriptionQuotesTheFoundText() {
        #expect(NotationError(offset: 0, found: "8O", expected: "a weight").description == #"expected a weight, found "8O""#)
        #expect(NotationError(offset: 3, found: "end of text", expected: "reps").description == "expected reps, found end of text")
    }
}

extension Load {
    /// The same load written relative to bodyweight (`bw+20` in a pound site).
    var relative: Load { Load(kilograms: kilograms, relativeToBodyweight: true) }
}
