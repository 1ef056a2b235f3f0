import Foundation

/// A site folder on disk for one test, removed when the test is done. The watcher and
/// the server read the real disk, so these tests write real files.
final class TempSite: Sendable {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("spotter-serve-\(UUID().uuidString)")
        // Resolved, so paths the watcher reports start with the same prefix.
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var path: String { root.path }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func write(_ relative: String, _ text: String) throws {
        let url = url(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove(_ relative: String) throws { try FileManager.default.removeItem(at: url(relative)) }

    func move(_ from: String, to: String) throws {
        try FileManager.default.createDirectory(at: url(to).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: url(from), to: url(to))
    }

    func read(_ relative: String) throws -> String { try String(contentsOf: url(relative), encoding: .utf8) }
}

/// The environment every test build uses: a fixed as-of day, so two builds agree.
let fixedEnvironment = ["SOURCE_DATE_EPOCH": "1773446400"]  // 2026-03-14

/// A small site with everything a page can depend on: two athletes, exercises (one
/// prescribed by percentage, so sheets read the statistics), a session, a plan, a free
/// page, measurements, and workouts of both athletes in March 2026.
enum SampleSite {
    static let files: [String: String] = [
        "site.yaml": "title: Serve test\nunits: kg\ntimezone: UTC\n",
        "content/athletes/ana.yaml": "name: Ana\n",
        "content/athletes/ben.yaml": "name: Ben\n",
        "content/exercises/back-squat.yaml": "name: Back Squat\ntype: strength\nmuscles:\n  primary: [quadriceps]\n",
        "content/exercises/bench-press.yaml": "name: Bench Press\ntype: strength\nmuscles:\n  primary: [chest]\n",
        "content/exercises/pull-up.yaml": "name: Pull-up\nmetric: bodyweight_reps\n",
        "content/sessions/legs.yaml": """
            name: Legs
            items:
              - exercise: back-squat
                prescription: 5x5 @ 80%
              - exercise: pull-up
                prescription: 3x8
            """,
        "content/plans/march.yaml": "name: March\nathlete: ana\nstart: 2026-03-02\nweeks: 2\nschedule:\n  monday: legs\n",
        "content/pages/about.md": "---\ntitle: About\norder: 1\n---\nAbout this log.\n",
        "content/measurements/ana.yaml": "athlete: ana\nentries:\n  - {date: 2026-03-01, bodyweight: 61.5}\n",
        "content/workouts/ana/2026-03-02.yaml": workout("ana", "2026-03-02", squat: 80),
        "content/workouts/ana/2026-03-04.yaml": workout("ana", "2026-03-04", squat: 82.5),
        "content/workouts/ana/2026-03-06.yaml": workout("ana", "2026-03-06", squat: 85),
        "content/workouts/ana/2026-03-09.yaml": workout("ana", "2026-03-09", squat: 87.5),
        "content/workouts/ben/2026-03-03.yaml": workout("ben", "2026-03-03", squat: 120),
        "content/workouts/ben/2026-03-07.yaml": workout("ben", "2026-03-07", squat: 122.5),
    ]

    static func workout(_ athlete: String, _ date: String, squat: Double, notes: String = "") -> String {
        """
        date: \(date)
        athlete: \(athlete)
        session: legs
        duration: 60
        rpe: 7
        notes: "\(notes)"
        entries:
          - exercise: back-squat
            sets: [\(squat) x 5, \(squat) x 5]
          - exercise: bench-press
            sets: [50 x 8]

        """
    }
}
