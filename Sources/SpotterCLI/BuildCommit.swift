/// The commit a release binary was built from. `scripts/package.sh` replaces this file
/// in the clean copy it builds (never in the working tree); `nil` in every other build.
enum BuildCommit {
    static let hash: String? = nil
}
