import Foundation
import Loading
import Statistics
import TextAndDates

/// Each athlete's statistics, kept in the build cache's folder `athlete-statistics`: a
/// file per athlete, named by the hash of its id, holding the statistics in binary
/// (`AthleteStatistics.encode(into:)`) under the digest of everything they were computed
/// from (`statisticsDigests`). A build whose digest for an athlete is the one the file holds
/// reads that athlete's statistics back instead of computing them: after one edited workout
/// on a coach's site, those of the 99 other athletes. A file that is missing, damaged, or
/// under another digest only costs the computation.
extension BuildCache {
    static let athleteStatisticsName = "athlete-statistics"
    static let statisticsFormatLine = Array("spotter-athlete-statistics 1\n".utf8)

    /// Athlete id → the digest of what their statistics depend on:
    /// - the key (Spotter, binary and all; the options; the time zone; the as-of day: the
    ///   build's `Key.line`, or what the preview server's session holds constant besides);
    /// - the path and hash of every input that is not one athlete's (`owners`: `site.yaml`,
    ///   profiles, files with several athletes' data), the documents of free pages, sessions
    ///   and exercises (`SiteLoader.isReadByPagesAlone`) left out;
    /// - what the sessions' and exercises' documents hold for the whole site (`facts`, the
    ///   digest of `PartialRebuild.DocumentFacts`: which sessions are private, whose ids the
    ///   published workouts and plans hide; every exercise but its description);
    /// - the path and hash of every input of that athlete's.
    ///
    /// Statistics read nothing else (`StatisticsEngine`: an athlete's workouts,
    /// measurements, tests and plans, their profile, the settings and the exercises).
    /// `inputs` in path order, as every scan is: the files the library was loaded from (and
    /// `site.yaml`); neither the theme nor media.
    /// `athletes`: those with a profile (an athlete with data has a digest too).
    static func statisticsDigests(key: String, inputs: some Sequence<(path: String, hash: ContentHash)>,
                                  owners: [String: String], facts: ContentHash, athletes: [String]) -> [String: ContentHash] {
        var siteWide = ByteWriter(), own: [String: ByteWriter] = [:]
        siteWide.bytes += statisticsFormatLine
        siteWide.string(key)
        siteWide.hash(facts)
        for athlete in athletes { own[athlete] = ByteWriter() }
        func add(_ input: (path: String, hash: ContentHash), to writer: inout ByteWriter) {
            writer.string(input.path)
            writer.hash(input.hash)
        }
        // An athlete's files mostly follow one another in path order: each run of them is
        // written apart and put in the athlete's writer once, not looked up file by file.
        var run: (owner: String, writer: ByteWriter)?
        func endRun() {
            guard let (owner, writer) = run else { return }
            own[owner, default: ByteWriter()].bytes += writer.bytes
            run = nil
        }
        for input in inputs where !SiteLoader.isReadByPagesAlone(input.path) {
            guard let owner = owners[input.path] else {
                add(input, to: &siteWide)
                continue
            }
            if run?.owner != owner {
                endRun()
                run = (owner, ByteWriter())
            }
            add(input, to: &run!.writer)
        }
        endRun()
        let shared = ContentHash(siteWide.bytes)
        var digests: [String: ContentHash] = [:]
        for (athlete, writer) in own {
            var whole = ByteWriter()
            whole.hash(shared)
            whole.string(athlete)
            whole.bytes += writer.bytes
            digests[athlete] = ContentHash(whole.bytes)
        }
        return digests
    }

    /// The file that holds an athlete's statistics: named by the hash of the id, which may
    /// hold any character a file name cannot.
    func statisticsFile(of athlete: String) -> String {
        directory.appendingPathComponent(Self.athleteStatisticsName).path + "/" + Self.athleteFileName(of: athlete)
    }

    /// The name of that file in the folder.
    static func athleteFileName(of athlete: String) -> String { ContentHash(Array(athlete.utf8)).hex }

    /// The statistics the cache holds for `athlete` under `digest`; nil when it holds none,
    /// holds them under another digest, or another athlete's, or the file is damaged (its hash
    /// is not the one it ends with: a changed number would still be read as a number). The
    /// caller checks the cache's tag once: a folder without it is not read.
    func storedStatistics(of athlete: String, digest: ContentHash) -> AthleteStatistics? {
        guard let bytes = Self.readOwnFile(statisticsFile(of: athlete)),
              let stored = Self.storedStatistics(bytes, named: Self.athleteFileName(of: athlete), digest: digest),
              stored.statistics.id == athlete else { return nil }
        return stored.statistics
    }

