import Diagnostics
import Foundation
import Loading
import TextAndDates
import TrainingModel

/// What a load through the cache starts from: the kept workouts under this build's digest,
/// each athlete's with what resolving them read of the sessions and exercises
/// (`BuildCache.workoutsResolution`), and whether the decoded files are worth reading. They
/// serve only the workout files the kept workouts do not stand for (changed, new, or of an
/// athlete with none kept). Reading the store costs for each file it holds a small part of
/// what decoding a file costs: when the files to read are no more than a sixty-fourth of the
/// site's workout files (one edited workout), they are decoded, and the store is neither read
/// nor written (its records of the files edited meanwhile are stale, and the next build that
/// reads it decodes those files, as it does any changed file).
struct KeptLoad: Sendable {
    var digest: ContentHash
    var workouts: [KeptWorkouts]
    /// For each of `workouts`, the resolution it was made with.
    var resolvedWith: [ContentHash]
    var needsDecodedFiles: Bool

    /// `inputs` in path order, as every scan is.
    init(_ cache: BuildCache, inputs: [BuildCache.Input]) {
        digest = cache.keptWorkoutsDigest(inputs: inputs)
        (workouts, resolvedWith) = cache.readKeptWorkouts(digest: digest)
        let (toRead, workoutFiles) = Self.filesNotStoodFor(workouts, in: inputs)
        needsDecodedFiles = toRead * 64 > workoutFiles
    }

    /// The kept workouts resolved as `resolution` resolves them: those a load that took
    /// others is done again with.
    func resolved(as resolution: ContentHash) -> [KeptWorkouts] {
        workouts.indices.filter { resolvedWith[$0] == resolution }.map { workouts[$0] }
    }

    /// Whether a load took (`taken`) a file of workouts resolved otherwise than `resolution`.
    func took(_ taken: KeptWorkouts.Taken, resolvedOtherwiseThan resolution: ContentHash) -> Bool {
        let stale = Set(workouts.indices.filter { resolvedWith[$0] != resolution }.flatMap { workouts[$0].files.map(\.path) })
        return !stale.isEmpty && taken.files.contains { stale.contains($0.path) }
    }

    /// How many workout files of `inputs` (under `content/workouts/`, in path order) no kept
    /// file stands for with the same path and hash, and how many there are.
    static func filesNotStoodFor(_ kept: [KeptWorkouts], in inputs: [BuildCache.Input]) -> (count: Int, of: Int) {
        // The kept files walked where they are, beside the inputs (both in path order), each
        // pair of paths compared by their bytes first (the same bytes: the same file), and by
        // Swift's order only when they differ: no path copied out, none looked up in a table.
        let places = KeptWorkouts.placesInPathOrder(kept)
        var (count, total, next) = (0, 0, 0)
        for index in inputs.indices where inputs[index].size >= 0 && Self.isWorkoutFile(inputs[index].path) {
            total += 1
            let input = inputs[index].path
            while next < places.count, !kept[places[next]].path.isExactly(input), kept[places[next]].path < input { next += 1 }
            if next < places.count, kept[places[next]].path.isExactly(input), kept[places[next]].hash == inputs[index].hash {
                continue
            }
            count += 1
        }
        return (count, total)
    }

    /// Whether a path is under `content/workouts/`, by its bytes.
    static func isWorkoutFile(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count >= workoutsFolder.count && memcmp(bytes.baseAddress!, workoutsFolder, workoutsFolder.count) == 0
        } ?? path.utf8.starts(with: workoutsFolder)
    }

    private static let workoutsFolder = Array("content/workouts/".utf8)
}

/// Each athlete's workouts as the last build assembled them (`KeptWorkouts`), kept in the
/// build cache's folder `athlete-workouts` (docs/build-cache.md#workouts-kept-per-athlete):
/// a file per athlete, named by the hash of its id, under the digest of everything besides
/// their own files that loading them read (`keptWorkoutsDigest`), and with what resolving
/// them read of the sessions and exercises (`workoutsResolution`). A build whose digest is
/// the one a file holds hands its workouts to the loader, which takes them in place of the
/// athlete's files while each of those has the hash it was kept with: after one edited
/// workout on a coach's site, every other file is neither read back nor resolved. A load
/// whose sessions and exercises resolve otherwise is done again without them. A file that is
/// missing, damaged or under another digest only costs that.
extension BuildCache {
    static let keptWorkoutsName = "athlete-workouts"
    static let keptWorkoutsFormatLine = Array("spotter-athlete-workouts 2\n".utf8)

    /// The folders of inputs that hold one athlete's data: what loading an athlete's
    /// workouts reads of the site is everything else.
    static let athleteFolders = ["content/workouts/", "content/measurements/", "content/plans/"]

    /// The digest of what an athlete's workouts, loaded, depend on besides their own files,
    /// known before anything is loaded: the decoder (this Spotter, binary and all, as
    /// `decoded-files` names it) and the path and hash of every input outside the athletes'
    /// folders but the free pages', sessions' and exercises' documents (`site.yaml` with its
    /// units and time zone, athletes' profiles, the rule of names, and the rest). What
    /// workouts read of the sessions and exercises is their resolution (`workoutsResolution`),
    /// known once they are loaded. Another athlete's file can only add a workout of theirs,
    /// which the loader sees (`SiteLoader.athletesClaimed`). `inputs` in path order, as every scan is.
    func keptWorkoutsDigest(inputs: [Input]) -> ContentHash {
        var writer = ByteWriter()
        writer.bytes += Self.keptWorkoutsFormatLine
        writer.string(decodedFingerprint())
        for input in inputs where !Self.athleteFolders.contains(where: { input.path.utf8.starts(with: $0.utf8) })
            && !SiteLoader.isReadByPagesAlone(input.path) {
            writer.string(input.path)
            writer.hash(input.hash)
        }
        return ContentHash(writer.bytes)
    }

