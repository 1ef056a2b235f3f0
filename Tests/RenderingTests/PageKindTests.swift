import TestSupport
import Testing
@testable import Rendering
import TextAndDates
import TrainingModel

/// Every family answers `PageKind` consistently for every page it makes: a path of its own
/// inside the output, a template the theme has, a subject naming what the site holds, an
/// Open Graph type that fits it, a content date no later than the as-of day, and navigation
/// links that lead to pages the site makes.
@Suite struct PageKindTests {
    /// Sites that together make every kind of page: one athlete with cardio (profile and
    /// cardio links), two athletes (dashboards, the coach's overview, histories), plans
    /// (plan pages, week sheets, calendar feeds), a centre, and one with classes and equipment
    /// (the timetable and the inventory), and a test battery (the tests index and test pages).
    static let sites: [(name: String, library: TrainingLibrary, asOf: CalendarDate)] = [
        ("one athlete with cardio", CardioPageTests.library(), SampleLibrary.asOf),
        ("two athletes", SampleLibrary.twoAthletes(), SampleLibrary.asOf),
        ("plans", SheetFixture.make(), SheetFixture.asOf),
        ("centre", CentreFixture.library, CentrePagesTests.asOf),
        ("centre with classes", CentreClassPagesTests.library, CentrePagesTests.asOf),
        ("test battery", TestPagesTests.library, TestPagesTests.asOf),
    ]

    static func renderer(_ site: (name: String, library: TrainingLibrary, asOf: CalendarDate)) throws -> SiteRenderer {
        SiteRenderer(library: site.library, theme: try Theme.builtIn(), asOf: site.asOf)
    }

    @Test(arguments: sites.indices)
    func everyPageHasItsOwnPathInsideTheOutput(_ index: Int) throws {
        let jobs = try Self.renderer(Self.sites[index]).jobs
        var seen: [String: Int] = [:]
        for job in jobs {
            let path = job.path
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            #expect(!path.isEmpty && !path.hasPrefix("/") && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." },
                    "\(Self.sites[index].name): \(path)")
            #expect(path.hasSuffix(".html") == job.isHTML && (job.isHTML || path.hasSuffix(".ics")), "\(path)")
            seen[path, default: 0] += 1
        }
        #expect(seen.filter { $0.value > 1 }.keys.sorted() == [], "\(Self.sites[index].name)")
    }

    @Test(arguments: sites.indices)
    func everyPageIsRenderedWithATemplateTheThemeHas(_ index: Int) throws {
        let renderer = try Self.renderer(Self.sites[index])
        for job in renderer.jobs where job.isHTML {
            #expect(PageJob.pageTemplates.contains(job.template), "\(job.path): \(job.template)")
            #expect(DefaultTheme.files["pages/" + job.template + ".mustache"] != nil, "\(job.path): \(job.template)")
        }
        // A page written without a template (calendar.ics) names none of the theme's.
        for job in renderer.jobs where !job.isHTML {
            #expect(!PageJob.pageTemplates.contains(job.template), "\(job.path): \(job.template)")
        }
    }

    @Test(arguments: sites.indices)
    func everySubjectNamesWhatTheLibraryHolds(_ index: Int) throws {
        let library = Self.sites[index].library
        for job in try Self.renderer(Self.sites[index]).jobs {
            switch job.subject {
            case .workout(let athlete, let id):
                #expect(library.workouts.contains { $0.athlete == athlete && $0.id == id }, "\(job.path)")
                #expect(job.path.contains(id), "\(job.path)")
            case .exercise(let id):
                #expect(library.exercises.contains { $0.id == id } && job.path.contains(id), "\(job.path)")
            case .session(let id):
                #expect(library.sessions.contains { $0.id == id } && job.path.contains(id), "\(job.path)")
            case .page(let id):
                #expect(library.pages.contains { $0.id == id } && job.path.contains(id), "\(job.path)")
            case .athlete(let id):
                #expect(library.athletes.contains { $0.id == id } || library.workouts.contains { $0.athlete == id },
                        "\(job.path): \(id)")
            case .workoutIndex(let page):
                #expect(page >= 1 && job.path.hasPrefix("workouts/"), "\(job.path)")
            case .site:
                break
            }
        }
    }

    /// An article is a page about one workout, exercise or free page; a profile is an athlete's.
    @Test(arguments: sites.indices)
    func openGraphTypesFitTheSubject(_ index: Int) throws {
        for job in try Self.renderer(Self.sites[index]).jobs {
            switch job.openGraphType {
            case .article:
                switch job.subject {
                case .workout, .exercise, .page: break
                default: Issue.record("\(job.path) is an article about \(job.subject)")
                }
            case .profile:
                if case .athlete = job.subject {} else { Issue.record("\(job.path) is a profile about \(job.subject)") }
            case .website:
                break
            }
        }
    }

    @Test(arguments: sites.indices)
    func contentDatesAreNoLaterThanTheAsOfDay(_ index: Int) throws {
        let renderer = try Self.renderer(Self.sites[index])
        let newest = NewestDays(renderer.builder.context)
        let dates = renderer.jobs.compactMap { $0.contentDate(in: renderer.builder, newest: newest) }
        #expect(!dates.isEmpty)
        #expect(dates.allSatisfy { $0 <= Self.sites[index].asOf })
    }

    /// The navigation links only pages the site makes, each once, home first.
    @Test(arguments: sites.indices)
    func navigationLinksLeadToPagesTheSiteMakes(_ index: Int) throws {
        let renderer = try Self.renderer(Self.sites[index])
        let paths = Set(renderer.jobs.map(\.path))
        let links = renderer.builder.navigation.map(\.path)
        #expect(links.first == SitePaths.home)
        #expect(links.filter { !paths.contains($0) } == [], "\(Self.sites[index].name)")
        #expect(Set(links).count == links.count, "\(links)")
    }

    /// The links families add with what the site holds: the profile and cardio page of the
    /// only athlete, the plans' index with plans, the centre's roster with a centre.
    @Test func navigationHasTheLinksOfWhatTheSiteHolds() throws {
        let links = try Self.sites.map { site in try Self.renderer(site).builder.navigation.map(\.path) }
        #expect(links[0] == [SitePaths.home, SitePaths.profile("ana"), SitePaths.cardio("ana"), SitePaths.exerciseIndex,
                             SitePaths.sessionIndex, SitePaths.workoutIndex] + SampleLibrary.make().pages.map { SitePaths.page($0.id) })
        #expect(!links[1].contains { $0.hasPrefix("athletes/") })
        #expect(links[2].contains(SitePaths.planIndex) && !links[0].contains(SitePaths.planIndex))
        #expect(links[3].contains(SitePaths.centre) && !links[0].contains(SitePaths.centre))
    }
}
