import Notation
import Testing
import TrainingModel

private let anyPrescription = "a prescription (e.g. 5x5 @ 100kg, 3x8-12 @RPE 8, 3x30s, 30' easy)"
private let intensity = "a load (e.g. 100kg, bw+10kg), a percentage (e.g. 75%) or an RPE (e.g. RPE 8)"
private let clause = "a clause: rest, tempo or RPE (e.g. rest 90s)"
private let block = "a time or distance for the block (e.g. 5', 30min, 400m, 5km in 25:00)"

private func rx(sets: Int? = nil, reps: RepTarget? = nil, load: PrescribedLoad? = nil, rpe: Double? = nil,
                rest: Double? = nil, tempo: [Int?]? = nil, duration: Double? = nil, distance: Double? = nil,
                blocks: [CardioBlock] = []) -> Prescription {
    Prescription(sets: sets, reps: reps, load: load, rpe: rpe, rest: rest, tempo: tempo.map(Tempo.init(phases:)),
                 duration: duration, distance: distance, blocks: blocks)
}

struct PrescriptionNotationTests {
    static let cases: [NotationCase<Prescription>] = [
        // docs/notation.md#prescriptions
        .ok("5x5 @ 100kg", rx(sets: 5, reps: .exactly(5), load: .absolute(kg(100)))),
        .ok("3x8-12 @RPE 8, rest 90s", rx(sets: 3, reps: .range(8, 12), rpe: 8, rest: 90)),
        .ok("4x6 @ 75%", rx(sets: 4, reps: .exactly(6), load: .percentOfE1RM(75))),
        .ok("3x AMRAP @ 60kg", rx(sets: 3, reps: .amrap, load: .absolute(kg(60)))),
        .ok("5x3 @ 80%, tempo 3-1-1-0", rx(sets: 5, reps: .exactly(3), load: .percentOfE1RM(80), tempo: [3, 1, 1, 0])),
        .ok("3x30s", rx(sets: 3, duration: 30)),
        .ok("5' easy + 30' @ threshold + 5' cool-down", rx(blocks: [
            CardioBlock(duration: 300, intensity: "easy"),
            CardioBlock(duration: 1800, intensity: "threshold"),
            CardioBlock(duration: 300, intensity: "cool-down"),
        ])),
        .ok("3x AMRAP @ bw", rx(sets: 3, reps: .amrap, load: .absolute(bw()))),
        // more forms
        .ok("400m @ 5k pace", rx(blocks: [CardioBlock(distance: 400, intensity: "5k pace")])),
        .ok("5km in 25:00 @ tempo", rx(blocks: [CardioBlock(duration: 1500, distance: 5000, intensity: "tempo")])),
        .ok("20min   easy   run", rx(blocks: [CardioBlock(duration: 1200, intensity: "easy run")])),
        .ok("10min + 2km", rx(blocks: [CardioBlock(duration: 600), CardioBlock(distance: 2000)])),
        .ok("5x5 @ 100kg @RPE 8, rest 3m", rx(sets: 5, reps: .exactly(5), load: .absolute(kg(100)), rpe: 8, rest: 180)),
        .ok("3x8-12, RPE 8", rx(sets: 3, reps: .range(8, 12), rpe: 8)),
        .ok("3x400m", rx(sets: 3, distance: 400)),
        .ok("3x1:00", rx(sets: 3, duration: 60)),
        .ok("3x8 @ 20kg, tempo 31X0", rx(sets: 3, reps: .exactly(8), load: .absolute(kg(20)), tempo: [3, 1, nil, 0])),
        .ok("3xAMRAP", rx(sets: 3, reps: .amrap)),
        .ok("4 × 10 @ bw+10kg, rest 2min", rx(sets: 4, reps: .exactly(10), load: .absolute(bw(10)), rest: 120)),
        .ok("3x8 @ 135lb", rx(sets: 3, reps: .exactly(8), load: .absolute(lb(135)))),
        .ok("3x10 @ 20", rx(sets: 3, reps: .exactly(10), load: .absolute(kg(20)))),
        .ok("5x5, rest 120", rx(sets: 5, reps: .exactly(5), rest: 120)),
        .ok("3x5 @ 72.5%; tempo 3-1-X-0; @RPE 7.5",
            rx(sets: 3, reps: .exactly(5), load: .percentOfE1RM(72.5), rpe: 7.5, tempo: [3, 1, nil, 0])),
        // a percentage of a test, or of the e1RM said outright (docs/notation.md#prescriptions)
        .ok("5x7s @ 80% of max-hang-20mm-7s", rx(sets: 5, load: .percentOfTest(80, test: "max-hang-20mm-7s"), duration: 7)),
        .ok("5x7s @ 80% of  max hang   20mm , rest 3m",
            rx(sets: 5, load: .percentOfTest(80, test: "max hang 20mm"), rest: 180, duration: 7)),
        .ok("3x5 @ 90% of 1rm-back-squat @RPE 8", rx(sets: 3, reps: .exactly(5), load: .percentOfTest(90, test: "1rm-back-squat"), rpe: 8)),
        .ok("4x6 @ 75% of e1RM", rx(sets: 4, reps: .exactly(6), load: .percentOfE1RM(75))),
        .ok("4x6 @ 75% OF E1RM", rx(sets: 4, reps: .exactly(6), load: .percentOfE1RM(75))),
        .fails("5x7s @ 80% of", at: 13, found: "end of text",
               expected: "e1RM or a test's name after `of` (e.g. 80% of max-hang-20mm-7s)"),
        .fails("5x7s @ 80% of , rest 3m", at: 14, found: ",",
               expected: "e1RM or a test's name after `of` (e.g. 80% of max-hang-20mm-7s)"),
        // errors
        .fails("3x8 @8", at: 5, found: "8", expected: "a load with its unit (e.g. @ 8kg) or an RPE written @RPE 8"),
        .fails("5x5 @ 100kg,", at: 12, found: "end of text", expected: clause),
        .fails("3x5, warmup", at: 5, found: "warmup", expected: clause),
        .fails("3x5 foo", at: 4, found: "foo", expected: "a comma and a clause (rest, tempo or RPE), or the end"),
        .fails("3x12-8", at: 5, found: "8", expected: "a top of the range above 12"),
        .fails("0x5", at: 0, found: "0x5", expected: "sets from 1 to 100"),
        .fails("101x5", at: 0, found: "101x5", expected: "sets from 1 to 100"),
        .fails("6x400m @ 5k pace", at: 9, found: "5k", expected: intensity),
        .fails("3x5 @ heavy", at: 6, found: "heavy", expected: intensity),
        .fails("3x5 @", at: 5, found: "end of text", expected: intensity),
        .fails("3x5, rest 2m, rest 3m", at: 14, found: "rest", expected: "one rest clause only"),
        .fails("3x5, rest", at: 9, found: "end of text", expected: "a rest time (e.g. 90s, 2min)"),
        .fails("3x5, tempo 3-1-1", at: 11, found: "3-1-1", expected: "a tempo of four phases (e.g. 3-1-1-0, 3-1-X-0)"),
        .fails("3x8 @RPE 8, RPE 9", at: 12, found: "RPE", expected: "one RPE only"),
        .fails("AMRAP", at: 0, found: "AMRAP", expected: anyPrescription),
        .fails("", at: 0, found: "end of text", expected: anyPrescription),
        .fails("3x", at: 2, found: "end of text",
               expected: "reps, a rep range, AMRAP, a time or a distance (e.g. 5, 8-12, AMRAP, 30s, 400m)"),
        .fails("5' easy +", at: 9, found: "end of text", expected: block),
        .fails("5' easy + @ x", at: 10, found: "@", expected: block),
        .fails("5' @", at: 4, found: "end of text", expected: "an intensity after @ (e.g. threshold)"),
    ]

