import Testing
import TestSupport
import TextAndDates

@Suite struct HTMLTextTests {
    @Test func escapesMarkupCharactersAndQuotes() {
        #expect(HTMLText.escape("<a href=\"x\">Tom & Jerry's</a>")
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTMLText.escape("Überkopf-Drücken") == "Überkopf-Drücken")
    }

    /// Byte by byte: `<` with a combining mark is one Swift character, and still escaped.
    @Test func escapesACharacterThatStartsWithAMarkupByte() {
        #expect(HTMLText.escape("a <\u{338}b> 'c'") == "a &lt;\u{338}b&gt; &#39;c&#39;")
        var bytes = Array("x".utf8)
        HTMLText.append("\"&\"", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x&quot;&amp;&quot;")
    }
}

@Suite struct ZeroPaddingTests {
    @Test func padsToTheWidthAndKeepsTheSignInFront() {
        #expect(7.zeroPadded(to: 2) == "07")
        #expect(0.zeroPadded(to: 3) == "000")
        #expect(2026.zeroPadded(to: 2) == "2026")
        #expect(35.zeroPadded(to: 4) == "0035")
        #expect((-7).zeroPadded(to: 4) == "-0007")
    }

    @Test func hexPadsToTheWidthInEitherCase() {
        #expect(UInt32(0x1F).hexPadded(to: 4) == "001f")
        #expect(UInt32(0x2028).hexPadded(to: 4, uppercase: true) == "2028")
        #expect(UInt32(0xFEFF).hexPadded(to: 4, uppercase: true) == "FEFF")
        #expect(UInt64.max.hexPadded(to: 16) == "ffffffffffffffff")
        #expect(UInt64(0xABC).hexPadded(to: 16) == "0000000000000abc")
        #expect(0x12345.hexPadded(to: 4) == "12345")
    }
}

@Suite struct CivilCalendarTests {
    @Test func knownDays() {
        #expect(CivilCalendar.daysSince1970(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.daysSince1970(year: 1969, month: 12, day: 31) == -1)
        #expect(CivilCalendar.daysSince1970(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilCalendar.daysSince1970(year: 2026, month: 11, day: 25) == 20_782)
        #expect(CivilCalendar.date(daysSince1970: 11_016) == (2000, 2, 29))
        #expect(CivilCalendar.date(daysSince1970: -719_468) == (0, 3, 1))
    }

    /// Every day from 1600 to 2400, leap centuries included, goes there and back, one day apart.
    @Test func everyDayRoundTripsAndFollowsTheDayBefore() {
        var previous = CivilCalendar.date(daysSince1970: CivilCalendar.daysSince1970(year: 1599, month: 12, day: 31))
        var wrong: [Int] = []
        for days in CivilCalendar.daysSince1970(year: 1600, month: 1, day: 1)...CivilCalendar.daysSince1970(year: 2400, month: 12, day: 31) {
            let date = CivilCalendar.date(daysSince1970: days)
            let roundTrips = CivilCalendar.daysSince1970(year: date.year, month: date.month, day: date.day) == days
            let nextDay = date.day == previous.day + 1 && date.month == previous.month && date.year == previous.year
            let nextMonth = date.day == 1 && ((date.month == previous.month + 1 && date.year == previous.year)
                                              || (date.month == 1 && previous.month == 12 && date.year == previous.year + 1))
            if !roundTrips || !(nextDay || nextMonth) { wrong.append(days) }
            previous = date
        }
        #expect(wrong.isEmpty)
        #expect(previous == (2400, 12, 31))
    }
}

@Suite struct JSONWriterTests {
    @Test func indentedContainersOneItemALine() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("id"); writer.string("ana")
        writer.key("weeks"); writer.beginArray(); writer.number("1"); writer.number("0.6"); writer.end()
        writer.key("none"); writer.beginArray(); writer.end()
        writer.key("empty"); writer.beginObject(); writer.end()
        writer.key("flag"); writer.bool(false)
        writer.key("gap"); writer.null()
        writer.end()
        #expect(String(decoding: writer.finish(), as: UTF8.self) == """
            {
              "id": "ana",
              "weeks": [
                1,
                0.6
              ],
              "none": [],
              "empty": {},
              "flag": false,
              "gap": null
            }

            """)
    }

    @Test func inlineObjectsInAnIndentedArray() {
        var writer = JSONWriter(escaping: .htmlSafe)
        writer.beginArray()
        for kind in ["page", "workout"] {
            writer.beginObject(inline: true)
            writer.key("kind"); writer.string(kind)
            writer.key("url"); writer.string(kind + ".html")
            writer.end()
        }
        writer.end()
        #expect(String(decoding: writer.finish(), as: UTF8.self)
            == "[\n  {\"kind\": \"page\", \"url\": \"page.html\"},\n  {\"kind\": \"workout\", \"url\": \"workout.html\"}\n]\n")
        var empty = JSONWriter()
        empty.beginArray()
        empty.end()
        #expect(empty.finish() == Array("[]\n".utf8))
    }

    @Test func plainEscapingLeavesMarkupAndLineSeparatorsAlone() {
        #expect(JSONWriter.quoted("a \"b\" <c> & \\ \n\r\t\u{1B}") == #""a \"b\" <c> & \\ \n\r\t\u001b""#)
        #expect(JSONWriter.quoted("line\u{2028}break – Drücken") == "\"line\u{2028}break – Drücken\"")
    }

    @Test func htmlSafeEscapingAlsoEscapesMarkupAndLineSeparators() {
        #expect(JSONWriter.quoted("a \"b\" <c> & \\ \n", escaping: .htmlSafe) == #""a \"b\" \u003cc\u003e \u0026 \\ \n""#)
        #expect(JSONWriter.quoted("plain – text", escaping: .htmlSafe) == "\"plain – text\"")
        #expect(JSONWriter.quoted("line\u{2028}break\u{2029}", escaping: .htmlSafe) == #""line\u2028break\u2029""#)
    }

    @Test func numbersWithoutAFractionAreIntegers() {
        #expect(JSONWriter.numberText(105) == "105")
        #expect(JSONWriter.numberText(-41.67) == "-41.67")
        #expect(JSONWriter.numberText(116.67) == "116.67")
        #expect(JSONWriter.numberText(1e15) == "1000000000000000.0")
        #expect(JSONWriter.numberText(.infinity) == nil)
        #expect(JSONWriter.numberText(.nan) == nil)
    }
}

@Suite struct WhiteSpaceTests {
    @Test func runsOfWhiteSpaceBecomeOneSpace() {
        #expect(" a\n\n b\tc ".collapsingWhitespace == "a b c")
        #expect(" Lower \r\n BACK ".comparisonForm == "lower back")
        #expect("é\u{2003}x \n y".collapsingWhitespace == "é x y")
        #expect("  Ísquio\u{00A0}TIBIALES ".comparisonForm == "ísquio tibiales")
        #expect(" \t\n".collapsingWhitespace == "")
    }

    @Test func asciiTextMatchesTheCharacterWay() {
        // Every ASCII character, white space and controls included, in 2,000 seeded strings.
        var generator = SeededRandom(seed: 18)
        let alphabet = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + Array("    \r\n\t")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let words = text.split(whereSeparator: { $0.isWhitespace })
            #expect(text.collapsingWhitespace == words.joined(separator: " "), "\(Array(text.utf8))")
            #expect(text.comparisonForm == text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " "),
                    "\(Array(text.utf8))")
        }
    }
}
