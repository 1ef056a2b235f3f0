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
                      kept: some Sequence<String>, digests now: PageReadDigests) -> PageMemo {
        var memo = PageMemo()
        if let previous, let changes {
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
        for (path, reads) in rendered { memo.pages[path] = reads.map { memo.add($0, now) } }
        // Each read's parent, which the next build's digests of it are checked against.
        var index = 0
        while index < memo.reads.count {
            if let parent = memo.reads[index].parent { _ = memo.add(parent, now) }
            index += 1
        }
        return memo
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

    /// Every page's reads, as `PageRead`s.
    func reads(of path: String) -> [PageRead]? { pages[path].map { $0.map { reads[Int($0)] } } }
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

    /// `read HASH KIND FIELD…` lines (tab-separated after the hash), one per read, then a
    /// `reads PATH<tab>N N…` line per page naming its reads by their place among those lines.
    /// A read or path that a line cannot hold (a tab or line break in a name) is left out with
    /// the pages that made it, which the next build renders.
    func appendLines(to bytes: inout [UInt8]) {
        // A read's line number among those written, -1 for one left out.
        var numbers = [Int](repeating: -1, count: reads.count)
        var written = 0
        for index in reads.indices where reads[index].fitsALine {
            numbers[index] = written
            written += 1
            bytes += Self.readPrefix
            digests[index].appendHex(to: &bytes)
            bytes.append(32)
            reads[index].appendText(to: &bytes)
            bytes.append(10)
        }
        for (path, places) in pages.sorted(by: { $0.key < $1.key }) where !path.utf8.contains(where: { $0 == 9 || $0 == 10 }) {
            guard places.allSatisfy({ numbers[Int($0)] >= 0 }) else { continue }
            bytes += Self.readsPrefix
            bytes += path.utf8
            bytes.append(9)
            for (offset, place) in places.enumerated() {
                if offset > 0 { bytes.append(32) }
                bytes += String(numbers[Int(place)]).utf8
            }
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
                      let read = PageRead(textBytes: rest.dropFirst(33))
                else { throw LineError(index: index, shape: "read HASH READ") }
                guard places[read] == nil else { throw LineError(index: index, shape: "read HASH READ, each once") }
                table.append(read)
                _ = add(read, digest)
            } else if line.starts(with: Self.readsPrefix) {
                let rest = line.dropFirst(Self.readsPrefix.count)
                guard let tab = rest.firstIndex(of: 9) else { throw LineError(index: index, shape: "reads PATH\tNUMBERS") }
                var numbers: [Int32] = []
                for field in rest[(tab + 1)...].split(separator: 32) {
                    guard let number = Int(String(decoding: field, as: UTF8.self)), table.indices.contains(number)
                    else { throw LineError(index: index, shape: "reads PATH\tNUMBERS") }
                    numbers.append(Int32(number))
                }
                pages[String(decoding: rest[..<tab], as: UTF8.self)] = numbers
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
    /// An athlete that may be none is written `+ID`, or empty for none.
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func appendText(to bytes: inout [UInt8]) {
        func field(_ text: String) { bytes.append(9); bytes += text.utf8 }
        func optional(_ athlete: String?) { bytes.append(9); if let athlete { bytes.append(UInt8(ascii: "+")); bytes += athlete.utf8 } }
        switch self {
        case .athlete(let id): bytes += Self.athleteKind; field(id)
        case .everyAthlete: bytes += Self.everyAthleteKind
        case .athletes: bytes += Self.athletesKind
        case .navigation: bytes += Self.navigationKind
        case .workout(let athlete, let id): bytes += Self.workoutKind; field(athlete); field(id)
        case .workoutFigures(let athlete, let id): bytes += Self.workoutFiguresKind; field(athlete); field(id)
        case .exerciseHistories(let athlete): bytes += Self.exerciseHistoriesKind; field(athlete)
        case .workoutRows(let athlete, let from, let count):
            bytes += Self.workoutRowsKind; optional(athlete); field(String(from)); field(String(count))
        case .workoutCount(let athlete): bytes += Self.workoutCountKind; optional(athlete)
        }
    }

    /// No name holds a tab or a line break, which would split the line (`appendText`).
    var fitsALine: Bool {
        let names: [String]
        switch self {
        case .athlete(let id), .exerciseHistories(let id): names = [id]
        case .workout(let athlete, let id), .workoutFigures(let athlete, let id): names = [athlete, id]
        case .workoutRows(let athlete, _, _), .workoutCount(let athlete): names = athlete.map { [$0] } ?? []
        case .everyAthlete, .athletes, .navigation: names = []
        }
        return names.allSatisfy { !$0.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 }) }
            && !(athleteIsOptional && names.first.map { $0.isEmpty } == true)
    }

    private var athleteIsOptional: Bool {
        switch self {
        case .workoutRows, .workoutCount: true
        default: false
        }
    }

    init?(text: String) { self.init(textBytes: Array(text.utf8)[...]) }

    /// The read of `appendText`'s bytes; nil for any other.
    init?(textBytes line: ArraySlice<UInt8>) {
        let fields = line.split(separator: 9, omittingEmptySubsequences: false)
        func string(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
        func number(_ index: Int) -> Int? { Int(string(index)) }
        func optional(_ index: Int) -> String?? {
            let field = fields[index]
            if field.isEmpty { return .some(nil) }
            return field.first == UInt8(ascii: "+") && field.count > 1 ? .some(String(decoding: field.dropFirst(), as: UTF8.self)) : nil
        }
        guard let kind = fields.first else { return nil }
        switch fields.count {
        case 1 where kind.elementsEqual(Self.everyAthleteKind): self = .everyAthlete
        case 1 where kind.elementsEqual(Self.athletesKind): self = .athletes
        case 1 where kind.elementsEqual(Self.navigationKind): self = .navigation
        case 2 where kind.elementsEqual(Self.athleteKind): self = .athlete(string(1))
        case 2 where kind.elementsEqual(Self.exerciseHistoriesKind): self = .exerciseHistories(athlete: string(1))
        case 2 where kind.elementsEqual(Self.workoutCountKind):
            guard let athlete = optional(1) else { return nil }
            self = .workoutCount(athlete: athlete)
        case 3 where kind.elementsEqual(Self.workoutKind): self = .workout(athlete: string(1), id: string(2))
        case 3 where kind.elementsEqual(Self.workoutFiguresKind): self = .workoutFigures(athlete: string(1), id: string(2))
        case 4 where kind.elementsEqual(Self.workoutRowsKind):
            guard let athlete = optional(1), let from = number(2), let count = number(3) else { return nil }
            self = .workoutRows(athlete: athlete, from: from, count: count)
        default: return nil
        }
    }

    private static let athleteKind = Array("athlete".utf8), everyAthleteKind = Array("every-athlete".utf8)
    private static let athletesKind = Array("athletes".utf8), navigationKind = Array("navigation".utf8)
    private static let workoutKind = Array("workout".utf8), workoutFiguresKind = Array("workout-figures".utf8)
    private static let exerciseHistoriesKind = Array("exercise-histories".utf8)
    private static let workoutRowsKind = Array("workout-rows".utf8), workoutCountKind = Array("workout-count".utf8)
}
