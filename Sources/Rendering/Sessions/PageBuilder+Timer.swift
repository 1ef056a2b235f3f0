import TextAndDates
import TrainingModel

extension PageBuilder {
    /// The timer page of a session with interval protocols (`SessionTimer`).
    func timer(_ session: SessionTemplate, path: String) -> TimerView {
        let timer = SessionTimer(session)
        let protocols = timer.entries.map { entry -> (view: TimerView.ProtocolView, intervals: [TimelineInterval]) in
            let p = entry.intervalProtocol
            let intervals = p.timeline()
            let exercise = context.exerciseName(entry.exercise)
            let steps = intervals.map { timerStep($0, of: p, exercise: exercise) }
            let totals = "\(context.strings.timeUnderTension) \(context.format.duration(seconds: p.timeUnderTension)) · "
                + "\(context.strings.sheets.total) \(context.format.duration(seconds: p.totalDuration))"
            return (TimerView.ProtocolView(title: "\(entry.marker). \(exercise)", summary: context.format.protocolSummary(p),
                                           totals: totals, steps: steps), intervals)
        }
        var writer = JSONWriter(escaping: .htmlSafe)
        writer.beginArray(inline: true)
        for (view, intervals) in protocols {
            writer.beginObject(inline: true)
            writer.key("title"); writer.string(view.title)
            writer.key("total"); writer.number(JSONWriter.numberText(intervals.last.map { $0.start + $0.duration } ?? 0) ?? "0")
            writer.key("steps")
            writer.beginArray(inline: true)
            let setStarts = Self.setStarts(intervals)
            for ((step, interval), setStart) in zip(zip(view.steps, intervals), setStarts) {
                writer.beginObject(inline: true)
                writer.key("kind"); writer.string(step.kind)
                writer.key("name"); writer.string(step.name)
                writer.key("grip"); writer.string(step.grip)
                writer.key("detail"); writer.string(step.detail)
                writer.key("start"); writer.number(JSONWriter.numberText(interval.start) ?? "0")
                writer.key("duration"); writer.number(JSONWriter.numberText(interval.duration) ?? "0")
                writer.key("setStart")
                if let start = setStart {
                    writer.number(JSONWriter.numberText(start) ?? "0")
                } else {
                    writer.null()
                }
                writer.end()
            }
            writer.end()
            writer.end()
        }
        writer.end()
        return TimerView(name: session.name,
                         sessionHref: context.href(from: path, to: SitePaths.session(session.id)),
                         sheetHref: context.href(from: path, to: SitePaths.sheet(session.id)),
                         scriptHref: context.href(from: path, to: SitePaths.timerScript),
                         protocols: protocols.map(\.view),
                         timelineJSON: String(decoding: writer.bytes, as: UTF8.self),
                         leadSeconds: SessionTimer.leadSeconds)
    }

    /// One interval in words: what it is, its grip, where it is in the sets, how long it lasts.
    func timerStep(_ interval: TimelineInterval, of p: IntervalProtocol, exercise: String) -> TimerView.Step {
        let t = context.strings.timer
        let grip = interval.gripIndex < p.grips.count ? context.format.grip(p.grips[interval.gripIndex]).capitalizedFirst : exercise
        let set = "\(t.set) \(context.format.integer(interval.set)) \(t.of) \(context.format.integer(p.sets))"
        let kind: String, name: String, detail: String
        switch interval.kind {
        case .work:
            kind = "work"; name = t.work
            detail = p.repsPerSet > 1
                ? set + " · \(t.rep) \(context.format.integer(interval.rep)) \(t.of) \(context.format.integer(p.repsPerSet))" : set
        case .restBetweenReps: kind = "rest-reps"; name = t.restBetweenReps; detail = set
        case .restBetweenSets: kind = "rest-sets"; name = t.restBetweenSets; detail = set
        case .restBetweenGrips: kind = "rest-grips"; name = t.restBetweenGrips; detail = ""
        }
        return TimerView.Step(kind: kind, isRest: interval.kind != .work, clock: context.format.clock(seconds: interval.start),
                              name: name, grip: grip, detail: detail,
                              duration: context.format.duration(seconds: interval.duration),
                              text: ([name, grip] + (detail.isEmpty ? [] : [detail])).joined(separator: " · "))
    }

    /// When the set each interval is inside started, the start of its first rep's work: for a
    /// rep's work and the rests between reps. Nil for the rests between sets and grips, which
    /// are outside any set.
    static func setStarts(_ intervals: [TimelineInterval]) -> [Double?] {
        var current = 0.0
        return intervals.map { interval in
            switch interval.kind {
            case .work:
                if interval.rep == 1 { current = interval.start }
                return current
            case .restBetweenReps:
                return current
            case .restBetweenSets, .restBetweenGrips:
                return nil
            }
        }
    }
}
