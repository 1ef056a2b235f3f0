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
        summary.columnsByPlace = reading.columnsByPlace
        summary.datesReadMonthFirstByDefault = reading.datesReadMonthFirstByDefault
        var diagnostics = extra
        // Text a content file may not hold (a control character, a value over the limit) is
        // refused before names become exercises, so no refused name becomes an alias.
        var reading = reading
        reading.keepWithinTextLimits(options.limits, path: exportPath)

        // Exercises, in the order their names (with a Spotter CSV, their ids) first appear, by
        // `ImportedEntry.exerciseKey`.
        var setsByName: [String: [ImportedSet]] = [:]
        var keys: [String] = []
        var nameOf: [String: String] = [:]
        var spotterIDs: [String: (id: String, metric: ExerciseMetric?)] = [:]
        var categories: [String: String] = [:]
        for workout in reading.workouts {
            for entry in workout.entries {
                let key = entry.exerciseKey
                if let category = entry.category, categories[key] == nil {
                    categories[key] = category
                }
                if setsByName[key] == nil {
                    keys.append(key)
                    nameOf[key] = entry.exerciseName
                }
                setsByName[key, default: []].append(contentsOf: entry.sets)
                if let id = entry.exerciseID, spotterIDs[key] == nil {
                    spotterIDs[key] = (id, entry.metric)
                }
            }
        }
        var resolvedByName: [String: Resolved] = [:]
        var drafts: [String: ExerciseDraft] = [:]
        for key in keys {
            let original = nameOf[key] ?? key
            // A Spotter CSV names its exercise's id: the site's exercise of that id, else of that
            // name, else a new one with the same id, name and metric, so a round trip keeps them.
            if let spotter = spotterIDs[key] {
                if let exercise = matcher.exercise(id: spotter.id) {
                    resolvedByName[key] = Resolved(id: exercise.id, metric: exercise.metric)
                    summary.exercisesMatched += 1
                    continue
                }
                if case .existing(let exercise) = matcher.resolve(original) {
                    resolvedByName[key] = Resolved(id: exercise.id, metric: exercise.metric)
                    summary.exercisesMatched += 1
                    continue
                }
                let guess = Self.guess(matcher.name(original), sets: setsByName[key] ?? [])
                let metric = spotter.metric ?? guess.metric
                resolvedByName[key] = Resolved(id: spotter.id, metric: metric)
                if drafts[spotter.id] == nil {
                    drafts[spotter.id] = ExerciseDraft(name: original, aliases: [],
                                                       type: metric == .distanceTime ? .cardio : guess.type,
                                                       equipment: [], metric: metric)
                }
                continue
            }
            switch matcher.resolve(original) {
            case .existing(let exercise):
                resolvedByName[key] = Resolved(id: exercise.id, metric: exercise.metric)
                summary.exercisesMatched += 1
            case .vocabulary(let entry):
                resolvedByName[key] = Resolved(id: entry.id, metric: entry.metric)
                drafts[entry.id, default: ExerciseDraft(name: entry.name, aliases: [], type: entry.type,
                                                        equipment: entry.equipment, primaryMuscles: entry.primaryMuscles,
                                                        secondaryMuscles: entry.secondaryMuscles, metric: entry.metric)]
                    .aliases.append(original)
            case .unknown:
                let name = matcher.name(original)
                let guess = Self.guess(name, sets: setsByName[key] ?? [])
                // Distinct names never share an id: a name whose id another name has (a hash's rare
                // collision, or a slug two different names fold to) takes the next `-2`, `-3` ….
                let base = GeneratedID.exercise(named: name.stubName)
                let nameKey = matcher.key(name.stubName)
                var id = base
                var counter = 2
                while let taken = drafts[id], matcher.key(taken.name) != nameKey {
                    id = "\(base)-\(counter)"
                    counter += 1
                }
                if let draft = drafts[id] {
                    resolvedByName[key] = Resolved(id: id, metric: draft.metric)
                    drafts[id]?.aliases.append(original)
                } else {
                    resolvedByName[key] = Resolved(id: id, metric: guess.metric)
                    let kind = categories[key].flatMap(FitNotesReader.exerciseKind(ofCategory:))
                    drafts[id] = ExerciseDraft(name: name.stubName, aliases: [original], type: kind?.type ?? guess.type,
                                               equipment: guess.equipment, primaryMuscles: kind?.primaryMuscles ?? [],
                                               metric: guess.metric)
                }
            }
        }

        // Only sets that will pass `spotter check` are written; the others are refused here.
        var checked = reading
        checked.keepWritableSets(metric: { resolvedByName[$0]?.metric ?? .weightReps }, path: exportPath,
                                 roundWeights: source != .spotterCSV, capsOpenWorkouts: source.isGymLog)
        checked.keepWithinSetLimit(options.limits, path: exportPath)
        diagnostics.append(contentsOf: checked.diagnostics)
        summary.roundedDistances = checked.roundedDistances
        summary.roundedWeights = checked.roundedWeights
        summary.activitiesWithoutSport = checked.activitiesWithoutSport
        // An exercise is created only for sets that are written: one whose every set was
        // refused would be a file no workout names.
        let written = Set(checked.workouts.flatMap { $0.entries.compactMap { resolvedByName[$0.exerciseKey]?.id } })
        drafts = drafts.filter { written.contains($0.key) }

        var files: [PlannedFile] = []
        var skips: [ImportSkip] = checked.skippedRows.map { ImportSkip(reason: $0.reason, rows: $0.rows) }
        var fileSkips: [ImportSkip] = []

        var paths = PathsPlanned()
        var exercisePaths: [String: ContentPath] = [:]
        var firstLines: [String: Int] = [:]
        for entry in checked.workouts.lazy.flatMap(\.entries) {
            if let id = resolvedByName[entry.exerciseKey]?.id, firstLines[id] == nil { firstLines[id] = entry.sets.first?.line }
        }
        for id in drafts.keys.sorted() {
            exercisePaths[id] = paths.claim(ContentPath.exercise(id), id: id, at: firstLines[id], in: exportPath,
                                            diagnostics: &diagnostics)
        }

        var usedIDs: Set<String> = []
        var refused = 0, overLimit = 0
        var namedExercises: Set<String> = []
        for workout in checked.workouts {
            let id = uniqueID(for: workout, used: &usedIDs)
            let document = workoutText(workout, resolved: resolvedByName)
            let text = document.text
            let sets = workout.setCount
            let line = workout.entries.lazy.compactMap(\.sets.first?.line).first
            let names = workout.entries.compactMap { resolvedByName[$0.exerciseKey]?.id }
            var path: ContentPath?
            // An exercise whose file cannot be written takes its workouts with it: they would name a missing exercise.
            if let missing = names.first(where: { drafts[$0] != nil && exercisePaths[$0] == nil }) {
                diagnostics.append(.error(at: SourceLocation(file: exportPath, line: line ?? 1),
                                          "expected a workout whose exercises can be written, found one naming \"\(missing)\", refused above"))
            } else if let problem = ImportLimits.problem(of: document, limits: options.limits) {
                diagnostics.append(.error(at: SourceLocation(file: exportPath, line: line ?? 1), problem, hint: ImportLimits.hint))
                overLimit += sets + workout.rowsWithoutSets
                continue
            } else {
                path = paths.claim(ContentPath.workout(year: workout.start.date.year, id: id), id: id, at: line, in: exportPath,
                                   siteFile: options.siteWorkouts[id.lowercased()], diagnostics: &diagnostics)
            }
            guard let path else {
                refused += sets + workout.rowsWithoutSets
                continue
            }
            namedExercises.formUnion(names)
            let file = plannedFile(path: path, text: text)
            files.append(file)
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
                let noisy = workout.withFloatNoise.map { workoutText($0, resolved: resolvedByName).text == existingFile(file.path) }
                fileSkips.append(ImportSkip(reason: noisy == true ? .writtenWithFloatNoise : .existsWithDifferentContent,
                                            rows: sets + workout.rowsWithoutSets, path: file.path))
                noteReplaceable(file.path, in: &summary)
            }
        }
        // Exercises last: one is created only when a workout written names it.
        for (id, draft) in drafts.sorted(by: { $0.key < $1.key }) {
            guard let path = exercisePaths[id], namedExercises.contains(id) else { continue }
            let aliases = draft.aliases.sorted()
            let text = ExerciseFileWriter.stub(name: draft.name, aliases: aliases, type: draft.type,
                                               equipment: draft.equipment, primaryMuscles: draft.primaryMuscles,
                                               secondaryMuscles: draft.secondaryMuscles, metric: draft.metric)
            let file = plannedFile(path: path, text: text)
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

        if refused > 0 { skips.append(ImportSkip(reason: .malformedRow, rows: refused)) }
        if overLimit > 0 { skips.append(ImportSkip(reason: .overContentLimit, rows: overLimit)) }
        skips.append(contentsOf: fileSkips.sorted { ($0.path ?? "") < ($1.path ?? "") })
        summary.skips = skips
        return ImportPlan(files: files.sorted { $0.path < $1.path }, summary: summary, diagnostics: diagnostics)
    }

    /// Create, unchanged or conflict, by what is at `path` now.
    func plannedFile(path contentPath: ContentPath, text: String) -> PlannedFile {
        let path = contentPath.path
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
    func plannedFile(path contentPath: ContentPath, bytes: [UInt8]) -> PlannedFile {
        let path = contentPath.path
        guard let current = existingBytes(path) else { return PlannedFile(path: path, bytes: bytes, action: .create) }
        return PlannedFile(path: path, bytes: bytes, action: current == bytes ? .unchanged : .skipConflict)
    }

    /// `2026-03-02-1830-upper-a`, with `-2`, `-3` … for a second workout of the same minute and title.
    /// A Spotter CSV's own workout id when it has one.
    /// The workout's id: the export's, else its start stamp and the slug of its title after
    /// `Transliteration.latin` (`Løb i skoven` → `…-lob-i-skoven`, `Жим` → `…-zhim`), as exercise
    /// ids are made; an ASCII title's slug is the same with or without it.
    private func uniqueID(for workout: ImportedWorkout, used: inout Set<String>) -> String {
        let slug = Slug.make(Transliteration.latin(workout.title))
        let base = workout.id ?? GeneratedID.fitted(slug.isEmpty ? workout.start.idStamp : workout.start.idStamp + "-" + slug)
        var id = base
        var counter = 2
        // Ignoring case, as the loader compares ids.
        while used.contains(id.lowercased()) {
            id = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(id.lowercased())
        return id
    }

    private func workoutText(_ workout: ImportedWorkout, resolved: [String: Resolved]) -> YAMLText {
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
            let exercise = resolved[entry.exerciseKey] ?? Resolved(id: Slug.make(entry.exerciseName), metric: .weightReps)
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
                                           grade: entry.grade, style: entry.style)
        }
        // A session the site does not have would fail `spotter check`; it is kept in the notes.
        var notes = workout.notes
        var session = workout.session ?? linkedSession(named: workout.title)
        if let id = session, !options.sessions.contains(id) {
            notes.append("Session: \(id).")
            session = nil
        }
        return WorkoutFileWriter.document(start: workout.start, athlete: options.athlete, name: workout.title,
                                          durationSeconds: workout.durationSeconds, notes: notes, entries: entries,
                                          session: session, rpe: workout.rpe, bodyweight: workout.bodyweight)
    }

    /// The session template an imported workout's name stands for: the one template of the
    /// workout's athlete (or of no athlete) whose id, name or one of whose `aliases` is the
    /// workout's name, by the site's rule of names (`full body a` is `Full Body A`); nil for
    /// none, or for two.
    func linkedSession(named title: String) -> String? {
        let key = matcher.key(title)
        guard !key.isEmpty else { return nil }
        let matches = options.sessionTemplates.filter { template in
            (template.athlete == nil || template.athlete == options.athlete)
                && ([template.id, template.name] + template.aliases).contains { matcher.key($0) == key }
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

/// The paths one import plans, each claimed once: a path whose id breaks the content-id rule,
/// differs only by case from another planned path (ids are compared ignoring case), or names an
/// id the site already has in another file, is refused with an error at the export's row.
struct PathsPlanned {
    private var byKey: [String: String] = [:]

    mutating func claim(_ path: ContentPath?, id: String, at line: Int?, in exportPath: String, siteFile: String? = nil,
                        diagnostics: inout DiagnosticList) -> ContentPath? {
        let location = SourceLocation(file: exportPath, line: line ?? 1)
        guard let path else {
            diagnostics.append(.error(at: location, ContentPath.refusal(of: id)))
            return nil
        }
        if let siteFile, siteFile != path.path {
            diagnostics.append(.error(at: location, "expected an id no other file of the site has, found \"\(id)\", "
                                          + "which \(siteFile) has (ids are compared ignoring case)"))
            return nil
        }
        let key = path.path.lowercased()
        if let other = byKey[key], other != path.path {
            diagnostics.append(.error(at: location, "expected a file name that differs from the others by more than case, "
                                          + "found \(path.path) beside \(other) (ids are compared ignoring case)"))
            return nil
        }
        byKey[key] = path.path
        return path
    }
}
