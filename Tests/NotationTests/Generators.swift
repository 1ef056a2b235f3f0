import PropertyBased
import TrainingModel

/// Random values that notation can express exactly, for the round-trip properties.
enum Generators {
    static let units: [MassUnit] = [.kg, .lb]
    static let intensities = ["easy", "threshold", "cool-down", "zone 2", "5k pace", "in zone 2", "RPE 6", "strides"]
    static let gripNames = ["half crimp", "open hand", "sloper", "3 finger drag", "pinch", "2 finger pocket", "full crimp"]

    static func centiseconds(in range: ClosedRange<Int>) -> Generator<Double, some SendableSequenceType> {
        Gen.int(in: range).map { Double($0) / 100 }
    }

    static func optionalCentiseconds(upTo limit: Int) -> Generator<Double?, some SendableSequenceType> {
        Gen.int(in: -1...limit).map { $0 < 0 ? nil : Double($0) / 100 }
    }

    static var millimetres: Generator<Double, some SendableSequenceType> {
        Gen.int(in: 1...1_000_000_000).map { Double($0) / 1000 }
    }

    static var rpe: Generator<Double?, some SendableSequenceType> {
        Gen.int(in: -1...20).map { $0 < 0 ? nil : Double($0) / 2 }
    }

    /// A load and the unit it is written in: absolute, `bw`, `bw+X` or `bw-X`, in halves of the unit.
    static var load: Generator<(Load, MassUnit), some SendableSequenceType> {
        zip(Gen.int(in: 0...3), Gen.int(in: 0...20_000), Gen<MassUnit>.case).map { shape, halves, unit in
            (makeLoad(shape: shape, halves: halves, unit: unit), unit)
        }
    }

    static func makeLoad(shape: Int, halves: Int, unit: MassUnit) -> Load {
        let kilograms = unit.toKilograms(Double(halves) / 2)
        switch shape {
        case 0: return Load(kilograms: kilograms)
        case 1: return .bodyweight
        case 2: return Load(kilograms: kilograms, relativeToBodyweight: true)
        default: return Load(kilograms: kilograms == 0 ? 0 : -kilograms, relativeToBodyweight: true)
        }
    }

    /// Every form of set notation (docs/notation.md#performed-sets) with any kind and an optional RPE.
    static var performedSet: Generator<(PerformedSet, MassUnit), some SendableSequenceType> {
        zip(Gen<SetKind>.case, Gen.int(in: 0...5), load, Gen.int(in: 0...10_000), rpe,
            centiseconds(in: 0...10_000_000), millimetres).map { kind, form, load, reps, rpe, seconds, metres in
            var set = PerformedSet(kind: kind, rpe: rpe)
            switch form {
            case 0: set.reps = reps
            case 1: set.load = load.0; set.reps = reps
            case 2: set.duration = seconds
            case 3: set.load = load.0; set.duration = seconds
            case 4: set.distance = metres
            default: set.distance = metres; set.duration = seconds
            }
            return (set, load.1)
        }
    }

    static var repTarget: Generator<RepTarget, some SendableSequenceType> {
        zip(Gen.int(in: 0...2), Gen.int(in: 1...9_999), Gen.int(in: 1...9_999)).map { shape, a, b in
            switch shape {
            case 0: return .exactly(a)
            case 1: return .range(min(a, b), max(a, b) + (a == b ? 1 : 0))
            default: return .amrap
            }
        }
    }

    static var tempo: Generator<Tempo?, some SendableSequenceType> {
        zip(Gen.bool, Gen.int(in: -1...99), Gen.int(in: -1...99), Gen.int(in: -1...99), Gen.int(in: -1...99))
            .map { present, a, b, c, d in
                present ? Tempo(phases: [a, b, c, d].map { $0 < 0 ? nil : $0 }) : nil
            }
    }

