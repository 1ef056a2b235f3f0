import Foundation
import PropertyBased
import Testing
import TestSupport

/// Issue 55, item 3: a small content file cannot make a huge site. For every content file
/// added to a site, the output grows by at most `multiple` × its bytes + `constant`
/// (docs/content-format.md, "Limits"); a file that would make more breaks a limit and the
/// build stops, writing nothing. Checked on generated hostile plans (many weeks, many
/// sessions a day, lists of weeks) and on the densest workout, built by the real `spotter`.
@Suite final class OutputSizePropertyTests {
    static let multiple = 64
    static let constant = 6 << 20

    let scratch = TemporaryFolder("spotter-output-size")

    /// Bytes of every file under `folder`.
    static func size(of folder: URL) -> Int {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let url = enumerator?.nextObject() as? URL {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }

    /// The basic fixture with `extra` added, built into a fresh folder: exit status, errors and output bytes.
    func build(adding extra: [String: String]) throws -> (status: Int32, errors: [String], bytes: Int, stderr: String) {
        let name = UUID().uuidString
        let site = scratch("site-\(name)")
        try FileManager.default.copyItem(at: CommandLineTests.fixtures.appendingPathComponent("basic"), to: site)
        for (path, text) in extra { try scratch.write("site-\(name)/" + path, text) }
        let output = scratch("out-\(name)")
        let run = try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output.path])
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        defer { try? FileManager.default.removeItem(at: output); try? FileManager.default.removeItem(at: site) }
        return (run.status, errors, Self.size(of: output), run.stderr)
    }

    /// A plan: `weeks`, and a list of weeks, each the number of sessions on each of its days.
    struct PlanSpec: Sendable, CustomStringConvertible {
        var weeks: Int
        var schedule: [[Int]]

        var text: String {
            let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
            let weekMaps = schedule.map { counts in
                "{" + zip(days, counts).filter { $0.1 > 0 }.map { day, count in
                    "\(day): [" + (0..<count).map { $0 % 2 == 0 ? "legs" : "fingers" }.joined(separator: ", ") + "]"
                }.joined(separator: ", ") + "}"
            }
            return "name: Hostile\nstart: 2026-03-02\nweeks: \(weeks)\nschedule:\n" + weekMaps.map { "  - \($0)\n" }.joined()
        }

        /// The limit the plan breaks under the default limits, as its `site.yaml` key.
        var brokenLimit: String? {
            if schedule.contains(where: { $0.contains { $0 > 8 } }) { return "sessions_per_day" }
            if weeks > 260 { return "plan_weeks" }
            let perWeek = schedule.map { $0.reduce(0, +) }
            return (0..<weeks).reduce(0) { $0 + perWeek[$1 % perWeek.count] } > 1500 ? "plan_sessions" : nil
        }

        var description: String { "weeks \(weeks), schedule \(schedule)" }
    }

    @Test func aPlanMakesAtMostAMultipleOfItsBytesPlusAConstant() async throws {
        let base = try build(adding: [:])
        #expect(base.status == 0)
        let plan = zip(Gen.int(in: 1...320), Gen.int(in: 0...10).array(of: 7).array(of: 1...3))
            .map { PlanSpec(weeks: $0, schedule: $1) }
        await propertyCheck(count: 8, input: plan) { spec in
            let text = spec.text
            let built = try build(adding: ["content/plans/hostile.yaml": text])
            if let limit = spec.brokenLimit {
                #expect(built.status == 1, "\(spec)")
                #expect(built.bytes == 0, "\(spec)")
                #expect(built.errors.first?.hasPrefix("content/plans/hostile.yaml:") == true, "\(spec): \(built.errors)")
                #expect(built.stderr.contains("hint: `limits: {\(limit): …}` in site.yaml raises the limit"), "\(spec): \(built.stderr)")
            } else {
                #expect(built.status == 0, "\(spec): \(built.errors)")
                #expect(built.bytes - base.bytes <= Self.multiple * text.utf8.count + Self.constant, "\(spec)")
            }
        }
    }

    /// The issue's plans, and the largest plan the limits allow: 260 weeks of 1,456 sessions in all.
    @Test func theIssuesPlansAreRefusedAndTheLargestAllowedFits() throws {
        let dense = PlanSpec(weeks: 1, schedule: [Array(repeating: 48, count: 7)])
        #expect(try build(adding: ["content/plans/hostile.yaml": dense.text]).errors.first?
            .contains("the day schedules 48 sessions, more than the 8 one day of a plan may") == true)
        let long = PlanSpec(weeks: 1000, schedule: [[1, 0, 0, 0, 0, 0, 0]])
        #expect(try build(adding: ["content/plans/hostile.yaml": long.text]).errors
            == ["content/plans/hostile.yaml:3:8: error: weeks: the plan has 1000 weeks, more than the 260 a plan may have (each is a page)"])
        let largest = PlanSpec(weeks: 260, schedule: [[8, 8, 8, 8, 8, 8, 8], [0, 0, 0, 0, 0, 0, 0],
                                                      [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0],
                                                      [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0],
                                                      [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0],
                                                      [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]])
        #expect(largest.brokenLimit == nil)
        let base = try build(adding: [:])
        let built = try build(adding: ["content/plans/hostile.yaml": largest.text])
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.bytes - base.bytes <= Self.multiple * largest.text.utf8.count + Self.constant)
    }

    /// The densest workout: 1,000 sets (the limit) in 40 bytes of notation.
    @Test func theDensestWorkoutFits() throws {
        let sets = Array(repeating: "100 x 5 x 100", count: 10).joined(separator: ", ")
        let workout = "date: 2026-03-05\nentries:\n  - exercise: back-squat\n    sets: [\(sets)]\n"
        let base = try build(adding: [:])
        let built = try build(adding: ["content/workouts/dense.yaml": workout])
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.bytes - base.bytes <= Self.multiple * workout.utf8.count + Self.constant)
    }
}
