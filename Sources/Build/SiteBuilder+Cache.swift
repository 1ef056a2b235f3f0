import Diagnostics
import Foundation
import Loading
import Statistics
import Synchronization
import TextAndDates
import TrainingModel

/// The build cache in a build (`BuildCache`): before anything is loaded, the inputs and
/// the output folder are scanned and compared with the last successful build's manifest
/// (the output whenever there is one, its scan called off when a full build follows
/// anyway); when nothing differs the build stops there and the output folder is left as it is.
/// After a successful swap the manifest is written again.
extension SiteBuilder {
    /// The scan of a build about to run.
    struct CacheCheck {
        var cache: BuildCache
        /// When the inputs were scanned (nanoseconds since 1970).
        var scanned: Int64
        var inputs: [BuildCache.Input]?
        var manifest: BuildCache.Manifest?
        /// An earlier build left a manifest, read or not: only then is `reason` worth saying.
        var recorded = false
        /// Why the build is not skipped, in words; nil when it is.
        var reason: String?
        /// Set when the key is the same and only inputs changed, each one the last build
        /// recorded as one athlete's or new: what a partial rebuild (`PartialRebuild`) starts
        /// from, once the output folder's scan found it as the last build left it.
        var partial: PartialRebuild.Base?
        /// The decoded files the last build kept, when read during the check (inputs changed
        /// and the kept workouts leave many files to read: `KeptLoad`).
        var decoded: DecodedFiles?
        /// The athletes' workouts the cache keeps under this build's digest, when read during
        /// the check (inputs changed).
        var kept: KeptLoad?
    }

    /// Scans and compares. When the build can be skipped but files had to be read again
    /// (touched, or a folder restored from a CI cache with new times), the manifest is
    /// written again with what was found, so the next check trusts their times.
    func checkCache(_ cache: BuildCache) -> CacheCheck {
        var check = CacheCheck(cache: cache, scanned: Self.nanosecondsNow())
        // The inputs walked on a thread of their own while the manifest, which the walk does
        // not need, is read on this one (then the output's scan starts on a third).
        let source = sourceDirectory
        let inputWalk = OnItsOwnThread { BuildCache.walkInputs(source: source) }
        var unreadable: String?
        do {
            check.manifest = try cache.readManifest()
        } catch {
            unreadable = "\(error)"
        }
        check.recorded = check.manifest != nil || unreadable != nil
        // The inputs and the output folder are scanned at once: each is tens of thousands of
        // `fstatat` calls on a large site. When the inputs changed, their core reads the kept
        // workouts (on both cores once the output's scan is done) while a thread of its own
        // reads the rebuild record: a partial rebuild keeps pages only in an output folder the
        // scan found as recorded. The output's scan is called off only when a full build
        // follows for another reason (another key, an input that cannot be read).
        let outputScanned = Self.nanosecondsNow()
        let scans = Scans()
        // The output's scan on a thread of its own, the inputs' part on this one, whose nested
        // work (the kept workouts' decoding, files hashed again) so also takes the core the scan
        // leaves once done. That thread allocates only what the scan keeps.
        let manifest = check.manifest, output = outputDirectory
        let outputScan = manifest.map { manifest in
            OnItsOwnThread {
                cache.scanOutput(output, previous: manifest.outputs, scanned: manifest.outputScanned,
                                 isCancelled: { scans.outputCalledOff.load(ordering: .relaxed) })
            }
        }
        scanInputs(cache, manifest: manifest, walked: inputWalk, into: scans)
        let scannedOutputs = outputScan?.value ?? nil
        check.inputs = scans.inputs
        check.decoded = scans.decoded
        check.kept = scans.kept
        guard let inputs = check.inputs else {
            check.reason = "a site file could not be read or named in the cache"
            return check
        }
        guard let manifest = check.manifest else {
            check.reason = unreadable ?? "no earlier build is recorded"
            return check
        }
        if let reason = scans.keyDifference {
            check.reason = reason
            return check
        }
        guard scans.inputsUnchanged else {
            let changes = BuildCache.changes(from: manifest.inputs, to: scans.named ?? inputs)
            let changed = changes.map(\.path)
            let shown = changed.prefix(3).map { $0.hasPrefix(BuildCache.hiddenPrefix) ? "a private athlete's file" : $0 }
                .joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
            check.reason = "\(changed.count.counted("site file")) changed (\(shown))"
            let before = Set(changes.filter(\.before).map(\.path)), after = Set(changes.filter(\.after).map(\.path))
            switch scans.record?.value ?? Result(catching: { try cache.readRebuildRecord() }) {
            // The last build's side of `PartialRebuild.changedAthletes`: each changed input it had
            // was one athlete's, a free page's or a session's; this build's side is known once loaded.
            case .success(let record?) where changed.allSatisfy({
                !before.contains($0) || record.owners[$0] != nil || SiteLoader.isReadByPagesAlone($0)
            }):
                // The pages it keeps stay in the output folder: it must hold what the last build
                // left there, path for path and byte for byte (`PartialRebuild.difference`).
                guard let outputs = scannedOutputs else {
                    check.reason! += ", and \(outputDirectory.path) could not be scanned"
                    return check
                }
                if let difference = PartialRebuild.difference(outputs, from: manifest.outputs, in: outputDirectory.path) {
                    check.reason! += ", and \(difference)"
                    return check
                }
                check.partial = PartialRebuild.Base(changed: changed, before: before, after: after, previous: record,
                                                    outputs: outputs, outputsScanned: outputScanned)
                // The scan stands for the manifest's record of the output from here on: not held twice.
                check.manifest?.outputs = []
            case .success: break
            case .failure(let error): check.reason! += ", and \(error)"
            }
            return check
        }
        guard let outputs = scannedOutputs, BuildCache.sameContent(outputs, manifest.outputs) else {
            check.reason = "the output folder changed since the last build"
            return check
        }
        let named = scans.named ?? inputs
        if named != manifest.inputs || outputs != manifest.outputs {
            var refreshed = manifest
            (refreshed.scanned, refreshed.inputs, refreshed.executable) = (check.scanned, named, cache.executable().file)
            (refreshed.outputScanned, refreshed.outputs) = (outputScanned, outputs)
            try? cache.write(refreshed)
        }
        return check
    }