    static var block: Generator<CardioBlock, some SendableSequenceType> {
        zip(Gen.int(in: 0...2), centiseconds(in: 0...10_000_000), millimetres, Gen.int(in: -1...(intensities.count - 1)))
            .map { shape, seconds, metres, intensity in
                CardioBlock(duration: shape == 1 ? nil : seconds, distance: shape == 0 ? nil : metres,
                            intensity: intensity < 0 ? nil : intensities[intensity])
            }
    }

    /// Sets × reps, time or distance with a load or percentage, or cardio blocks; then clauses.
    static var prescription: Generator<(Prescription, MassUnit), some SendableSequenceType> {
        zip(zip(Gen.int(in: 0...3), Gen.int(in: 1...100), repTarget, centiseconds(in: 1...1_000_000), millimetres),
            zip(Gen.int(in: 0...2), load, Gen.int(in: 0...10_000)),
            zip(rpe, optionalCentiseconds(upTo: 360_000), tempo),
            block.array(of: 1...4))
            .map { main, intensity, clauses, blocks in
                let (form, sets, reps, seconds, metres) = main
                let (loadShape, load, percentTenths) = intensity
                var prescription = Prescription(rpe: clauses.0, rest: clauses.1, tempo: clauses.2)
                if form == 3 {
                    prescription.blocks = blocks
                    return (prescription, load.1)
                }
                prescription.sets = sets
                switch form {
                case 0: prescription.reps = reps
                case 1: prescription.duration = seconds
                default: prescription.distance = metres
                }
                switch loadShape {
                case 0: break
                case 1: prescription.load = .absolute(load.0)
                default: prescription.load = .percentOfE1RM(Double(percentTenths) / 10)
                }
                return (prescription, load.1)
            }
    }

    /// A grip recipe: name index (-1 for none), edge in half millimetres (0 for none), load shape and halves.
    static var gripRecipe: Generator<(Int, Int, Int, Int), some SendableSequenceType> {
        zip(Gen.int(in: -1...(gripNames.count - 1)), Gen.int(in: 0...200), Gen.int(in: 0...4), Gen.int(in: 0...400))
    }

    static func makeGrip(_ recipe: (Int, Int, Int, Int), unit: MassUnit) -> Grip {
        let (nameIndex, edgeHalves, loadShape, halves) = recipe
        let edge = edgeHalves == 0 ? nil : Double(edgeHalves) / 2
        let load: Load? = loadShape == 0 ? nil : makeLoad(shape: [0, 2, 3, 2][loadShape - 1], halves: halves, unit: unit)
        let name = nameIndex >= 0 ? gripNames[nameIndex] : (edge == nil && load == nil ? "sloper" : "")
        return Grip(name: name, edgeMillimetres: edge, addedLoad: load)
    }

    static var intervalProtocol: Generator<(IntervalProtocol, MassUnit), some SendableSequenceType> {
        zip(Gen.int(in: 1...100), centiseconds(in: 1...60_000), centiseconds(in: 0...60_000), Gen.int(in: 1...50),
            centiseconds(in: 0...60_000), gripRecipe.array(of: 0...5), centiseconds(in: 0...60_000),
            Gen<MassUnit>.case)
            .map { reps, work, repRest, sets, setRest, grips, gripRest, unit in
                (IntervalProtocol(repsPerSet: reps, work: work, restBetweenReps: repRest, sets: sets,
                                  restBetweenSets: setRest, grips: grips.map { makeGrip($0, unit: unit) },
                                  restBetweenGrips: gripRest), unit)
            }
    }

    static let notationCharacters: [Character] = Array("0123456789 .,:;-+x×X@%'\"/[]kgmlbswhinaopr")

    /// Short texts of characters that notation uses, to look for crashes and offsets outside the text.
    static var notationText: Generator<String, some SendableSequenceType> {
        Gen.int(in: 0...(notationCharacters.count - 1))
            .map { (index: Int) -> Character in notationCharacters[index] }
            .array(of: 0...24)
            .map { (letters: [Character]) -> String in String(letters) }
    }
}
