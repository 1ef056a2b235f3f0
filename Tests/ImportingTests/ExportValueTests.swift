@testable import Importing
import Testing
import TrainingModel

struct ExportValueTests {
    @Test func numbersKeepTheirDigitsWithoutTrailingZeros() {
        #expect(ExportNumber("100.0")?.text == "100")
        #expect(ExportNumber("102.50")?.text == "102.5")
        #expect(ExportNumber("007.5")?.text == "7.5")
        #expect(ExportNumber("-15")?.text == "-15")
        #expect(ExportNumber("1,5", allowDecimalComma: true)?.text == "1.5")
        #expect(ExportNumber("1,5") == nil)
        #expect(ExportNumber("") == nil)
        #expect(ExportNumber("8O") == nil)
    }

    @Test func floatNoiseIsReadAsTheNumberTheAthleteEntered() {
        #expect(ExportNumber("74.99999999999999")?.text == "75")
        #expect(ExportNumber("185.00000000000003")?.text == "185")
        #expect(ExportNumber("0.30000000000000004")?.text == "0.3")
        #expect(ExportNumber("-2.4999999999999996")?.text == "-2.5")
        #expect(ExportNumber("102,49999999999999", allowDecimalComma: true)?.text == "102.5")
        #expect(ExportNumber("5.000000000000001")?.text == "5")
        #expect(ExportNumber("9.999999999999998")?.integerValue == 10)
        #expect(ExportNumber("7.105427357601002e-15")?.text == "0")
        #expect(ExportNumber("1.25E2")?.text == "125")
        #expect(ExportNumber("74.99999999999999")?.value == 75)
        // As an earlier Spotter wrote them, to recognise its files.
        #expect(ExportNumber("74.99999999999999")?.noisy?.text == "74.99999999999999")
        #expect(ExportNumber("-007.50")?.noisy?.text == "-7.5")
        #expect(ExportNumber("-0.0")?.noisy?.text == "0")
        #expect(ExportNumber("-185.00000000000003")?.magnitude.noisy?.text == "185.00000000000003")
        #expect(ExportNumber("1.25E2")?.noisy == nil)
    }

    @Test func realDecimalsKeepEveryDigit() {
        #expect(ExportNumber("22.68")?.text == "22.68")
        #expect(ExportNumber("44.0925")?.text == "44.0925")
        #expect(ExportNumber("0.001")?.text == "0.001")
        #expect(ExportNumber("1234.56789")?.text == "1234.56789")
        #expect(ExportNumber("100.000000001")?.text == "100.000000001")
        // Digits beyond the twelfth significant one are below float noise's bound: dropped.
        #expect(ExportNumber("44.09245243697512")?.text == "44.092452437")
        #expect(ExportNumber("1234567.891234567")?.text == "1234567.89123")
        #expect(ExportNumber("nan") == nil)
        #expect(ExportNumber("inf") == nil)
        #expect(ExportNumber("1e") == nil)
        #expect(ExportNumber("0x1p3") == nil)
    }