    /// What resolving workouts reads of the documents `keptWorkoutsDigest` leaves out: the
    /// sessions' ids (a workout or plan naming another is refused) and every exercise but its
    /// description (`PartialRebuild.DocumentFacts.exercises`: ids, names and aliases an
    /// entry is resolved by). `library` as loaded, private athletes and sessions included.
    static func workoutsResolution(_ library: TrainingLibrary, exercises: ContentHash) -> ContentHash {
        var writer = ByteWriter()
        writer.hash(exercises)
        library.sessions.map(\.id).encode(into: &writer)
        return ContentHash(writer.bytes)
    }

    /// Every athlete's workouts the cache holds under `digest`, in the order of their first
    /// files (each athlete's usually in a folder of their own, so that all their files come in
    /// path order), each with the resolution it was made with; none when the cache has no tag.
    /// A file under another digest, damaged (its hash is not the one it ends with) or cut
    /// short is not read.
    func readKeptWorkouts(digest: ContentHash) -> (workouts: [KeptWorkouts], resolvedWith: [ContentHash]) {
        guard hasTag, ownsFolder(Self.keptWorkoutsName) else { return ([], []) }
        let folder = directory.appendingPathComponent(Self.keptWorkoutsName).path
        var names: [String] = []
        _ = ContentFileSystem.forEachEntry(of: folder) { name, _, _ in names.append(String(cString: name)) }
        names.sort()
        let read = concurrentMap(names.count) { [names] index -> (KeptWorkouts, ContentHash)? in
            guard let bytes = Self.readOwnFile(folder + "/" + names[index]) else { return nil }
            return Self.keptWorkouts(bytes, digest: digest, named: names[index])
        }.compactMap { $0 }.sorted { ($0.0.files.first?.path ?? "") < ($1.0.files.first?.path ?? "") }
        return (read.map(\.0), read.map(\.1))
    }

    /// The workouts a file of the folder holds and their resolution, when it is such a file,
    /// under `digest`, and named by its athlete's id (`athleteFileName`).
    static func keptWorkouts(_ bytes: [UInt8], digest: ContentHash, named name: String) -> (KeptWorkouts, ContentHash)? {
        guard var reader = athleteFileBody(bytes, formatLine: keptWorkoutsFormatLine, digest: digest),
              let resolution = reader.hash(), let kept = KeptWorkouts(decoding: &reader), reader.isAtEnd,
              athleteFileName(of: kept.athlete) == name
        else { return nil }
        return (kept, resolution)
    }

    /// An athlete's file: the format line, the digest, the resolution, the workouts, and the
    /// hash of all that.
    static func keptWorkoutsBytes(_ kept: KeptWorkouts, digest: ContentHash, resolvedWith resolution: ContentHash) -> [UInt8] {
        athleteFileBytes(formatLine: keptWorkoutsFormatLine, digest: digest) { writer in
            writer.hash(resolution)
            kept.encode(into: &writer)
        }
    }

    /// The athletes' workouts a build can keep, but those it took whole from the cache (and
    /// still there): each athlete's whose every workout comes from a file of theirs alone
    /// (`owners`), under `content/workouts/`, holding workouts alone (its outcome in the
    /// decoded files, `stored`, or its kept workouts taken: no diagnostic, no other entity,
    /// no media), and about which the build said nothing (`diagnostics`). `library` as
    /// loaded, private athletes and all; a site of one athlete (or of the implicit one) keeps none.
    static func keepableWorkouts(library: TrainingLibrary, owners: [String: String], stored: DecodedFiles,
                                 taken: KeptWorkouts.Taken, diagnostics: DiagnosticList) -> [KeptWorkouts] {
        guard library.athletes.count >= 2 else { return [] }
        var byFile: [String: [Workout]] = [:], workoutCount: [String: Int] = [:]
        for workout in library.workouts where !taken.whole.contains(workout.athlete) {
            byFile[workout.sourcePath, default: []].append(workout)
            workoutCount[workout.athlete, default: 0] += 1
        }
        let said = Set(diagnostics.items.map(\.location.file))
        // Each candidate file with its hash in the store or among the files taken: all in path
        // order, walked alongside.
        var files: [String: [KeptWorkouts.File]] = [:]
        var refused = Set<String>()
        let paths = byFile.keys.sorted(), records = stored.files
        var (record, took) = (0, 0)
        for path in paths {
            let workouts = byFile[path]!
            let athlete = workouts[0].athlete
            while record < records.count, records[record].path < path { record += 1 }
            while took < taken.files.count, taken.files[took].path < path { took += 1 }
            let hash = record < records.count && records[record].path.isExactly(path) ? records[record].hash
                : took < taken.files.count && taken.files[took].path.isExactly(path) ? taken.files[took].hash : nil
            guard owners[path] == athlete, KeptLoad.isWorkoutFile(path), !said.contains(path), let hash else {
                refused.insert(athlete)
                continue
            }
            files[athlete, default: []].append(KeptWorkouts.File(path: path, hash: hash, workouts: workouts))
        }
        let athletes = Set(library.athletes.map(\.id))
        return files.keys.sorted().compactMap { athlete in
            guard athletes.contains(athlete), !refused.contains(athlete), let kept = files[athlete],
                  kept.reduce(0, { $0 + $1.workouts.count }) == workoutCount[athlete] else { return nil }
            return KeptWorkouts(athlete: athlete, files: kept)
        }
    }
}
