import Foundation
import Rendering
import TextAndDates

/// What each page read of the athletes' data when it was last rendered, and the digest
/// each of those reads had (`PageRead`, `PageReadDigests`): one model of what a page depends
/// on, recorded while it renders, for both the preview server (`SiteSession`, in memory) and
/// `spotter build` (`PartialRebuild`, on disk). A page is current when every read it made
/// has the digest it has now; any other page is rendered again. What every page reads (the
/// settings, the theme, the as-of day, the exercises, sessions, free pages, profiles and the
/// centre) is not in the memo: a change to it renders every page.
public struct PageMemo: Sendable, Equatable {
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
    static func after(_ previous: PageMemo?, rendered: [String: [PageRead]], kept: some Sequence<String>,
                      digests now: PageReadDigests) -> PageMemo {
        var memo = PageMemo()
        for path in kept { if let reads = previous?.pages[path] { memo.pages[path] = reads } }
        memo.pages.merge(rendered) { _, new in new }
        for reads in memo.pages.values {
            for read in reads where memo.digests[read] == nil {
                memo.digests[read] = now.digest(read)
                if let parent = read.parent, memo.digests[parent] == nil { memo.digests[parent] = now.digest(parent) }
            }
        }
        return memo
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
        memo.digests = digests.filter { $0.key.athlete.map { !athletes.contains($0) } ?? true }
        memo.pages = pages.filter { $0.value.allSatisfy { read in memo.digests[read] != nil } }
        return memo
    }

    /// `read HASH KIND FIELD…` lines (tab-separated after the hash), one per read, then a
    /// `reads PATH<tab>N N…` line per page naming its reads by their place among those lines.
    /// A read or path that a line cannot hold (a tab or line break in a name) is left out with
    /// the pages that made it, which the next build renders.
    func appendLines(to bytes: inout [UInt8]) {
        var number: [PageRead: Int] = [:]
        for (read, digest) in digests.sorted(by: { $0.key.text < $1.key.text })
        where !read.text.utf8.contains(10) && PageRead(text: read.text) == read {
            number[read] = number.count
            bytes += Self.readPrefix
            digest.appendHex(to: &bytes)
            bytes.append(32)
            bytes += read.text.utf8
            bytes.append(10)
        }
        for (path, reads) in pages.sorted(by: { $0.key < $1.key }) where !path.utf8.contains(where: { $0 == 9 || $0 == 10 }) {
            let numbers = reads.compactMap { number[$0] }
            guard numbers.count == reads.count else { continue }
            bytes += Self.readsPrefix
            bytes += path.utf8
            bytes.append(9)
            bytes += numbers.map(String.init).joined(separator: " ").utf8
            bytes.append(10)
        }
    }

    /// The memo of `appendLines`'s lines; the place of the first line it cannot read, else.
    init(lines: ArraySlice<ArraySlice<UInt8>>) throws(LineError) {
        var table: [PageRead] = []
        for index in lines.indices {
            let line = lines[index]
            if line.starts(with: Self.readPrefix) {
                let rest = line.dropFirst(Self.readPrefix.count)
                guard rest.count > 33, rest[rest.startIndex + 32] == 32, let digest = ContentHash(hexBytes: rest.prefix(32)),
                      let read = PageRead(text: String(decoding: rest.dropFirst(33), as: UTF8.self))
                else { throw LineError(index: index, shape: "read HASH READ") }
                table.append(read)
                digests[read] = digest
            } else if line.starts(with: Self.readsPrefix) {
                let rest = line.dropFirst(Self.readsPrefix.count)
                guard let tab = rest.firstIndex(of: 9) else { throw LineError(index: index, shape: "reads PATH\tNUMBERS") }
                var reads: [PageRead] = []
                for field in rest[(tab + 1)...].split(separator: 32) {
                    guard let number = Int(String(decoding: field, as: UTF8.self)), table.indices.contains(number)
                    else { throw LineError(index: index, shape: "reads PATH\tNUMBERS") }
                    reads.append(table[number])
                }
                pages[String(decoding: rest[..<tab], as: UTF8.self)] = reads
            } else {
                throw LineError(index: index, shape: "read HASH READ or reads PATH\tNUMBERS")
            }
        }
    }

    struct LineError: Error {
        var index: Int
        var shape: String
    }

    static let readPrefix = Array("read ".utf8), readsPrefix = Array("reads ".utf8)
}

extension PageRead {
    /// `KIND<tab>FIELD…`, as the rebuild record writes a read (`init?(text:)` reads it back).
    var text: String {
        switch self {
        case .athlete(let id): "athlete\t" + id
        case .everyAthlete: "every-athlete"
        case .athletes: "athletes"
        case .navigation: "navigation"
        case .workout(let athlete, let id): "workout\t\(athlete)\t\(id)"
        case .workoutFigures(let athlete, let id): "workout-figures\t\(athlete)\t\(id)"
        case .exerciseHistories(let athlete): "exercise-histories\t" + athlete
        case .workoutRows(let athlete, let from, let count): "workout-rows\t\(athlete.map { "+" + $0 } ?? "")\t\(from)\t\(count)"
        case .workoutCount(let athlete): "workout-count\t" + (athlete.map { "+" + $0 } ?? "")
        }
    }

    init?(text: String) {
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        // An athlete that may be none is written `+ID`, or empty for none.
        func optional(_ field: String) -> String?? { field.isEmpty ? .some(nil) : field.hasPrefix("+") ? .some(String(field.dropFirst())) : nil }
        switch (fields.first, fields.count) {
        case ("athlete", 2): self = .athlete(fields[1])
        case ("every-athlete", 1): self = .everyAthlete
        case ("athletes", 1): self = .athletes
        case ("navigation", 1): self = .navigation
        case ("workout", 3): self = .workout(athlete: fields[1], id: fields[2])
        case ("workout-figures", 3): self = .workoutFigures(athlete: fields[1], id: fields[2])
        case ("exercise-histories", 2): self = .exerciseHistories(athlete: fields[1])
        case ("workout-rows", 4):
            guard let athlete = optional(fields[1]), let from = Int(fields[2]), let count = Int(fields[3]) else { return nil }
            self = .workoutRows(athlete: athlete, from: from, count: count)
        case ("workout-count", 2):
            guard let athlete = optional(fields[1]) else { return nil }
            self = .workoutCount(athlete: athlete)
        default: return nil
        }
        // Only what `text` writes: a field holding a tab would have split into more.
        guard self.text == text else { return nil }
    }
}
