import Foundation
import Testing
@testable import Rendering
import Templating
import TrainingModel

@Suite struct ThemeTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test func everyFileInTemplatesIsListedInTheDefaultTheme() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.templatesDirectory.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(onDisk == DefaultTheme.files.keys.sorted())
    }

    @Test func embeddedFilesMatchTheFilesOnDisk() throws {
        for (name, bytes) in DefaultTheme.files {
            let onDisk = try [UInt8](Data(contentsOf: Self.templatesDirectory.appendingPathComponent(name)))
            #expect(onDisk == bytes, "\(name) differs from its embedded copy; rebuild")
        }
    }

    @Test func builtInThemeHasEveryPageTemplateAndTheStylesheet() throws {
        let theme = try Theme.builtIn()
        #expect(theme.fileNames == ["athlete.mustache", "base.mustache", "card.mustache", "cardio.mustache",
                                    "centre-day-sheet.mustache", "centre-dues.mustache", "centre-nav.mustache",
                                    "centre-occupancy.mustache", "centre.mustache", "chartcard.mustache", "coach.mustache",
                                    "dashboard.mustache",
                                    "exercise.mustache", "exercises.mustache", "favicon.svg", "home.mustache",
                                    "item.mustache", "not-found.mustache", "page.mustache", "pager-head.mustache", "pager.mustache",
                                    "plan-week-sheet.mustache", "plan.mustache",
                                    "plans.mustache", "profile.mustache", "search.mustache", "session.mustache", "sessions.mustache",
                                    "sheet.mustache", "style.css", "workout.mustache", "workouts.mustache"])
    }

    /// An unclosed `@media print {` once swallowed every rule after it, so the dashboard lost its
    /// styles on screen. Every block closes, and the statistics rules sit at the top level.
    @Test func stylesheetBlocksAllCloseAndScreenRulesAreTopLevel() throws {
        let css = try String(contentsOf: Self.templatesDirectory.appendingPathComponent("style.css"), encoding: .utf8)
        var depth = 0
        var depthOfRule: [String: Int] = [:]
        for line in css.split(separator: "\n", omittingEmptySubsequences: false) {
            for selector in [".card ", ".headline-grid "] where line.hasPrefix(selector) {
                depthOfRule[selector] = depth
            }
            for character in line {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
            }
            #expect(depth >= 0, "a '}' closes nothing: \(line)")
        }
        #expect(depth == 0)
        #expect(depthOfRule == [".card ": 0, ".headline-grid ": 0])
    }

    @Test func overridingReplacesATemplate() async throws {
        let theme = try Theme.builtIn().overriding(with: [
            "page.mustache": "{{<base}}\n{{$main}}\n<p class=\"custom\">{{content.title}}</p>\n{{/main}}\n{{/base}}\n",
        ])
        let page = try #require(try await renderSite(SampleLibrary.make(), theme: theme)["pages/about/index.html"])
        #expect(page.contains("<main id=\"main\">\n<p class=\"custom\">About</p>\n</main>"))
    }

    @Test func overridingReplacesThePartialUsedByOtherTemplates() async throws {
        let theme = try Theme.builtIn().overriding(with: ["item.mustache": "<p class=\"mine\">{{exerciseName}}</p>\n"])
        let page = try #require(try await renderSite(SampleLibrary.make(), theme: theme)["sessions/upper-a/index.html"])
        #expect(page.contains("<p class=\"mine\">Bench Press</p>"))
        #expect(page.contains("<p class=\"mine\">Pull-up</p>"))
    }

    @Test func overridingAddsStaticFilesAtTheOutputRoot() async throws {
        let theme = try Theme.builtIn().overriding(with: ["extra.css": "body { color: red; }\n"])
        let site = try await renderSite(SampleLibrary.make(), theme: theme)
        #expect(site["extra.css"] == "body { color: red; }\n")
        // The theme's stylesheet, then the charts' (Chart.stylesheet), which every theme needs.
        let style = try #require(site["style.css"])
        let own = try #require(theme.text(of: "style.css"))
        #expect(style.hasPrefix(own + "\n/* Spotter charts."))
        #expect(style.contains(".chart .series-1 { color: var(--chart-1); }\n"))
    }

    @Test func templateErrorsNameFileLineAndColumnForEveryTemplate() throws {
        #expect(throws: RenderingError.invalidTemplates([
            TemplateError(file: "card.mustache", line: 1, column: 1,
                          reason: "no template \"cards\" for {{>cards}}; expected one of athlete, base, card, cardio, centre, "
                              + "centre-day-sheet, centre-dues, centre-nav, centre-occupancy, chartcard, "
                              + "coach, dashboard, exercise, exercises, home, item, not-found, page, pager, pager-head, plan, "
                              + "plan-week-sheet, plans, profile, search, session, "
                              + "sessions, sheet, workout, workouts"),
            TemplateError(file: "page.mustache", line: 2, column: 8, reason: "{{/b}} closes {{#a}}; expected {{/a}}"),
        ])) {
            try Theme.builtIn().overriding(with: ["page.mustache": "<p>\n{{#a}}x{{/b}}\n", "card.mustache": "{{>cards}}"])
        }
    }

    @Test func themeFileNameWithAFolderIsRefused() throws {
        #expect(throws: RenderingError.invalidThemeFileName("partials/x.mustache")) {
            try Theme.builtIn().overriding(with: ["partials/x.mustache": "x"])
        }
        #expect(throws: RenderingError.invalidThemeFileName(".hidden.css")) {
            try Theme.builtIn().overriding(with: [".hidden.css": "x"])
        }
    }

    @Test func themeFileNamedLikeAPageIsAnError() async throws {
        let theme = try Theme.builtIn().overriding(with: ["index.html": "<p>hi</p>"])
        await #expect(throws: RenderingError.duplicateOutputPath("index.html")) {
            try await SiteRenderer(library: SampleLibrary.make(), theme: theme, asOf: SampleLibrary.asOf).render()
        }
    }

    @Test func errorMessagesSayWhatWasFoundAndExpected() {
        #expect(RenderingError.invalidTemplates([
            TemplateError(file: "page.mustache", line: 2, column: 11, reason: "bad"),
            TemplateError(file: "page.mustache", line: 3, column: 1, reason: "worse"),
        ]).description == "Templates/page.mustache:2:11: error: bad\nTemplates/page.mustache:3:1: error: worse")
        #expect(RenderingError.missingTemplate("home").description
            == "the theme has no template \"home.mustache\"; expected one of the built-in theme's templates")
    }
}
