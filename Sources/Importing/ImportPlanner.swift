import Diagnostics
import TrainingModel

/// Turns workouts read from a CSV export into content files and decides, file by file, whether
/// to create it, leave it (already imported) or skip it (a different file is in the way). It
/// never plans to change an existing file, so importing the same export twice plans nothing new.
struct ImportPlanner {
    var source: ImportSource
    var exportPath: String
    var options: ImportOptions
    var matcher: ExerciseMatcher
    /// Reads a site-relative path; nil when there is no file.
    var existingFile: (String) -> String?
    /// Reads a site-relative path as bytes (images); nil when there is no file.
    var existingBytes: (String) -> [UInt8]?

    /// An exercise as the workouts refer to it.
    private struct Resolved {
        var id: String
        var metric: ExerciseMetric
    }

    /// An exercise file to create: a vocabulary entry or a guess for an unknown name.
    private struct ExerciseDraft {
        var name: String
        var aliases: [String]
        var type: ExerciseType
        var equipment: [String]
        var primaryMuscles: [String] = []
        var secondaryMuscles: [String] = []
        var metric: ExerciseMetric
    }

    func plan(_ reading: ExportReading, diagnostics extra: DiagnosticList = DiagnosticList()) -> ImportPlan {
        var summary = ImportSummary(source: source, exportPath: exportPath)
        summary.rowsRead = reading.rowsRead
        summary.weightUnits = reading.weightUnits
        summary.ignoredColumns = reading.ignoredColumns
        var diagnostics = extra

        // Exercises, in the order their names first appear.
        var setsByName: [String: [ImportedSet]] = [:]
        var names: [String] = []
        var spotterIDs: [String: (id: String, metric: ExerciseMetric?)] = [:]
        var categories: [String: String] = [:]
        for workout in reading.workouts {
            for entry in workout.entries {
                if let category = entry.category, categories[entry.exerciseName] == nil {
                    categories[entry.exerciseName] = category
                }
                if setsByName[entry.exerciseName] == nil { names.append(entry.exerciseName) }
                setsByName[entry.exerciseName, default: []].append(contentsOf: entry.sets)
                if let id = entry.exerciseID, spotterIDs[entry.exerciseName] == nil {
                    spotterIDs[entry.exerciseName] = (id, entry.metric)
                }
            }
        }
        var resolvedByName: [String: Resolved] = [:]
        var drafts: [String: ExerciseDraft] = [:]
        for original in names {
            // A Spotter CSV names its exercise's id: the site's exercise of that id, else of that
            // name, else a new one with the same id, name and metric, so a round trip keeps them.
            if let spotter = spotterIDs[original] {
                if let exercise = matcher.exercise(id: spotter.id) {
                    resolvedByName[original] = Resolved(id: exercise.id, metric: exercise.metric)
                    summary.exercisesMatched += 1
                    continue
                }
                if case .existing(let exercise) = matcher.resolve(original) {
                    resolvedByName[original] = Resolved(id: exercise.id, metric: exercise.metric)
                    summary.exercisesMatched += 1
                    continue
                }
                let guess = Self.guess(ExerciseName(original), sets: setsByName[original] ?? [])
                let metric = spotter.metric ?? guess.metric
                resolvedByName[original] = Resolved(id: spotter.id, metric: metric)
                if drafts[spotter.id] == nil {
                    drafts[spotter.id] = ExerciseDraft(name: original, aliases: [],
                                                       type: metric == .distanceTime ? .cardio : guess.type,
                                                       equipment: [], metric: metric)
                }
                continue
            }
            switch matcher.resolve(original) {
            case .existing(let exercise):
                resolvedByName[original] = Resolved(id: exercise.id, metric: exercise.metric)
                summary.exercisesMatched += 1
            case .vocabulary(let entry):
                resolvedByName[original] = Resolved(id: entry.id, metric: entry.metric)
                drafts[entry.id, default: ExerciseDraft(name: entry.name, aliases: [], type: entry.type,
                                                        equipment: entry.equipment, primaryMuscles: entry.primaryMuscles,
                                                        secondaryMuscles: entry.secondaryMuscles, metric: entry.metric)]
                    .aliases.append(original)
            case .unknown:
                let name = ExerciseName(original)
                let guess = Self.guess(name, sets: setsByName[original] ?? [])
                let id = Slug.make(name.stubName).isEmpty ? "exercise" : Slug.make(name.stubName)
                if let draft = drafts[id] {
                    resolvedByName[original] = Resolved(id: id, metric: draft.metric)
                    drafts[id]?.aliases.append(original)
                } else {
                    resolvedByName[original] = Resolved(id: id, metric: guess.metric)
                    let kind = categories[original].flatMap(FitNotesReader.exerciseKind(ofCategory:))
                    drafts[id] = ExerciseDraft(name: name.stubName, aliases: [original], type: kind?.type ?? guess.type,
                                               equipment: guess.equipment, primaryMuscles: kind?.primaryMuscles ?? [],
                                               metric: guess.metric)
                }
            }
        }

        // Only sets that will pass `spotter check` are written; the others are refused here.
        var checked = reading
        checked.keepWritableSets(metric: { resolvedByName[$0]?.metric ?? .weightReps }, path: exportPath)
        diagnostics.append(contentsOf: checked.diagnostics)
        summary.roundedDistances = checked.roundedDistances
        // An exercise is created only for sets that are written: one whose every set was
        // refused would be a file no workout names.
        let written = Set(checked.workouts.flatMap { $0.entries.compactMap { resolvedByName[$0.exerciseName]?.id } })
        drafts = drafts.filter { written.contains($0.key) }

        var files: [PlannedFile] = []
        var skips: [ImportSkip] = checked.skippedRows.map { ImportSkip(reason: $0.reason, rows: $0.rows) }
        var fileSkips: [ImportSkip] = []

        for (id, draft) in drafts.sorted(by: { $0.key < $1.key }) {
            let aliases = draft.aliases.sorted()
            let text = ExerciseFileWriter.stub(name: draft.name, aliases: aliases, type: draft.type,
                                               equipment: draft.equipment, primaryMuscles: draft.primaryMuscles,
                                               secondaryMuscles: draft.secondaryMuscles, metric: draft.metric)
            let file = plannedFile(path: "content/exercises/\(id).yaml", text: text)
            files.append(file)
            switch file.action {
            case .create: summary.exercisesCreated += 1
            case .replace: summary.filesReplaced += 1
            case .unchanged: summary.exercisesAlreadyImported += 1
            case .skipConflict:
                fileSkips.append(ImportSkip(reason: .existsWithDifferentContent, rows: 0, path: file.path))
                noteReplaceable(file.path, in: &summary)
            }
        }

        var usedIDs: Set<String> = []
        for workout in checked.workouts {
            let id = uniqueID(for: workout, used: &usedIDs)
            let text = workoutText(workout, resolved: resolvedByName)
            let file = plannedFile(path: "content/workouts/\(workout.start.date.year)/\(id).yaml", text: text)
            files.append(file)
            let sets = workout.setCount
            switch file.action {
            case .create, .replace:
                if file.action == .replace { summary.filesReplaced += 1 }
                summary.workoutsWritten += 1
                if workout.rpe == nil, !options.siteHasDefaultRPE { summary.workoutsWithoutLoad += 1 }
                if workout.session == nil, linkedSession(named: workout.title) != nil { summary.workoutsLinked += 1 }
                summary.setsWritten += sets
                summary.rowsImported += sets + workout.rowsWithoutSets
            case .unchanged:
                summary.workoutsAlreadyImported += 1
                summary.setsAlreadyImported += sets
                summary.rowsImported += sets + workout.rowsWithoutSets
            case .skipConflict:
                let noisy = workout.withFloatNoise.map { workoutText($0, resolved: resolvedByName) == existingFile(file.path) }
                fileSkips.append(ImportSkip(reason: noisy == true ? .writtenWithFloatNoise : .existsWithDifferentContent,
                                            rows: sets + workout.rowsWithoutSets, path: file.path))
                noteReplaceable(file.path, in: &summary)
            }
        }
        skips.append(contentsOf: fileSkips.sorted { ($0.path ?? "") < ($1.path ?? "") })
        summary.skips = skips
        return ImportPlan(files: files.sorted { $0.path < $1.path }, summary: summary, diagnostics: diagnostics)
    }

