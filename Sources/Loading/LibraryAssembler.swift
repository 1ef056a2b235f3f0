import Diagnostics
import TextAndDates
import TrainingModel

/// Joins the drafts of every file into one library: refuses duplicate ids, resolves
/// references (exercises by id, name or alias; sessions and athletes by id), gives
/// entities without `athlete:` the site's only athlete, leaves out every entity that
/// had an error, and sorts. It runs after all files are decoded, on drafts sorted by
/// path, so its output and diagnostics are the same whatever order files came in.
struct LibraryAssembler {
    /// The id given to the athlete of a site that has no athlete files.
    /// The implicit athlete's name when `author` is not set, in the site's language.
    static let implicitAthleteName: [SiteConfig.Language: String] = [.en: "Athlete", .es: "Atleta"]

    static let implicitAthleteID = "athlete"

    let config: SiteConfig
    /// The site's rule of names (`content/names.yaml`), which the library carries and
    /// suggestions rank by.
    let names: NameKey
    // Workouts are resolved in parts, each on a copy of the assembler (`workouts(_:)`), which
    // merges back the diagnostics, error count, athletes and reported mismatches: anything
    // else `workout(_:)` comes to change must be merged there too.
    private(set) var diagnostics: [Diagnostic] = []
    /// Errors reported so far: an entity fails when the count grows while it is resolved.
    private var errorCount = 0
    private var exercises = ExerciseIndex([Declared<Exercise>](), unparsedIDs: [], names: .builtIn)
    private var sessionIDs: Set<String> = []
    private var athletes = AthleteResolver(ids: [], unparsedIDs: [])
    private var mismatchesReported: Set<String> = []

    init(config: SiteConfig, names: NameKey = .builtIn) {
        self.config = config
        self.names = names
    }

    /// `kept`: files whose workouts the last build resolved (`KeptWorkouts`), in path order,
    /// none of them among `outcomes`: their workouts are taken as they are, each file's at
    /// its place in path order, as if its outcome had been resolved again.
    mutating func assemble(_ outcomes: [FileOutcome], kept: [KeptWorkouts.File] = []) -> TrainingLibrary {
        let unparsed = outcomes.compactMap(\.unparsed)
        func unparsedIDs(_ kind: ContentKind) -> [String] { unparsed.filter { $0.kind == kind }.map(\.id) }

        let athleteDrafts = unique(outcomes.flatMap(\.athletes), kind: .athletes)
        // References resolve against every declared id, even of entities that failed, so
        // one mistake is reported once and not again in every file that names it.
        athletes = AthleteResolver(ids: athleteDrafts.map(\.id), unparsedIDs: unparsedIDs(.athletes))
        let exerciseDrafts = unique(outcomes.flatMap(\.exercises), kind: .exercises)
        let sessionDrafts = unique(outcomes.flatMap(\.sessions), kind: .sessions)
        // Workout ids are unique per athlete (docs/content-format.md#ids-and-references): `ana` and `ben` may both have a
        // `2026-03-02-upper-a`. A site's only athlete is the scope of files naming nobody.
        let onlyAthlete = athletes.ids.count == 1 ? athletes.ids[0] : ""
        let workoutDrafts = uniqueWorkouts(outcomes) { [athletes] draft in
            draft.value.athlete?.text ?? Self.folderAthlete(of: draft.sourcePath, kind: .workouts, athletes) ?? onlyAthlete
        }
        let planDrafts = unique(outcomes.flatMap(\.plans), kind: .plans)
        let pageDrafts = unique(outcomes.flatMap(\.pages), kind: .pages)
        let testDrafts = unique(outcomes.flatMap(\.testDefinitions), kind: .tests)

        exercises = ExerciseIndex(exerciseDrafts, unparsedIDs: unparsedIDs(.exercises), names: names)
        sessionIDs = Set(sessionDrafts.map(\.id) + unparsedIDs(.sessions))

        var library = TrainingLibrary(config: config)
        library.names = names
        library.config.dashboardLifts = config.dashboardLifts.enumerated().compactMap { index, name in
            resolveExercise(Reference(text: name.text,
                                      location: SourceLocation(file: "site.yaml", line: name.line, column: name.column),
                                      keyPath: "dashboard.lifts[\(index)]")).map { SiteConfig.WrittenName($0) }
        }
        library.athletes = athleteDrafts.compactMap { $0.failed ? nil : $0.value }
        library.exercises = exerciseDrafts.compactMap { $0.failed ? nil : $0.value }
        library.pages = pageDrafts.compactMap { $0.failed ? nil : $0.value }
        library.testDefinitions = testDrafts.compactMap { $0.failed ? nil : $0.value }
        checkSessionAliases(sessionDrafts)
        library.sessions = sessionDrafts.compactMap { session($0) }
        library.workouts = Self.merged(workouts(workoutDrafts), kept: kept)
        library.plans = planDrafts.compactMap { plan($0) }
        addMeasurements(outcomes.flatMap(\.measurements), to: &library)
        checkTests(outcomes.flatMap(\.measurements), defined: testDrafts.map(\.id) + unparsedIDs(.tests))
        if athletes.usedImplicitAthlete {
            library.athletes.append(Athlete(id: Self.implicitAthleteID, name: config.author ?? Self.implicitAthleteName[config.language, default: "Athlete"]))
        }
        sort(&library)
        return library
    }

