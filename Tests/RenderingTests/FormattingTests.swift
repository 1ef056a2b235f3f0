import Testing
@testable import Rendering
import TrainingModel

@Suite struct FormattingTests {
    let en = DisplayFormatter(strings: .english, units: .kg)
    let es = DisplayFormatter(strings: .spanish, units: .kg)
    let pounds = DisplayFormatter(strings: .english, units: .lb)

    @Test func numbersHaveAtMostTwoDecimalsWithoutTrailingZeros() {
        #expect(en.number(80) == "80")
        #expect(en.number(82.5) == "82.5")
        #expect(en.number(82.50001) == "82.5")
        #expect(en.number(1.0 / 3.0) == "0.33")
        #expect(en.number(2.999) == "3")
        #expect(en.number(1234567) == "1234567")
        #expect(en.number(-15) == "−15")
        #expect(en.number(-0.001) == "0")
        #expect(en.number(.nan) == "–")
        #expect(es.number(82.5) == "82,5")
    }

    @Test func massesFollowTheSiteUnit() {
        #expect(en.mass(kilograms: 100) == "100 kg")
        #expect(pounds.mass(kilograms: 100) == "220.46 lb")
        #expect(pounds.mass(kilograms: 80 * MassUnit.kilogramsPerPound) == "80 lb")
    }

    @Test func loadsRelativeToBodyweight() {
        #expect(en.load(.bodyweight) == "BW")
        #expect(en.load(Load(kilograms: 20, relativeToBodyweight: true)) == "BW + 20 kg")
        #expect(en.load(Load(kilograms: -15, relativeToBodyweight: true)) == "BW − 15 kg")
        #expect(es.load(Load(kilograms: 2.5, relativeToBodyweight: true)) == "PC + 2,5 kg")
        #expect(en.load(Load(kilograms: 60)) == "60 kg")
    }

    @Test func durationsInWordsAndOnAClock() {
        #expect(en.duration(seconds: 45) == "45 s")
        #expect(en.duration(seconds: 90) == "90 s")
        #expect(en.duration(seconds: 7.5) == "7.5 s")
        #expect(en.duration(seconds: 60) == "1 min")
        #expect(en.duration(seconds: 180) == "3 min")
        #expect(en.duration(seconds: 150) == "2 min 30 s")
        #expect(en.duration(seconds: 3900) == "1 h 5 min")
        #expect(en.duration(seconds: 3930) == "1 h 5 min 30 s")
        #expect(en.duration(seconds: 0) == "0 s")
        #expect(en.clock(seconds: 1530) == "25:30")
        #expect(en.clock(seconds: 3930) == "1:05:30")
        #expect(en.clock(seconds: 59.5) == "0:59.5")
        #expect(en.effortTime(seconds: 30) == "30 s")
        #expect(en.effortTime(seconds: 1660) == "27:40")
    }

    @Test func distances() {
        #expect(en.distance(metres: 400) == "400 m")
        #expect(en.distance(metres: 5000) == "5 km")
        #expect(en.distance(metres: 21097.5) == "21.1 km")
    }

    @Test func datesAreFormattedFromTheCatalogue() {
        let date = CalendarDate(year: 2026, month: 3, day: 2)!
        #expect(en.date(date) == "Mon 2 Mar 2026")
        #expect(es.date(date) == "lun 2 mar 2026")
        #expect(en.monthYear(year: 2026, month: 3) == "March 2026")
        #expect(es.monthYear(year: 2026, month: 3) == "marzo de 2026")
        #expect(en.date(CalendarDate(year: 2024, month: 2, day: 29)!) == "Thu 29 Feb 2024")
    }

