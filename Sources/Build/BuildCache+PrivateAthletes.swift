import Foundation
import TextAndDates
import TrainingModel

/// Private athletes in the build cache (docs/performance.md#private-athletes-in-the-cache):
/// the cache holds none of their bytes, whatever the build's options, because CI uploads it
/// (docs/ci.md). Their files are named in the manifest only by a hash of their paths
/// (`private/HASH`), with their size, times and hash as any input's; they own no line of
/// the rebuild record, their profiles are facts by a hash of their ids, and neither
/// `decoded-files` nor `athlete-workouts` keeps what decoding their files gave. An edit of
/// one of their files is therefore a full build, and their files are read again by every
/// build (their recorded hashes are not found by path).
extension BuildCache {
    static let hiddenPrefix = "private/"

    /// How the manifest names a private athlete's input: by a hash of its path.
    static func hiddenPath(_ path: String) -> String { hiddenPrefix + ContentHash(Array(path.utf8)).hex }

    /// `inputs` with the paths `isHidden` says are a private athlete's named by `hiddenPath`,
    /// sorted by path again (as every scan is).
    static func hiding(_ inputs: [Input], where isHidden: (String) -> Bool) -> [Input] {
        var hidden = false
        let named = inputs.map { input -> Input in
            guard isHidden(input.path) else { return input }
            hidden = true
            var renamed = input
            renamed.path = hiddenPath(input.path)
            return renamed
        }
        return hidden ? named.sorted { $0.path < $1.path } : inputs
    }

    /// `inputs` (as scanned) named as `manifest` named them: each path whose hash the manifest
    /// holds hidden is hidden, so the two compare path by path. Unchanged when it hides none.
    static func named(_ inputs: [Input], as manifest: Manifest) -> [Input] {
        let hidden = Set(manifest.inputs.lazy.map(\.path).filter { $0.hasPrefix(hiddenPrefix) })
        guard !hidden.isEmpty else { return inputs }
        return hiding(inputs) { hidden.contains(hiddenPath($0)) }
    }

    /// The inputs that are private athletes' data in `library` (as loaded, private athletes
    /// and all) among `inputs`: their profiles, workouts, measurements, tests, plans and own
    /// session templates, and every file in their folders under `content/workouts/` and
    /// `content/measurements/` (their media).
    /// Private session templates' files (docs/content-format.md#private-sessions) are hidden the same way.
    static func privateInputs(_ library: TrainingLibrary, among inputs: [Input]) -> Set<String> {
        let hidden = library.privateAthleteIDs
        let privateSessions = Set(library.sessions.lazy.filter(\.isPrivate).map(\.sourcePath))
        guard !hidden.isEmpty else { return privateSessions }
        var paths = Set(library.athletes.filter(\.isPrivate).map(\.sourcePath)).union(privateSessions)
        paths.formUnion(library.workouts.lazy.filter { hidden.contains($0.athlete) }.map(\.sourcePath))
        paths.formUnion(library.measurements.lazy.filter { hidden.contains($0.athlete) }.map(\.sourcePath))
        paths.formUnion(library.tests.lazy.filter { hidden.contains($0.athlete) }.map(\.sourcePath))
        paths.formUnion(library.plans.lazy.filter { hidden.contains($0.athlete) }.map(\.sourcePath))
        paths.formUnion(library.sessions.lazy.filter { $0.athlete.map(hidden.contains) ?? false }.map(\.sourcePath))
        let folders = hidden.flatMap { ["content/workouts/\($0)/", "content/measurements/\($0)/"] }
        paths.formUnion(inputs.lazy.map(\.path).filter { path in folders.contains { path.hasPrefix($0) } })
        return paths
    }

    /// The output folders of what `library` (as loaded) keeps private: a private athlete's
    /// pages, and the pages of a session left out (private, or a private athlete's). A build
    /// without `--include-private` whose swapped-out folder holds one of them removes that
    /// folder rather than keep it as the spare.
    static func privateOutputFolders(_ library: TrainingLibrary) -> [String] {
        let hidden = library.privateAthleteIDs
        let sessions = library.sessions.filter { $0.isPrivate || ($0.athlete.map(hidden.contains) ?? false) }
        // Their pages' folders as the rule of paths names them and as a build before it did.
        return hidden.sorted().flatMap { id in
            Array(Set(["athletes/\(id)", "athletes/\(Slug.path(id))"])).sorted() + ["workouts/\(id)", "measurements/\(id)"]
        } + sessions.flatMap { Array(Set(["sessions/\($0.id)", "sessions/\(Slug.path($0.id))"])).sorted() }
    }

    /// A folder's path as the key names it: by a hash, so the cache holds no absolute path
    /// (a user's name in `/home/NAME`), and another folder is still another key.
    static func keyName(of folder: URL) -> String { ContentHash(Array(folder.standardizedFileURL.path.utf8)).hex }
}