    // MARK: - Kinds

    /// Every session alias names one session for an import: by the site's rule of names it is
    /// no other session's id, name or alias (sessions of two different athletes aside, which
    /// an import never chooses between). Reported at the alias, naming the other file.
    private mutating func checkSessionAliases(_ drafts: [Declared<SessionDraft>]) {
        guard drafts.contains(where: { !$0.value.aliases.isEmpty }) else { return }
        // Key → the sessions (index, what) writing it.
        var owners: [String: [(index: Int, what: String)]] = [:]
        for (index, draft) in drafts.enumerated() {
            let template = draft.value.template
            var seen: Set<String> = []
            for (text, what) in [(draft.id, "id"), (template.name, "name")] + template.aliases.map({ ($0, "alias") }) {
                let key = names.key(text)
                guard !key.isEmpty, seen.insert(key).inserted else { continue }
                owners[key, default: []].append((index, what))
            }
        }
        for (index, draft) in drafts.enumerated() {
            let athlete = draft.value.athlete?.text
            for alias in draft.value.aliases {
                for other in owners[names.key(alias.text)] ?? [] where other.index != index {
                    let otherDraft = drafts[other.index]
                    if let athlete, let otherAthlete = otherDraft.value.athlete?.text, athlete != otherAthlete { continue }
                    report(.sessionAliasTaken(alias: alias.text, otherID: otherDraft.id, what: other.what,
                                              otherPath: otherDraft.sourcePath), at: alias)
                }
            }
        }
    }

    private mutating func session(_ draft: Declared<SessionDraft>) -> SessionTemplate? {
        let before = errorCount
        var template = draft.value.template
        template.athlete = draft.value.athlete.flatMap { resolveAthlete($0) }
        for (index, references) in draft.value.exercises.enumerated() {
            switch template.items[index] {
            case .single(var single):
                single.exercise = resolveExercise(references[0]) ?? single.exercise
                template.items[index] = .single(single)
            case .group(var group):
                for member in group.items.indices {
                    group.items[member].exercise = resolveExercise(references[member]) ?? group.items[member].exercise
                }
                template.items[index] = .group(group)
            }
        }
        return !draft.failed && errorCount == before ? template : nil
    }

    private mutating func workout(_ draft: Declared<WorkoutDraft>) -> Workout? {
        let before = errorCount
        var workout = draft.value.workout
        workout.athlete = athlete(draft.value.athlete, of: draft.sourcePath, kind: .workouts)
        if let session = draft.value.session {
            workout.session = session.text
            checkSession(session)
        }
        for (index, reference) in draft.value.exercises.enumerated() {
            let exercise = resolveExercise(reference) ?? reference.text
            // Written only when it differs (a name or alias resolved to an id): a workout
            // naming its exercises by id keeps the decoded entries' storage, which the
            // preview server's next build then compares with itself at no cost.
            if workout.entries[index].exercise != exercise { workout.entries[index].exercise = exercise }
        }
        // A draft (what `spotter new workout` writes) is checked like any workout, then left out.
        return !draft.failed && errorCount == before && !draft.value.isDraft ? workout : nil
    }

    private mutating func plan(_ draft: Declared<PlanDraft>) -> Plan? {
        let before = errorCount
        var plan = draft.value.plan
        plan.athlete = athlete(draft.value.athlete, of: draft.sourcePath, kind: .plans)
        for session in draft.value.sessions { checkSession(session) }
        return !draft.failed && errorCount == before ? plan : nil
    }