    @Test(arguments: cases)
    func parsesPrescription(_ row: NotationCase<Prescription>) {
        row.verify { text, unit throws(NotationError) in try PrescriptionNotation.parse(text, defaultUnit: unit) }
    }

    /// A session's `reference:` test is what a bare percentage is of; `of` still says otherwise.
    @Test func aBarePercentageIsOfTheSessionsReferenceTest() throws {
        #expect(try PrescriptionNotation.parse("5x7s @ 80%", defaultUnit: .kg, reference: "max-hang-20mm-7s")
                == rx(sets: 5, load: .percentOfTest(80, test: "max-hang-20mm-7s"), duration: 7))
        #expect(try PrescriptionNotation.parse("4x5 @ 80% of e1RM", defaultUnit: .kg, reference: "max-hang-20mm-7s")
                == rx(sets: 4, reps: .exactly(5), load: .percentOfE1RM(80)))
        #expect(try PrescriptionNotation.parse("3x5 @ 90% of 1rm-back-squat", defaultUnit: .kg, reference: "max-hang-20mm-7s")
                == rx(sets: 3, reps: .exactly(5), load: .percentOfTest(90, test: "1rm-back-squat")))
        #expect(try PrescriptionNotation.percentLoad("80%", reference: "max-hang-20mm-7s")
                == .percentOfTest(80, test: "max-hang-20mm-7s"))
        #expect(try PrescriptionNotation.percentLoad(" 70 % of repeaters-7-3 ") == .percentOfTest(70, test: "repeaters-7-3"))
        #expect(try PrescriptionNotation.percentLoad("75%") == .percentOfE1RM(75))
        #expect(throws: NotationError(offset: 4, found: "kg", expected: "nothing after the percentage but `of` and a test's name or e1RM")) {
            try PrescriptionNotation.percentLoad("80% kg")
        }
    }

    @Test func formatsPrescriptions() {
        #expect(rx(sets: 5, load: .percentOfTest(80, test: "max-hang-20mm-7s"), rest: 180, duration: 7).notation(unit: .kg)
                == "5x7s @ 80% of max-hang-20mm-7s, rest 3min")
        #expect(rx(sets: 3, reps: .range(8, 12), rpe: 8, rest: 90).notation(unit: .kg) == "3x8-12 @RPE 8, rest 1min 30s")
        #expect(rx(sets: 5, reps: .exactly(5), load: .absolute(kg(100)), rpe: 8).notation(unit: .kg) == "5x5 @ 100kg, RPE 8")
        #expect(rx(sets: 3, reps: .amrap, load: .absolute(bw())).notation(unit: .kg) == "3x AMRAP @ bw")
        #expect(rx(sets: 5, reps: .exactly(3), load: .percentOfE1RM(80), tempo: [3, 1, nil, 0]).notation(unit: .kg)
                == "5x3 @ 80%, tempo 3-1-X-0")
        #expect(rx(blocks: [CardioBlock(duration: 300, intensity: "easy"), CardioBlock(duration: 1800, intensity: "in zone 2"),
                            CardioBlock(distance: 400, intensity: "5k pace")]).notation(unit: .kg)
                == "5min easy + 30min @ in zone 2 + 400m @ 5k pace")
    }
}
