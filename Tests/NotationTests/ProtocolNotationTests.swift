import Notation
import Testing
import TrainingModel

private let grip = "a grip (e.g. half crimp 20mm, open hand 20mm +5kg, sloper)"

private func repeaters(reps: Int, work: Double, rest: Double = 0, sets: Int = 1, setRest: Double = 0,
                       grips: [Grip] = [], gripRest: Double = 0) -> IntervalProtocol {
    IntervalProtocol(repsPerSet: reps, work: work, restBetweenReps: rest, sets: sets, restBetweenSets: setRest,
                     grips: grips, restBetweenGrips: gripRest)
}

struct ProtocolNotationTests {
    static let cases: [NotationCase<IntervalProtocol>] = [
        .ok("6 x 7s on / 3s off, 3 sets, rest 3m, grips [half crimp 20mm, open hand 20mm], rest 1m between grips",
            repeaters(reps: 6, work: 7, rest: 3, sets: 3, setRest: 180,
                      grips: [Grip(name: "half crimp", edgeMillimetres: 20), Grip(name: "open hand", edgeMillimetres: 20)],
                      gripRest: 60)),
        .ok("2 x 30s / 5s, 2 sets, rest 15s, grips [a, b], rest 60s between grips",
            repeaters(reps: 2, work: 30, rest: 5, sets: 2, setRest: 15, grips: [Grip(name: "a"), Grip(name: "b")], gripRest: 60)),
        .ok("6 x 10", repeaters(reps: 6, work: 10)),
        .ok("6x7s/3s", repeaters(reps: 6, work: 7, rest: 3)),
        .ok("6 x 7s, grip sloper +5kg", repeaters(reps: 6, work: 7, grips: [Grip(name: "sloper", addedLoad: bw(5))])),
        .ok("7 x 10s on / 50s off, 6 sets, rest 3 min between sets", repeaters(reps: 7, work: 10, rest: 50, sets: 6, setRest: 180)),
        .ok("1 x 10s, 1 set", repeaters(reps: 1, work: 10)),
        .ok("5 x 10s, 5 sets, rest 5s between reps, rest 2m",
            repeaters(reps: 5, work: 10, rest: 5, sets: 5, setRest: 120)),
        .ok("6 x 7s on / 3s off, grips: [half crimp 20mm +5kg, 3 finger drag 20 mm, sloper]",
            repeaters(reps: 6, work: 7, rest: 3, grips: [
                Grip(name: "half crimp", edgeMillimetres: 20, addedLoad: bw(5)),
                Grip(name: "3 finger drag", edgeMillimetres: 20),
                Grip(name: "sloper"),
            ])),
        .fails("6 x 7s on / 3s off, grips [half crimp 20mm, open hand 20mm", at: 58, found: "end of text",
               expected: "] to close the grip list"),
        .fails("6 x 7s, grips [half crimp 20mm, ]", at: 32, found: "]", expected: grip),
        .fails("6 x 7s, grips [a [b]]", at: 17, found: "[", expected: "a comma or ] after the grip"),
        .fails("6 x 7s, rest 3m, rest 2m", at: 17, found: "rest", expected: "one rest between sets clause only"),
        .fails("6 x 7s / 3s, rest 5s between reps", at: 13, found: "rest", expected: "one rest between reps clause only"),
        .fails("6 x 7s, 3 sets, 4 sets", at: 16, found: "4", expected: "one sets clause only"),
        .fails("6 x 0s", at: 4, found: "0s", expected: "a work time above 0"),
        .fails("", at: 0, found: "end of text", expected: "reps per set x work time (e.g. 6 x 7s on / 3s off)"),
        .fails("6 x", at: 3, found: "end of text", expected: "a work time (e.g. 7s)"),
        .fails("6 7s", at: 2, found: "7s", expected: "x and the work time (e.g. 6 x 7s)"),
        .fails("101 x 7s", at: 0, found: "101", expected: "reps per set from 1 to 100"),
        .fails("6 x 7s, 3 reps", at: 10, found: "reps", expected: "sets after the number (e.g. 3 sets)"),
        .fails("6 x 7s, 51 sets", at: 8, found: "51", expected: "sets from 1 to 50"),
        .fails("6 x 7s, rest 1m between hands", at: 24, found: "hands", expected: "sets, reps or grips after between"),
        .fails("6 x 7s, grips half crimp", at: 14, found: "half",
               expected: "[ and a list of grips (e.g. [half crimp 20mm, open hand 20mm])"),
        .fails("6 x 7s, warm up", at: 8, found: "warm",
               expected: "a clause: sets, rest or grips (e.g. 3 sets, rest 3m, grips [half crimp 20mm])"),
        .fails("6 x 7s / 3s off / 2s", at: 16, found: "/", expected: "a comma and a clause (sets, rest or grips), or the end"),
        .fails("6 x 7s / soon", at: 9, found: "soon", expected: "the rest between reps (e.g. 3s off)"),
    ]

    @Test(arguments: cases)
    func parsesProtocol(_ row: NotationCase<IntervalProtocol>) {
        row.verify { text, unit throws(NotationError) in try ProtocolNotation.parse(text, defaultUnit: unit) }
    }

