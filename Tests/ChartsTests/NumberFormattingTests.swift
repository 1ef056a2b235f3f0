import Charts
import Testing

@Suite struct NumberFormattingTests {
    @Test func plainNumbersAreGroupedWithFixedDecimals() {
        let format = ChartFormat(decimals: 1)
        #expect(format.string(12345.5) == "12,345.5")
        #expect(format.string(-1234) == "-1,234.0")
        #expect(format.string(999.96) == "1,000.0")
        #expect(format.string(0.04) == "0.0")
        #expect(format.string(-0.04) == "0.0")
        #expect(format.string(1234567, decimals: 0) == "1,234,567")
        #expect(format.string(2.5, decimals: 0) == "3")
    }

    @Test func minutesAsClockPrintsPacesToTheSecond() {
        let pace = ChartFormat(decimals: 2, minutesAsClock: true)
        #expect(pace.string(5.53) == "5:32")   // 331.8 s → 332 s
        #expect(pace.string(4.5) == "4:30")
        #expect(pace.string(12) == "12:00")
        #expect(pace.tickLabels([4.5, 5, 5.5], step: 0.5) == ["4:30", "5:00", "5:30"])
    }

    @Test func separatorsFollowTheGivenLanguage() {
        let german = ChartFormat(decimals: 1, decimalSeparator: ",", groupingSeparator: ".")
        #expect(german.string(12345.5) == "12.345,5")
        let french = ChartFormat(decimals: 2, decimalSeparator: ",", groupingSeparator: "\u{202F}", minusSign: "\u{2212}")
        #expect(french.string(-1234.5) == "\u{2212}1\u{202F}234,50")
        #expect(german.compact(1234) == "1,2k")
    }

    @Test func compactNumbersUseThousandsAndMillions() {
        let format = ChartFormat()
        #expect(format.compact(999) == "999")
        #expect(format.compact(1000) == "1k")
        #expect(format.compact(1234) == "1.2k")
        #expect(format.compact(9940) == "9.9k")
        #expect(format.compact(9960) == "10k")
        #expect(format.compact(12345) == "12k")
        #expect(format.compact(123_456) == "123k")
        #expect(format.compact(999_999) == "1M")
        #expect(format.compact(1_234_567) == "1.2M")
        #expect(format.compact(-1500) == "-1.5k")
    }

    @Test func tickLabelsShareOneScaleAndPrecision() {
        let format = ChartFormat()
        #expect(format.tickLabels([0, 20000, 40000], step: 20000) == ["0", "20k", "40k"])
        #expect(format.tickLabels([0, 2500, 5000, 7500, 10000], step: 2500) == ["0", "2.5k", "5.0k", "7.5k", "10.0k"])
        #expect(format.tickLabels([0, 500, 1000, 1500], step: 500) == ["0", "500", "1,000", "1,500"])
        #expect(format.tickLabels([0, 0.5, 1], step: 0.5) == ["0", "0.5", "1.0"])
        #expect(format.tickLabels([-20, -10, 0, 10], step: 10) == ["-20", "-10", "0", "10"])
        #expect(format.tickLabels([0, 1_000_000, 2_000_000], step: 1_000_000) == ["0", "1M", "2M"])
    }
}
