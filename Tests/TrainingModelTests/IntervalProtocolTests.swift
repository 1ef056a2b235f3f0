import PropertyBased
import Testing
import TrainingModel

/// docs/notation.md#interval-protocols: rests come only between items, so a protocol's timeline adds up to its
/// total duration and its work to its time under tension.
struct IntervalProtocolTests {
    /// 7:3 repeaters, 6 reps, 3 sets with 3 min between, on two grips 5 min apart:
    /// TUT 2·3·6·7 = 252 s; T = 252 + 2·3·5·3 + 2·2·180 + 1·300 = 1362 s.
    static let repeaters = IntervalProtocol(repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                                            grips: [Grip(name: "half crimp", edgeMillimetres: 20), Grip(name: "open hand")],
                                            restBetweenGrips: 300)

    @Test func repeatersHaveTheirTimeUnderTensionAndTotal() {
        #expect(Self.repeaters.gripCount == 2)
        #expect(Self.repeaters.timeUnderTension == 252)
        #expect(Self.repeaters.totalDuration == 1362)
    }

    @Test func timelineOrdersWorkAndRestsBetweenItemsOnly() {
        let timeline = Self.repeaters.timeline()
        #expect(timeline.count == 2 * 3 * 6 + 2 * 3 * 5 + 2 * 2 + 1)
        #expect(timeline.first == TimelineInterval(kind: .work, gripIndex: 0, gripName: "half crimp", set: 1, rep: 1,
                                                    start: 0, duration: 7))
        #expect(timeline[11] == TimelineInterval(kind: .restBetweenSets, gripIndex: 0, gripName: "half crimp", set: 1,
                                                  rep: 6, start: 57, duration: 180))
        #expect(timeline.first { $0.kind == .restBetweenGrips }
            == TimelineInterval(kind: .restBetweenGrips, gripIndex: 0, gripName: "half crimp", set: 3, rep: 6,
                                start: 531, duration: 300))
        #expect(timeline.last == TimelineInterval(kind: .work, gripIndex: 1, gripName: "open hand", set: 3, rep: 6,
                                                   start: 1355, duration: 7))
    }

    @Test func aProtocolWithoutRepsOrSetsHasNoTimeline() {
        #expect(IntervalProtocol(repsPerSet: 0, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 60).timeline() == [])
        #expect(IntervalProtocol(repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 0, restBetweenSets: 60).timeline() == [])
    }

    /// For any small protocol in whole seconds, the timeline's intervals follow each other
    /// without a gap and add up to `totalDuration`; its work adds up to `timeUnderTension`.
    @Test func timelineAddsUpToTheFormulas() async {
        await propertyCheck(input: Gen.int(in: 1...8), Gen.int(in: 0...60), Gen.int(in: 0...30), Gen.int(in: 1...5),
                            Gen.int(in: 0...300), Gen.int(in: 0...3), Gen.int(in: 0...600)) {
            reps, work, restReps, sets, restSets, grips, restGrips in
            let names = ["a", "b", "c"].prefix(grips).map { Grip(name: $0) }
            let proto = IntervalProtocol(repsPerSet: reps, work: Double(work), restBetweenReps: Double(restReps),
                                         sets: sets, restBetweenSets: Double(restSets), grips: names,
                                         restBetweenGrips: Double(restGrips))
            let timeline = proto.timeline()
            var clock = 0.0
            for interval in timeline {
                #expect(interval.start == clock)
                clock += interval.duration
            }
            #expect(clock == proto.totalDuration)
            #expect(timeline.filter { $0.kind == .work }.map(\.duration).reduce(0, +) == proto.timeUnderTension)
            #expect(timeline.filter { $0.kind == .work }.count == proto.gripCount * sets * reps)
        }
    }
}
