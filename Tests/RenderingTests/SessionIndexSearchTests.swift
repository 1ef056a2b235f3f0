import Testing
@testable import Rendering
import TrainingModel

/// The session index's search by name and filter by type (docs/site-pages.md: `sessions/index.html`),
/// the exercise index's search partial and script listing sessions only.
@Suite struct SessionIndexSearchTests {
    static let library = TrainingLibrary(
        config: SiteConfig(title: "Sessions"),
        athletes: [Athlete(id: "ana", name: "Ana")],
        exercises: [Exercise(id: "hangboard-hang", name: "Hangboard Hang", type: .climbing),
                    Exercise(id: "back-squat", name: "Back Squat"),
                    Exercise(id: "easy-run", name: "Easy Run", type: .cardio)],
        sessions: [
            SessionTemplate(id: "finger-strength", name: "Finger Strength", type: .climbing,
                            items: [.single(ExerciseItem(exercise: "hangboard-hang"))]),
            SessionTemplate(id: "hang-and-squat", name: "Hang and Squat", type: .strength,
                            items: [.single(ExerciseItem(exercise: "hangboard-hang")), .single(ExerciseItem(exercise: "back-squat"))]),
            SessionTemplate(id: "limit-boulders", name: "Limit Boulders", type: .climbing),
            SessionTemplate(id: "recovery-jog", name: "Recovery Jog", type: .cardio,
                            items: [.single(ExerciseItem(exercise: "easy-run"))]),
            SessionTemplate(id: "untyped", name: "Untyped Hangs"),
        ])

    @Test func theIndexHasTheSearchBoxAndABoxPerTypeItsSessionsHave() async throws {
        let pages = try await renderSite(Self.library)
        let index = try #require(pages[SitePaths.sessionIndex])
        #expect(index.contains("<form class=\"search\" role=\"search\" hidden data-index=\"../search-index.js\" data-root=\"../\" "
            + "data-kinds=\"session\">"))
        #expect(index.contains("placeholder=\"Session names, exercises, types…\""))
        #expect(index.contains("<fieldset class=\"search-filter\" data-field=\"type\" data-rule=\"one-of\" hidden>\n<legend>Type</legend>"))
        // Strength, cardio and climbing, in the model's order; no box for a type no session has.
        #expect(index.contains("<li><label><input type=\"checkbox\" name=\"type\" value=\"strength\"> Strength</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"type\" value=\"cardio\"> Cardio</label></li>\n"
            + "<li><label><input type=\"checkbox\" name=\"type\" value=\"climbing\"> Climbing</label></li>\n</ul>"))
        // The page's own list stays, for readers without JavaScript.
        #expect(index.contains("<li><a href=\"../sessions/recovery-jog/index.html\">Recovery Jog</a>"))
        let search = try #require(pages[SitePaths.searchIndex])
        #expect(search.contains("\"title\": \"Finger Strength\", \"url\": \"sessions/finger-strength/index.html\", "
            + "\"text\": \"Climbing · Hangboard Hang\", \"type\": \"climbing\", \"equipment\": []}"))
        #expect(search.contains("\"title\": \"Untyped Hangs\", \"url\": \"sessions/untyped/index.html\", \"text\": \"\", \"equipment\": []}"))
    }

    static let chromium = Chromium.find()

    /// From disk in Chromium: `?type=climbing` lists the climbing sessions; with `q=hang` only
    /// those whose name or text holds it; exercises that match are not listed on this page.
    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed"))
    func theSearchListsSessionsByTypeAndName() async throws {
        let browser = try #require(Self.chromium)
        let climbing = ChromiumDOM.searchResults(try await ChromiumDOM.dump(Self.library, page: SitePaths.sessionIndex,
                                                                            query: "type=climbing", browser: browser))
        #expect(climbing.contains(">Finger Strength</a>") && climbing.contains(">Limit Boulders</a>"))
        #expect(climbing.occurrences(of: "<li>") == 2)
        let hangs = ChromiumDOM.searchResults(try await ChromiumDOM.dump(Self.library, page: SitePaths.sessionIndex,
                                                                         query: "q=hang", browser: browser))
        // Named or made of a hang; not the Hangboard Hang exercise itself.
        #expect(hangs.contains(">Finger Strength</a>") && hangs.contains(">Hang and Squat</a>") && hangs.contains(">Untyped Hangs</a>"))
        #expect(hangs.occurrences(of: "<li>") == 3)
        let both = ChromiumDOM.searchResults(try await ChromiumDOM.dump(Self.library, page: SitePaths.sessionIndex,
                                                                        query: "q=hang&type=strength&type=cardio", browser: browser))
        #expect(both.contains(">Hang and Squat</a>"))
        #expect(both.occurrences(of: "<li>") == 1)
    }
}
