import Diagnostics
import Foundation
import TextAndDates

/// The build cache in a build (`BuildCache`): before anything is loaded, the inputs are
/// scanned and compared with the last successful build's manifest; when nothing differs
/// the build stops there and the output folder is left as it is. After a successful
/// swap the manifest is written again.
extension SiteBuilder {
    /// The scan of a build about to run: its inputs and what the manifest made of them.
    struct CacheCheck {
        var cache: BuildCache
        var inputs: [BuildCache.Input]?
        var scanned: Int64
        /// Why the build is not skipped, in words; nil when it is.
        var reason: String?
        var manifest: BuildCache.Manifest?
    }

    func checkCache(_ cache: BuildCache) -> CacheCheck {
        let scanned = Int64(Date().timeIntervalSince1970 * 1e9)
        let manifest = cache.readManifest()
        let inputs = cache.scanInputs(source: sourceDirectory, previous: manifest)
        var check = CacheCheck(cache: cache, inputs: inputs, scanned: scanned, reason: nil, manifest: manifest)
        check.reason = reasonToBuild(check)
        return check
    }

    private func reasonToBuild(_ check: CacheCheck) -> String? {
        guard let inputs = check.inputs else { return "a file could not be read or named in the cache" }
        guard let manifest = check.manifest else { return "no earlier build is recorded" }
        let key = cacheKey(check.cache, timeZone: manifest.key.timeZone)
        guard let key else { return "the as-of day could not be worked out" }
        if key.spotter != manifest.key.spotter { return "Spotter changed" }
        if key.source != manifest.key.source || key.output != manifest.key.output
            || key.includePrivate != manifest.key.includePrivate { return "the build's options changed" }
        if key.asOf != manifest.key.asOf { return "the as-of day is \(key.asOf), was \(manifest.key.asOf)" }
        if inputs != manifest.inputs {
            let before = Dictionary(manifest.inputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { a, _ in a })
            let after = Dictionary(inputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { a, _ in a })
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            if !changed.isEmpty {
                let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
                return "\(changed.count.counted("file")) changed (\(shown))"
            }
        }
        guard let output = BuildCache.outputDigest(outputDirectory), output.entries == manifest.outputEntries,
              output.hash == manifest.outputHash else { return "the output folder changed since the last build" }
        return nil
    }

    /// The key of this build, with the site's time zone as `site.yaml` gave it.
    func cacheKey(_ cache: BuildCache, timeZone: String) -> BuildCache.Key? {
        guard let asOf = try? AsOfDate.resolve(environment: environment, now: now, siteTimeZone: timeZone) else { return nil }
        return BuildCache.Key(spotter: cache.executableIdentity(), source: sourceDirectory.path,
                              output: outputDirectory.path, includePrivate: includePrivate, timeZone: timeZone,
                              asOf: asOf.iso)
    }

    /// The outcome of a build skipped because nothing changed: the last build's warnings.
    func skippedOutcome(_ manifest: BuildCache.Manifest) -> Outcome {
        var outcome = Outcome(diagnostics: DiagnosticList(manifest.warnings), filesWritten: manifest.filesWritten,
                              failure: nil)
        outcome.upToDate = true
        return outcome
    }

    /// Records a successful build: its inputs as scanned before it read them, and the
    /// output folder as it is now. Answers a problem in words, or nil; a cache that cannot be
    /// written does not fail the build (the next one is a full build).
    func recordCache(_ check: CacheCheck, outcome: Outcome, timeZone: String) -> String? {
        guard let inputs = check.inputs, let key = cacheKey(check.cache, timeZone: timeZone),
              let output = BuildCache.outputDigest(outputDirectory) else { return nil }
        let manifest = BuildCache.Manifest(key: key, scanned: check.scanned, inputs: inputs,
                                           outputEntries: output.entries, outputHash: output.hash,
                                           filesWritten: outcome.filesWritten,
                                           warnings: outcome.diagnostics.items.filter { $0.severity == .warning })
        do {
            try check.cache.write(manifest)
            return nil
        } catch {
            return "warning: the build cache was not written: \(error)"
        }
    }
}
