import Testing
import TextAndDates
@testable import Rendering
import TrainingModel

/// A session's subtype and difficulty level in the session list and on its page, and the session
/// index's filters by level and by the equipment one has (docs/site-pages.md: `sessions/index.html`).
@Suite struct SessionLevelTests {
    static let library = TrainingLibrary(
        config: SiteConfig(title: "Sessions"),
        athletes: [Athlete(id: "ana", name: "Ana")],
        exercises: [Exercise(id: "hangboard-hang", name: "Hangboard Hang", type: .climbing, equipment: ["Hangboard"]),
                    Exercise(id: "back-squat", name: "Back Squat", equipment: ["barbell", "Rack"]),
                    Exercise(id: "curl", name: "Curl", equipment: ["Dumbbells"]),
                    Exercise(id: "plank", name: "Plank", equipment: ["bodyweight"])],
        sessions: [
            SessionTemplate(id: "fingers", name: "Fingers", type: .climbing, subtype: "Max hangs", level: "Advanced",
                            items: [.single(ExerciseItem(exercise: "hangboard-hang"))]),
            SessionTemplate(id: "legs", name: "Legs", type: .strength, subtype: "Lower body", level: "beginner",
                            items: [.single(ExerciseItem(exercise: "back-squat")), .single(ExerciseItem(exercise: "plank"))]),
            SessionTemplate(id: "arms", name: "Arms", type: .strength, level: "Beginners",
                            items: [.single(ExerciseItem(exercise: "curl"))]),
            SessionTemplate(id: "core", name: "Core", level: " Beginner ", items: [.single(ExerciseItem(exercise: "plank"))]),
            SessionTemplate(id: "open", name: "Open"),
        ])