    /// Create, unchanged or conflict, by what is at `path` now.
    func plannedFile(path: String, text: String) -> PlannedFile {
        guard let current = existingFile(path) else { return PlannedFile(path: path, text: text, action: .create) }
        if current == text { return PlannedFile(path: path, text: text, action: .unchanged) }
        let replace = options.replace && options.record.wroteUnchanged(path, current: Array(current.utf8))
        return PlannedFile(path: path, text: text, action: replace ? .replace : .skipConflict)
    }

    /// Counts a file in the way that `--replace` would rewrite: import wrote it and nobody changed it since.
    func noteReplaceable(_ path: String, in summary: inout ImportSummary) {
        guard let current = existingBytes(path), options.record.wroteUnchanged(path, current: current) else { return }
        summary.filesReplaceable += 1
    }

    /// The same for a file that is not text (an image), compared byte for byte.
    func plannedFile(path: String, bytes: [UInt8]) -> PlannedFile {
        guard let current = existingBytes(path) else { return PlannedFile(path: path, bytes: bytes, action: .create) }
        return PlannedFile(path: path, bytes: bytes, action: current == bytes ? .unchanged : .skipConflict)
    }

    /// `2026-03-02-1830-upper-a`, with `-2`, `-3` … for a second workout of the same minute and title.
    /// A Spotter CSV's own workout id when it has one.
    private func uniqueID(for workout: ImportedWorkout, used: inout Set<String>) -> String {
        let slug = Slug.make(workout.title)
        let base = workout.id ?? (slug.isEmpty ? workout.start.idStamp : workout.start.idStamp + "-" + slug)
        var id = base
        var counter = 2
        while used.contains(id) {
            id = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(id)
        return id
    }

    private func workoutText(_ workout: ImportedWorkout, resolved: [String: Resolved]) -> String {
        // Superset numbers in the order the supersets first appear, with their members' names.
        var supersetOrder: [String] = []
        var members: [String: [String]] = [:]
        for entry in workout.entries {
            guard let superset = entry.supersetID else { continue }
            if members[superset] == nil { supersetOrder.append(superset) }
            if !(members[superset] ?? []).contains(entry.exerciseName) {
                members[superset, default: []].append(entry.exerciseName)
            }
        }
        let entries = workout.entries.map { entry -> WorkoutFileWriter.Entry in
            let exercise = resolved[entry.exerciseName] ?? Resolved(id: Slug.make(entry.exerciseName), metric: .weightReps)
            var notes: [String] = []
            if let superset = entry.supersetID, let number = supersetOrder.firstIndex(of: superset) {
                notes.append("Superset \(number + 1): " + (members[superset] ?? []).joined(separator: " + "))
            }
            notes.append(contentsOf: entry.notes)
            var sets: [String] = []
            var mapSets: Set<Int> = []
            for (index, set) in entry.sets.enumerated() {
                let output = SetFormatter.format(set, metric: exercise.metric)
                if !output.extras.isEmpty, source == .spotterCSV {
                    // Spotter wrote the set, so it fits a set map (`{weight: bw, reps: 6, time: 7s}`).
                    sets.append(SetFormatter.map(set, metric: exercise.metric))
                    mapSets.insert(index)
                    continue
                }
                sets.append(output.notation)
                if !output.extras.isEmpty {
                    notes.append("Set \(index + 1) also: \(output.extras.joined(separator: ", ")).")
                }
            }
            return WorkoutFileWriter.Entry(exercise: exercise.id, sets: sets, notes: notes, mapSets: mapSets,
                                           grade: entry.grade)
        }
        // A session the site does not have would fail `spotter check`; it is kept in the notes.
        var notes = workout.notes
        var session = workout.session ?? linkedSession(named: workout.title)
        if let id = session, !options.sessions.contains(id) {
            notes.append("Session: \(id).")
            session = nil
        }
        return WorkoutFileWriter.text(start: workout.start, athlete: options.athlete, name: workout.title,
                                      durationSeconds: workout.durationSeconds, notes: notes, entries: entries,
                                      session: session, rpe: workout.rpe, bodyweight: workout.bodyweight)
    }

    /// The session template an imported workout's name stands for: the one template of the
    /// workout's athlete (or of no athlete) whose id or name is the workout's name, compared as
    /// exercise names are (`full body a` is `Full Body A`); nil for none, or for two.
    func linkedSession(named title: String) -> String? {
        let key = ExerciseName.key(title)
        guard !key.isEmpty else { return nil }
        let matches = options.sessionTemplates.filter { template in
            (template.athlete == nil || template.athlete == options.athlete)
                && (ExerciseName.key(template.id) == key || ExerciseName.key(template.name) == key)
        }
        return matches.count == 1 ? matches[0].id : nil
    }

    /// What a new exercise probably is: the suffix says the equipment or metric; otherwise the
    /// sets do (all with a distance: cardio; all timed: time; reps with no weight: bodyweight).
    private static func guess(_ name: ExerciseName, sets: [ImportedSet])
        -> (type: ExerciseType, equipment: [String], metric: ExerciseMetric) {
        var equipment: [String] = []
        if let wanted = name.suffix?.equipment {
            equipment = [wanted]
        } else {
            let words = Set(name.base.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
            for word in ["barbell", "dumbbell", "kettlebell", "cable", "machine"] where words.contains(word) {
                equipment.append(word)
            }
        }
        func has(_ number: ExportNumber?) -> Bool { number.map { !$0.isZero } ?? false }
        let metric: ExerciseMetric
        if let suffixMetric = name.suffix?.metric {
            metric = suffixMetric
        } else if !sets.isEmpty, sets.allSatisfy({ has($0.distance) }) {
            metric = .distanceTime
        } else if !sets.isEmpty, sets.allSatisfy({ has($0.seconds) && ($0.reps ?? 0) == 0 }) {
            metric = .time
        } else if !sets.isEmpty, sets.allSatisfy({ !has($0.weight) && ($0.reps ?? 0) > 0 }) {
            metric = .bodyweightReps
        } else {
            metric = .weightReps
        }
        return (metric == .distanceTime ? .cardio : .strength, equipment, metric)
    }
}