    /// On a site with a test battery, each result naming a test it does not define is warned
    /// about, once per file and test; a site without one names no test and is not warned.
    private mutating func checkTests(_ drafts: [MeasurementDraft], defined: [String]) {
        guard !defined.isEmpty else { return }
        let ids = Set(defined)
        var reported: Set<[String]> = []
        for draft in drafts {
            guard let test = draft.test, !ids.contains(test.text),
                  reported.insert([draft.sourcePath, test.text]).inserted else { continue }
            report(.undefinedTest(test.text, suggestion: Suggestions.closest(to: test.text, in: defined, names: names)), at: test)
        }
    }

    /// `athlete:` is usually written once per measurements file, so a missing one is
    /// reported once per file (and every entry of the file fails).
    private mutating func addMeasurements(_ drafts: [MeasurementDraft], to library: inout TrainingLibrary) {
        var missingReported: Set<String> = []
        for draft in drafts {
            let before = errorCount
            let athlete: String
            let folder = Self.folderAthlete(of: draft.sourcePath, kind: .measurements, athletes)
            if let reference = draft.athlete {
                athlete = resolveAthlete(reference, folder: folder)
            } else if let folder {
                athlete = folder
            } else if let only = athletes.defaultAthlete() {
                athlete = only
            } else {
                if missingReported.insert(draft.sourcePath).inserted {
                    report(.missingAthlete(athletes: athletes.ids), at: SourceLocation(file: draft.sourcePath), keyPath: "")
                } else {
                    errorCount += 1
                }
                athlete = ""
            }
            guard !draft.failed && errorCount == before else { continue }
            switch draft.entry {
            case .body(var measurement):
                measurement.athlete = athlete
                library.measurements.append(measurement)
            case .test(var test):
                test.athlete = athlete
                library.tests.append(test)
            }
        }
    }

    // MARK: - Workouts, in parts

    /// `resolved` (in path order, then place in the file) with the kept files' workouts (their
    /// files in path order, as `assemble` takes them) put at their files' places: the order
    /// `Workout.inStartOrder` breaks ties in.
    static func merged(_ resolved: [Workout], kept: [KeptWorkouts.File]) -> [Workout] {
        guard !kept.isEmpty else { return resolved }
        var merged: [Workout] = []
        merged.reserveCapacity(resolved.count + kept.reduce(0) { $0 + $1.workouts.count })
        var next = 0
        for file in kept {
            while next < resolved.count, resolved[next].sourcePath < file.path {
                merged.append(resolved[next])
                next += 1
            }
            merged += file.workouts
        }
        merged += resolved[next...]
        return merged
    }

    /// The first folder under `content/workouts/` of a workout file's path, whether or not
    /// an athlete has that id; nil for a file right in that folder.
    static func workoutFolder(of path: String) -> String? { firstFolder(of: path, under: "content/workouts/") }

    /// The folder right under `top` that `path` is in, further down or not; nil when `path`
    /// is not under `top` or is right in it. Paths are normalised (no empty components): the
    /// folder is what lies between `top` and the next slash, and a name must follow it.
    private static func firstFolder(of path: String, under top: String) -> String? {
        let bytes = path.utf8
        guard bytes.starts(with: top.utf8) else { return nil }
        let rest = bytes.dropFirst(top.utf8.count)
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash != rest.startIndex,
              bytes.index(after: slash) != bytes.endIndex else { return nil }
        return String(bytes[rest.startIndex..<slash])
    }

    /// `unique` for workouts, whose drafts are nearly all of a large site's: collected and keyed in parts of whole
    /// files, a part per task, then checked for duplicates in order, as `unique` does. The
    /// parts are kept for `workouts(_:)`. Drafts out of order (never, from the loader) are
    /// left to `unique`, in one part.
    private mutating func uniqueWorkouts(_ outcomes: [FileOutcome],
                                         scope: @escaping @Sendable (Declared<WorkoutDraft>) -> String)
        -> [[Declared<WorkoutDraft>]] {
        let keyed = concurrentMap(partsOf: outcomes.count) { part in
            let drafts = outcomes[part].flatMap(\.workouts)
            return (drafts: drafts, keys: drafts.map { Self.idKey($0, scope: scope($0)) },
                    sorted: drafts.indices.dropFirst().allSatisfy { !Self.precedes(drafts[$0], drafts[$0 - 1]) })
        }
        // Each part in order, and each after the one before (read in place: a draft copied is
        // a dozen references retained).
        let filled = keyed.filter { !$0.drafts.isEmpty }
        guard filled.allSatisfy(\.sorted),
              zip(filled, filled.dropFirst()).allSatisfy({ !Self.precedes($1.drafts[0], $0.drafts[$0.drafts.count - 1]) })
        else {
            return [unique(keyed.flatMap(\.drafts), kind: .workouts, scope: scope)]
        }
        return withoutDuplicates(keyed.map { ($0.drafts, $0.keys) }, kind: .workouts)
    }