    static let grips: [NotationCase<Grip>] = [
        .ok("half crimp 20mm", Grip(name: "half crimp", edgeMillimetres: 20)),
        .ok("open hand 20mm +5kg", Grip(name: "open hand", edgeMillimetres: 20, addedLoad: bw(5))),
        .ok("sloper", Grip(name: "sloper")),
        .ok("  2 finger   pocket 15 mm -10kg ", Grip(name: "2 finger pocket", edgeMillimetres: 15, addedLoad: bw(-10))),
        .ok("20mm", Grip(name: "", edgeMillimetres: 20)),
        .ok("pinch bw+10", Grip(name: "pinch", addedLoad: lb(10).relative), unit: .lb),
        .ok("front lever 12.5kg", Grip(name: "front lever", addedLoad: kg(12.5))),
        .fails("open hand 20mm +5kg +3kg", at: 20, found: "+3kg", expected: "one added load only"),
        .fails("open hand 20mm 25mm", at: 15, found: "25mm", expected: "one edge size only"),
        .fails("crimp 0mm", at: 6, found: "0mm", expected: "an edge above 0mm and up to 1000mm"),
        .fails("crimp +", at: 7, found: "end of text", expected: "an added load (e.g. +5kg)"),
        .fails("", at: 0, found: "end of text", expected: grip),
    ]

    @Test(arguments: grips)
    func parsesGrip(_ row: NotationCase<Grip>) {
        row.verify { text, unit throws(NotationError) in try ProtocolNotation.grip(text, defaultUnit: unit) }
    }

    /// docs/notation.md#interval-protocols: R=2, W=30s, Rr=5s, S=2, Rs=15s, H=2, Rh=60s gives TUT 240 s and T 350 s.
    @Test func specWorkedExampleGivesTimeUnderTensionAndTotal() throws {
        let parsed = try ProtocolNotation.parse("2 x 30s on / 5s off, 2 sets, rest 15s, grips [a, b], rest 60s between grips",
                                                defaultUnit: .kg)
        #expect(parsed.timeUnderTension == 240)
        #expect(parsed.totalDuration == 350)
    }

    @Test func specWorkedExampleTimelineHasRestsOnlyBetweenItems() {
        let example = repeaters(reps: 2, work: 30, rest: 5, sets: 2, setRest: 15,
                                grips: [Grip(name: "a"), Grip(name: "b")], gripRest: 60)
        func at(_ kind: TimelineInterval.Kind, _ grip: Int, _ set: Int, _ rep: Int, _ start: Double,
                _ duration: Double) -> TimelineInterval {
            TimelineInterval(kind: kind, gripIndex: grip, gripName: grip == 0 ? "a" : "b", set: set, rep: rep,
                             start: start, duration: duration)
        }
        #expect(example.timeline() == [
            at(.work, 0, 1, 1, 0, 30), at(.restBetweenReps, 0, 1, 1, 30, 5), at(.work, 0, 1, 2, 35, 30),
            at(.restBetweenSets, 0, 1, 2, 65, 15),
            at(.work, 0, 2, 1, 80, 30), at(.restBetweenReps, 0, 2, 1, 110, 5), at(.work, 0, 2, 2, 115, 30),
            at(.restBetweenGrips, 0, 2, 2, 145, 60),
            at(.work, 1, 1, 1, 205, 30), at(.restBetweenReps, 1, 1, 1, 235, 5), at(.work, 1, 1, 2, 240, 30),
            at(.restBetweenSets, 1, 1, 2, 270, 15),
            at(.work, 1, 2, 1, 285, 30), at(.restBetweenReps, 1, 2, 1, 315, 5), at(.work, 1, 2, 2, 320, 30),
        ])
        #expect(example.timeline().reduce(0) { $0 + $1.duration } == example.totalDuration)
    }

    @Test func timelineOfOneUnnamedGripLeavesOutZeroRests() {
        let timeline = repeaters(reps: 3, work: 10).timeline()
        #expect(timeline == [
            TimelineInterval(kind: .work, gripIndex: 0, gripName: nil, set: 1, rep: 1, start: 0, duration: 10),
            TimelineInterval(kind: .work, gripIndex: 0, gripName: nil, set: 1, rep: 2, start: 10, duration: 10),
            TimelineInterval(kind: .work, gripIndex: 0, gripName: nil, set: 1, rep: 3, start: 20, duration: 10),
        ])
    }

    @Test func timelineIsEmptyWithoutRepsOrSets() {
        #expect(repeaters(reps: 0, work: 10).timeline() == [])
        #expect(repeaters(reps: 3, work: 10, sets: 0).timeline() == [])
    }

    @Test func formatsTheSpecProtocol() throws {
        let text = "6 x 7s on / 3s off, 3 sets, rest 3m, grips [half crimp 20mm, open hand 20mm +5kg], rest 1m between grips"
        #expect(try ProtocolNotation.parse(text, defaultUnit: .kg).notation(unit: .kg)
                == "6 x 7s on / 3s off, 3 sets, rest 3min, grips [half crimp 20mm, open hand 20mm +5kg], rest 1min between grips")
    }
}