    @Test func theListShowsTheSubtypeAndTheLevelBySpellingMostSessionsUse() async throws {
        let pages = try await renderSite(Self.library)
        let index = try #require(pages[SitePaths.sessionIndex])
        #expect(index.contains("<li><a href=\"../sessions/fingers/index.html\">Fingers</a> <span class=\"detail\">"
            + "Climbing · Max hangs · Advanced · 1 exercise · "))
        // `beginner`, `Beginners` and `Beginner`: one level, by its most common spelling (a tie to the smallest).
        #expect(index.contains("<li><a href=\"../sessions/legs/index.html\">Legs</a> <span class=\"detail\">"
            + "Strength · Lower body · Beginner · 2 exercises · "))
        #expect(index.contains("<li><a href=\"../sessions/arms/index.html\">Arms</a> <span class=\"detail\">Strength · Beginner · 1 exercise · "))
        #expect(index.contains("<li><a href=\"../sessions/open/index.html\">Open</a></li>"))
    }

    /// Levels follow the library's rule of names, site groups included: with
    /// `[advanced, expert]` in `content/names.yaml`, `Expert` is the `Advanced` level.
    @Test func levelsOfOneGroupOfTheSitesAreOneLevel() async throws {
        var library = Self.library
        library.sessions[2].level = "Expert"
        library.names = NameKey.builtIn.adding([["advanced", "expert"]])
        let index = try #require(try await renderSite(library)[SitePaths.sessionIndex])
        #expect(index.contains("<li><a href=\"../sessions/arms/index.html\">Arms</a> <span class=\"detail\">Strength · Advanced · 1 exercise · "))
        #expect(index.contains("<ul class=\"filter-choices\">\n"
            + "<li><label><input type=\"checkbox\" name=\"level\" value=\"advanced\"> Advanced</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"level\" value=\"beginner\"> Beginner</label></li>\n</ul>"))
        library.names = .builtIn
        let apart = try #require(try await renderSite(library)[SitePaths.sessionIndex])
        #expect(apart.contains("<input type=\"checkbox\" name=\"level\" value=\"expert\"> Expert</label></li>"))
    }

    @Test func theIndexHasALevelBoxPerLevelAndAnEquipmentBoxPerPiece() async throws {
        let pages = try await renderSite(Self.library)
        let index = try #require(pages[SitePaths.sessionIndex])
        #expect(index.contains("<fieldset class=\"search-filter\" data-field=\"level\" data-rule=\"one-of\" hidden>\n<legend>Level</legend>\n"
            + "<ul class=\"filter-choices\">\n"
            + "<li><label><input type=\"checkbox\" name=\"level\" value=\"advanced\"> Advanced</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"level\" value=\"beginner\"> Beginner</label></li>\n</ul>\n</fieldset>"))
        // `bodyweight` names no piece; each piece by its facet page's slug, sorted by label.
        let equipment: String = "<fieldset class=\"search-filter\" data-field=\"equipment\" data-rule=\"within\" hidden>\n"
            + "<legend>Equipment you have</legend>\n<ul class=\"filter-choices\">\n"
            + "<li><label><input type=\"checkbox\" name=\"equipment\" value=\"barbell\"> barbell</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"equipment\" value=\"dumbbells\"> Dumbbells</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"equipment\" value=\"hangboard\"> Hangboard</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"equipment\" value=\"rack\"> Rack</label></li>\n</ul>\n"
            + "<p class=\"hint\">Tick what you have: the list shows the sessions that need nothing else (those that need no equipment too).</p>"
        #expect(index.contains(equipment))
        let search = try #require(pages[SitePaths.searchIndex])
        #expect(search.contains("{\"kind\": \"session\", \"title\": \"Legs\", \"url\": \"sessions/legs/index.html\", "
            + "\"text\": \"Strength · Lower body · Beginner · Back Squat · Plank\", \"type\": \"strength\", \"level\": \"beginner\", "
            + "\"equipment\": [\"barbell\", \"rack\"]}"))
        #expect(search.contains("{\"kind\": \"session\", \"title\": \"Open\", \"url\": \"sessions/open/index.html\", \"text\": \"\", "
            + "\"equipment\": []}"))
    }

    @Test func theSessionPageShowsTypeSubtypeAndLevel() async throws {
        let pages = try await renderSite(Self.library)
        let page = try #require(pages[SitePaths.session("fingers")])
        #expect(page.contains("<h1>Fingers</h1>\n<p class=\"lead\">Climbing · Max hangs</p>\n"
            + "<p class=\"session-level\"><strong>Level:</strong> Advanced</p>\n"))
        let core = try #require(pages[SitePaths.session("core")])
        #expect(core.contains("<h1>Core</h1>\n<p class=\"session-level\"><strong>Level:</strong> Beginner</p>\n"))
    }

    static let chromium = Chromium.find()

    /// From disk in Chromium: `?level=beginner` lists the beginner sessions; with the barbell and
    /// the rack ticked, only those whose equipment is all among them (none needed included).
    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed"))
    func theSearchFiltersByLevelAndByEquipment() async throws {
        let browser = try #require(Self.chromium)
        let beginner = ChromiumDOM.searchResults(try await ChromiumDOM.dump(Self.library, page: SitePaths.sessionIndex,
                                                                            query: "level=beginner", browser: browser))
        #expect(beginner.contains(">Legs</a>") && beginner.contains(">Arms</a>") && beginner.contains(">Core</a>"))
        #expect(beginner.occurrences(of: "<li>") == 3)
        let gym = ChromiumDOM.searchResults(try await ChromiumDOM.dump(Self.library, page: SitePaths.sessionIndex,
                                                                       query: "equipment=barbell&equipment=rack", browser: browser))
        #expect(gym.contains(">Legs</a>") && gym.contains(">Core</a>") && gym.contains(">Open</a>"))
        #expect(gym.occurrences(of: "<li>") == 3)
        let both = ChromiumDOM.searchResults(try await ChromiumDOM.dump(Self.library, page: SitePaths.sessionIndex,
                                                                        query: "level=beginner&equipment=dumbbells", browser: browser))
        #expect(both.contains(">Arms</a>") && both.contains(">Core</a>"))
        #expect(both.occurrences(of: "<li>") == 2)
    }
}
