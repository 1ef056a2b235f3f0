import Foundation
import TextAndDates

extension BothEnginesPropertyTests {
    /// The two sites a sequence starts from. Neither has a plan, and the athletes of
    /// `one` and all but Ana of `many` have no cardio: the first plan and an athlete's
    /// first run each add a navigation link to pages that no other input of theirs changed.
    enum Shape: String, CaseIterable, Sendable {
        /// Ana alone, her workouts in `content/workouts/`.
        case one
        /// Ana, Ben, Cy and Dee, each athlete's workouts and measurements in their own folders.
        case many
    }

    /// One step of a sequence: which edit, and two numbers it picks its target and new value
    /// with. Printed as written, so a failing sequence can be pasted into `EditSequence.replay`.
    struct Step: Sendable, CustomStringConvertible {
        var edit: Edit
        var pick: Int
        var value: Int

        init(_ edit: Edit, _ pick: Int, _ value: Int) { (self.edit, self.pick, self.value) = (edit, pick, value) }

        var description: String { "Step(.\(edit), \(pick), \(value))" }
    }

    enum Edit: CaseIterable, Sendable {
        case addWorkout, editWorkout, removeWorkout, addPlan, editPlan, removePlan, editMeasurements,
             removeMeasurements, editCentre, removeCentre, writeTemplate, removeTemplate, editSettings,
             togglePrivate, sameBytesNewTime, passMidnight, writePage, removePage, writeSession, removeSession,
             writeExercise
    }

    /// What an edit did to the folder: the paths the preview server's watcher reports (every
    /// file written, replaced or removed; for a file in a folder the edit made, that folder
    /// alone, as inotify reports a new folder whose files were written before its watch), and
    /// how many hours the clock moved on.
    struct Applied {
        var summary: String
        var paths: [String] = []
        var hours = 0
    }

    /// A site's files as text, with what its athlete files are made of; edits write whole
    /// files into `root` and keep `files` equal to what is on disk.
    struct Site {
        let shape: Shape
        let root: URL
        var files: [String: String] = [:]
        let athletes: [String]
        var privateAthletes: Set<String> = []
        /// The centre's version (its booking hour and payment follow it); nil when the site has none.
        var centre: Int?

        init(_ shape: Shape, root: URL) throws {
            self.shape = shape
            self.root = root
            athletes = shape == .one ? ["ana"] : ["ana", "ben", "cy", "dee"]
            var start: [String: String] = [
                "site.yaml": Self.settings(0),
                "content/exercises/back-squat.yaml": "name: Back Squat\ntype: strength\n",
                "content/exercises/bench-press.md": Self.exercise(0),
                "content/exercises/easy-run.md": "---\nname: Easy Run\ntype: cardio\nmetric: distance_time\nsport: running\n---\n",
                "content/sessions/legs.yaml": "name: Legs\nitems:\n  - exercise: back-squat\n    prescription: 3x5 @ 80%\n",
            ]
            for athlete in athletes { start[athleteFile(athlete)] = athleteText(athlete) }
            start[workoutFile("ana", day: 2)] = Self.workout(day: 2, value: 80)
            start[workoutFile("ana", day: 4)] = Self.workout(day: 4, value: 84)
            if shape == .many {
                start[workoutFile("ana", day: 6)] = Self.workout(day: 6, value: 1)
                start[workoutFile("ben", day: 3)] = Self.workout(day: 3, value: 120)
                start[workoutFile("cy", day: 5)] = Self.workout(day: 5, value: 100)
                start[measurementsFile("ana")] = Self.measurements(0)
            }
            for (path, text) in start { try write(path, text) }
        }

        static func settings(_ value: Int) -> String {
            "title: Both engines \(value % 3)\nlanguage: \(value % 2 == 0 ? "en" : "es")\n"
                + "units: \(value % 4 < 2 ? "kg" : "lb")\ntimezone: UTC\n"
        }

