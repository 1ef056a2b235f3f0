import TrainingModel

/// An interval protocol's timeline (`IntervalProtocol.timeline()`) folded back into the
/// few steps an athlete reads at the wall: one per grip (its sets of reps on and off),
/// and the rests that change grip, each with the clock time it starts at.
///
/// Built from the expanded timeline rather than from the protocol's parameters so the
/// sheet shows what a timer would run, rests of zero left out included.
enum ProtocolStep: Hashable, Sendable {
    struct GripBlock: Hashable, Sendable {
        var gripIndex: Int
        /// Seconds from the start of the protocol.
        var start: Double
        var duration: Double
        var sets: Int
        var repsPerSet: Int
        /// Seconds of one rep's work.
        var work: Double
        /// Seconds; 0 when there is no rest between reps.
        var restBetweenReps: Double
        /// Seconds; 0 when there is no rest between sets.
        var restBetweenSets: Double
    }

    case grip(GripBlock)
    /// Rest between grips: starts at `start`, lasts `duration` seconds.
    case changeGrip(start: Double, duration: Double)

    static func steps(of intervalProtocol: IntervalProtocol) -> [ProtocolStep] {
        var steps: [ProtocolStep] = []
        var current: GripBlock?
        func close() {
            if let block = current { steps.append(.grip(block)) }
            current = nil
        }
        for interval in intervalProtocol.timeline() {
            switch interval.kind {
            case .restBetweenGrips:
                close()
                steps.append(.changeGrip(start: interval.start, duration: interval.duration))
            case .work, .restBetweenReps, .restBetweenSets:
                if current?.gripIndex != interval.gripIndex {
                    close()
                    current = GripBlock(gripIndex: interval.gripIndex, start: interval.start, duration: 0, sets: 0,
                                        repsPerSet: 0, work: 0, restBetweenReps: 0, restBetweenSets: 0)
                }
                guard var block = current else { continue }
                block.duration = interval.start + interval.duration - block.start
                switch interval.kind {
                case .work:
                    block.sets = max(block.sets, interval.set)
                    block.repsPerSet = max(block.repsPerSet, interval.rep)
                    block.work = max(block.work, interval.duration)
                case .restBetweenReps: block.restBetweenReps = max(block.restBetweenReps, interval.duration)
                case .restBetweenSets: block.restBetweenSets = max(block.restBetweenSets, interval.duration)
                case .restBetweenGrips: break
                }
                current = block
            }
        }
        close()
        return steps
    }
}
