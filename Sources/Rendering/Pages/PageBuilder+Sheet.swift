import TrainingModel

extension PageBuilder {
    /// A printable sheet: one block per exercise item with one empty row per planned set.
    func sheet(_ session: SessionTemplate, path: String) -> SheetView {
        var blocks: [SheetView.Block] = []
        for (offset, item) in session.items.enumerated() {
            let number = offset + 1
            switch item {
            case .single(let single):
                blocks.append(sheetBlock(single, marker: String(number), group: nil, rounds: 1))
            case .group(let group):
                for (memberOffset, member) in group.items.enumerated() {
                    blocks.append(sheetBlock(member, marker: "\(number)\(Self.letter(memberOffset))",
                                             group: groupLabel(group), rounds: group.rounds))
                }
            }
        }
        return SheetView(
            sessionName: session.name,
            athlete: Maybe(nonEmpty: sheetAthlete(session)),
            paperSize: library.config.paper == .a4 ? "A4" : "letter",
            sessionHref: href(from: path, to: SitePaths.session(session.id)),
            facts: sessionFacts(session),
            blocks: blocks)
    }

    /// The session's athlete, or the only athlete of the site; blank otherwise so it can be written in.
    func sheetAthlete(_ session: SessionTemplate) -> String? {
        if let id = session.athlete { return index.athletes[id]?.name ?? id }
        return library.athletes.count == 1 ? library.athletes[0].name : nil
    }

    private func sheetBlock(_ item: ExerciseItem, marker: String, group: String?, rounds: Int) -> SheetView.Block {
        var prescription: [String] = []
        if let p = item.prescription { prescription.append(format.prescription(p)) }
        if let p = item.intervalProtocol {
            prescription.append(format.protocolSummary(p))
            prescription += p.grips.map(format.grip)
        }
        // A cardio block or an item without sets still gets one row to write the result in.
        let rows = max(1, item.plannedSets * max(1, rounds))
        let notes = item.notes ?? ""
        return SheetView.Block(
            marker: marker, exerciseName: exerciseName(item.exercise), group: Maybe(group),
            prescription: Maybe(nonEmpty: prescription.joined(separator: "; ")),
            rows: (1...rows).map { SheetView.Row(number: String($0)) },
            hasNotes: !notes.trimmingWhitespace.isEmpty,
            notesHTML: notes.trimmingWhitespace.isEmpty ? "" : markdown(notes))
    }
}
