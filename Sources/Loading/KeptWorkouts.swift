import TextAndDates
import TrainingModel

/// One athlete's workouts as a build assembled them, file by file, kept from one build to
/// the next (the build cache's `athlete-workouts`, docs/build-cache.md#workouts-kept-per-athlete).
/// A load given these (`SiteLoader.load(siteDirectory:reusing:hashes:scanned:kept:)`) takes
/// an athlete's workouts from them, without reading, decoding or resolving any of their
/// files, when every file they came from has the same bytes and no other file of the site
/// may hold a workout of that athlete; what else they depend on (the settings, exercises,
/// sessions and athletes, the decoder) is the caller's to vouch for.
///
/// Only files that held that athlete's workouts and nothing else are kept (`DecodedFiles`'
/// rule: no diagnostic, no other entity, no media), so a load that takes them loses nothing
/// a full load would report.
public struct KeptWorkouts: Sendable, Equatable, ByteCodable {
    @ByteCoded
    public struct File: Sendable, Equatable {
        /// Site-relative (`content/workouts/ana/2026/w1.yaml`).
        public var path: String
        /// The hash of the bytes the workouts were decoded from.
        public var hash: ContentHash
        /// As the library holds them: resolved, in the library's order.
        public var workouts: [Workout]

        public init(path: String, hash: ContentHash, workouts: [Workout]) {
            (self.path, self.hash, self.workouts) = (path, hash, workouts)
        }
    }

    /// Where a kept file is: its athlete's index in a list of kept workouts, and its index
    /// among that athlete's files.
    public struct Place: Sendable, Equatable {
        public var athlete: Int
        public var file: Int

        public init(athlete: Int, file: Int) {
            (self.athlete, self.file) = (athlete, file)
        }
    }

    /// Every file of `kept`, in path order (as Swift orders strings), by place: athlete after
    /// athlete when no two athletes' files interleave (each athlete's are in order, and
    /// athletes usually keep to a folder of their own), else sorted. No path is copied out.
    public static func placesInPathOrder(_ kept: [KeptWorkouts]) -> [Place] {
        var places: [Place] = []
        places.reserveCapacity(kept.reduce(0) { $0 + $1.files.count })
        for athlete in kept.indices {
            for file in kept[athlete].files.indices { places.append(Place(athlete: athlete, file: file)) }
        }
        let holding = kept.indices.filter { !kept[$0].files.isEmpty }
        let interleaved = zip(holding, holding.dropFirst()).contains { before, after in
            !(kept[before].files[kept[before].files.count - 1].path < kept[after].files[0].path)
        }
        if interleaved { places.sort { kept[$0].path < kept[$1].path } }
        return places
    }

    /// What a load took of the kept workouts.
    public struct Taken: Sendable {
        /// The athletes whose kept workouts are the library's as they are: every file of
        /// theirs taken, and no workout read now may be theirs.
        public var whole: Set<String> = []
        /// The files taken, with the hashes they were kept with, in path order.
        public var files: [(path: String, hash: ContentHash)] = []

        public init() {}
    }

    public var athlete: String
    /// In path order, as Swift orders strings; no two paths equal.
    public var files: [File]

    public init(athlete: String, files: [File]) {
        (self.athlete, self.files) = (athlete, files)
    }

    /// The athlete, then each file's path, hash and workouts (`@ByteCoded`), with one table
    /// of strings for them all (an exercise's id is written once for the athlete, not once
    /// per file), behind their length.
    public func encode(into writer: inout ByteWriter) {
        var shared = ByteWriter(sharingStrings: true)
        athlete.encode(into: &shared)
        files.encode(into: &shared)
        writer.integer(shared.bytes.count)
        writer.bytes += shared.bytes
    }

    /// Reads what `encode` wrote; nil when the bytes are damaged or out of path order.
    public init?(decoding reader: inout ByteReader) {
        guard let length = reader.count(), let payload = reader.slice(length) else { return nil }
        var shared = ByteReader(payload, sharingStrings: true)
        guard let athlete: String = shared.read(), let files: [File] = shared.read(), shared.isAtEnd,
              zip(files, files.dropFirst()).allSatisfy({ $0.path < $1.path })
        else { return nil }
        self.init(athlete: athlete, files: files)
    }
}

extension [KeptWorkouts] {
    /// The kept file at `place`, lent in place: `kept[place].path` copies the path alone, not
    /// the file (a getter's copy retained its path, hash and workouts, once for each of the
    /// site's workout files in every walk of them).
    public subscript(place: KeptWorkouts.Place) -> KeptWorkouts.File {
        _read { yield self[place.athlete].files[place.file] }
    }
}
