import Foundation
import Testing
import Rendering
import TrainingModel

/// Content is never trusted: every value is HTML-escaped by Mustache, URLs are
/// checked, and raw HTML in Markdown is dropped unless the site opts in.
@Suite struct EscapingTests {
    static func hostileLibrary(unsafeHTML: Bool = false) -> TrainingLibrary {
        var library = SampleLibrary.make(config: SiteConfig(title: "Ana <b>& co</b>", unsafeHTML: unsafeHTML))
        library.exercises.append(Exercise(
            id: "evil", name: "<script>alert(1)</script>", aliases: ["\"quoted\" & 'single'"],
            images: ["javascript:alert(1)", "https://example.com/a b.jpg?x=1&y=\"2\""],
            video: "javascript:alert(2)",
            description: ExerciseDescription(intro: "Intro <script>alert(3)</script> with <b>raw</b> HTML."),
            sourcePath: "exercises/evil.md"))
        library.workouts.append(Workout(
            id: "2026-03-03-evil", date: SampleLibrary.date("2026-03-03"), athlete: "ana",
            name: "<img src=x onerror=alert(4)>", notes: "Notes with <em>raw</em> HTML.",
            entries: [WorkoutEntry(exercise: "evil", sets: [PerformedSet(reps: 5)])]))
        // A timer page carries its grips' names as JSON inside an attribute.
        library.sessions.append(SessionTemplate(id: "evil-hangs", name: "</script><script>alert(5)</script>", items: [
            .single(ExerciseItem(exercise: "evil", intervalProtocol: IntervalProtocol(
                repsPerSet: 2, work: 7, restBetweenReps: 3, sets: 1, restBetweenSets: 0,
                grips: [Grip(name: "\"><img src=x onerror=alert(6)> & \u{2028}")]))),
        ]))
        return library
    }

    @Test func aTimerPagesDataIsEscapedJSONInAnAttribute() async throws {
        let page = try #require(try await renderSite(Self.hostileLibrary())["sessions/evil-hangs/timer/index.html"])
        #expect(page.contains("<h1>&lt;/script&gt;&lt;script&gt;alert(5)&lt;/script&gt;: Timer</h1>"))
        // The JSON escapes <, > and & itself (\u003c…), and the attribute escapes its quotes.
        #expect(page.contains("&quot;grip&quot;: &quot;\\&quot;\\u003e\\u003cimg src=x onerror=alert(6)\\u003e \\u0026 \\u2028&quot;"))
        #expect(page.occurrences(of: "<script") == 1)
    }

    @Test func exerciseNameWithScriptIsEscaped() async throws {
        let site = try await renderSite(Self.hostileLibrary())
        let page = try #require(site["exercises/evil/index.html"])
        #expect(page.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(page.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; · Ana &lt;b&gt;&amp; co&lt;/b&gt;</title>"))
        #expect(page.contains("&quot;quoted&quot; &amp; &#39;single&#39;"))
        for (path, html) in site where path.hasSuffix(".html") {
            // The exercise index's own search script, and the theme's timer.js on a timer page,
            // are the only scripts a page may have.
            let scripts = html.occurrences(of: "<script")
            let ours = html.occurrences(of: "<script>\n(function () {\n  var form = document.querySelector(\"form.search\");")
                + (path.hasSuffix("/timer/index.html") ? html.occurrences(of: "<script src=\"../../../timer.js\"></script>") : 0)
            #expect(scripts == ours, "\(path) contains a script tag")
            #expect(!html.contains("<img src=x"), "\(path) contains an injected image")
        }
    }

    @Test func unsafeSchemesAreDroppedAndURLsAreEncoded() async throws {
        let page = try #require(try await renderSite(Self.hostileLibrary())["exercises/evil/index.html"])
        #expect(!page.contains("javascript:"))
        #expect(page.contains("<img src=\"https://example.com/a%20b.jpg?x=1&amp;y=%222%22\" alt=\"&lt;script&gt;alert(1)&lt;/script&gt;\" loading=\"lazy\">"))
        #expect(!page.contains("Watch the video"))
    }

    @Test func rawHTMLInMarkdownIsOmittedByDefault() async throws {
        let site = try await renderSite(Self.hostileLibrary())
        let exercise = try #require(site["exercises/evil/index.html"])
        let workout = try #require(site["workouts/2026-03-03-evil/index.html"])
        #expect(!exercise.contains("<b>raw</b>"))
        #expect(exercise.contains("raw HTML omitted"))
        #expect(!workout.contains("<em>raw</em>"))
    }

    @Test func rawHTMLInMarkdownIsKeptWhenTheSiteAllowsIt() async throws {
        let site = try await renderSite(Self.hostileLibrary(unsafeHTML: true))
        let exercise = try #require(site["exercises/evil/index.html"])
        let workout = try #require(site["workouts/2026-03-03-evil/index.html"])
        #expect(exercise.contains("<b>raw</b>"))
        #expect(workout.contains("<em>raw</em>"))
        // Values outside Markdown stay escaped whatever the setting.
        #expect(exercise.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
    }

    @Test func templatesUseTripleMustacheOnlyForHTMLWeProduced() throws {
        let theme = try Theme.builtIn()
        for name in theme.fileNames where name.hasSuffix(".mustache") {
            let text = try #require(theme.text(of: name))
            for tag in UnescapedTags.find(in: text) {
                #expect(tag.hasSuffix("HTML"), "\(name) prints {{{\(tag)}}} unescaped; only *HTML fields may be")
            }
        }
    }
}

/// The names used in `{{{name}}}` and `{{& name}}` tags of a template.
enum UnescapedTags {
    static func find(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            let tag = rest[..<close.lowerBound]
            if tag.hasPrefix("{") {
                names.append(String(tag.dropFirst()).trimmingCharacters(in: .whitespaces))
            } else if tag.hasPrefix("&") {
                names.append(String(tag.dropFirst()).trimmingCharacters(in: .whitespaces))
            }
            rest = rest[close.upperBound...]
        }
        return names
    }
}
