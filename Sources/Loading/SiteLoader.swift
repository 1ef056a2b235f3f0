import Diagnostics
import Foundation
import TextAndDates
import TrainingModel

/// The Loading stage (docs/content-format.md): reads `site.yaml` and every file under `content/`,
/// decodes them in parallel, then resolves references and sorts, so the result never
/// depends on the order files were listed or finished.
public struct SiteLoader: Sendable {
    public var fileSystem: ContentFileSystem

    /// Diagnostics listed per file; the rest are counted in one more (a file gone wrong in
    /// every line should not bury the others).
    public static let maxDiagnosticsPerFile = 20

    public init(fileSystem: ContentFileSystem = .disk) {
        self.fileSystem = fileSystem
    }

    public func load(siteDirectory: String) async -> LoadResult {
        await load(siteDirectory: siteDirectory, keeping: nil).result
    }

    /// A load that takes from `previous` the outcome of every file whose hash in `hashes`
    /// (the build cache's scan: site-relative paths with the hashes of their bytes, in path
    /// order as Swift orders strings) is the one it was decoded from, and decodes the others:
    /// the same result as `load(siteDirectory:)`. Answers it with what to keep for the next
    /// build: the outcomes reused and those of the files decoded now that `DecodedFiles`
    /// keeps, each with the hash of the bytes it was decoded from.
    /// `scanned`: every file of the site as that scan of the disk found it (site-relative):
    /// the files under `content/` are then taken from it, not listed again. Only for a loader
    /// that reads the disk (`ContentFileSystem.disk`), as the build cache does.
    /// `kept`: athletes' workouts as the last build assembled them (`KeptWorkouts`), which the
    /// caller vouches were decoded and resolved with this build's settings, exercises,
    /// sessions, athletes and decoder (or, knowing the exercises and sessions only from this
    /// load, checks once it is done, and loads again without those resolved otherwise). An
    /// athlete's are taken in place of their files when every one of those files has the hash
    /// it was kept with and no file read now may hold a workout of theirs (`taken`; one whose
    /// files changed has their other files taken).
    public func load(siteDirectory: String, reusing previous: DecodedFiles, hashes: [(path: String, hash: ContentHash)],
                     scanned: [String]? = nil, kept: [KeptWorkouts] = [])
        async -> (result: LoadResult, decoded: DecodedFiles, taken: KeptWorkouts.Taken) {
        await load(siteDirectory: siteDirectory, keeping: (previous, hashes), scanned: scanned, kept: kept)
    }

