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
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: Self.templatesDirectory.path)
            .filter { path in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: Self.templatesDirectory.appendingPathComponent(path).path,
                                                            isDirectory: &isFolder)
                return exists && !isFolder.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
            }.sorted()
        #expect(onDisk == DefaultTheme.files.keys.sorted())
    }

    /// The template table against the pages: every template a page is rendered with is a file
    /// under `pages/`, and every file there renders some page (the sample site and the sheet
    /// fixture, which has plans, make every kind of page but those added by hand below).
    @Test func pageTemplatesAreThoseThePagesAreRenderedWith() throws {
        var used = Set([SampleLibrary.make(), SheetFixture.make()].flatMap {
            PageJob.all(for: $0, athleteFolders: false).map(\.template)
        })
        used.remove("calendar") // calendar.ics is written by Swift, with no template
        used.formUnion(["athlete", "coach", "cardio", "year"]) // pages of the statistics (PageJob+Statistics)
        used.formUnion(PageJob.all(for: TestPagesTests.library, athleteFolders: false).map(\.template)) // TestPage
        used.insert("redirect") // made from the other jobs (PageJob.redirects)
        used.formUnion(["centre", "centre-dues", "centre-occupancy", "centre-day-sheet", "centre-dues-year",
                        "centre-dues-month", "centre-receipt", "centre-timetable", "centre-inventory"]) // CentrePage
        let pages = Set(DefaultTheme.files.keys.filter { $0.hasPrefix("pages/") }
            .map { String($0.dropFirst("pages/".count).dropLast(".mustache".count)) })
        #expect(used == pages)
    }

    /// The template table from the page enums (`PageJob.pageTemplates`, from each family's
    /// `Template` cases) against the theme: a `Template` case without a file under `pages/`,
    /// or a file without a case, fails here, and so does a template listed twice (the test
    /// above checks that the pages use them). `calendar` (calendar.ics, written by Swift) is none.
    @Test func pageEnumsNameExactlyTheTemplatesUnderPages() throws {
        let pages = DefaultTheme.files.keys.filter { $0.hasPrefix("pages/") }
            .map { String($0.dropFirst("pages/".count).dropLast(".mustache".count)) }
        #expect(PageJob.pageTemplates.sorted() == pages.sorted())
        #expect(Set(PageJob.pageTemplates).count == PageJob.pageTemplates.count)
    }

    @Test func embeddedFilesMatchTheFilesOnDisk() throws {
        for (name, bytes) in DefaultTheme.files {
            let onDisk = try [UInt8](Data(contentsOf: Self.templatesDirectory.appendingPathComponent(name)))
            #expect(onDisk == bytes, "\(name) differs from its embedded copy; rebuild")
        }
    }

    @Test func builtInThemeHasEveryPageTemplateAndTheStylesheet() throws {
        let theme = try Theme.builtIn()
        #expect(theme.fileNames == [
            "pages/athlete.mustache", "pages/cardio.mustache", "pages/centre-day-sheet.mustache",
            "pages/centre-dues-month.mustache", "pages/centre-dues-year.mustache",
            "pages/centre-dues.mustache", "pages/centre-inventory.mustache", "pages/centre-occupancy.mustache",
            "pages/centre-receipt.mustache", "pages/centre-timetable.mustache", "pages/centre.mustache",
            "pages/coach.mustache", "pages/exercise.mustache", "pages/exercises.mustache", "pages/home.mustache",
            "pages/not-found.mustache", "pages/page.mustache", "pages/plan-week-sheet.mustache", "pages/plan.mustache",
            "pages/plans.mustache", "pages/profile.mustache", "pages/redirect.mustache", "pages/session.mustache", "pages/sessions.mustache",
            "pages/sheet.mustache", "pages/test.mustache", "pages/tests.mustache", "pages/timer.mustache", "pages/workout.mustache", "pages/workouts.mustache", "pages/year.mustache",
            "partials/base.mustache", "partials/card.mustache", "partials/centre-dues-years.mustache",
            "partials/centre-nav.mustache",
            "partials/chartcard.mustache", "partials/dashboard.mustache", "partials/item.mustache",
            "partials/pager-head.mustache", "partials/pager.mustache", "partials/search.mustache",
            "partials/year-reviews.mustache", "static/favicon.svg", "static/style.css",
            "static/timer.js",
        ])
    }

    /// An unclosed `@media print {` once swallowed every rule after it, so the dashboard lost its
    /// styles on screen. Every block closes, and the statistics rules sit at the top level.
    @Test func stylesheetBlocksAllCloseAndScreenRulesAreTopLevel() throws {
        let css = try String(contentsOf: Self.templatesDirectory.appendingPathComponent("static/style.css"), encoding: .utf8)
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
            "pages/page.mustache": "{{<base}}\n{{$main}}\n<p class=\"custom\">{{content.title}}</p>\n{{/main}}\n{{/base}}\n",
        ])
        let page = try #require(try await renderSite(SampleLibrary.make(), theme: theme)["pages/about/index.html"])
        #expect(page.contains("<main id=\"main\">\n<p class=\"custom\">About</p>\n</main>"))
    }

    @Test func overridingReplacesThePartialUsedByOtherTemplates() async throws {
        let theme = try Theme.builtIn().overriding(with: ["partials/item.mustache": "<p class=\"mine\">{{exerciseName}}</p>\n"])
        let page = try #require(try await renderSite(SampleLibrary.make(), theme: theme)["sessions/upper-a/index.html"])
        #expect(page.contains("<p class=\"mine\">Bench Press</p>"))
        #expect(page.contains("<p class=\"mine\">Pull-up</p>"))
    }

    @Test func overridingAddsStaticFilesAtTheOutputRoot() async throws {
        let theme = try Theme.builtIn().overriding(with: ["static/extra.css": "body { color: red; }\n"])
        let site = try await renderSite(SampleLibrary.make(), theme: theme)
        #expect(site["extra.css"] == "body { color: red; }\n")
        // The theme's stylesheet, then the charts' (Chart.stylesheet), which every theme needs.
        let style = try #require(site["style.css"])
        let own = try #require(theme.text(of: "static/style.css"))
        #expect(style.hasPrefix(own + "\n/* Spotter charts."))
        #expect(style.contains(".chart .series-1 { color: var(--chart-1); }\n"))
    }

    @Test func templateErrorsNameFileLineAndColumnForEveryTemplate() throws {
        #expect(throws: RenderingError.invalidTemplates([
            TemplateError(file: "partials/card.mustache", line: 1, column: 1,
                          reason: "no template \"cards\" for {{>cards}}; expected one of athlete, base, card, cardio, centre, "
                              + "centre-day-sheet, centre-dues, centre-dues-month, centre-dues-year, centre-dues-years, "
                              + "centre-inventory, centre-nav, centre-occupancy, centre-receipt, centre-timetable, chartcard, "
                              + "coach, dashboard, exercise, exercises, home, item, not-found, page, pager, pager-head, plan, "
                              + "plan-week-sheet, plans, profile, redirect, search, session, "
                              + "sessions, sheet, test, tests, timer, workout, workouts, year, year-reviews"),
            TemplateError(file: "pages/page.mustache", line: 2, column: 8, reason: "{{/b}} closes {{#a}}; expected {{/a}}"),
        ])) {
            try Theme.builtIn().overriding(with: ["pages/page.mustache": "<p>\n{{#a}}x{{/b}}\n", "partials/card.mustache": "{{>cards}}"])
        }
    }

    /// Overrides follow the theme's folders: `partials/card.mustache` replaces the exercise card.
    @Test func aPartialInPartialsReplacesTheBuiltInOne() async throws {
        let theme = try Theme.builtIn().overriding(with: ["partials/card.mustache": "<p class=\"my-card\">{{name}}</p>\n"])
        let index = try #require(try await renderSite(SampleLibrary.make(), theme: theme)["exercises/index.html"])
        #expect(index.contains("<p class=\"my-card\">Bench Press</p>"))
        #expect(!index.contains("<li class=\"card\">"))
    }

    @Test func aNewPartialAndANestedStaticFileAreAdded() async throws {
        let theme = try Theme.builtIn().overriding(with: [
            "partials/extra.mustache": "<p>extra</p>\n",
            "pages/page.mustache": "{{>extra}}",
            "static/fonts/a.woff2": "font",
        ])
        let site = try await renderSite(SampleLibrary.make(), theme: theme)
        #expect(site["pages/about/index.html"] == "<p>extra</p>\n")
        #expect(site["fonts/a.woff2"] == "font")
    }

    /// Files at paths the theme does not read are refused, every one of them, each saying
    /// where the file was expected: the flat layout and a stylesheet in a folder of its own
    /// are no longer used in silence.
    @Test func filesAtOtherPathsAreRefusedWithWhereTheyBelong() throws {
        #expect(throws: RenderingError.invalidThemeFiles([
            ThemeFileProblem(path: "card.mustache", reason: "not a place the theme reads",
                             expected: "Templates/partials/card.mustache"),
            ThemeFileProblem(path: "other/style.css", reason: "not a place the theme reads",
                             expected: "Templates/static/style.css"),
            ThemeFileProblem(path: "pages/item.mustache", reason: "\"item\" is a partial, not a page template",
                             expected: "Templates/partials/item.mustache"),
            ThemeFileProblem(path: "pages/nothing.mustache", reason: "no page is rendered with a template \"nothing\"",
                             expected: "one of " + DefaultTheme.pageTemplates.sorted().joined(separator: ", ")),
            ThemeFileProblem(path: "partials/home.mustache", reason: "\"home\" is a page template, not a partial",
                             expected: "Templates/pages/home.mustache"),
            ThemeFileProblem(path: "readme.txt", reason: "not a place the theme reads",
                             expected: "Templates/pages/NAME.mustache, Templates/partials/NAME.mustache or Templates/static/FILE"),
            ThemeFileProblem(path: "static//x.css", reason: "not a plain relative path",
                             expected: "folders and names without \"/\" doubled, a leading \".\" or control characters"),
        ])) {
            try Theme.builtIn().overriding(with: [
                "card.mustache": "x", "other/style.css": "x", "pages/item.mustache": "x", "pages/nothing.mustache": "x",
                "partials/home.mustache": "x", "readme.txt": "x", "static//x.css": "x", "static/ok.css": "x",
            ])
        }
        #expect(RenderingError.invalidThemeFiles([
            ThemeFileProblem(path: "other/style.css", reason: "not a place the theme reads", expected: "Templates/static/style.css"),
        ]).description == "Templates/other/style.css: error: not a place the theme reads; expected Templates/static/style.css")
    }

    @Test func hiddenFilesAndEditorLeftoversAreNotPartOfTheTheme() {
        #expect(Theme.ignores(".DS_Store"))
        #expect(Theme.ignores("partials/.card.mustache.swp"))
        #expect(Theme.ignores(".git/config"))
        #expect(Theme.ignores("pages/home.mustache~"))
        #expect(Theme.ignores("pages/#home.mustache#"))
        #expect(!Theme.ignores("pages/home.mustache"))
        #expect(!Theme.ignores("static/style.css"))
    }

    @Test func themeFileNamedLikeAPageIsAnError() async throws {
        let theme = try Theme.builtIn().overriding(with: ["static/index.html": "<p>hi</p>"])
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
