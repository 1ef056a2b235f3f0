import Foundation
import Rendering
import TextAndDates

/// What each page read of the athletes' data, the free pages, the sessions and the
/// exercises' descriptions when it was last rendered, and the digest each of those reads had
/// (`PageRead`, `PageReadDigests`): one model of what a page depends on, recorded while it
/// renders, for both the preview server (`SiteSession`, in memory) and `spotter build`
/// (`PartialRebuild`, on disk). A page is current when every read it made has the digest it
/// has now; any other page is rendered again. What every page reads (the settings, the theme,
/// the as-of day, the exercises but their descriptions, which sessions are private, profiles
/// and the centre) is not in the memo: a change to it renders every page.
public struct PageMemo: Sendable, Equatable {
    /// Each read some page made, and each read's parent, in the order first recorded.
    private(set) var reads: [PageRead] = []
    /// `digests[i]`: the digest `reads[i]` had.
    private(set) var digests: [ContentHash] = []
    /// Read → its place in `reads`.
    private var places: [PageRead: Int32] = [:]
    /// Page path → the places of its reads.
    private(set) var pages: [String: [Int32]] = [:]

    public init() {}

    /// The digest `read` had when it was recorded.
    public func recorded(_ read: PageRead) -> ContentHash? { places[read].map { digests[Int($0)] } }

    /// Every recorded read's digest now, and whether it differs from the recorded one: worked
    /// out once per build, read by every page's check.
    struct Changes: Sendable {
        fileprivate let now: [ContentHash]
        fileprivate let changed: [Bool]
    }

    func changes(_ now: PageReadDigests) -> Changes {
        // A read worked out from a parent whose digest is the recorded one has its recorded
        // digest (`PageReadDigests`): each parent is looked at once, not each read's digest made.
        var parentUnchanged: [PageRead: Bool] = [:]
        let digestsNow = reads.indices.map { index -> ContentHash in
            let read = reads[index]
            if let parent = read.parent {
                let unchanged = parentUnchanged[parent] ?? {
                    let unchanged = recorded(parent) == now.digest(parent)
                    parentUnchanged[parent] = unchanged
                    return unchanged
                }()
                if unchanged { return digests[index] }
            }
            return now.fresh(read)
        }
        return Changes(now: digestsNow, changed: zip(digestsNow, digests).map { $0 != $1 })
    }

    /// Whether the page at `path` was recorded and every read it made has the digest it had.
    func isCurrent(_ path: String, _ changes: Changes) -> Bool {
        guard let places = pages[path] else { return false }
        return places.allSatisfy { !changes.changed[Int($0)] }
    }

    /// The memo after a build: the reads of each page rendered (`rendered`, which have them),
    /// the recorded reads of each page kept (`kept`), and their digests now (`changes`, the
    /// check's, for the recorded ones). Reads no page made any more are left out.
    static func after(_ previous: PageMemo?, changes: Changes?, rendered: [String: [PageRead]],
                      kept: some Collection<String>, digests now: PageReadDigests) -> PageMemo {
        if let previous, let changes, let memo = previous.carried(changes, rendered: rendered, kept: kept, digests: now) {
            return memo
        }
        var memo = PageMemo()
        if let previous, let changes {
            // Room for as many reads and pages as the last build's, rather than grown as met.
            memo.reads.reserveCapacity(previous.reads.count)
            memo.digests.reserveCapacity(previous.reads.count)
            memo.places.reserveCapacity(previous.reads.count)
            memo.pages.reserveCapacity(previous.pages.count)
            // A kept page's reads, renumbered as first met.
            var renumbered = [Int32](repeating: -1, count: previous.reads.count)
            for path in kept {
                guard let places = previous.pages[path] else { continue }
                memo.pages[path] = places.map { old in
                    let index = Int(old)
                    if renumbered[index] < 0 { renumbered[index] = memo.add(previous.reads[index], changes.now[index]) }
                    return renumbered[index]
                }
            }
        }
        memo.addRendered(rendered, parentsFrom: 0, now)
        return memo
    }