    /// Both loads: with `keeping`, the one that reuses and keeps; without, every file decoded
    /// and the store answered empty.
    private func load(siteDirectory: String, keeping: (previous: DecodedFiles, hashes: [(path: String, hash: ContentHash)])?,
                      scanned: [String]? = nil, kept: [KeptWorkouts] = [])
        async -> (result: LoadResult, decoded: DecodedFiles, taken: KeptWorkouts.Taken) {
        var diagnostics = DiagnosticList()
        let (config, settings) = loadSettings(siteDirectory, diagnostics: &diagnostics)
        // Read with every load, as `site.yaml` is: no file's outcome depends on it (only the
        // library's rule of names and the assembler's suggestions do), so the stored outcomes
        // stay valid when it changes.
        let names = loadNames(siteDirectory, limits: config.limits, diagnostics: &diagnostics)
        let discovery = discover(siteDirectory, scanned: scanned, diagnostics: &diagnostics)
        // In path order (`discover` sorts them): each file's outcome is put at its place in
        // this list, so the outcomes need no sorting once decoded.
        let files = discovery.files
        let hashing = keeping != nil
        // Paths are compared by their bytes: Swift takes the same text in two Unicode
        // normalisations as one string (and some characters as ASCII ones: the Kelvin sign as
        // `K`), a file system as two files. A stored outcome is taken only for the very path it
        // was decoded from, and two files whose paths Swift takes as one (twins) are decoded
        // every time and never kept, since the store holds no two paths Swift takes as one.
        let twins = hashing ? Self.twins(files) : []
        // Outcomes decoded with other settings are not reused: units, time zone and limits change them.
        let reusable = keeping.map { $0.previous.settings == settings } ?? false
        // In memory every outcome read is held, as a value; on disk only those `isKept`, encoded.
        let inMemory = keeping?.previous.inMemory ?? false
        // For each file whose kept workouts are taken, where they are in `kept`; empty when none is.
        var keptAt: [KeptWorkouts.Place?] = []
        if let (_, hashes) = keeping, !kept.isEmpty { keptAt = Self.placesOfKept(kept, in: files, hashes: hashes, twins: twins) }
        func isKept(_ position: Int) -> Bool { !keptAt.isEmpty && keptAt[position] != nil }
        let timeZone = TimeZone(identifier: config.timezone) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let fileSystem = self.fileSystem
        typealias Decoded = (outcome: FileOutcome, kept: DecodedFiles.Record?, reused: Bool)
        // A file's task answers its outcome; a run of reused ones answers theirs together. Each
        // with the file's place in `files`.
        enum Part: Sendable {
            case one(Int, Decoded)
            case run(Int, [Decoded])
        }
        var decodedFiles = [Decoded?](repeating: nil, count: files.count)
        // The stored record of each file a kept athlete's workouts stand for, carried into the
        // next store as it is.
        var carried = [DecodedFiles.Record?](repeating: nil, count: keptAt.isEmpty ? 0 : files.count)
        // A file decoded: with the store, read once, so that the hash kept is that of the bytes
        // decoded, even if the file changes again meanwhile; one that cannot be read is read (and
        // reported) as usual.
        let decode: @Sendable (ContentFile) -> Decoded = { file in
            let bytes = hashing ? try? fileSystem.readFile(Self.join(siteDirectory, file.path)) : nil
            let reader = bytes.map { bytes in ContentFileSystem(listFiles: fileSystem.listFiles, readFile: { _ in bytes }) }
            let outcome = Self.loadFile(file, siteDirectory: siteDirectory, fileSystem: reader ?? fileSystem,
                                        config: config, timeZone: timeZone)
            guard let bytes, inMemory || outcome.isKept else { return (outcome, nil, false) }
            if inMemory { return (outcome, DecodedFiles.Record(hash: ContentHash(bytes), outcome: outcome), false) }
            return (outcome, DecodedFiles.Record(hash: ContentHash(bytes), payload: outcome.encoded()[...]), false)
        }
        // Reads (from the store) or decodes the files at `positions` (ascending), but those of
        // kept athletes.
        func read(_ positions: some Sequence<Int>) async {
            var toDecode: [Int] = [], reused: [(position: Int, record: DecodedFiles.Record)] = []
            if let (previous, hashes) = keeping, reusable {
                // The files, the store and the scan's hashes are all in path order: walked alongside.
                let records = previous.records
                var (record, hashed) = (0, 0)
                for position in positions {
                    let file = files[position]
                    while record < records.count, records[record].path < file.path { record += 1 }
                    while hashed < hashes.count, hashes[hashed].path < file.path { hashed += 1 }
                    let stored = record < records.count && hashed < hashes.count && records[record].path.isExactly(file.path)
                        && hashes[hashed].path.isExactly(file.path) && hashes[hashed].hash == records[record].record.hash
                        && (twins.isEmpty || !twins.contains(file.path))
                    if isKept(position) {
                        if stored { carried[position] = records[record].record }
                    } else if stored {
                        reused.append((position, records[record].record))
                    } else {
                        toDecode.append(position)
                    }
                }
            } else {
                toDecode = positions.filter { !isKept($0) }
            }
            await withTaskGroup(of: Part.self) { group in
                for position in toDecode {
                    let file = files[position]
                    group.addTask { .one(position, decode(file)) }
                }
                // Reused outcomes are read back in runs: each is far less work than a task.
                for start in stride(from: 0, to: reused.count, by: 256) {
                    let run = reused[start..<min(start + 256, reused.count)]
                    group.addTask {
                        // Unreadable only if this Spotter wrote what it cannot read: decoded again, and kept again.
                        .run(start, run.map { position, record in
                            let file = files[position]
                            let outcome = record.outcome ?? FileOutcome(path: file.path, decoding: record.payload)
                            return outcome.map { ($0, record, true) } ?? decode(file)
                        })
                    }
                }
                for await part in group {
                    switch part {
                    case .one(let position, let decoded): decodedFiles[position] = decoded
                    case .run(let start, let run):
                        for (offset, decoded) in run.enumerated() { decodedFiles[reused[start + offset].position] = decoded }
                    }
                }
            }
        }
        await read(files.indices)
        // The athletes a workout read now may be of (`athletesClaimed`): their kept files are
        // taken only while no such workout has the id of one taken (ids compared ignoring case,
        // as duplicates are); else, or when a workout read may be anyone's, their files are
        // read as any other's, so a duplicate is reported where a full load reports it.
        var claimed: Set<Int> = []
        if keptAt.contains(where: { $0 != nil }) {
            let claims = Self.athletesClaimed(decodedFiles.lazy.compactMap { $0?.outcome })
            var given: Set<Int> = []
            for (index, athlete) in kept.enumerated() where claims.all || claims.ids[athlete.athlete] != nil {
                claimed.insert(index)
                let ids = claims.ids[athlete.athlete] ?? []
                let clash = keptAt.contains { place in
                    place?.athlete == index && athlete.files[place!.file].workouts.contains { ids.contains($0.id.lowercased()) }
                }
                if claims.all || clash { given.insert(index) }
            }
            if !given.isEmpty {
                let positions = keptAt.indices.filter { keptAt[$0].map { given.contains($0.athlete) } ?? false }
                for position in positions { keptAt[position] = nil }
                await read(positions)
            }
        }
        var outcomes: [FileOutcome] = []
        outcomes.reserveCapacity(files.count)
        var store = inMemory ? DecodedFiles.inMemory : DecodedFiles()
        if hashing { store.records.reserveCapacity(files.count) }
        // Each outcome moved out of its slot, not copied (a copy is a dozen references
        // retained, and released again with the slots: 73,000 of them on a coach's site).
        for index in decodedFiles.indices {
            guard let (outcome, kept, reused) = decodedFiles[index].take() else {
                if !carried.isEmpty, let record = carried[index] { store.records.append((files[index].path, record)) }
                continue
            }
            if hashing {
                // In path order, as the store keeps them.
                if let kept, twins.isEmpty || !twins.contains(outcome.path) {
                    store.records.append((outcome.path, kept))
                }
                if !reused {
                    store.decoded.append(outcome.path)
                    if kept != nil { store.keptNow += 1 }
                }
            }
            outcomes.append(outcome)
        }
        store.settings = settings
        // The files taken, in path order; and the athletes whose every kept file was taken and
        // no workout read now may be of: their kept workouts are the library's.
        let takenFiles = keptAt.compactMap { $0.map { kept[$0] } }
        var takenCount = [Int](repeating: 0, count: kept.count)
        for case let place? in keptAt { takenCount[place.athlete] += 1 }
        let whole = kept.indices.filter { takenCount[$0] == kept[$0].files.count && !claimed.contains($0) }
        var assembler = LibraryAssembler(config: config, names: names)
        var library = assembler.assemble(outcomes, kept: takenFiles)
        diagnostics.append(contentsOf: outcomes.flatMap(\.diagnostics))
        diagnostics.append(contentsOf: assembler.diagnostics)
        await addCentre(to: &library, outcomes: outcomes, centreFiles: discovery.centreFiles, assets: discovery.assets,
                        siteDirectory: siteDirectory,
                  diagnostics: &diagnostics)
        if outcomes.contains(where: { !$0.media.isEmpty }) {
            diagnostics.append(contentsOf: Self.missingMedia(outcomes, assets: Set(discovery.assets)))
        }
        var result = LoadResult(library: library, diagnostics: diagnostics.cappedPerFile(SiteLoader.maxDiagnosticsPerFile),
                                assetPaths: discovery.assets)
        result.listReplies = outcomes.lazy.filter(\.isListReply).map(\.path).sorted()
        // The drafts of every file (73,000 on a coach's site), freed on another thread rather
        // than before the build goes on.
        var drafts: [FileOutcome] = []
        swap(&drafts, &outcomes)
        releaseElsewhere(consume drafts)
        var taken = KeptWorkouts.Taken()
        taken.whole = Set(whole.map { kept[$0].athlete })
        taken.files = takenFiles.map { ($0.path, $0.hash) }
        return (result, store, taken)
    }

