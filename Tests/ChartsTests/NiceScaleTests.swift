import Charts
import Testing

@Suite struct NiceScaleTests {
    @Test func zeroToEightySevenTicksEveryTwenty() {
        let scale = NiceScale(minimum: 0, maximum: 87)
        #expect(scale.ticks == [0, 20, 40, 60, 80, 100])
        #expect(scale.step == 20)
        #expect(scale.lower == 0)
        #expect(scale.upper == 100)
    }

    @Test func negativeRangesTickAcrossZero() {
        #expect(NiceScale(minimum: -12, maximum: 30).ticks == [-20, -10, 0, 10, 20, 30])
    }

    @Test func smallStepsAreExactDecimals() {
        #expect(NiceScale(minimum: 3, maximum: 3.3).ticks == [3.0, 3.1, 3.2, 3.3])
        #expect(NiceScale(minimum: 0.01, maximum: 0.09).ticks == [0.0, 0.02, 0.04, 0.06, 0.08, 0.1])
    }

    @Test func largeRangesUseFiveTimesPowersOfTen() {
        #expect(NiceScale(minimum: 8000, maximum: 12_960).ticks == [8000, 9000, 10000, 11000, 12000, 13000])
        #expect(NiceScale(minimum: 0, maximum: 230_000).ticks == [0, 50000, 100_000, 150_000, 200_000, 250_000])
    }

    @Test func singleValueIsWidenedByTenPercent() {
        #expect(NiceScale(minimum: 100, maximum: 100).ticks == [90, 95, 100, 105, 110])
        #expect(NiceScale(minimum: 0, maximum: 0).ticks == [0, 0.2, 0.4, 0.6, 0.8, 1.0])
    }

    @Test func reversedAndNonFiniteBoundsAreRepaired() {
        #expect(NiceScale(minimum: 87, maximum: 0).ticks == [0, 20, 40, 60, 80, 100])
        #expect(NiceScale(minimum: .nan, maximum: .infinity).ticks == [0, 0.2, 0.4, 0.6, 0.8, 1.0])
    }

    /// Over a grid of ranges: ticks cover the data, are evenly spaced by a 1-2-5
    /// step, and there are at most twice the target plus two.
    @Test func ticksCoverEveryRangeWithOneTwoFiveSteps() {
        let bounds: [Double] = [-1234.5, -87, -1, -0.03, 0, 0.004, 0.5, 3, 87, 99.9, 100, 1234, 56789, 2_000_000]
        for low in bounds {
            for high in bounds where high > low {
                let scale = NiceScale(minimum: low, maximum: high)
                #expect(scale.lower <= low && scale.upper >= high, "\(low)...\(high)")
                #expect(scale.ticks.count <= 12, "\(low)...\(high)")
                var mantissa = scale.step
                while mantissa >= 10 { mantissa /= 10 }
                while mantissa < 1 { mantissa *= 10 }
                #expect([1, 2, 5].contains { (mantissa - $0).magnitude < 1e-9 }, "step \(scale.step)")
                for (a, b) in zip(scale.ticks, scale.ticks.dropFirst()) {
                    #expect(((b - a) - scale.step).magnitude <= scale.step * 1e-9, "\(low)...\(high)")
                }
            }
        }
    }
}
