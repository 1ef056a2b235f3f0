import TextAndDates

/// What decoding content files produced, kept from one build to the next (the build
/// cache's `decoded-files`, docs/build-cache.md#decoded-files-kept): for each file, the
/// hash of the bytes it was decoded from and the outcome in a compact binary form, read
/// back only when the file is reused. A load given these (`SiteLoader.load(siteDirectory:
/// reusing:hashes:)`) takes the outcome of every file whose bytes hash the same instead of
/// reading, parsing and decoding it again, and gives the same library as a full load.
///
/// Only files that decoded to workouts alone, with no diagnostic, are kept: they are nearly
/// all of a large site's files, and everything else (with a warning to say again, media to
/// check, other entities) is decoded every time. What a file decodes to depends on its bytes,
/// its path, the settings and the decoder. The store holds the hash of the `site.yaml` its
/// outcomes were decoded with (`settings`), which the loader compares with the one it reads;
/// the caller names the decoder in `fingerprint` (the build cache: the Spotter binary), and
/// files written with another fingerprint are not read at all.
///
/// The preview server keeps one in memory (`inMemory`): it holds the outcome of every file
/// read, whatever it decoded to, as a value, and is never written.
public struct DecodedFiles: Sendable {
    struct Record: Sendable {
        var hash: ContentHash
        /// The outcome as `FileOutcome.encoded` wrote it; empty in memory.
        var payload: ArraySlice<UInt8> = []
        /// The outcome itself, in memory.
        var outcome: FileOutcome?
    }

    /// By site-relative path (`content/workouts/2026/w1.yaml`), in path order (as Swift
    /// orders strings), no two paths equal: the loader walks them beside the files it lists,
    /// which are in that order too, rather than looking each up in a dictionary of 73,000.
    var records: [(path: String, record: Record)] = []
    /// The hash of the `site.yaml` the outcomes were decoded with; nil for a site without one.
    public internal(set) var settings: ContentHash?
    /// Every outcome is held as a value, not only those `isKept`, and none is encoded.
    public private(set) var inMemory = false
    /// The files the load that made these decoded rather than reused, in path order; and how
    /// many of them are held.
    public internal(set) var decoded: [String] = []
    public internal(set) var keptNow = 0

    public init() {}

    /// An empty store that keeps the outcome of every file read, in memory.
    public static var inMemory: DecodedFiles {
        var store = DecodedFiles()
        store.inMemory = true
        return store
    }

    /// Files held.
    public var count: Int { records.count }

    /// The store without the files at `paths`.
    public func removing(_ paths: Set<String>) -> DecodedFiles {
        guard !paths.isEmpty else { return self }
        var store = self
        store.records.removeAll { paths.contains($0.path) }
        return store
    }

    /// Each file held, with the hash of the bytes its outcome was decoded from, in path order.
    public var files: [(path: String, hash: ContentHash)] { records.map { ($0.path, $0.record.hash) } }

    /// The hashes a load reusing this store compares its records with, for a caller that knows
    /// which paths may have changed (a file watcher's, site-relative: files, or folders with
    /// everything under them; nil when any may have): each file held that none of `changed`
    /// covers with the hash it was decoded from, and each one covered with the hash of its bytes
    /// now, read by `read` (left out when it cannot be read). Files not held need no hash: they
    /// are decoded. In path order, as the records are.
    public func hashes(changed: Set<String>?, read: (String) -> [UInt8]?) -> [(path: String, hash: ContentHash)] {
        records.compactMap { path, record in
            let covered = changed.map { changed in
                changed.contains(path) || changed.contains { path.hasPrefix($0 + "/") }
            } ?? true
            guard covered else { return (path, record.hash) }
            return read(path).map { (path, ContentHash($0)) }
        }
    }

    /// The whole store as a sealed file (`SealedFile`): the fingerprint, then each file's
    /// path, hash and outcome in the records' (path) order.
    public func encoded(fingerprint: String) -> [UInt8] {
        SealedFile.bytes(formatLine: Self.formatLine,
                         reserving: records.reduce(64 + fingerprint.utf8.count) { $0 + $1.record.payload.count + 64 }) { writer in
            writer.string(fingerprint)
            settings.encode(into: &writer)
            writer.integer(records.count)
            for (path, record) in records {
                writer.string(path)
                writer.hash(record.hash)
                writer.integer(record.payload.count)
                writer.bytes.append(contentsOf: record.payload)
            }
        }
    }

    /// Reads what `encoded` wrote; nil when the bytes are not such a store, are damaged, are
    /// out of path order, or were written with another fingerprint. Outcomes are read later,
    /// when reused.
    public init?(bytes: [UInt8], fingerprint: String) {
        guard var reader = SealedFile.body(bytes, formatLine: Self.formatLine), reader.string() == fingerprint,
              let settings = ContentHash?(decoding: &reader), let count = reader.count() else { return nil }
        self.settings = settings
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let hash = reader.hash(), let length = reader.count(),
                  let payload = reader.slice(length), records.last.map({ $0.path < path }) != false else { return nil }
            records.append((path, Record(hash: hash, payload: payload)))
        }
        guard reader.isAtEnd else { return nil }
    }

    static let formatLine = Array("spotter-decoded-files 2\n".utf8)
}