    /// What a file of the folder named `name` holds, with its digest, when it is such a file
    /// (`statisticsBytes`: not damaged, and named by its athlete's id, `athleteFileName`), under
    /// `digest` when one is given (compared before the statistics are decoded).
    static func storedStatistics(_ bytes: [UInt8], named name: String, digest wanted: ContentHash? = nil)
        -> (digest: ContentHash, statistics: AthleteStatistics)? {
        guard var reader = SealedFile.body(bytes, formatLine: statisticsFormatLine), let digest = reader.hash(),
              wanted.map({ $0 == digest }) ?? true,
              let statistics = AthleteStatistics(decoding: &reader), reader.isAtEnd, athleteFileName(of: statistics.id) == name
        else { return nil }
        return (digest, statistics)
    }

    /// Every athlete's statistics the cache holds, each with the digest its file holds: read
    /// on every core before this build's digests are known (while the content loads, on one
    /// core for the most part), for `StoredStatistics` to take those under this build's. Only
    /// a file named by its athlete's id (`athleteFileName`), not damaged, is read; none when
    /// the cache has no tag or the folder is not its own.
    func readStoredStatistics() -> [String: (digest: ContentHash, statistics: AthleteStatistics)] {
        guard hasTag, ownsFolder(Self.athleteStatisticsName) else { return [:] }
        let folder = directory.appendingPathComponent(Self.athleteStatisticsName).path
        var names: [String] = []
        _ = ContentFileSystem.forEachEntry(of: folder) { name, _, _ in names.append(String(cString: name)) }
        let read = concurrentMap(names.count) { [names] index -> (String, (digest: ContentHash, statistics: AthleteStatistics))? in
            Self.readOwnFile(folder + "/" + names[index])
                .flatMap { Self.storedStatistics($0, named: names[index]) }.map { ($0.statistics.id, $0) }
        }
        return Dictionary(read.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    /// An athlete's file: the format line, the digest, the statistics (their id first), and
    /// the hash of all that.
    static func statisticsBytes(_ statistics: AthleteStatistics, digest: ContentHash) -> [UInt8] {
        athleteFileBytes(formatLine: statisticsFormatLine, digest: digest) { statistics.encode(into: &$0) }
    }

    /// A file of one of the cache's folders of athletes' files (`athlete-statistics`,
    /// `athlete-workouts`): `formatLine`, `digest`, what `body` writes, and the hash of all that.
    static func athleteFileBytes(formatLine: [UInt8], digest: ContentHash, _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        SealedFile.bytes(formatLine: formatLine) { writer in
            writer.hash(digest)
            body(&writer)
        }
    }

    /// What such a file holds between its digest and its hash, to read; nil when it is not
    /// a sealed file of `formatLine` (`SealedFile`) or holds another digest.
    static func athleteFileBody(_ bytes: [UInt8], formatLine: [UInt8], digest: ContentHash) -> ByteReader? {
        guard var reader = SealedFile.body(bytes, formatLine: formatLine), reader.hash() == digest else { return nil }
        return reader
    }

    /// Writes the files of `computed` (athlete id → bytes) into the cache's folder `name`,
    /// each aside and renamed into place (`writeAside`), named by the hash of the id
    /// (`athleteFileName`), and removes the files of athletes not in `athletes` (gone, or now private).
    func writeAthleteFiles(_ computed: [String: [UInt8]], keeping athletes: Set<String>, in name: String) -> String? {
        let folder = directory.appendingPathComponent(name).path
        if mkdir(folder, 0o755) != 0, errno != EEXIST {
            return "could not write \(folder): \(String(cString: strerror(errno)))"
        }
        // A link (to a folder of the user's, say) is neither written into nor emptied.
        guard ownsFolder(name) else {
            return "\(folder) is not a folder (a symbolic link?): nothing was written into it or removed from it; "
                + "remove it, and the next build makes the folder again"
        }
        let problems = concurrentMap(computed.count) { [computed = Array(computed)] index -> String? in
            let (athlete, bytes) = computed[index]
            return Self.writeAside(bytes, to: folder + "/" + Self.athleteFileName(of: athlete))
        }
        let names = Set(athletes.map(Self.athleteFileName))
        var stale: [String] = []
        let listed = ContentFileSystem.forEachEntry(of: folder) { name, _, _ in
            let name = String(cString: name)
            if !names.contains(name) { stale.append(name) }
        }
        // A file left behind is never read as another athlete's (each is named by its id's
        // hash and holds the id), but it is said, not left in silence.
        var removal: String? = listed ? nil : "could not list \(folder): \(String(cString: strerror(errno)))"
        for name in stale.sorted() where unlink(folder + "/" + name) != 0 && errno != ENOENT {
            removal = removal ?? "could not remove \(folder)/\(name): \(String(cString: strerror(errno)))"
        }
        return problems.lazy.compactMap { $0 }.first ?? removal
    }
}
