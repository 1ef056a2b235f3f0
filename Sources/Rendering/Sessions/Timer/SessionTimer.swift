import TrainingModel

/// The interval protocols of a session that its timer page plays, in the order of the
/// session's items (a member of a superset or circuit in its place), each with the marker
/// the session page numbers its item by (`3`, `2b`).
///
/// Each protocol's steps are its `IntervalProtocol.timeline()`, the list the sheet folds
/// into grip steps (`ProtocolStep`): the timer and the sheet read one timeline, so the
/// clock time each grip starts at on the sheet is the time the timer reaches it.
struct SessionTimer: Sendable {
    struct Entry: Sendable {
        var marker: String
        var exercise: String
        var intervalProtocol: IntervalProtocol
    }

    var entries: [Entry]

    init(_ session: SessionTemplate) {
        var entries: [Entry] = []
        for (offset, item) in session.items.enumerated() {
            switch item {
            case .single(let single):
                if let p = single.intervalProtocol {
                    entries.append(Entry(marker: String(offset + 1), exercise: single.exercise, intervalProtocol: p))
                }
            case .group(let group):
                for (memberOffset, member) in group.items.enumerated() {
                    if let p = member.intervalProtocol {
                        entries.append(Entry(marker: "\(offset + 1)\(PageBuilder.letter(memberOffset))",
                                             exercise: member.exercise, intervalProtocol: p))
                    }
                }
            }
        }
        self.entries = entries.filter { !$0.intervalProtocol.timeline().isEmpty }
    }

    /// A session gets a timer page when one of its items has a protocol with a step to play.
    static func hasTimer(_ session: SessionTemplate) -> Bool {
        session.items.contains { item in
            item.exerciseItems.contains { $0.intervalProtocol.map { !$0.timeline().isEmpty } ?? false }
        }
    }

    /// The seconds of "Get ready" before a protocol's first step once Start is pressed: time to
    /// step up to the board. Not part of the timeline, so the steps keep the sheet's clock.
    static let leadSeconds = 5
}
