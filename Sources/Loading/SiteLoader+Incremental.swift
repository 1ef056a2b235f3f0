import Diagnostics
import Foundation
import TrainingModel

/// Loading again after a few files changed, for the preview server: the same result as
/// `load(siteDirectory:)`, reusing every file whose bytes did not change.
extension SiteLoader {
    /// Loads the site, reusing and refilling `cache`.
    ///
    /// - Parameter changed: site-relative paths (`content/workouts/w1.yaml`,
    ///   `content/workouts/2026` for a folder, `site.yaml`) that may have changed since
    ///   the cache was filled, as a file watcher reports them. Files outside this set are
    ///   trusted to be unchanged and are not read. `nil` means "unknown": the folder is
    ///   listed again and every file read, and only those whose bytes differ are decoded.
    public func load(siteDirectory: String, cache: inout LoadCache, changed: Set<String>?) async -> LoadResult {
        var diagnostics = DiagnosticList()
        let config = loadConfig(siteDirectory, diagnostics: &diagnostics)
        var trustUnchanged = changed != nil
        if cache.config != config {
            // Units, time zone and the like change how every file decodes.
            cache.files.removeAll()
            cache.config = config
            trustUnchanged = false
        }

        var fresh: [String: [UInt8]] = [:]
        let previousListing = cache.listing
        if let changed, cache.listing != nil, !changed.contains("content") {
            updateListing(&cache, siteDirectory: siteDirectory, changed: changed, fresh: &fresh)
        } else {
            cache.listing = (try? fileSystem.listFiles(Self.join(siteDirectory, "content")))
                .map { Set($0.map(ContentFileSystem.normalize)) }
        }
        if cache.discovered == nil || cache.listing != previousListing {
            let listing = cache.listing
            let lister = SiteLoader(fileSystem: ContentFileSystem(
                listFiles: { _ in
                    guard let listing else { throw ContentFileSystem.Failure(path: "content", reason: "no such folder") }
                    return Array(listing)
                },
                readFile: fileSystem.readFile))
            var found = DiagnosticList()
            cache.discovered = (lister.discover(siteDirectory, diagnostics: &found), found)
            cache.assets = cache.discovered?.discovery.assets ?? []
        }
        let files = cache.discovered?.discovery.files ?? []
        diagnostics.append(contentsOf: cache.discovered?.diagnostics ?? DiagnosticList())

        // Reuse what is known unchanged; read the rest and decode only what differs.
        var outcomes: [FileOutcome] = []
        var toDecode: [(file: ContentFile, bytes: [UInt8]?)] = []
        for file in files {
            let cached = cache.files[file.path]
            if trustUnchanged, let cached, changed?.contains(file.path) == false {
                outcomes.append(cached.outcome)
                continue
            }
            let bytes = fresh[file.path] ?? (try? fileSystem.readFile(Self.join(siteDirectory, file.path)))
            if let bytes, let cached, cached.bytes == bytes {
                outcomes.append(cached.outcome)
            } else {
                toDecode.append((file, bytes))
            }
        }
        let decoded = await decode(toDecode, siteDirectory: siteDirectory, config: config)
        for (path, bytes, outcome) in decoded {
            outcomes.append(outcome)
            // An unreadable file is not cached: it is read again next time.
            if let bytes { cache.files[path] = LoadCache.CachedFile(bytes: bytes, outcome: outcome) }
        }
        let present = Set(files.map(\.path))
        cache.files = cache.files.filter { present.contains($0.key) }
        cache.recordDecoded(decoded.map(\.path))

        outcomes.sort { $0.path < $1.path }
        var assembler = LibraryAssembler(config: config)
        var library = assembler.assemble(outcomes)
        diagnostics.append(contentsOf: outcomes.flatMap(\.diagnostics))
        diagnostics.append(contentsOf: assembler.diagnostics)
        // The centre's few files are read again every time rather than cached.
        await addCentre(to: &library, outcomes: outcomes, centreFiles: cache.discovered?.discovery.centreFiles ?? [],
                        assets: cache.assets, siteDirectory: siteDirectory, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: Self.missingMedia(outcomes, assets: Set(cache.assets)))
        return LoadResult(library: library, diagnostics: diagnostics.cappedPerFile(SiteLoader.maxDiagnosticsPerFile),
                          assetPaths: cache.assets)
    }

    // MARK: - Steps

    /// Applies the watcher's paths to the cached listing: a path that reads is a file
    /// (its bytes are kept in `fresh` so it is not read twice), one that lists is a
    /// folder (its part of the listing is replaced), and one that does neither is gone
    /// (with everything that was under it).
    private func updateListing(_ cache: inout LoadCache, siteDirectory: String, changed: Set<String>,
                               fresh: inout [String: [UInt8]]) {
        guard var listing = cache.listing else { return }
        for path in changed.sorted() where path.hasPrefix("content/") {
            let relative = ContentFileSystem.normalize(String(path.dropFirst("content/".count)))
            guard !relative.isEmpty else { continue }
            let absolute = Self.join(siteDirectory, path)
            listing = listing.filter { !$0.hasPrefix(relative + "/") }
            if let bytes = try? fileSystem.readFile(absolute) {
                fresh["content/" + relative] = bytes
                listing.insert(relative)
            } else if let inside = try? fileSystem.listFiles(absolute) {
                listing.remove(relative)
                for file in inside { listing.insert(relative + "/" + ContentFileSystem.normalize(file)) }
            } else {
                listing.remove(relative)
            }
        }
        cache.listing = listing
    }

    /// Decodes files in parallel from the bytes already read (or reports them unreadable),
    /// sorted by path.
    private func decode(_ files: [(file: ContentFile, bytes: [UInt8]?)], siteDirectory: String,
                        config: SiteConfig) async -> [(path: String, bytes: [UInt8]?, outcome: FileOutcome)] {
        let timeZone = TimeZone(identifier: config.timezone) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let fileSystem = self.fileSystem
        return await withTaskGroup(of: (path: String, bytes: [UInt8]?, outcome: FileOutcome).self) { group in
            for (file, bytes) in files {
                group.addTask {
                    // The bytes compared with the cache are the bytes decoded, even if the file changes again meanwhile.
                    let reader = bytes.map { read in
                        ContentFileSystem(listFiles: fileSystem.listFiles, readFile: { _ in read })
                    } ?? fileSystem
                    let outcome = Self.loadFile(file, siteDirectory: siteDirectory, fileSystem: reader, config: config,
                                                timeZone: timeZone)
                    return (file.path, bytes, outcome)
                }
            }
            var results: [(path: String, bytes: [UInt8]?, outcome: FileOutcome)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.path < $1.path }
        }
    }
}