    /// For each of `files` (in path order), where its kept workouts are when a kept athlete
    /// names it with the hash it has in `hashes` (the same order) and it is no twin; nil for
    /// any other, and for a file two athletes' kept workouts name (damaged ones).
    static func placesOfKept(_ kept: [KeptWorkouts], in files: [ContentFile], hashes: [(path: String, hash: ContentHash)],
                             twins: Set<String>) -> [KeptWorkouts.Place?] {
        var places = [KeptWorkouts.Place?](repeating: nil, count: files.count), named = [Bool](repeating: false, count: files.count)
        var (position, hashed) = (0, 0)
        for place in KeptWorkouts.placesInPathOrder(kept) {
            let path = kept[place].path
            while position < files.count, files[position].path < path { position += 1 }
            while hashed < hashes.count, hashes[hashed].path < path { hashed += 1 }
            guard position < files.count, files[position].path.isExactly(path) else { continue }
            // Named twice: neither's.
            if named[position] {
                places[position] = nil
                continue
            }
            named[position] = true
            if hashed < hashes.count, hashes[hashed].path.isExactly(path), hashes[hashed].hash == kept[place].hash,
               twins.isEmpty || !twins.contains(path) {
                places[position] = place
            }
        }
        return places
    }

    /// The athletes whose workouts `outcomes` may hold, each with the ids (lowercased, as
    /// duplicates are told) of the workouts that may be theirs: a workout's `athlete:`, and the
    /// folder under `content/workouts/` its file is in; `all` when one names neither (the
    /// site's only athlete's, then).
    static func athletesClaimed(_ outcomes: some Sequence<FileOutcome>) -> (ids: [String: Set<String>], all: Bool) {
        var ids: [String: Set<String>] = [:], all = false
        for outcome in outcomes {
            for draft in outcome.workouts {
                let folder = LibraryAssembler.workoutFolder(of: draft.sourcePath)
                let id = draft.id.lowercased()
                if let folder { ids[folder, default: []].insert(id) }
                if let written = draft.value.athlete?.text {
                    ids[written, default: []].insert(id)
                } else if folder == nil {
                    all = true
                }
            }
        }
        return (ids, all)
    }

