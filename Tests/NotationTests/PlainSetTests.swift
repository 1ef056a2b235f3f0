@testable import Notation
import Testing
import TestSupport
import TrainingModel

/// `SetNotation.plainSet`, the byte-level reading of `100 x 5 @8`, gives exactly the set
/// the scanner gives, and declines whatever it does not read.
struct PlainSetTests {
    @Test func readsThePlainShapes() throws {
        #expect(SetNotation.plainSet("117.5 x 10 @7.5", defaultUnit: .kg)
            == PerformedSet(load: Load(kilograms: 117.5), reps: 10, rpe: 7.5))
        #expect(SetNotation.plainSet("100x5", defaultUnit: .lb)
            == PerformedSet(load: Load(kilograms: 45.359237), reps: 5))
        #expect(SetNotation.plainSet("  0 x 0 @ 0 ", defaultUnit: .kg) == PerformedSet(load: Load(kilograms: 0), reps: 0, rpe: 0))
    }

    @Test func declinesEverythingElse() {
        for text in ["", "x 15", "100kg x 5", "100 x 5 x 3", "100 X 5", "100 × 5", "w: 100 x 5", "100\tx 5", "100 x 5 @RPE 8",
                     "100 x 5.5", "100. x 5", "100 x 5 @8.3", "100 x 5 @11", "10001 x 5", "100 x 10001", "1234567890 x 5",
                     "100 x 5 @8 x 3", "100 x 5 foo", "bw x 5", "60s", "100 x 5\u{301}",
                     // Past 9 digits, where the significand would overflow long before the end.
                     "99999999999999999999 x 5", "100 x 99999999999999999999", "100 x 5 @8.99999999999999999999",
                     "1.0000000000000000000001 x 5"] {
            #expect(SetNotation.plainSet(text, defaultUnit: .kg) == nil, "\(text)")
        }
    }

    /// Nine digits at most; longer numbers go to the scanner, which reads up to twelve and
    /// refuses more with a located error (rather than overflow on twenty).
    @Test func longNumbersAreTheScanners() throws {
        #expect(throws: NotationError.self) { try SetNotation.parse("99999999999999999999 x 5", defaultUnit: .kg) }
        #expect(SetNotation.plainSet("1234.567891 x 5", defaultUnit: .kg) == nil)
        #expect(try SetNotation.parse("1234.567891 x 5", defaultUnit: .kg) == [PerformedSet(load: Load(kilograms: 1234.567891), reps: 5)])
        #expect(SetNotation.plainSet("999.999999 x 5", defaultUnit: .kg)
            == PerformedSet(load: Load(kilograms: 999.999999), reps: 5))
    }

    /// 20,000 generated plain sets (weights with up to seven decimals, past the nine digits
    /// `plainSet` reads; spaces of any width; RPEs on and off the half steps) and 20,000
    /// strings of notation's characters: whatever `plainSet` reads, the scanner reads the
    /// same, in either unit.
    @Test func agreesWithTheScanner() throws {
        var random = SeededRandom(seed: 28)
        func spaces() -> String { String(repeating: " ", count: Int(random.next() % 3)) }
        var read = 0
        for round in 0..<40_000 {
            let text: String
            if round % 2 == 0 {
                let decimals = Int(random.next() % 8)
                let whole = String(random.next() % 12_000)
                let weight = decimals == 0 ? whole : whole + "." + String((0..<decimals).map { _ in
                    Character(String(random.next() % 10))
                })
                let rpe = random.next() % 3 == 0 ? "" : spaces() + "@" + spaces()
                    + String(Double(random.next() % 24) / (random.next() % 2 == 0 ? 2 : 10))
                text = spaces() + weight + spaces() + "x" + spaces() + String(random.next() % 12_000) + rpe + spaces()
            } else {
                let alphabet = Array("0123456789. x@Xk\t-:")
                text = String((0..<Int(random.next() % 14)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            }
            for unit in [MassUnit.kg, .lb] {
                guard let set = SetNotation.plainSet(text, defaultUnit: unit) else { continue }
                read += 1
                #expect(try SetNotation.scanned(text, defaultUnit: unit) == [set], "\(text)")
            }
        }
        // A test that read none would prove nothing: the seed fixes the strings, and so how
        // many are read (most plain sets are in range, in two units; few random strings are plain).
        #expect(read == 14_780)
    }
}
