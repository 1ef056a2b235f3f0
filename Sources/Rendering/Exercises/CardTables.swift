import Foundation
import Synchronization

/// Exercise cards rendered once per folder depth and shared by the pages of one render
/// (the exercise index and its facet pages list the same cards, and a card differs
/// from one depth to another only in its relative link). A table holds one card per
/// exercise, by position in the library. The first page at a depth starts the table;
/// a page at the same depth asking meanwhile renders the cards not yet claimed, then
/// waits for the rest, rather than render them again or sit idle. A card that cannot be
/// rendered (an error in the theme's `card` template, the same for every card) fails
/// every page at that depth with the same error.
final class CardTables: Sendable {
    private let tables = Mutex<[String: Table]>([:])

    /// The cards for pages whose root is `root` (`../`, `../../../`): the first time, each
    /// of the `count` positions rendered with `render` by whichever pages ask.
    func cards(root: String, count: Int, render: (_ position: Int) throws -> String) throws -> [String] {
        let table = tables.withLock { tables in
            if let table = tables[root] { return table }
            let table = Table(count: count)
            tables[root] = table
            return table
        }
        while let range = table.claim() {
            do {
                table.finish(range, try range.map(render))
            } catch {
                table.fail(range, error)
            }
        }
        return try table.cards()
    }

    /// One depth's cards, rendered a run of positions at a time by the threads that ask.
    private final class Table: @unchecked Sendable {  // state behind `condition`
        private static let run = 64
        private let condition = NSCondition()
        private let count: Int
        private var rendered: [String]
        private var claimed = 0
        private var done = 0
        private var failure: (any Error)?

        init(count: Int) {
            self.count = count
            rendered = Array(repeating: "", count: count)
        }

        /// The next positions to render, or nil when every one is claimed.
        func claim() -> Range<Int>? {
            condition.withLock {
                guard claimed < count, failure == nil else { return nil }
                let range = claimed..<min(count, claimed + Self.run)
                claimed = range.upperBound
                return range
            }
        }

        func finish(_ range: Range<Int>, _ cards: [String]) {
            condition.withLock {
                rendered.replaceSubrange(range, with: cards)
                done += range.count
                if done == claimed { condition.broadcast() }
            }
        }

        /// A run that threw: no more are claimed, and every page asking gets the error.
        func fail(_ range: Range<Int>, _ error: any Error) {
            condition.withLock {
                if failure == nil { failure = error }
                done += range.count
                if done == claimed { condition.broadcast() }
            }
        }

        /// Every card once every claimed run is done, or the first error.
        func cards() throws -> [String] {
            try condition.withLock {
                while done < claimed { condition.wait() }
                if let failure { throw failure }
                return rendered
            }
        }
    }
}