    /// The inputs' part of the check: the executable's hash, the key, the inputs' scan, and
    /// when they changed the kept workouts (and the decoded files, when those leave many to read).
    private func scanInputs(_ cache: BuildCache, manifest: BuildCache.Manifest?,
                            walked: OnItsOwnThread<[(path: String, info: stat)]?>, into scans: Scans) {
        // Hashed here (unless the manifest vouches for it), beside the output's scan,
        // rather than after both (the key needs it).
        _ = cache.executable(vouchedBy: manifest)
        scans.keyDifference = manifest.flatMap { keyDifference(cache, $0) }
        scans.inputs = walked.value.flatMap { cache.scanInputs($0, source: sourceDirectory, previous: manifest) }
        guard let manifest else { return }
        // Named as the manifest names them (a private athlete's by a hash of the path).
        scans.named = scans.inputs.map { BuildCache.named($0, as: manifest) }
        scans.inputsUnchanged = scans.named.map { BuildCache.sameContent($0, manifest.inputs) } ?? false
        // Touched, not changed: the output's scan decides whether the build is skipped.
        guard !scans.inputsUnchanged else { return }
        // A full build follows: the output's scan is of no use.
        guard scans.inputs != nil, scans.keyDifference == nil else { return scans.outputCalledOff.store(true, ordering: .relaxed) }
        // Read beside the kept workouts, which the load needs first.
        scans.record = OnItsOwnThread { Result(catching: { try cache.readRebuildRecord() }) }
        let kept = KeptLoad(cache, inputs: scans.inputs ?? [])
        scans.kept = kept
        if kept.needsDecodedFiles { scans.decoded = cache.readDecodedFiles() }
    }

    /// The scans of a check, each written by one thread, read after both finished.
    private final class Scans: @unchecked Sendable {
        var inputs: [BuildCache.Input]?
        /// `inputs` named as the manifest names them (`BuildCache.named`), to compare with it.
        var named: [BuildCache.Input]?
        /// The inputs have the bytes the manifest recorded (worked out on the inputs' core).
        var inputsUnchanged = false
        /// How this build's key differs from the manifest's (`keyDifference`), in words.
        var keyDifference: String?
        /// Read by the inputs' core once they changed, while the other scans the output.
        var decoded: DecodedFiles?
        var kept: KeptLoad?
        /// The rebuild record, read on a thread of its own once the inputs changed.
        var record: OnItsOwnThread<Result<BuildCache.RebuildRecord?, any Error>>?
        /// Set when a full build follows anyway: the output's scan stops.
        let outputCalledOff = Atomic(false)
    }

    /// What differs between this build's key and the manifest's, in words; nil when nothing.
    private func keyDifference(_ cache: BuildCache, _ manifest: BuildCache.Manifest) -> String? {
        guard let key = cacheKey(cache, timeZone: manifest.key.timeZone) else { return "the as-of day could not be worked out" }
        if key.spotter != manifest.key.spotter { return "Spotter changed" }
        if key.libraries != manifest.key.libraries { return "the libcmark-gfm Spotter loads changed" }
        if key.source != manifest.key.source || key.output != manifest.key.output
            || key.includePrivate != manifest.key.includePrivate { return "the build's options changed" }
        if key.asOf != manifest.key.asOf { return "the as-of day is \(key.asOf), was \(manifest.key.asOf)" }
        return nil
    }

