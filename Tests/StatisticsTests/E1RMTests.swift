import Testing
import TrainingModel
@testable import Statistics

struct E1RMTests {
    @Test func epleyMatchesPublishedWorkedExample() {
        // 100 × (1 + 5/30) = 116.666…
        #expect(close(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 5, rpe: nil), 116.666_666_666_666_67))
    }

    @Test func brzyckiMatchesPublishedWorkedExample() {
        // 100 × 36 / (37 − 5) = 3600 / 32 = 112.5
        #expect(SiteConfig.E1RMFormula.brzycki.estimate(weight: 100, reps: 5, rpe: nil) == 112.5)
    }

    @Test func singleIsItsOwnMaximumWithEitherFormula() {
        // Epley: r' = 1 → w. Brzycki: 100 × 36 / 36 = 100.
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 1, rpe: nil) == 100)
        #expect(SiteConfig.E1RMFormula.brzycki.estimate(weight: 100, reps: 1, rpe: nil) == 100)
    }

    @Test func rpeAddsRepsInReserve() {
        // 100 × 3 @8 → r' = 3 + (10 − 8) = 5 → 116.67, the same as 100 × 5.
        #expect(close(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 3, rpe: 8), 100 * (1 + 5.0 / 30)))
        // 80 × 5 @8.5 → r' = 6.5 → 80 × (1 + 6.5/30) = 97.333…
        #expect(close(SiteConfig.E1RMFormula.epley.estimate(weight: 80, reps: 5, rpe: 8.5), 97.333_333_333_333_33))
        // RPE 10 adds nothing: 100 × 1 @10 → 100.
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 1, rpe: 10) == 100)
    }

    @Test func twelveEffectiveRepsIsTheLastEstimate() {
        // r' = 12: Epley 100 × (1 + 12/30) = 140; Brzycki 100 × 36 / 25 = 144.
        #expect(close(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 12, rpe: nil), 140))
        #expect(SiteConfig.E1RMFormula.brzycki.estimate(weight: 100, reps: 12, rpe: nil) == 144)
        // 10 @8 → r' = 12, still allowed.
        #expect(close(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 10, rpe: 8), 140))
    }

    @Test func moreThanTwelveEffectiveRepsGiveNoEstimate() {
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 13, rpe: nil) == nil)
        // 10 @7 → r' = 13.
        #expect(SiteConfig.E1RMFormula.brzycki.estimate(weight: 100, reps: 10, rpe: 7) == nil)
    }

    @Test func noWeightOrNoRepsGiveNoEstimate() {
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: 0, reps: 5, rpe: nil) == nil)
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: -15, reps: 5, rpe: nil) == nil)
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 0, rpe: nil) == nil)
    }

    @Test func rpeAboveTenNeverMakesFewerThanOneRep() {
        // 1 @10.5 would be r' = 0.5; it counts as 1.
        #expect(SiteConfig.E1RMFormula.effectiveReps(reps: 1, rpe: 10.5) == 1)
        #expect(SiteConfig.E1RMFormula.epley.estimate(weight: 100, reps: 1, rpe: 10.5) == 100)
    }

    @Test func siteSettingChoosesTheFormula() {
        // One workout of 100 × 5: Epley 116.67, Brzycki 112.5.
        let workouts = [Fixture.workout("w1", "2024-01-15", [("bench-press", [Fixture.set(100, 5)])])]
        let epley = Fixture.ana(Fixture.library(e1rm: .epley, workouts: workouts), asOf: "2024-01-15")
        let brzycki = Fixture.ana(Fixture.library(e1rm: .brzycki, workouts: workouts), asOf: "2024-01-15")
        #expect(close(epley.exercise(id: "bench-press")?.bestE1RM, 116.666_666_666_666_67))
        #expect(brzycki.exercise(id: "bench-press")?.bestE1RM == 112.5)
    }
}