    @Test func prescriptionsInWords() {
        #expect(en.prescription(Prescription(sets: 5, reps: .exactly(5), load: .absolute(Load(kilograms: 100))))
            == "5 × 5 @ 100 kg")
        #expect(en.prescription(Prescription(sets: 3, reps: .range(8, 12), rpe: 8, rest: 90)) == "3 × 8–12 @ RPE 8, rest 90 s")
        #expect(en.prescription(Prescription(sets: 4, reps: .exactly(6), load: .percentOfE1RM(75)))
            == "4 × 6 @ 75% of e1RM")
        #expect(en.prescription(Prescription(sets: 3, reps: .amrap, load: .absolute(Load(kilograms: 60))))
            == "3 × AMRAP @ 60 kg")
        #expect(en.prescription(Prescription(sets: 5, reps: .exactly(3), load: .percentOfE1RM(80),
                                             tempo: Tempo(phases: [3, 1, 1, 0])))
            == "5 × 3 @ 80% of e1RM, tempo 3-1-1-0")
        #expect(en.prescription(Prescription(sets: 3, duration: 30)) == "3 × 30 s")
        #expect(en.prescription(Prescription(sets: 4, rest: 120, distance: 400)) == "4 × 400 m, rest 2 min")
        #expect(en.prescription(Prescription(sets: 1)) == "1 set")
        #expect(en.prescription(Prescription(reps: .exactly(1))) == "1 rep")
        #expect(en.prescription(Prescription(blocks: [
            CardioBlock(duration: 300, intensity: "easy"), CardioBlock(duration: 1800, intensity: "threshold"),
            CardioBlock(distance: 1000),
        ])) == "5 min easy + 30 min threshold + 1 km")
        #expect(es.prescription(Prescription(sets: 3, reps: .range(8, 12), load: .absolute(Load(kilograms: 62.5)),
                                             rpe: 8.5, rest: 90))
            == "3 × 8–12 @ 62,5 kg, RPE 8,5, descanso 90 s")
        // A percentage of a test is named by the test's name, never its id.
        let names = MeasureNames(language: .en, exerciseNames: [:])
        #expect(en.prescription(Prescription(sets: 5, load: .percentOfTest(80, test: "max-hang-20mm-7s"), rest: 180, duration: 7),
                                testName: names.test)
            == "5 × 7 s @ 80% of Max hang 20 mm, 7 s, rest 3 min")
        #expect(es.prescription(Prescription(sets: 5, load: .percentOfTest(80, test: "max-hang-20mm-7s"), duration: 7),
                                testName: MeasureNames(language: .es, exerciseNames: [:]).test)
            == "5 × 7 s @ 80% de Max hang 20 mm, 7 s")
    }

    @Test func protocolSummaryAndGrips() {
        let repeaters = IntervalProtocol(repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                                         grips: [Grip(name: "half crimp", edgeMillimetres: 20),
                                                 Grip(name: "open hand", edgeMillimetres: 20)],
                                         restBetweenGrips: 60)
        #expect(en.protocolSummary(repeaters) == "6 × 7 s on / 3 s off, 3 sets, rest 3 min, rest 1 min between grips")
        let single = IntervalProtocol(repsPerSet: 1, work: 10, restBetweenReps: 0, sets: 1, restBetweenSets: 0)
        #expect(en.protocolSummary(single) == "1 × 10 s on, 1 set")
        #expect(en.grip(Grip(name: "sloper", addedLoad: Load(kilograms: -5))) == "sloper − 5 kg")
        #expect(en.grip(Grip(name: "half crimp", edgeMillimetres: 18, addedLoad: Load(kilograms: 5)))
            == "half crimp 18 mm + 5 kg")
        #expect(en.grip(Grip(name: "Open hand", edgeMillimetres: 20, addedLoad: .bodyweight)) == "Open hand 20 mm")
    }

    @Test func performedSetsInWords() {
        #expect(en.performedSet(PerformedSet(load: Load(kilograms: 100), reps: 5, rpe: 8)) == "100 kg × 5 @8")
        #expect(en.performedSet(PerformedSet(reps: 15)) == "× 15")
        #expect(en.performedSet(PerformedSet(duration: 60)) == "1:00")
        #expect(en.performedSet(PerformedSet(duration: 45)) == "45 s")
        #expect(en.performedSet(PerformedSet(load: Load(kilograms: 10, relativeToBodyweight: true), duration: 7))
            == "BW + 10 kg · 7 s")
        #expect(en.performedSet(PerformedSet(duration: 1530, distance: 5000)) == "5 km in 25:30")
        #expect(es.performedSet(PerformedSet(duration: 1530, distance: 5000)) == "5 km en 25:30")
        #expect(pounds.performedSet(PerformedSet(duration: 1530, distance: 5000)) == "3.11 mi in 25:30")
        #expect(en.performedSet(PerformedSet(kind: .warmup, load: .bodyweight, reps: 12)) == "BW × 12")
    }

    @Test func markersForGroupMembersStayUnique() {
        #expect(PageBuilder.letter(0) == "a")
        #expect(PageBuilder.letter(25) == "z")
        #expect(PageBuilder.letter(26) == "aa")
    }
}

extension DisplayFormatter {
    /// A prescription with no percentage of a test, whose test names are never asked for.
    fileprivate func prescription(_ p: Prescription) -> String {
        prescription(p, testName: { Issue.record("asked for the name of \($0)"); return $0 })
    }
}
