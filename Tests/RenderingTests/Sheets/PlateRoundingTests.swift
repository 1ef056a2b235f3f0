import Testing
@testable import Rendering
import TrainingModel

/// Target loads round to the nearest plate step in the display unit, halfway down.
@Suite struct PlateRoundingTests {
    @Test func kilogramSitesRoundToTwoAndAHalfKilograms() {
        let rounding = PlateRounding(config: SiteConfig(units: .kg))
        #expect(rounding.step == 2.5)
        #expect(rounding.rounded(kilograms: 98.67) == 97.5)
        #expect(rounding.rounded(kilograms: 98.76) == 100)
        #expect(rounding.rounded(kilograms: 52.5) == 52.5)
        // Exactly halfway between 80 and 82.5: down.
        #expect(rounding.rounded(kilograms: 81.25) == 80)
        #expect(rounding.rounded(kilograms: 81.2501) == 82.5)
    }

    /// A load from a test relative to bodyweight keeps its sign: weight taken off rounds too,
    /// halfway to the lighter load (more taken off), and a little either way is nothing.
    @Test func negativeLoadsRoundHalfwayToTheLighterLoad() {
        let rounding = PlateRounding(config: SiteConfig(units: .kg))
        #expect(rounding.roundedSigned(kilograms: -8.56) == -7.5)
        #expect(rounding.roundedSigned(kilograms: -8.76) == -10)
        #expect(rounding.roundedSigned(kilograms: -1.25) == -2.5)
        #expect(rounding.roundedSigned(kilograms: 1.25) == 0)
        #expect(rounding.roundedSigned(kilograms: 6.48) == 7.5)
        let nothing = rounding.roundedSigned(kilograms: -0.4)
        #expect(nothing == 0 && nothing.sign == .plus)
        #expect(rounding.rounded(kilograms: -8.56) == 0)
    }

    @Test func customKilogramStepOfOneAndAQuarter() {
        let rounding = PlateRounding(config: SiteConfig(units: .kg, plateStep: 1.25))
        #expect(rounding.step == 1.25)
        #expect(rounding.rounded(kilograms: 98.67) == 98.75)
        #expect(rounding.rounded(kilograms: 52.4) == 52.5)
        // Halfway between 51.25 and 52.5: down.
        #expect(rounding.rounded(kilograms: 51.875) == 51.25)
    }

    @Test func poundSitesRoundToFivePoundsInPounds() {
        let rounding = PlateRounding(config: SiteConfig(units: .lb))
        #expect(rounding.step == 5)
        // 80 % of 100 kg is 176.37 lb: 175 lb, not a kilogram figure converted back.
        #expect(rounding.rounded(kilograms: 80) == 175)
        #expect(rounding.rounded(kilograms: 81) == 180)  // 178.57 lb
        // 177.5 lb is halfway between 175 and 180: down.
        #expect(rounding.rounded(kilograms: 177.5 * MassUnit.kilogramsPerPound) == 175)
    }

    @Test func nothingUsableRoundsToZero() {
        let rounding = PlateRounding(config: SiteConfig(units: .kg))
        #expect(rounding.rounded(kilograms: 1.25) == 0)
        #expect(rounding.rounded(kilograms: 0) == 0)
        #expect(rounding.rounded(kilograms: -10) == 0)
        #expect(rounding.rounded(kilograms: .nan) == 0)
    }

    @Test func sheetShowsTheResolvedLoadWithItsPercentageAndE1RM() async throws {
        let sheet = try #require(try await renderSite(SheetFixture.make(), asOf: SheetFixture.asOf)[
            SitePaths.sheet("strength-day")])
        // Squat: 80 % of 123.3 kg = 98.67 kg → 97.5 kg.
        #expect(sheet.contains("<p class=\"target target-resolved\">Target 97.5 kg · 80% of e1RM 123.3 kg</p>"))
        // Bench with both a percentage and an RPE shows both.
        #expect(sheet.contains("<p class=\"prescription\">5 × 5 @ 75% of e1RM, RPE 8</p>"))
        #expect(sheet.contains("Target 52.5 kg · 75% of e1RM 70 kg"))
        // Deadlift: 85 % of 132 kg = 112.2 kg → 112.5 kg.
        #expect(sheet.contains("Target 112.5 kg · 85% of e1RM 132 kg"))
    }

    @Test func poundSiteSheetShowsPounds() async throws {
        let sheet = try #require(try await renderSite(SheetFixture.make(units: .lb), asOf: SheetFixture.asOf)[
            SitePaths.sheet("strength-day")])
        // Squat: 80 % of 123.33 kg = 98.67 kg = 217.52 lb: 220 lb.
        #expect(sheet.contains("Target 220 lb · 80% of e1RM 271.9 lb"))
    }

    @Test func exerciseWithoutHistorySaysSoInsteadOfGuessing() async throws {
        let sheet = try #require(try await renderSite(SheetFixture.make(), asOf: SheetFixture.asOf)[
            SitePaths.sheet("strength-day")])
        #expect(sheet.contains("<p class=\"target\">70% of e1RM: no history for this exercise yet, so no load: "
            + "choose it by feel and write it down</p>"))
    }

    @Test func historyAfterTheBuildDateIsNotUsed() async throws {
        let sheet = try #require(try await renderSite(SheetFixture.make(), asOf: SheetFixture.date("2026-02-25"))[
            SitePaths.sheet("strength-day")])
        // The bench was first done on 2 March.
        #expect(sheet.contains("75% of e1RM: no history for this exercise yet"))
        #expect(sheet.contains("Target 97.5 kg · 80% of e1RM 123.3 kg"))
    }

    @Test func severalAthletesWithoutOneOnTheSessionShowThePercentageAndWhy() async throws {
        var library = SheetFixture.make()
        library.athletes.append(Athlete(id: "ben", name: "Ben"))
        let sheet = try #require(try await renderSite(library, asOf: SheetFixture.asOf)[SitePaths.sheet("strength-day")])
        #expect(sheet.contains("80% of e1RM: no load: the session names no athlete and the site has several"))
        #expect(sheet.contains("<p class=\"load-note\">This session names no athlete and the site has several"))
        #expect(sheet.contains("<div><dt>Athlete</dt><dd></dd></div>"))
        #expect(!sheet.contains("Target 97.5 kg"))

        let strength = try #require(library.sessions.firstIndex { $0.id == "strength-day" })
        library.sessions[strength].athlete = "ana"
        let named = try #require(try await renderSite(library, asOf: SheetFixture.asOf)[SitePaths.sheet("strength-day")])
        #expect(named.contains("Target 97.5 kg · 80% of e1RM 123.3 kg"))
        #expect(named.contains("<div><dt>Athlete</dt><dd>Ana Ruiz</dd></div>"))
    }
}
