import Foundation
import Loading

/// The build cache's `decoded-files` (`DecodedFiles`, docs/build-cache.md#decoded-files-kept):
/// the outcome of every workout file the last build decoded, reused by the next build for
/// each file whose bytes hash the same, so that an edit of one workout decodes one file.
extension BuildCache {
    static let decodedFilesName = "decoded-files"

    /// What the kept outcomes were decoded by, besides their files and `site.yaml` (whose
    /// hash the store holds, and the loader compares): this Spotter, binary and all, and the
    /// libcmark-gfm it loads.
    func decodedFingerprint() -> String { "spotter=\(executableIdentity()) libraries=\(Self.librariesIdentity)" }

    /// The last build's decoded files; none when there are none, or they were written by
    /// another Spotter, or the file is damaged (then every file is decoded, as in a full load).
    func readDecodedFiles() -> DecodedFiles {
        let path = directory.appendingPathComponent(Self.decodedFilesName).path
        guard hasTag, let bytes = Self.readOwnFile(path) else { return DecodedFiles() }
        return DecodedFiles(bytes: bytes, fingerprint: decodedFingerprint()) ?? DecodedFiles()
    }

    /// Removes `decoded-files` (the next build that reads it decodes every file).
    func removeDecodedFiles() {
        unlink(directory.appendingPathComponent(Self.decodedFilesName).path)
    }
}
