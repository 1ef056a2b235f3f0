import Rendering
import TextAndDates

/// What each page read of the athletes' data when it was last rendered, and the digest
/// each of those reads had (`PageRead`, `PageReadDigests`): one model of what a page depends
/// on, recorded while it renders, for both the preview server (`SiteSession`, in memory) and
/// `spotter build` (`PartialRebuild`, on disk). A page is current when every read it made
/// has the digest it has now; any other page is rendered again. What every page reads (the
/// settings, the theme, the as-of day, the exercises, sessions, free pages, profiles and the
/// centre) is not in the memo: a change to it renders every page.
public struct PageMemo: Sendable {
    /// Each read some page made, and each read's parent, with its digest then.
    var digests: [PageRead: ContentHash] = [:]
    /// Page path → its reads.
    var pages: [String: [PageRead]] = [:]

    public init() {}

    /// The digest `read` had when it was recorded.
    public func recorded(_ read: PageRead) -> ContentHash? { digests[read] }

    /// Whether the page at `path` was recorded and every read it made has the digest it had.
    func isCurrent(_ path: String, _ now: PageReadDigests) -> Bool {
        guard let reads = pages[path] else { return false }
        return reads.allSatisfy { now.digest($0) == digests[$0] }
    }

    /// The memo after a build: the reads of each page rendered (`rendered`, which have them),
    /// the recorded reads of each page kept (`kept`), and their digests now.
    static func after(_ previous: PageMemo?, rendered: [OutputFile], kept: some Sequence<String>,
                      digests now: PageReadDigests) -> PageMemo {
        var memo = PageMemo()
        for path in kept { if let reads = previous?.pages[path] { memo.pages[path] = reads } }
        for file in rendered { if let reads = file.reads { memo.pages[file.path] = reads } }
        for reads in memo.pages.values {
            for read in reads where memo.digests[read] == nil {
                memo.digests[read] = now.digest(read)
                if let parent = read.parent, memo.digests[parent] == nil { memo.digests[parent] = now.digest(parent) }
            }
        }
        return memo
    }
}