    /// The key of this build, with the site's time zone as `site.yaml` gave it.
    func cacheKey(_ cache: BuildCache, timeZone: String) -> BuildCache.Key? {
        guard let asOf = try? AsOfDate.resolve(environment: environment, now: now, siteTimeZone: timeZone) else { return nil }
        return BuildCache.Key(spotter: cache.executableIdentity(), source: BuildCache.keyName(of: sourceDirectory),
                              output: BuildCache.keyName(of: outputDirectory), includePrivate: includePrivate, timeZone: timeZone,
                              asOf: asOf.iso)
    }

    /// The outcome of a build skipped because nothing changed: the last build's warnings.
    func skippedOutcome(_ manifest: BuildCache.Manifest) -> Outcome {
        Outcome(diagnostics: DiagnosticList(manifest.warnings), filesWritten: manifest.filesWritten, upToDate: true)
    }

    /// Records a successful build: its inputs as scanned before it read them, and the
    /// output folder as it is now, with the hashes of what the build wrote (`written`).
    /// `folder` is the inode of the folder this build swapped in (or wrote into): when another
    /// build has swapped its own in since, nothing is recorded. `into`: what a partial rebuild
    /// did in the output folder, from which the output's record is worked out looking only at
    /// what it changed (`BuildCache.outputs(_:after:)`; `workedOut` says whether it was); when
    /// it cannot be, the output is walked, and still need not read the files the record vouches for. `encodedRecord`: the rebuild record's bytes
    /// (`rebuildRecordBytes`), when made elsewhere. Answers a problem in words, or nil; a cache
    /// that cannot be written does not fail the build (the next one is a full build).
    func recordCache(_ check: CacheCheck, outcome: Outcome, folder: UInt64?, written: [String: ContentHash],
                     into: BuildCache.WrittenInto? = nil, encodedRecord: (@Sendable () -> [UInt8])? = nil)
        -> (problem: String?, workedOut: Bool) {
        let outputScanned = Self.nanosecondsNow()
        guard let inputs = check.inputs, let timeZone = outcome.timeZone, let key = cacheKey(check.cache, timeZone: timeZone),
              let folder, BuildCache.inode(outputDirectory) == folder else { return (nil, false) }
        // After a partial rebuild, from the last record and what the build did; else the
        // new output is walked.
        let workedOut = into.flatMap { check.cache.outputs(outputDirectory.path, after: $0) }
        let isWorkedOut = workedOut != nil
        let outputs = workedOut
            ?? check.cache.scanOutput(outputDirectory, previous: into?.recorded ?? [], scanned: into?.scanned ?? 0,
                                      written: { written[$0] })
        guard let outputs, BuildCache.inode(outputDirectory) == folder else { return (nil, isWorkedOut) }
        // A private athlete's files, lines and decoded outcomes are not kept (`BuildCache+PrivateAthletes`).
        let hidden = outcome.privateInputs
        let manifest = BuildCache.Manifest(key: key, scanned: check.scanned, executable: check.cache.executable().file,
                                           inputs: BuildCache.hiding(inputs, where: hidden.contains),
                                           outputScanned: outputScanned, outputs: outputs, filesWritten: outcome.filesWritten,
                                           // A skipped build does not say again a warning in a private athlete's file.
                                           warnings: outcome.diagnostics.items.filter {
                                               $0.severity == .warning && !hidden.contains($0.location.file)
                                           })
        let record = encodedRecord ?? { Self.rebuildRecordBytes(outcome, inputs: inputs) }
        defer { releaseElsewhere((consume manifest, consume outputs)) }
        do {
            // Kept decoded outcomes of files now a private athlete's (made private since, or
            // kept by an earlier Spotter) are dropped with the whole store when it is not written again.
            let hiddenIn = { (manifest: BuildCache.Manifest?) in
                Set(manifest?.inputs.lazy.map(\.path).filter { $0.hasPrefix(BuildCache.hiddenPrefix) } ?? [])
            }
            if outcome.decoded == nil, hiddenIn(check.manifest) != hiddenIn(manifest) {
                check.cache.removeDecodedFiles()
            }
            try check.cache.write(manifest, rebuild: record, decoded: outcome.decoded)
            let statistics = check.cache.writeAthleteFiles(outcome.computedStatistics, keeping: outcome.athletes,
                                                           in: BuildCache.athleteStatisticsName)
                .map { "the build cache's statistics were not all written: \($0)" }
            let workouts = check.cache.writeAthleteFiles(outcome.keptWorkouts, keeping: outcome.workoutsKeptFor,
                                                         in: BuildCache.keptWorkoutsName)
                .map { "the build cache's workouts were not all written: \($0)" }
            return (statistics ?? workouts, isWorkedOut)
        } catch {
            return ("the build cache was not written: \(error)", isWorkedOut)
        }
    }

