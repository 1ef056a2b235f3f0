import Notation
import Testing
import TrainingModel

private let anySet = "a set (e.g. 100 x 5, bw x 12, x 15, 60s, bw+10kg 7s, 5km in 25:30)"
private let repsOrHang = "x and reps (e.g. x 5) or a hang time (e.g. 7s)"
private let rpeRange = "an RPE from 0 to 10 in steps of 0.5 (e.g. @8, @8.5, @RPE 8)"

struct SetNotationTests {
    static let cases: [NotationCase<[PerformedSet]>] = [
        // docs/notation.md#performed-sets, each form
        .ok("100 x 5", [set(load: kg(100), reps: 5)]),
        .ok("100kg x 5 @8", [set(load: kg(100), reps: 5, rpe: 8)]),
        .ok("bw x 12", [set(load: bw(), reps: 12)]),
        .ok("bw+20kg x 6", [set(load: bw(20), reps: 6)]),
        .ok("x 15", [set(reps: 15)]),
        .ok("100 x 5 x 3", Array(repeating: set(load: kg(100), reps: 5), count: 3)),
        .ok("60s", [set(duration: 60)]),
        .ok("bw+10kg 7s", [set(load: bw(10), duration: 7)]),
        .ok("5km in 25:30", [set(duration: 1530, distance: 5000)]),
        .ok("w: 60 x 10", [set(.warmup, load: kg(60), reps: 10)]),
        .ok("d: bw-15kg x 8", [set(.drop, load: bw(-15), reps: 8)]),
        .ok("f: 100 x 5", [set(.failure, load: kg(100), reps: 5)]),
        // units, spacing and signs
        .ok("176lb x 3", [set(load: lb(176), reps: 3)]),
        .ok("100 x 5", [set(load: lb(100), reps: 5)], unit: .lb),
        .ok("100 × 5", [set(load: kg(100), reps: 5)]),
        .ok("100X5", [set(load: kg(100), reps: 5)]),
        .ok("  100 kg  x  5  @ 8.5 ", [set(load: kg(100), reps: 5, rpe: 8.5)]),
        .ok("100 x 5 @RPE 9", [set(load: kg(100), reps: 5, rpe: 9)]),
        .ok("100 x 5 @8 x 3", Array(repeating: set(load: kg(100), reps: 5, rpe: 8), count: 3)),
        .ok("x 15 x 2", Array(repeating: set(reps: 15), count: 2)),
        .ok("W: 20 x 10", [set(.warmup, load: kg(20), reps: 10)]),
        .ok("warmup: bw x 10", [set(.warmup, load: bw(), reps: 10)]),
        .ok("bw - 15 x 8", [set(load: bw(-15), reps: 8)]),
        .ok("82.5 x 3", [set(load: kg(82.5), reps: 3)]),
        .ok("f: 140 x 0", [set(.failure, load: kg(140), reps: 0)]),
        // times and distances
        .ok("1:30", [set(duration: 90)]),
        .ok("00-30-00", [set(duration: 30)]),
        .ok("1m30s", [set(duration: 90)]),
        .ok("400m", [set(distance: 400)]),
        .ok("5 km in 1:05:30", [set(duration: 3930, distance: 5000)]),
        .ok("bw+10kg 7s x 6", Array(repeating: set(load: bw(10), duration: 7), count: 6)),
        .ok("bw 5min", [set(load: bw(), duration: 300)]),
        .ok("3mi in 24:00 @7", [set(rpe: 7, duration: 1440, distance: 3 * 1609.344)]),
        // a set's grip (docs/notation.md#grips-of-performed-sets)
        .ok("20mm half crimp: bw+5kg 7s", [set(load: bw(5), duration: 7, grip: Grip(name: "half crimp", edgeMillimetres: 20))]),
        .ok("open hand 20 mm:bw 10s", [set(load: bw(), duration: 10, grip: Grip(name: "open hand", edgeMillimetres: 20))]),
        .ok("sloper: bw-10kg 7s", [set(load: bw(-10), duration: 7, grip: Grip(name: "sloper"))]),
        .ok("w: half crimp 20mm: bw 7s", [set(.warmup, load: bw(), duration: 7, grip: Grip(name: "half crimp", edgeMillimetres: 20))]),
        .ok("half crimp 20mm: w: bw 7s", [set(.warmup, load: bw(), duration: 7, grip: Grip(name: "half crimp", edgeMillimetres: 20))]),
        .ok("20mm: bw x 6 x 2", Array(repeating: set(load: bw(), reps: 6, grip: Grip(name: "", edgeMillimetres: 20)), count: 2)),
        .ok("pinch: 1:30", [set(duration: 90, grip: Grip(name: "pinch"))]),
        .fails("half crimp +5kg: 7s", at: 0, found: "half",
               expected: "a grip and a colon before the set, its load after the colon (e.g. 20mm half crimp: bw+5kg 7s)"),
        .fails(": bw 7s", at: 0, found: ":",
               expected: "a grip and a colon before the set, its load after the colon (e.g. 20mm half crimp: bw+5kg 7s)"),
        .fails("half crimp 20mm: bw 7x", at: 20, found: "7x", expected: repsOrHang),
        // errors
        .fails("8O x 5", at: 0, found: "8O", expected: "a weight (e.g. 100, 100kg, bw+20kg)"),
        .fails("", at: 0, found: "end of text", expected: anySet),
        .fails("hello", at: 0, found: "hello", expected: anySet),
        .fails("-100 x 5", at: 0, found: "-100", expected: anySet),
        .fails("100 x", at: 5, found: "end of text", expected: "reps after x (e.g. 100 x 5)"),
        .fails("x", at: 1, found: "end of text", expected: "reps after x (e.g. x 15)"),
        .fails("100 x 5 foo", at: 8, found: "foo",
               expected: "an RPE (e.g. @8), a repeat count (e.g. x 3) or the end of the set"),
        .fails("100 x 5 @11", at: 9, found: "11", expected: rpeRange),
        .fails("100 x 5 @8.3", at: 9, found: "8.3", expected: rpeRange),
        .fails("100 x 5 @", at: 9, found: "end of text", expected: rpeRange),
        .fails("x: 5", at: 0, found: "x:", expected: "a set kind: w: (warm-up), d: (drop set) or f: (failure)"),
        .fails("bw", at: 2, found: "end of text", expected: repsOrHang),
        .fails("100kg", at: 5, found: "end of text", expected: repsOrHang),
        .fails("100 x 5 x 101", at: 10, found: "101", expected: "repeats from 1 to 100"),
        .fails("100 x 5 x 0", at: 10, found: "0", expected: "repeats from 1 to 100"),
        .fails("100 x 10001", at: 6, found: "10001", expected: "reps from 0 to 10000"),
        .fails("100 x 5.5", at: 6, found: "5.5", expected: "a whole number of reps"),
        .fails("100 x 5 x 3 x 2", at: 12, found: "x", expected: "an RPE (e.g. @8) or the end of the set"),
        .fails("100 x 5 @8 @9", at: 11, found: "@9", expected: "a repeat count (e.g. x 3) or the end of the set"),
        .fails("5km in", at: 6, found: "end of text", expected: "the time it took (e.g. 25:30)"),
        .fails("5km in 25", at: 7, found: "25", expected: "the time it took (e.g. 25:30)"),
        .fails("1:75", at: 0, found: "1:75", expected: "a time as m:ss or h:mm:ss (e.g. 1:30, 1:05:30)"),
        .fails("bw+ x 5", at: 4, found: "x", expected: "a weight after bw+ (e.g. bw+20kg)"),
        .fails("12345678901234 x 5", at: 0, found: "12345678901234", expected: "a number of at most 12 digits"),
        .fails("20000 x 1", at: 0, found: "20000", expected: "a weight up to 10000"),
        .fails("100 x 5-6", at: 7, found: "-6",
               expected: "an RPE (e.g. @8), a repeat count (e.g. x 3) or the end of the set"),
    ]