        /// A strength session (of the session `legs`, named by it, when `value` is a multiple of 4),
        /// or with an odd `value` a run.
        static func workout(day: Int, value: Int) -> String {
            let date = "date: 2026-03-\(day.zeroPadded(to: 2))\n"
            if value % 2 == 1 {
                return date + "entries:\n  - exercise: easy-run\n    sets: [5km in \(24 + value % 5):40]\n"
            }
            return date + (value % 4 == 0 ? "session: legs\n" : "") + "duration: 60\nentries:\n  - exercise: back-squat\n    sets: [\(60 + value % 40) x 5]\n"
                + "  - exercise: bench-press\n    sets: [50 x 8]\n"
        }

        /// The bench press: its description (the Markdown body) changes with every `value` but
        /// multiples of 5, which have none; its name with the tens.
        static func exercise(_ value: Int) -> String {
            "---\nname: Bench Press\(value / 10 % 2 == 0 ? "" : " (paused)")\ntype: strength\n---\n"
                + (value % 5 == 0 ? "" : "## What it is\nA press on a bench, told \(value) times.\n\n## Cues\n- Feet down.\n")
        }

        /// Bodyweights and a 5k test.
        static func measurements(_ value: Int) -> String {
            "entries:\n  - {date: 2026-03-01, bodyweight: \(60 + value % 5).5}\n"
                + "  - {date: 2026-03-\((2 + value % 10).zeroPadded(to: 2)), bodyweight: \(61 + value % 3)}\n"
                + "  - {date: 2026-03-08, test: 5k, result: \"2\(3 + value % 4):40\"}\n"
        }

        func plan(_ athlete: String, _ value: Int) -> String {
            "name: Block \(value % 3)\n" + (shape == .many ? "athlete: \(athlete)\n" : "")
                + "start: 2026-03-\(value % 2 == 0 ? "02" : "09")\nweeks: \(1 + value % 3)\n"
                + "schedule:\n  monday: legs\n" + (value % 4 < 2 ? "  thursday: legs\n" : "")
        }

        /// A session: its name, level (in two spellings of one level, or another) and exercise
        /// change with `value`, and it is private when `value` is 4 more than a multiple of 5
        /// (`legs`, which plans and workouts name, is then renamed in them).
        static func session(_ name: String, _ value: Int) -> String {
            "name: \(name) \(value % 3)\nlevel: \(["Beginner", "beginner", "Advanced"][value % 3])\n"
                + (value % 5 == 4 ? "private: true\n" : "") + "items:\n"
                + "  - exercise: \(["back-squat", "bench-press", "easy-run"][value / 3 % 3])\n    prescription: 3x\(5 + value % 4)\n"
        }

        func athleteFile(_ athlete: String) -> String { "content/athletes/\(athlete).yaml" }

        func athleteText(_ athlete: String) -> String {
            "name: \(athlete.capitalized)\n" + (privateAthletes.contains(athlete) ? "private: true\n" : "")
                + (centre != nil ? "membership: {plan: full, since: 2026-01-01}\n" : "")
        }

        func workoutFile(_ athlete: String, day: Int) -> String {
            "content/workouts/" + (shape == .many ? "\(athlete)/" : "") + "2026-03-\(day.zeroPadded(to: 2)).yaml"
        }

        func measurementsFile(_ athlete: String) -> String {
            "content/measurements/" + (shape == .many ? "\(athlete)/" : "") + "body.yaml"
        }