    /// Each part's workouts resolved by a task of its own, on a copy of the assembler; what
    /// the copies reported is then taken in the parts' order, as one pass would have it.
    private mutating func workouts(_ parts: [[Declared<WorkoutDraft>]]) -> [Workout] {
        let base = self
        let resolved = concurrentMap(parts.count) { part in
            var assembler = base
            assembler.diagnostics = []
            let workouts = parts[part].compactMap { assembler.workout($0) }
            return (workouts: workouts, assembler: assembler)
        }
        for (_, part) in resolved {
            diagnostics += part.diagnostics
            errorCount += part.errorCount - base.errorCount
            mismatchesReported.formUnion(part.mismatchesReported)
            athletes.merge(part.athletes)
        }
        return resolved.flatMap(\.workouts)
    }

    /// Whether `a` comes before `b` by path, then place in the file.
    private static func precedes<T>(_ a: Declared<T>, _ b: Declared<T>) -> Bool {
        (a.sourcePath, a.order) < (b.sourcePath, b.order)
    }

    // MARK: - Ids

    /// Keeps the first entity of each id (by path, then position in the file) and
    /// reports the others at their id. Ids are compared by the folder they are published
    /// in (`Slug.path`: case, `_`, `.` and runs of `-` do not count), since two ids with one
    /// folder would make one page; ids equal but for case are duplicates, others are named both.
    /// `scope` names what the ids are unique within (a workout's athlete), "" for the whole site.
    private mutating func unique<T>(_ drafts: [Declared<T>], kind: ContentKind,
                                    scope: (Declared<T>) -> String = { _ in "" }) -> [Declared<T>] {
        // Drafts usually come sorted (the loader sorts files by path): checking is cheaper than
        // sorting, and each is read in place (zipped, every draft was copied twice).
        let isSorted = drafts.indices.dropFirst().allSatisfy { !Self.precedes(drafts[$0], drafts[$0 - 1]) }
        let sorted = isSorted ? drafts : drafts.sorted(by: Self.precedes)
        return withoutDuplicates([(sorted, sorted.map { Self.idKey($0, scope: scope($0)) })], kind: kind)[0]
    }

    /// The key two drafts must not share: the scope, and the id's page folder.
    private static func idKey<T>(_ draft: Declared<T>, scope: String) -> String {
        scope + "\u{0}" + Slug.path(draft.id)
    }

    /// Each part's drafts but those whose key (beside them, `idKey`) an earlier one had, in
    /// the parts' order; each of those reported at its id.
    private mutating func withoutDuplicates<T>(_ parts: [(drafts: [Declared<T>], keys: [String])],
                                               kind: ContentKind) -> [[Declared<T>]] {
        var first: [String: (path: String, id: String)] = [:]
        first.reserveCapacity(parts.reduce(0) { $0 + $1.keys.count })
        return parts.map { drafts, keys in
            var duplicates: Set<Int> = []
            for index in drafts.indices {
                if let original = first[keys[index]] {
                    let id = drafts[index].id
                    if id.lowercased() == original.id.lowercased() {
                        report(.duplicateID(kind: kind.singular, id: id, firstPath: original.path),
                               at: drafts[index].idLocation, keyPath: "")
                    } else {
                        report(.samePagePath(kind: kind.singular, id: id, otherID: original.id, firstPath: original.path,
                                             segment: Slug.path(id)), at: drafts[index].idLocation, keyPath: "")
                    }
                    duplicates.insert(index)
                    continue
                }
                first[keys[index]] = (drafts[index].sourcePath, drafts[index].id)
            }
            // Usually none: the drafts are kept as they are, not copied one by one.
            return duplicates.isEmpty ? drafts : drafts.indices.filter { !duplicates.contains($0) }.map { drafts[$0] }
        }
    }

    // MARK: - References

