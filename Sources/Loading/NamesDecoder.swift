import TextAndDates

/// `content/names.yaml` (docs/names.md#the-rule-of-names): the site's groups of
/// spellings that name one thing, added to the built-in ones to make the site's rule of names.
///
/// ```yaml
/// synonyms:
///   - [core, abdominals]
///   - [cable machine, cable]
/// ```
///
/// Every group is checked: a list of two spellings or more that the rule tells apart (the
/// plural and case rules need no group), each spelling with a letter or digit, in no earlier
/// group (as the rule compares spellings), and of one built-in group at most (a group naming a
/// spelling of a built-in group joins it). A group with an error is left out; the others are
/// kept.
enum NamesDecoder {
    static let keys = ["synonyms"]

    static func decode(_ root: ContentNode?, context: DecodingContext) -> [[String]] {
        // A file of comments only holds no groups.
        guard let root, !root.isNull, let map = NodeReader(node: root, path: "", context: context).mapping() else { return [] }
        map.checkKeys(keys)
        guard let list = map.required("synonyms")?.list() else { return [] }
        let builtIn = NameKey.builtIn
        // The first spelling of each built-in group, by the group's key: how a message names it.
        let builtInNames = Dictionary(NameKey.builtInSynonyms.compactMap { group in group.first.flatMap { first in
            builtIn.group(of: first).map { ($0, first) }
        } }, uniquingKeysWith: { first, _ in first })
        // Each spelling's key taken by a group so far, with where and how it was written.
        var taken: [String: (line: Int, written: String)] = [:]
        var groups: [[String]] = []
        for group in list {
            guard case .sequence = group.node.value, let items = group.list() else {
                group.invalid("a group: a list of spellings such as `[core, abdominals]`")
                continue
            }
            var spellings: [String] = [], keys: [String] = [], failed = false
            var builtInGroup: (spelling: String, key: String)?
            for item in items {
                guard let written = item.string()?.trimmingWhitespace else {
                    failed = true
                    continue
                }
                let key = NameKey.spellingKey(written)
                guard !key.isEmpty else {
                    item.invalid("a spelling with a letter or digit")
                    failed = true
                    continue
                }
                if let earlier = taken[key] {
                    item.report(.spellingInTwoGroups(spelling: written, other: earlier.written, line: earlier.line))
                    failed = true
                    continue
                }
                if let joined = builtIn.group(of: written) {
                    if let first = builtInGroup, first.key != joined {
                        item.report(.twoBuiltInGroups(first: first.spelling, firstGroup: builtInNames[first.key] ?? first.key,
                                                      second: written, secondGroup: builtInNames[joined] ?? joined))
                        failed = true
                        continue
                    }
                    builtInGroup = builtInGroup ?? (written, joined)
                }
                spellings.append(written)
                if !keys.contains(key) { keys.append(key) }
            }
            // Reported only when every spelling could be read: the count would mislead otherwise.
            if !failed, keys.count < 2 {
                group.report(.tooFewSpellings(written: spellings))
                failed = true
            }
            // A spelling of a group with an error is taken too, so that it is not reported again.
            for (spelling, key) in zip(spellings, spellings.map(NameKey.spellingKey)) where taken[key] == nil {
                taken[key] = (group.node.line, spelling)
            }
            if !failed { groups.append(spellings) }
        }
        return groups
    }
}