        /// The centre's files at `version`: opening hours, a pool, a studio with equipment, a
        /// class there, a booking of each and a payment of Ana's.
        static func centreFiles(_ version: Int) -> [String: String] {
            let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
            let hour = 7 + version % 10
            return [
                "content/centre/centre.yaml": "name: Club \(version % 3)\ncurrency: EUR\nopening_hours:\n"
                    + days.map { "  \($0): \"07:00-22:00\"\n" }.joined()
                    + "instructors:\n  - {id: io, name: Io \(version % 2)}\n"
                    + "plans:\n  - {id: full, name: Full, monthly_fee: \(40 + version % 2)}\n",
                "content/centre/facilities/pool.yaml": "name: Pool\ncapacity: 2\nslot: 60\n",
                "content/centre/facilities/studio.yaml": "name: Studio\ncapacity: 8\nslot: 60\nequipment: {Mat: \(1 + version % 4)}\n",
                "content/centre/classes/fit.yaml": "name: Fit \(version % 3)\nfacility: studio\ninstructor: io\n"
                    + "capacity: \(2 + version % 3)\ntimetable: {tuesday: \"20:00-21:00\"}\n",
                "content/centre/bookings/2026-03-10.yaml":
                    "- {facility: pool, member: ana, start: \"\(hour.zeroPadded(to: 2)):00\", end: \"\((hour + 1).zeroPadded(to: 2)):00\"}\n"
                    + "- {class: fit, member: ana}\n",
                "content/centre/payments/2026-03.yaml": "ana: {paid: \(version % 2 == 0 ? "2026-03-02" : "pending")}\n",
            ]
        }

        /// A theme override: the workout page's template (with `value` in it) or a stylesheet of the site's own.
        static func override(_ pick: Int, _ value: Int) -> (path: String, text: String) {
            if pick % 2 == 0 {
                return ("Templates/pages/workout.mustache",
                        "{{<base}}\n{{$main}}\n{{#content}}\n<article class=\"workout\" data-v=\"\(value)\">"
                            + "<h1>{{title}}</h1></article>\n{{/content}}\n{{/main}}\n{{/base}}\n")
            }
            return ("Templates/static/extra.css", "body { margin: \(value)px; }\n")
        }

        // MARK: - Edits