    /// The paths of `files` that another path of them equals as Swift compares strings, both
    /// kept. Only a path with a byte beyond ASCII can be another's twin (an ASCII one only of
    /// such a path: the Kelvin sign is `K`), so a site without one pays nothing.
    static func twins(_ files: [ContentFile]) -> Set<String> {
        var beyondASCII = Set<String>(), twins = Set<String>()
        for file in files where !file.path.isASCII {
            if !beyondASCII.insert(file.path).inserted { twins.insert(file.path) }
        }
        guard !beyondASCII.isEmpty else { return [] }
        for file in files where beyondASCII.contains(file.path) && file.path.isASCII {
            twins.insert(file.path)
        }
        return twins
    }

    // MARK: - Steps

    /// A content file the loader reads.
    struct ContentFile: Sendable {
        /// Relative to the site folder (`content/workouts/2026/03/w12.yaml`).
        var path: String
        var kind: ContentKind
        var format: DocumentFormat
    }

    /// The settings, and the hash of the bytes of `site.yaml` they were read from (nil when
    /// there is no such file).
    func loadSettings(_ siteDirectory: String, diagnostics: inout DiagnosticList) -> (config: SiteConfig, hash: ContentHash?) {
        // A missing site.yaml is normal: every key has a default.
        guard let bytes = try? fileSystem.readFile(Self.join(siteDirectory, "site.yaml")) else { return (SiteConfig(), nil) }
        let context = DecodingContext(file: "site.yaml")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            context.report(.notUTF8, line: 1, column: 1)
            diagnostics.append(contentsOf: context.diagnostics)
            return (SiteConfig(), ContentHash(bytes))
        }
        let document = DocumentParser.parse(text, format: .yaml, context: context)
        let config = SiteConfigDecoder.decode(document?.root, context: context)
        diagnostics.append(contentsOf: context.diagnostics)
        return (config, ContentHash(bytes))
    }

    /// Where the site's groups of spellings are (`NamesDecoder`).
    public static let namesPath = "content/names.yaml"

    /// The files directly in `content/` that are the site's and no entity's: the groups of
    /// spellings the loader reads, and the import vocabulary `spotter import` reads
    /// (`Importer.vocabularyOverridePath`). Discovery passes them over without a warning; the
    /// build cache and the preview server take them as the whole site's, as any file under
    /// `content/` that is no athlete's.
    public static let siteFiles = [namesPath, "content/import-vocabulary.yaml"]

    /// The site's rule of names: the built-in one with the groups of `content/names.yaml` added
    /// (none when there is no such file), every problem of the file reported.
    func loadNames(_ siteDirectory: String, limits: ContentLimits, diagnostics: inout DiagnosticList) -> NameKey {
        guard let bytes = try? fileSystem.readFile(Self.join(siteDirectory, Self.namesPath)) else { return .builtIn }
        let context = DecodingContext(file: Self.namesPath)
        let reader = ContentFileSystem(listFiles: fileSystem.listFiles, readFile: { _ in bytes })
        var groups: [[String]] = []
        if case .success(let document) = Self.readDocument(Self.namesPath, format: .yaml, siteDirectory: siteDirectory,
                                                             fileSystem: reader, limits: limits, context: context) {
            groups = NamesDecoder.decode(document.root, context: context)
        }
        diagnostics.append(contentsOf: context.diagnostics)
        return NameKey.builtIn.adding(groups)
    }

    /// The files `discover` finds: the entities' files, the centre's (paths relative to
    /// `content/centre/`, sorted), which `CentreLoader` reads after the rest, and the assets
    /// (as `LoadResult.assetPaths` holds them).
    struct Discovery: Sendable {
        var files: [ContentFile] = []
        var centreFiles: [String] = []
        var assets: [String] = []
    }

    /// Finds the files under `content/`: listed there, or, given `scanned` (the build cache's
    /// scan of the site's files on the disk, site-relative and in path order), taken from it,
    /// which lists exactly the regular files the listing would, links left out.
    /// An empty or missing `content/` is listed, so that a missing one is said.
    func discover(_ siteDirectory: String, scanned: [String]? = nil, diagnostics: inout DiagnosticList) -> Discovery {
        let prefix = "content/"
        // Site-relative paths, sorted as Swift orders strings (their order under `content/`):
        // a scan is, and a list that is not is sorted here (one pass to tell).
        var paths = scanned?.filter { $0.utf8.starts(with: prefix.utf8) } ?? []
        if !zip(paths, paths.dropFirst()).allSatisfy({ $0 <= $1 }) { paths.sort() }
        if paths.isEmpty {
            do {
                paths = try fileSystem.listFiles(Self.join(siteDirectory, "content"))
                    .map { prefix + ContentFileSystem.normalize($0) }.sorted()
            } catch {
                diagnostics.append(Diagnostic(.warning, at: SourceLocation(file: "content"),
                                              message: ContentProblem.missingContentFolder.message))
                return Discovery()
            }
        }
        var discovery = Discovery()
        var reportedFolders: Set<String> = []
        // `content/` is not hidden, has no extension and no asset's: its files' paths with it
        // are hidden, documents and assets as they are without it.
        for path in paths where !Self.isHidden(path) {
            // Read as bytes: splitting 10,000 paths into parts was most of this loop.
            guard let format = DocumentFormat(path: path) else {
                if Self.hasAssetExtension(path) { discovery.assets.append(path) }
                continue
            }
            let relative = path[path.utf8.index(path.startIndex, offsetBy: prefix.utf8.count)...]
            let slash = relative.utf8.firstIndex(of: UInt8(ascii: "/"))
            let top = slash.map { relative[..<$0] } ?? relative
            if let slash, top == CentreLoader.folderName {
                discovery.centreFiles.append(String(relative[relative.index(after: slash)...]))
                continue
            }
            if slash == nil, Self.siteFiles.contains(path) { continue }
            guard slash != nil, let kind = ContentKind(rawValue: String(top)) else {
                // Reported once per folder, at its first file, so that a stray folder is one warning.
                let folder = "content/\(top)"
                let problem: ContentProblem = slash != nil ? .unknownContentFolder(folder) : .fileOutsideContentFolders
                if slash == nil || reportedFolders.insert(folder).inserted {
                    diagnostics.append(Diagnostic(problem.severity, at: SourceLocation(file: path),
                                                  message: problem.message, hint: problem.hint))
                }
                continue
            }
            discovery.files.append(ContentFile(path: path, kind: kind, format: format))
        }
        return discovery
    }

    /// A file name without its extension: the id of the entity a file holds.
    static func stem(_ name: String) -> String {
        name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    }

    /// Reads, parses and decodes one file; runs in its own task.
    static func loadFile(_ file: ContentFile, siteDirectory: String, fileSystem: ContentFileSystem, config: SiteConfig,
                         timeZone: TimeZone) -> FileOutcome {
        let context = DecodingContext(file: file.path)
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        let fileID = stem(name)
        var outcome = FileOutcome(path: file.path)
        let document: ParsedDocument
        switch readDocument(file.path, format: file.format, siteDirectory: siteDirectory, fileSystem: fileSystem,
                            limits: config.limits, context: context) {
        case .success(let parsed):
            document = parsed
        case .failure(let failure):
            // A file too large or not parsable is known by its file name, so references to
            // it are not reported a second time.
            if failure == .tooLarge || failure == .unparsable { outcome.unparsed = (file.kind, fileID) }
            outcome.diagnostics = context.diagnostics
            return outcome
        }
        let decoder = EntityDecoder(config: config, timeZone: timeZone, path: file.path, fileID: fileID, context: context)
        return decoder.decode(file.kind, document: document)
    }

    /// Why `readDocument` read no document; the context has the diagnostic.
    enum ReadFailure: Error {
        case unreadable, tooLarge, notText, unparsable
    }

    /// Reads and parses one content file under the content limits, reporting to `context`.
    static func readDocument(_ path: String, format: DocumentFormat, siteDirectory: String, fileSystem: ContentFileSystem,
                             limits: ContentLimits, context: DecodingContext) -> Result<ParsedDocument, ReadFailure> {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(join(siteDirectory, path))
        } catch {
            let reason = (error as? ContentFileSystem.Failure)?.reason ?? "\(error)"
            context.report(.unreadableFile(reason: reason), line: 1, column: 1)
            return .failure(.unreadable)
        }
        if bytes.count > limits.fileSize {
            context.report(.limitExceeded(.fileSize, limit: limits.fileSize, found: bytes.count), line: 1, column: 1)
            return .failure(.tooLarge)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            context.report(.notUTF8, line: 1, column: 1)
            return .failure(.notText)
        }
        guard let document = DocumentParser.parse(text, format: format, context: context, limits: limits) else {
            return .failure(.unparsable)
        }
        return .success(document)
    }

    static func join(_ directory: String, _ relative: String) -> String {
        if directory.isEmpty || directory == "." { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
