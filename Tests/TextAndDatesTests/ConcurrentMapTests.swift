import Foundation
import Testing
import TextAndDates

@Suite struct ConcurrentMapTests {
    /// What each index gave, in index order, though the later ones finish first.
    @Test func answersInIndexOrderWhicheverFinishesFirst() {
        let squares = concurrentMap(8) { index in
            usleep(UInt32(8 - index) * 2_000)
            return index * index
        }
        #expect(squares == [0, 1, 4, 9, 16, 25, 36, 49])
        #expect(concurrentMap(0) { $0 }.isEmpty)
    }
}
