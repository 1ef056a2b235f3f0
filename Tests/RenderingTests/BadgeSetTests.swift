import Charts
import Statistics
import Testing
@testable import Rendering
import TrainingModel

@Suite struct BadgeSetTests {
    static func badges(_ library: TrainingLibrary, asOf: CalendarDate = ReportFixture.asOf) -> BadgeSet {
        BadgeSet(library: library, statistics: StatisticsEngine.compute(library, asOf: asOf))
    }

    /// ReportFixture as of Thu 5 Mar 2026: workouts on 26 Feb, 2 and 4 Mar (two weeks
    /// in a row, two in March), and a back squat weight record of 105 kg on 4 Mar.
    @Test func oneAthletesBadgesAreAtTheTopOfBadges() {
        let set = Self.badges(ReportFixture.make())
        #expect(set.files.map(\.path) == ["badges/streak.svg", "badges/workouts-this-month.svg", "badges/last-record.svg"])
        #expect(set.badges(for: set.statistics.athletes[0]) == [
            Badge(label: "streak", message: "2 weeks", colour: .green),
            Badge(label: "workouts in Mar 2026", message: "2", colour: .blue),
            Badge(label: "last record", message: "Back Squat · 105 kg · 4 Mar 2026", colour: .orange),
        ])
        #expect(String(decoding: set.files[0].bytes, as: UTF8.self) == Badge(label: "streak", message: "2 weeks", colour: .green).svg)
    }

    @Test func severalAthletesGetAFolderEach() {
        let set = Self.badges(SampleLibrary.twoAthletes())
        #expect(set.files.map(\.path) == [
            "badges/ana/streak.svg", "badges/ana/workouts-this-month.svg", "badges/ana/last-record.svg",
            "badges/ben/streak.svg", "badges/ben/workouts-this-month.svg", "badges/ben/last-record.svg",
        ])
    }

    @Test func badgesFollowTheSiteLanguageAndUnits() {
        var config = SiteConfig(title: "Entrenos", author: "Ana")
        config.language = .es
        config.units = .lb
        let set = Self.badges(ReportFixture.make(config: config))
        #expect(set.badges(for: set.statistics.athletes[0]) == [
            Badge(label: "racha", message: "2 semanas", colour: .green),
            Badge(label: "entrenos en mar 2026", message: "2", colour: .blue),
            Badge(label: "último récord", message: "Back Squat · 231,49 lb · 4 mar 2026", colour: .orange),
        ])
    }

    /// A month later nothing was trained: the streak has lapsed (two empty weeks) and April has
    /// no workout, so both badges turn grey; the last record stays.
    @Test func lapsedTrainingGivesGreyBadges() {
        let set = Self.badges(ReportFixture.make(), asOf: SampleLibrary.date("2026-04-10"))
        let badges = set.badges(for: set.statistics.athletes[0])
        #expect(badges[0] == Badge(label: "streak", message: "0 weeks", colour: .grey))
        #expect(badges[1] == Badge(label: "workouts in Apr 2026", message: "0", colour: .grey))
        #expect(badges[2].message == "Back Squat · 105 kg · 4 Mar 2026")
    }

    @Test func noRecordYetSaysSo() {
        var library = ReportFixture.make()
        library.workouts.removeAll { $0.id == "2026-03-04-squat" }
        let set = Self.badges(library)
        #expect(set.badges(for: set.statistics.athletes[0])[2] == Badge(label: "last record", message: "none yet", colour: .grey))
    }
}
