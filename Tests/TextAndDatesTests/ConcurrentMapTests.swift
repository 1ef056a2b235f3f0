import Foundation
import Synchronization
import Testing
import TextAndDates

@Suite struct ConcurrentMapTests {
    /// What each index gave, in index order, each index run once, though on more than one
    /// core the later ones finish first (the sleeps shorten with the index). Not asserted:
    /// a loaded machine may run them one after the other.
    @Test func answersInIndexOrderWhicheverFinishesFirst() {
        let finished = Mutex<[Int]>([])
        let squares = concurrentMap(8) { index in
            usleep(UInt32(8 - index) * 5_000)
            finished.withLock { $0.append(index) }
            return index * index
        }
        #expect(squares == [0, 1, 4, 9, 16, 25, 36, 49])
        #expect(finished.withLock { $0.sorted() } == Array(0..<8))
        #expect(concurrentMap(0) { $0 }.isEmpty)
    }

    /// `OnItsOwnThread`'s value is what its body gave, on another thread than the caller's,
    /// and may be asked for again.
    @Test func aValueWorkedOutOnItsOwnThread() {
        let caller = ObjectIdentifier(Thread.current)
        let work = OnItsOwnThread { ObjectIdentifier(Thread.current) == caller ? -1 : 42 }
        #expect(work.value == 42)
        #expect(work.value == 42)
    }
}
