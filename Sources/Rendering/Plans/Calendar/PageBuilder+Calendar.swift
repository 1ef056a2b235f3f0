import TrainingModel

/// calendar.ics: planned sessions as events, all-day or at the time the plan gives, for a
/// phone's or laptop's calendar.
extension PageBuilder {
    /// The feed of every plan (`athlete` nil) or of one athlete's plans.
    func calendarText(athlete: String?) -> String {
        ICalendarWriter.document(name: calendarName(athlete: athlete), events: calendarEvents(athlete: athlete),
                                 stamp: context.asOf, timeZone: context.library.config.timezone)
    }

    func calendarEvents(athlete: String?) -> [ICalendarEvent] {
        let host = CalendarFeed.host(baseURL: context.library.config.baseURL)
        let plans = athlete.map { context.library.plans(of: $0) } ?? context.library.plans
        var planned: [(plan: Plan, session: PlannedSession)] = []
        for plan in plans {
            planned += PlannedSession.all(in: plan).map { (plan, $0) }
        }
        // By date, then plan id, then schedule order (the sort is stable).
        planned.sort { ($0.session.date, $0.plan.id) < ($1.session.date, $1.plan.id) }
        return planned.map { plan, item in
            let session = context.index.session(item.session)
            return ICalendarEvent(
                uid: CalendarFeed.uid(item, host: host),
                date: item.date,
                summary: sessionName(item.session),
                description: calendarDescription(plan: plan, item: item, session: session),
                // A session the site has no sheet of (one it leaves out) gets no link.
                url: session == nil ? nil : absoluteURL(SitePaths.sheet(item.session)),
                start: item.time,
                end: item.time.map { $0 + CalendarFeed.plannedMinutes(session) },
                reminder: plan.reminder ?? context.library.config.reminder)
        }
    }

    /// `Autumn strength block · Week 1 of 4 · Deload week`, the athlete when there are
    /// several, then one line per item with its prescription.
    private func calendarDescription(plan: Plan, item: PlannedSession, session: SessionTemplate?) -> String {
        let t = context.strings.sheets
        var head = "\(plan.name) · \(t.week) \(context.format.integer(item.week)) \(t.of) \(context.format.integer(plan.weeks))"
        if plan.deloadWeeks.contains(item.week) { head += " · " + t.deloadWeek }
        var lines = [head]
        if context.hasSeveralAthletes, let name = athleteNameIfKnown(plan.athlete) { lines.append(context.strings.athlete + ": " + name) }
        if let session {
            let loads = SheetLoads(athlete: SheetLoads.athlete(for: session, fallback: plan.athlete, in: context.library),
                                   statistics: context.statistics, config: context.library.config)
            for line in weekSheetItems(session, loads: loads) {
                var text = "\(line.marker) \(line.isGroup ? line.text : line.name)"
                if !line.isGroup && !line.text.isEmpty { text += ": " + line.text }
                if let target = line.target.value, line.targetResolved { text += " → " + target }
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func calendarName(athlete: String?) -> String {
        guard let athlete else { return context.library.config.title }
        return context.library.config.title + " · " + context.athleteName(athlete)
    }

    /// `base_url` + a directory URL for an output page, when the site has a base URL.
    func absoluteURL(_ page: String) -> String? {
        guard let base = context.library.config.baseURL?.trimmingWhitespace, !base.isEmpty,
              let safe = SitePaths.externalURL(base) else { return nil }
        let directory = page.hasSuffix("/index.html") ? String(page.dropLast("index.html".count)) : page
        return (safe.hasSuffix("/") ? safe : safe + "/") + SitePaths.encodePath(directory)
    }
}