        /// Applies `step` to the folder and `files`.
        mutating func apply(_ step: Step) throws -> Applied {
            let athlete = athletes[step.pick % athletes.count]
            let value = step.value
            switch step.edit {
            case .addWorkout:
                let path = workoutFile(athlete, day: 1 + value % 14)
                return try writing([path: Self.workout(day: 1 + value % 14, value: value)],
                                   "wrote \(path) (\(value % 2 == 1 ? "a run" : "strength"))")
            case .editWorkout:
                guard let path = existing("content/workouts/", step.pick) else { return Applied(summary: "no workout") }
                let day = Int(path.suffix(7).prefix(2))!
                return try writing([path: Self.workout(day: day, value: value)],
                                   "edited \(path) (\(value % 2 == 1 ? "a run" : "strength"))")
            case .removeWorkout:
                guard let path = existing("content/workouts/", step.pick) else { return Applied(summary: "no workout") }
                return try removing([path])
            case .addPlan, .editPlan:
                let path = step.edit == .addPlan ? "content/plans/\(athlete)-block.yaml"
                    : existing("content/plans/", step.pick)
                guard let path else { return Applied(summary: "no plan") }
                let owner = String(path.dropFirst("content/plans/".count).prefix { $0 != "-" })
                return try writing([path: plan(owner, value)], "wrote \(path)")
            case .removePlan:
                guard let path = existing("content/plans/", step.pick) else { return Applied(summary: "no plan") }
                return try removing([path])
            case .editMeasurements:
                let path = measurementsFile(athlete)
                return try writing([path: Self.measurements(value)], "wrote \(path)")
            case .removeMeasurements:
                guard let path = existing("content/measurements/", step.pick) else {
                    return Applied(summary: "no measurements")
                }
                return try removing([path])
            case .editCentre:
                let opening = centre == nil
                centre = value
                var written = Self.centreFiles(value)
                for athlete in athletes { written[athleteFile(athlete)] = athleteText(athlete) }
                return try writing(written, opening ? "opened the centre (memberships added)" : "edited the centre")
            case .removeCentre:
                guard centre != nil else { return Applied(summary: "no centre") }
                centre = nil
                let removed = try removing(files.keys.filter { $0.hasPrefix("content/centre/") })
                var applied = try writing(Dictionary(uniqueKeysWithValues: athletes.map { (athleteFile($0), athleteText($0)) }),
                                          "closed the centre (memberships removed)")
                applied.paths = removed.paths + applied.paths
                return applied
            case .writeTemplate:
                let (path, text) = Self.override(step.pick, value)
                return try writing([path: text], "\(files[path] == nil ? "added" : "edited") \(path)")
            case .removeTemplate:
                guard let path = existing("Templates/", step.pick) else { return Applied(summary: "no override") }
                return try removing([path])
            case .editSettings:
                return try writing(["site.yaml": Self.settings(value)], "site.yaml \(Self.settings(value).debugDescription)")
            case .togglePrivate:
                if privateAthletes.remove(athlete) == nil { privateAthletes.insert(athlete) }
                return try writing([athleteFile(athlete): athleteText(athlete)],
                                   "\(athlete) \(privateAthletes.contains(athlete) ? "made private" : "made public")")
            case .sameBytesNewTime:
                let path = files.keys.sorted()[step.pick % files.count]
                // As an editor saves: a new file renamed over the old one, the same bytes, a later time.
                let url = root.appendingPathComponent(path)
                try Data(files[path]!.utf8).write(to: url, options: .atomic)
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(1 + value))],
                                                      ofItemAtPath: url.path)
                return Applied(summary: "replaced \(path) by the same bytes, modified later", paths: [path])
            case .writePage:
                // Its words change with every value, its title and order with the tens.
                let path = "content/pages/page-\(step.pick % 2).md"
                let text = "---\ntitle: Page \(step.pick % 2) \(value / 10 % 2)\norder: \(value / 10 % 3)\n---\nWords \(value).\n"
                return try writing([path: text], "\(files[path] == nil ? "added" : "edited") \(path)")
            case .removePage:
                guard let path = existing("content/pages/", step.pick) else { return Applied(summary: "no page") }
                return try removing([path])
            case .writeSession:
                // `legs` (which plans name) or one of two others.
                let id = ["legs", "extra-1", "extra-2"][step.pick % 3]
                let path = "content/sessions/\(id).yaml"
                return try writing([path: Self.session(id.capitalized, value)], "\(files[path] == nil ? "added" : "edited") \(path)")
            case .removeSession:
                guard let path = existing("content/sessions/extra-", step.pick) else { return Applied(summary: "no other session") }
                return try removing([path])
            case .writeExercise:
                let path = "content/exercises/bench-press.md"
                return try writing([path: Self.exercise(value)], "edited \(path)")
            case .passMidnight:
                let hours = 1 + value % 30
                return Applied(summary: "the clock moved on \(hours) h", hours: hours)
            }
        }

        /// The `pick`th of the files under `prefix`, in path order.
        private func existing(_ prefix: String, _ pick: Int) -> String? {
            let paths = files.keys.filter { $0.hasPrefix(prefix) }.sorted()
            return paths.isEmpty ? nil : paths[pick % paths.count]
        }

        /// Writes the files whose text changes; the others are left as they are.
        private mutating func writing(_ texts: [String: String], _ summary: String) throws -> Applied {
            var applied = Applied(summary: summary)
            for (path, text) in texts.sorted(by: { $0.key < $1.key }) where files[path] != text {
                let reported = try write(path, text)
                if !applied.paths.contains(reported) { applied.paths.append(reported) }
            }
            return applied
        }

        private mutating func removing(_ paths: [String]) throws -> Applied {
            for path in paths {
                files[path] = nil
                try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            }
            return Applied(summary: "removed " + paths.sorted().joined(separator: ", "), paths: paths.sorted())
        }

        /// Writes `path`, making its folders; answers what the watcher reports: the highest
        /// folder it made, or the file.
        @discardableResult
        private mutating func write(_ path: String, _ text: String) throws -> String {
            files[path] = text
            let url = root.appendingPathComponent(path)
            let names = path.split(separator: "/")
            let made = names.indices.dropLast().map { names[...$0].joined(separator: "/") }
                .first { !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return made ?? path
        }
    }
}
