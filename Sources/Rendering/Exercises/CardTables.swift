import Synchronization

/// Exercise cards rendered once per folder depth and shared by the pages of one render
/// (the exercise index and its facet pages list the same cards, and a card differs
/// from one depth to another only in its relative link). A table holds one card per
/// exercise, by position in the library. The first page at a depth renders the table;
/// a page at the same depth asking meanwhile waits for it rather than render it again.
final class CardTables: Sendable {
    private final class Table: Sendable {
        let cards = Mutex<[String]?>(nil)
    }

    private let tables = Mutex<[String: Table]>([:])

    /// The cards for pages whose root is `root` (`../`, `../../../`), rendering them with
    /// `render` the first time.
    func cards(root: String, render: () throws -> [String]) rethrows -> [String] {
        let table = tables.withLock { tables in
            if let table = tables[root] { return table }
            let table = Table()
            tables[root] = table
            return table
        }
        return try table.cards.withLock { cards in
            if let cards { return cards }
            let rendered = try render()
            cards = rendered
            return rendered
        }
    }
}
