import Build
import Serve
import Testing

/// Which file events trigger which rebuild.
struct ChangeMapperTests {
    let root = "/sites/log"

    private func changes(_ events: [WatchEvent], lost: Bool = false) -> SiteChanges {
        ChangeMapper.changes(for: WatchBatch(events: events, lostEvents: lost), siteDirectory: root)
    }

    @Test func siteSettingsRebuildEverything() {
        #expect(changes([WatchEvent(path: "/sites/log/site.yaml")]) == .everything)
    }

    @Test func aContentFileRebuildsThatFile() {
        #expect(changes([WatchEvent(path: "/sites/log/content/workouts/2026/w1.yaml")])
            == SiteChanges(content: ["content/workouts/2026/w1.yaml"]))
    }

    @Test func aRenameReportsBothNames() {
        let renamed = changes([WatchEvent(path: "/sites/log/content/workouts/a.yaml"),
                               WatchEvent(path: "/sites/log/content/workouts/b.yaml")])
        #expect(renamed == SiteChanges(content: ["content/workouts/a.yaml", "content/workouts/b.yaml"]))
    }

    @Test func mediaAndMarkdownAreContentToo() {
        #expect(changes([WatchEvent(path: "/sites/log/content/exercises/squat/bottom.jpg"),
                         WatchEvent(path: "/sites/log/content/pages/about.md")])
            == SiteChanges(content: ["content/exercises/squat/bottom.jpg", "content/pages/about.md"]))
    }

    @Test func aFolderUnderContentIsListedAgain() {
        #expect(changes([WatchEvent(path: "/sites/log/content/workouts/2027", isDirectory: true)])
            == SiteChanges(content: ["content/workouts/2027"]))
    }

    @Test func theContentFolderItselfRebuildsEverything() {
        #expect(changes([WatchEvent(path: "/sites/log/content", isDirectory: true)]) == .everything)
    }

    @Test func templatesReloadTheThemeOnly() {
        #expect(changes([WatchEvent(path: "/sites/log/Templates/workout.mustache")]) == SiteChanges(templates: true))
        #expect(changes([WatchEvent(path: "/sites/log/Templates", isDirectory: true)]) == SiteChanges(templates: true))
    }

    @Test func editorLeftoversAndSkippedFilesTriggerNothing() {
        let ignored = [
            "/sites/log/content/workouts/.w1.yaml.swp",
            "/sites/log/content/workouts/w1.yaml~",
            "/sites/log/content/_drafts/w2.yaml",
            "/sites/log/content/.git/index",
            "/sites/log/content/workouts/notes.txt",
            "/sites/log/Templates/.home.mustache.swp",
            "/sites/log/Templates/home.mustache~",
            "/sites/log/public/index.html",
            "/sites/log/README.md",
            "/sites/other/content/workouts/w1.yaml",
        ]
        for path in ignored {
            #expect(changes([WatchEvent(path: path)]).isEmpty, "\(path)")
        }
    }

    @Test func aPathWithoutExtensionMayBeADeletedFolder() {
        #expect(changes([WatchEvent(path: "/sites/log/content/workouts/2026")])
            == SiteChanges(content: ["content/workouts/2026"]))
    }

    @Test func lostEventsRebuildEverything() {
        #expect(changes([], lost: true) == .everything)
    }

    @Test func aBatchMergesItsChanges() {
        let merged = changes([WatchEvent(path: "/sites/log/content/workouts/w1.yaml"),
                              WatchEvent(path: "/sites/log/Templates/base.mustache"),
                              WatchEvent(path: "/sites/log/content/workouts/w1.yaml")])
        #expect(merged == SiteChanges(content: ["content/workouts/w1.yaml"], templates: true))
    }
}
