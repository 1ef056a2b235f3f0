// libFuzzer harness for the notation parsers: every parser gets the same arbitrary text,
// in both units. A crash, a hang, a sanitizer report or a broken invariant below is a bug.
// Built and run by scripts/fuzz-notation.sh; not part of the Swift package.
import Notation
import TrainingModel

@_cdecl("LLVMFuzzerTestOneInput")
public func notationFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let length = text.count
    for unit in MassUnit.allCases {
        check(length) { () throws(NotationError) in
            let sets = try SetNotation.parse(text, defaultUnit: unit)
            precondition(!sets.isEmpty && sets.count <= NotationLimits.maxRepeats, "set count \(sets.count)")
            for set in sets {
                precondition((set.reps ?? 0) <= NotationLimits.maxReps, "reps \(set.reps ?? 0)")
                _ = set.notation(unit: unit)
            }
        }
        check(length) { () throws(NotationError) in
            let prescription = try PrescriptionNotation.parse(text, defaultUnit: unit)
            precondition(prescription.blocks.count <= NotationLimits.maxBlocks, "blocks \(prescription.blocks.count)")
            _ = prescription.notation(unit: unit)
        }
        check(length) { () throws(NotationError) in
            let intervalProtocol = try ProtocolNotation.parse(text, defaultUnit: unit)
            precondition(intervalProtocol.grips.count <= NotationLimits.maxGrips, "grips \(intervalProtocol.grips.count)")
            let timeline = intervalProtocol.timeline()
            let works = timeline.filter { $0.kind == .work }.count
            precondition(works == intervalProtocol.gripCount * intervalProtocol.sets * intervalProtocol.repsPerSet)
            _ = intervalProtocol.notation(unit: unit)
        }
        check(length) { () throws(NotationError) in
            _ = try ProtocolNotation.grip(text, defaultUnit: unit).notation(unit: unit)
        }
        check(length) { () throws(NotationError) in
            _ = try QuantityNotation.load(text, defaultUnit: unit).notation(unit: unit)
        }
    }
    check(length) { () throws(NotationError) in
        let seconds = try QuantityNotation.duration(text)
        precondition(seconds >= 0 && seconds <= NotationLimits.maxDurationSeconds, "duration \(seconds)")
        // A parsed duration is whole milliseconds, so both formats give it back exactly.
        let compact = try QuantityNotation.duration(QuantityNotation.formatDuration(seconds))
        let clock = try QuantityNotation.duration(QuantityNotation.formatClock(seconds))
        precondition(compact == seconds && clock == seconds, "duration \(seconds) formats to \(compact), \(clock)")
    }
    check(length) { () throws(NotationError) in _ = try QuantityNotation.duration(text, bareUnit: .minutes) }
    check(length) { () throws(NotationError) in
        let metres = try QuantityNotation.distance(text)
        precondition(metres >= 0 && metres <= NotationLimits.maxDistanceMetres, "distance \(metres)")
        _ = QuantityNotation.formatDistance(metres)
    }
    check(length) { () throws(NotationError) in _ = QuantityNotation.formatPercent(try QuantityNotation.percent(text)) }
    check(length) { () throws(NotationError) in
        let rpe = try QuantityNotation.rpe(text)
        precondition(rpe >= 0 && rpe <= 10, "rpe \(rpe)")
    }
    check(length) { () throws(NotationError) in _ = try QuantityNotation.reps(text).notation }
    check(length) { () throws(NotationError) in _ = try QuantityNotation.tempo(text).notation }
    return 0
}

/// Runs one parse; a failure must point inside the text (or just past its end) and say what it found and expected.
private func check(_ length: Int, _ body: () throws(NotationError) -> Void) {
    do {
        try body()
    } catch {
        precondition(error.offset >= 0 && error.offset <= length, "offset \(error.offset) outside 0...\(length)")
        precondition(!error.found.isEmpty && !error.expected.isEmpty, "empty error text")
        _ = error.description
    }
}