    private mutating func resolveExercise(_ reference: Reference) -> String? {
        switch exercises.resolve(reference.text) {
        case .found(let id):
            return id
        case .ambiguous(let ids):
            report(.ambiguousExercise(name: reference.text, ids: ids), at: reference)
        case .unknown(let suggestions):
            report(.unknownReference(kind: "exercise", name: reference.text, suggestions: suggestions), at: reference)
        }
        return nil
    }

    private mutating func resolveAthlete(_ reference: Reference) -> String? {
        if athletes.contains(reference.text) { return reference.text }
        report(.unknownReference(kind: "athlete", name: reference.text,
                                 suggestions: Suggestions.closest(to: reference.text, in: athletes.ids, limit: 3, names: names)),
               at: reference)
        return nil
    }

    private mutating func checkSession(_ reference: Reference) {
        guard !sessionIDs.contains(reference.text) else { return }
        report(.unknownReference(kind: "session", name: reference.text,
                                 suggestions: Suggestions.closest(to: reference.text, in: Array(sessionIDs), limit: 3, names: names)),
               at: reference)
    }

    /// `ana` for `content/workouts/ana/2026/w.yaml` when `ana` is an athlete's id: the first
    /// folder under `workouts/` or `measurements/` names the athlete of the files in it.
    static func folderAthlete(of path: String, kind: ContentKind, _ athletes: AthleteResolver) -> String? {
        let top: String
        switch kind {
        case .workouts: top = "content/workouts/"
        case .measurements: top = "content/measurements/"
        default: return nil
        }
        guard let folder = firstFolder(of: path, under: top) else { return nil }
        return athletes.contains(folder) ? folder : nil
    }

    /// The athlete written, checked against the athlete the file's folder names.
    private mutating func resolveAthlete(_ reference: Reference, folder: String?) -> String {
        guard let id = resolveAthlete(reference) else { return reference.text }
        // A measurements file's `athlete:` is shared by its entries: reported once, failing each.
        if let folder, folder != id {
            if mismatchesReported.insert(reference.location.description).inserted {
                let folderPath = reference.location.file.split(separator: "/").prefix(3).joined(separator: "/")
                report(.athleteFolderMismatch(written: id, folder: folderPath, folderAthlete: folder), at: reference)
            } else {
                errorCount += 1
            }
        }
        return id
    }

    /// The athlete named, else the one the file's folder names, else the site's only one;
    /// several athletes and none named is an error.
    private mutating func athlete(_ reference: Reference?, of path: String, kind: ContentKind) -> String {
        let folder = Self.folderAthlete(of: path, kind: kind, athletes)
        if let reference { return resolveAthlete(reference, folder: folder) }
        if let folder { return folder }
        if let only = athletes.defaultAthlete() { return only }
        report(.missingAthlete(athletes: athletes.ids), at: SourceLocation(file: path), keyPath: "")
        return ""
    }

    private mutating func report(_ problem: ContentProblem, at reference: Reference) {
        report(problem, at: reference.location, keyPath: reference.keyPath)
    }

    private mutating func report(_ problem: ContentProblem, at location: SourceLocation, keyPath: String) {
        diagnostics.append(Diagnostic(problem.severity, at: location, keyPath: keyPath, message: problem.message,
                                      hint: problem.hint))
        if problem.severity == .error { errorCount += 1 }
    }

    // MARK: - Order

    private func sort(_ library: inout TrainingLibrary) {
        library.athletes.sort { $0.id < $1.id }
        library.exercises.sort { $0.id < $1.id }
        library.sessions.sort { $0.id < $1.id }
        library.workouts = Workout.inStartOrder(library.workouts)
        library.plans.sort { $0.id < $1.id }
        library.pages.sort { $0.id < $1.id }
        library.testDefinitions.sort { $0.id < $1.id }
        // Stable sorts: entries of one file keep the order they were written in.
        library.measurements = library.measurements.enumerated().sorted {
            ($0.element.date, $0.element.athlete, $0.element.sourcePath, $0.offset)
                < ($1.element.date, $1.element.athlete, $1.element.sourcePath, $1.offset)
        }.map(\.element)
        library.tests = library.tests.enumerated().sorted {
            ($0.element.date, $0.element.athlete, $0.element.sourcePath, $0.offset)
                < ($1.element.date, $1.element.athlete, $1.element.sourcePath, $1.offset)
        }.map(\.element)
    }
}
