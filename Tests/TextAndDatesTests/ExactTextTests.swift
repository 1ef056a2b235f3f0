import Testing
import TextAndDates

@Suite struct ExactTextTests {
    /// `é` as one character and as `e` with an accent: one string to Swift, two names to a file system.
    @Test func twoNormalisationsAreTwoNames() {
        let composed = "caf\u{E9}.html", decomposed = "cafe\u{301}.html"
        #expect(composed == decomposed)
        #expect(composed.isExactly("caf\u{E9}.html") && !composed.isExactly(decomposed))
        #expect(Set([composed]).containsExactly(composed) && !Set([composed]).containsExactly(decomposed))
        #expect([composed: 1].value(exactly: composed) == 1 && [composed: 1].value(exactly: decomposed) == nil)
        #expect(!Set(["other"]).containsExactly(composed) && [String: Int]().value(exactly: composed) == nil)
    }
}