    @Test(arguments: cases)
    func parsesSet(_ row: NotationCase<[PerformedSet]>) {
        row.verify { text, unit throws(NotationError) in try SetNotation.parse(text, defaultUnit: unit) }
    }

    @Test func formatsEachFormOfSet() {
        #expect(set(.warmup, load: kg(60), reps: 10).notation(unit: .kg) == "w: 60kg x 10")
        #expect(set(load: bw(20), reps: 6, rpe: 8.5).notation(unit: .kg) == "bw+20kg x 6 @8.5")
        #expect(set(.drop, load: bw(-15), reps: 8).notation(unit: .kg) == "d: bw-15kg x 8")
        #expect(set(reps: 15).notation(unit: .kg) == "x 15")
        #expect(set(duration: 60).notation(unit: .kg) == "1min")
        #expect(set(load: bw(10), duration: 7).notation(unit: .kg) == "bw+10kg 7s")
        #expect(set(duration: 1530, distance: 5000).notation(unit: .kg) == "5km in 25:30")
        #expect(set(load: lb(176), reps: 3).notation(unit: .lb) == "176lb x 3")
        #expect(set(load: kg(100), reps: 5).notation(unit: .lb) == "220.462lb x 5")
        #expect(set(.warmup, load: bw(5), duration: 7, grip: Grip(name: "half crimp", edgeMillimetres: 20)).notation(unit: .kg)
                    == "w: half crimp 20mm: bw+5kg 7s")
    }

    /// A set with a grip reads back from its notation, the grip's name first or its edge first.
    @Test func aGripSurvivesItsNotation() throws {
        let written = try SetNotation.parse("20mm Half crimp: bw+12.5kg 7s", defaultUnit: .kg)
        #expect(written.map { $0.notation(unit: .kg) } == ["Half crimp 20mm: bw+12.5kg 7s"])
        #expect(try SetNotation.parse(written[0].notation(unit: .kg), defaultUnit: .kg) == written)
        #expect(written[0].grip?.key == "half crimp 20mm")
    }
}
