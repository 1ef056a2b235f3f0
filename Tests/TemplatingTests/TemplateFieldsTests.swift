import Testing
@testable import Templating

/// `TemplateFields` answers as a dictionary would, searched in order or through its index.
@Suite struct TemplateFieldsTests {
    @Test func keepsOrderAndReplacesInPlace() {
        var fields: TemplateFields = ["b": .int(1), "a": .int(2)]
        fields["c"] = .int(3)
        fields["b"] = .text("x")
        #expect(fields.names == ["b", "a", "c"])
        #expect(fields["b"] == .text("x"))
        fields["a"] = nil
        #expect(fields.names == ["b", "c"])
        #expect(fields["a"] == nil)
        fields["zz"] = nil
        #expect(fields.count == 2)
    }

    @Test func namesThatShareALengthOrABeginningAreTold() {
        let fields: TemplateFields = ["ab": .int(1), "ba": .int(2), "a": .int(3), "abc": .int(4),
                                      "a-long-name-over-fifteen-bytes": .int(5), "a-long-name-over-fifteen-byteS": .int(6)]
        #expect(fields["ab"] == .int(1))
        #expect(fields["ba"] == .int(2))
        #expect(fields["a"] == .int(3))
        #expect(fields["abc"] == .int(4))
        #expect(fields["a-long-name-over-fifteen-bytes"] == .int(5))
        #expect(fields["a-long-name-over-fifteen-byteS"] == .int(6))
        #expect(fields["b"] == nil)
        #expect(fields[""] == nil)
    }

    /// A name is found as a dictionary finds it: `é` written as one scalar or as `e` and a
    /// combining accent is one name, in order and through the index alike.
    @Test(arguments: [1, TemplateFields.indexedFrom])
    func aNameInEitherNormalisationIsOneName(count: Int) {
        var fields = TemplateFields()
        for index in 1..<count { fields["f\(index)"] = .int(index) }
        fields["caf\u{E9}"] = .int(0)
        #expect(fields["cafe\u{301}"] == .int(0))
        fields["cafe\u{301}"] = .int(1)
        #expect(fields.count == count)
        #expect(fields["caf\u{E9}"] == .int(1))
        #expect(fields.names.last == "caf\u{E9}")
    }

    /// Below, at and beyond the count that keeps an index, through every way of changing it.
    @Test func answersLikeADictionaryAcrossTheIndexedCount() {
        var fields = TemplateFields()
        var dictionary: [String: TemplateValue] = [:]
        let names = (0..<80).map { "field\($0)" }
        for (step, name) in names.enumerated() {
            fields[name] = .int(step)
            dictionary[name] = .int(step)
            if step % 7 == 3 {
                let gone = names[step / 2]
                fields[gone] = nil
                dictionary[gone] = nil
            }
            if step % 5 == 1 {
                fields[names[step / 3]] = .text("again")
                dictionary[names[step / 3]] = .text("again")
            }
            #expect(fields.count == dictionary.count)
            for probe in names + ["field", "other"] { #expect(fields[probe] == dictionary[probe], "\(probe) after \(step)") }
        }
        #expect(fields == TemplateFields(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }

    @Test func equalityIgnoresOrder() {
        let one: TemplateFields = ["a": .int(1), "b": .list([.text("x")])]
        let other: TemplateFields = ["b": .list([.text("x")]), "a": .int(1)]
        #expect(one == other)
        #expect(one != ["a": .int(1), "b": .list([])])
        #expect(one != ["a": .int(1)])
        #expect(one != ["a": .int(1), "c": .list([.text("x")])])
    }

    @Test func pairsGivenTwiceKeepTheLastValueInTheFirstPlace() {
        let fields = TemplateFields([("a", .int(1)), ("b", .int(2)), ("a", .int(3))])
        #expect(fields.names == ["a", "b"])
        #expect(fields["a"] == .int(3))
    }
}