    /// A build's rebuild record in the cache's bytes: the owners, the documents' facts and the
    /// page memo, but a private athlete's lines and reads (`BuildCache+PrivateAthletes`); the
    /// owners in the order of `inputs`, as scanned (the manifest's names only a private
    /// athlete's otherwise, whose files own no line).
    static func rebuildRecordBytes(_ outcome: Outcome, inputs: [BuildCache.Input]) -> [UInt8] {
        let privateAthletes = outcome.privateAthletes
        var owners = outcome.owners ?? [:]
        if !privateAthletes.isEmpty { owners = owners.filter { !privateAthletes.contains($0.value) } }
        let record = BuildCache.RebuildRecord(owners: owners,
                                              facts: outcome.facts,
                                              memo: (outcome.memo ?? PageMemo()).leaving(out: privateAthletes))
        defer { releaseElsewhere(consume record) }
        return record.bytes(ownersIn: inputs, pagesIn: outcome.pages)
    }

    /// The statistics the cache keeps for this build's athletes (`BuildCache+AthleteStatistics`),
    /// with the digest of what each athlete's depend on; nil when the scan found no inputs or
    /// the key cannot be worked out (nothing is then read or kept). The digests are of the
    /// files the library was loaded from, as `spotter serve`'s: the theme (`Templates/`) and the
    /// media (`assets`, as the load found them), which statistics never read, are left out.
    func storedStatistics(_ check: CacheCheck, library: TrainingLibrary, owners: [String: String],
                          facts: PartialRebuild.DocumentFacts, assets: [String],
                          readEarly: OnItsOwnThread<[String: (digest: ContentHash, statistics: AthleteStatistics)]>?)
        -> StoredStatistics? {
        guard let inputs = check.inputs, let key = cacheKey(check.cache, timeZone: library.config.timezone) else { return nil }
        let media = Set(assets)
        let read = inputs.lazy.filter { !$0.path.hasPrefix("Templates/") && !media.contains($0.path) }
        let digests = BuildCache.statisticsDigests(key: key.line, inputs: read.map { ($0.path, $0.hash) }, owners: owners,
                                                   facts: facts.digest, athletes: library.athletes.map(\.id))
        return StoredStatistics(cache: check.cache, digests: digests, readable: check.cache.hasTag && check.cache.ownsFolder(BuildCache.athleteStatisticsName),
                                readEarly: readEarly)
    }

    /// Each athlete's statistics read back from the cache when it holds them under this
    /// build's digest (`read`, for `StatisticsEngine.compute`), and the others' bytes for it
    /// to keep (`bytes(of:)`).
    final class StoredStatistics: Sendable {
        let cache: BuildCache
        let digests: [String: ContentHash]
        /// The cache's folder has its tag: a folder without it is not read.
        let readable: Bool
        /// Every athlete's statistics the cache holds, read while the content loaded
        /// (`readStoredStatistics`); nil: each athlete's file is read when asked for.
        let readEarly: OnItsOwnThread<[String: (digest: ContentHash, statistics: AthleteStatistics)]>?
        /// The athletes whose statistics were read back.
        private let taken = Mutex<Set<String>>([])

        init(cache: BuildCache, digests: [String: ContentHash], readable: Bool,
             readEarly: OnItsOwnThread<[String: (digest: ContentHash, statistics: AthleteStatistics)]>?) {
            (self.cache, self.digests, self.readable, self.readEarly) = (cache, digests, readable, readEarly)
        }

        var read: @Sendable (String) -> AthleteStatistics? {
            { [self] athlete in
                guard readable, let digest = digests[athlete] else { return nil }
                let stored = readEarly.map { early in early.value[athlete].flatMap { $0.digest == digest ? $0.statistics : nil } }
                    ?? cache.storedStatistics(of: athlete, digest: digest)
                guard let statistics = stored else { return nil }
                taken.withLock { _ = $0.insert(athlete) }
                return statistics
            }
        }

        /// The files' bytes of the athletes whose statistics were computed, not read back.
        func bytes(of statistics: SiteStatistics) -> [String: [UInt8]] {
            let computed = taken.withLock { taken in statistics.athletes.filter { !taken.contains($0.id) } }
            let files = concurrentMap(computed.count) { index -> (String, [UInt8])? in
                guard let digest = digests[computed[index].id] else { return nil }
                return (computed[index].id, BuildCache.statisticsBytes(computed[index], digest: digest))
            }
            return Dictionary(uniqueKeysWithValues: files.compactMap { $0 })
        }
    }

    static func nanosecondsNow() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return BuildCache.nanoseconds(time)
    }
}