    /// This memo with every read's digest now and the rendered pages' reads, when every page it
    /// holds is kept or rendered and every read is still some page's or a parent of one: after
    /// an edit, the usual case, in which renumbering would give the same reads, only in another
    /// order. Nil otherwise (a page gone, a read no page makes any more): `after` renumbers then.
    private func carried(_ changes: Changes, rendered: [String: [PageRead]], kept: some Collection<String>,
                         digests now: PageReadDigests) -> PageMemo? {
        var held = 0
        for path in kept where pages[path] != nil && rendered[path] == nil { held += 1 }
        for path in rendered.keys where pages[path] != nil { held += 1 }
        guard held == pages.count else { return nil }
        var memo = self
        memo.digests = changes.now
        memo.addRendered(rendered, parentsFrom: reads.count, now)
        var used = [Bool](repeating: false, count: memo.reads.count)
        for places in memo.pages.values {
            for place in places { used[Int(place)] = true }
        }
        // Parents have no parents of their own.
        for index in memo.reads.indices where used[index] {
            if let parent = memo.reads[index].parent, let place = memo.places[parent] { used[Int(place)] = true }
        }
        return used.contains(false) ? nil : memo
    }

    /// The place of `read`, added with `digest` when it is new.
    private mutating func add(_ read: PageRead, _ digest: @autoclosure () -> ContentHash) -> Int32 {
        if let place = places[read] { return place }
        let place = Int32(reads.count)
        places[read] = place
        reads.append(read)
        digests.append(digest())
        return place
    }

    private mutating func add(_ read: PageRead, _ now: PageReadDigests) -> Int32 { add(read, now.digest(read)) }

    /// Adds the reads of each page rendered, then the parent of each read from `start` on,
    /// which the next build's digests of it are checked against: each with its digest now.
    private mutating func addRendered(_ rendered: [String: [PageRead]], parentsFrom start: Int, _ now: PageReadDigests) {
        for (path, made) in rendered { pages[path] = made.map { add($0, now) } }
        var index = start
        while index < reads.count {
            if let parent = reads[index].parent { _ = add(parent, now) }
            index += 1
        }
    }
}

/// The reads of the pages a build renders, gathered from the tasks that render them.
final class ReadsCollection: @unchecked Sendable {  // state behind `lock`
    private let lock = NSLock()
    private var reads: [String: [PageRead]] = [:]

    func add(_ path: String, _ read: [PageRead]) { lock.withLock { reads[path] = read } }
    var all: [String: [PageRead]] { lock.withLock { reads } }
}

// MARK: - As the rebuild record holds it

extension PageMemo {
    /// Without the reads of `athletes`' data, and the pages that made them (a private
    /// athlete's: the cache holds none of their bytes).
    func leaving(out athletes: Set<String>) -> PageMemo {
        guard !athletes.isEmpty else { return self }
        var memo = PageMemo()
        for (path, places) in pages {
            guard places.allSatisfy({ place in reads[Int(place)].athlete.map { !athletes.contains($0) } ?? true }) else { continue }
            memo.pages[path] = places.map { memo.add(self.reads[Int($0)], digests[Int($0)]) }
        }
        var index = 0
        while index < memo.reads.count {
            if let parent = memo.reads[index].parent, let place = places[parent] { _ = memo.add(parent, digests[Int(place)]) }
            index += 1
        }
        return memo
    }

    /// The memo in the cache's binary form: each read with its digest, in the order first
    /// recorded, then each page, naming its reads by their place among them. The pages come in
    /// the order of `order` (the site's page list, each path once: no sort of every path) when
    /// it names every page, else in path order.
    func encode(into writer: inout ByteWriter, order: [String] = []) {
        writer.integer(reads.count)
        for index in reads.indices {
            reads[index].encode(into: &writer)
            writer.hash(digests[index])
        }
        var ordered = order.compactMap { path in pages[path].map { (path, $0) } }
        if ordered.count != pages.count { ordered = pages.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) } }
        writer.integer(ordered.count)
        for (path, places) in ordered {
            writer.path(path)
            writer.integer(places.count)
            for place in places { writer.integer(Int(place)) }
        }
    }

    /// The memo `encode` wrote; nil for any other bytes (a read twice, a place that names no read).
    init?(decoding reader: inout ByteReader) {
        guard let count = reader.count() else { return nil }
        reads.reserveCapacity(count)
        digests.reserveCapacity(count)
        places.reserveCapacity(count)
        for _ in 0..<count {
            guard let read = PageRead(decoding: &reader), let digest = reader.hash(), places[read] == nil else { return nil }
            _ = add(read, digest)
        }
        guard let pageCount = reader.count() else { return nil }
        pages.reserveCapacity(pageCount)
        for _ in 0..<pageCount {
            guard let path = reader.path(), let placeCount = reader.count() else { return nil }
            var numbers: [Int32] = []
            numbers.reserveCapacity(placeCount)
            for _ in 0..<placeCount {
                guard let place = reader.integer(), reads.indices.contains(place) else { return nil }
                numbers.append(Int32(place))
            }
            pages[path] = numbers
        }
    }
}