    @Test func readsStrongAndHevyDates() {
        #expect(ExportDateTime("2026-03-02 18:30:00")?.contentText == "2026-03-02T18:30")
        #expect(ExportDateTime("2026-03-02 6:30:15\u{202F}PM")?.contentText == "2026-03-02T18:30:15")
        #expect(ExportDateTime("22 Nov 2026, 07:30")?.contentText == "2026-11-22T07:30")
        #expect(ExportDateTime("Nov 22, 2026, 7:30 AM")?.contentText == "2026-11-22T07:30")
        #expect(ExportDateTime("Nov 21, 2024, 6:03 PM")?.contentText == "2024-11-21T18:03")
        #expect(ExportDateTime("21 Nov 2024, 18:03")?.contentText == "2024-11-21T18:03")
        #expect(ExportDateTime("21.11.2024, 18:03")?.contentText == "2024-11-21T18:03")
        #expect(ExportDateTime("1.3.2024 18:03")?.contentText == "2024-03-01T18:03")
        #expect(ExportDateTime("21 déc. 2024, 18:03")?.contentText == "2024-12-21T18:03")
        #expect(ExportDateTime("21 Dez. 2024, 18:03")?.contentText == "2024-12-21T18:03")
        #expect(ExportDateTime("21 de dic. de 2024, 18:03")?.contentText == "2024-12-21T18:03")
        #expect(ExportDateTime("3 mag 2024, 07:05")?.contentText == "2024-05-03T07:05")
        #expect(ExportDateTime("3 mrt 2024, 07:05")?.contentText == "2024-03-03T07:05")
        #expect(ExportDateTime("31.02.2024, 18:03") == nil)
        #expect(ExportDateTime("21.11.24, 18:03") == nil)
        #expect(ExportDateTime("21/11/2024, 18:03") == nil)
        #expect(ExportDateTime("2026-11-22T07:30:00Z")?.contentText == "2026-11-22T07:30Z")
        #expect(ExportDateTime("2026-11-22T07:30:00.000+01:00")?.contentText == "2026-11-22T07:30+01:00")
        #expect(ExportDateTime("2026-11-22T07:30:00+01:00")?.idStamp == "2026-11-22-0730")
        #expect(ExportDateTime("2026-03-02")?.contentText == "2026-03-02")
        #expect(ExportDateTime("2026-03-02")?.idStamp == "2026-03-02")
        #expect(ExportDateTime("2026-02-30 07:30") == nil)
        #expect(ExportDateTime("yesterday") == nil)
    }

    @Test func readsStrongDurations() {
        #expect(StrongReader.parseDuration("1h 2m") == 3720)
        #expect(StrongReader.parseDuration("56m") == 3360)
        #expect(StrongReader.parseDuration("1h") == 3600)
        #expect(StrongReader.parseDuration("45s") == 45)
        #expect(StrongReader.parseDuration("3720") == 3720)
        #expect(StrongReader.parseDuration("38min") == 2280)
        #expect(StrongReader.parseDuration("45m") == 2700)
        #expect(StrongReader.parseDuration("1h2m") == 3720)
        #expect(StrongReader.parseDuration("1 hr 2 mins") == 3720)
        #expect(StrongReader.parseDuration("1:02:03") == 3723)
        #expect(StrongReader.parseDuration("0:38:00") == 2280)
        #expect(StrongReader.parseDuration("2m 1h") == nil)
        #expect(StrongReader.parseDuration("1m 2m") == nil)
        #expect(StrongReader.parseDuration("1:2:3") == nil)
        #expect(StrongReader.parseDuration("1:02:60") == nil)
        #expect(StrongReader.parseDuration("min") == nil)
        #expect(StrongReader.parseDuration("38 furlongs") == nil)
        #expect(StrongReader.parseDuration("soon") == nil)
    }

    @Test func writesWorkoutDurations() {
        #expect(WorkoutFileWriter.durationText(3720) == "1h 2m")
        #expect(WorkoutFileWriter.durationText(3360) == "56m")
        #expect(WorkoutFileWriter.durationText(4230) == "1h 10m 30s")
        #expect(WorkoutFileWriter.durationText(30) == "30s")
    }

    @Test func quotesYAMLScalarsOnlyWhenNeeded() {
        #expect(YAMLText.scalar("100kg x 5 @8") == "100kg x 5 @8")
        #expect(YAMLText.scalar("w: 60kg x 10") == "\"w: 60kg x 10\"")
        #expect(YAMLText.scalar("5km in 25:30") == "\"5km in 25:30\"")
        #expect(YAMLText.scalar("yes") == "\"yes\"")
        #expect(YAMLText.scalar("2026") == "\"2026\"")
        #expect(YAMLText.scalar("Pause on the chest, 1s") == "\"Pause on the chest, 1s\"")
        #expect(YAMLText.scalar("Say \"hi\"\\") == "\"Say \\\"hi\\\"\\\\\"")
        #expect(YAMLText.scalar("Press à la française") == "Press à la française")
    }
}
