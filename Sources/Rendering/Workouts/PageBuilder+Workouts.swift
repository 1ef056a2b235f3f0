import TrainingModel
import TextAndDates

extension PageBuilder {
    /// The site's workout index, or with `athlete` that athlete's own (several athletes).
    func workoutIndex(path: String, page: Int, athlete: String? = nil) -> WorkoutIndexView {
        let count = context.index.workoutCount(athlete: athlete)
        let first = (page - 1) * pagination.size
        var months: [WorkoutIndexView.Month] = []
        var members: [[Workout]] = []
        for workout in context.index.workoutRows(athlete: athlete, first..<(first + pagination.size)) {
            let anchor = "month-" + String(workout.date.iso.prefix(7))
            let summary = context.workoutSummary(workout, from: path, namesAthlete: athlete == nil)
            if months.last?.anchor == anchor {
                months[months.count - 1].workouts.append(summary)
                members[members.count - 1].append(workout)
            } else {
                months.append(WorkoutIndexView.Month(
                    heading: context.format.monthYear(year: workout.date.year, month: workout.date.month),
                    anchor: anchor, totals: "", workouts: [summary]))
                members.append([workout])
            }
        }
        for position in months.indices { months[position].totals = monthTotals(members[position]) }
        return WorkoutIndexView(heading: context.strings.workouts + (athlete.map { " · " + context.athleteName($0) } ?? ""),
                                months: months,
                                pager: pager(base: athlete.map(SitePaths.athleteWorkoutIndex) ?? SitePaths.workoutIndex,
                                             page: page, count: pagination.pageCount(count), from: path),
                                search: Maybe(athlete.map { id in
                                    SearchBox(searchIndexHref: context.href(from: path, to: SitePaths.athleteSearchScript(id)),
                                              rootHref: SitePaths.root(of: path))
                                }))
    }

    /// `3 workouts · 12,345 kg · 3 h 5 min`: volume from the statistics (so it follows
    /// docs/statistics.md#volume), duration as written; figures that are zero are left out.
    func monthTotals(_ workouts: [Workout]) -> String {
        var volume = 0.0
        var seconds = 0.0
        for workout in workouts {
            volume += context.statistics.workout(id: workout.id, athlete: workout.athlete)?.volume ?? 0
            seconds += workout.duration ?? 0
        }
        var parts = [context.format.count(workouts.count, context.strings.workout.lowercased(), context.strings.workouts.lowercased())]
        if volume > 0 { parts.append(bigMass(kilograms: volume)) }
        if seconds > 0 { parts.append(context.format.duration(seconds: seconds)) }
        return parts.joined(separator: " · ")
    }

    func workout(_ workout: Workout, path: String) -> WorkoutView {
        var facts: [FactView] = []
        var dateText = context.format.date(workout.date)
        var isoDate = workout.date.iso
        if let minute = workout.startMinute {
            let time = (minute / 60).zeroPadded(to: 2) + ":" + (minute % 60).zeroPadded(to: 2)
            dateText += " " + time
            isoDate += "T" + time
        }
        if let duration = workout.duration {
            facts.append(FactView(label: context.strings.duration, value: context.format.duration(seconds: duration)))
        }
        if let rpe = workout.rpe {
            facts.append(FactView(label: context.strings.sessionRPE, value: context.format.number(rpe, maxDecimals: 1)))
        }
        if let bodyweight = workout.bodyweight {
            facts.append(FactView(label: context.strings.bodyweight, value: context.format.mass(kilograms: bodyweight)))
        }
        let summary = context.statistics.workout(id: workout.id, athlete: workout.athlete)
        if let summary, summary.volume > 0 {
            facts.append(FactView(label: context.dashboardStrings.volume, value: bigMass(kilograms: summary.volume)))
        }
        var loadNote: WorkoutView.LoadNote?
        if let summary, summary.load > 0 {
            facts.append(FactView(label: context.dashboardStrings.workoutLoad, value: grouped(summary.load)))
            // What the figure is, and where the definition is charted: the dashboard's weekly load.
            let words = context.dashboardStrings
            let rpe = summary.durationMinutes > 0 ? summary.load / summary.durationMinutes : 0
            loadNote = WorkoutView.LoadNote(
                text: words.workoutLoadExplanation
                    .replacingOccurrences(of: "{rpe}", with: context.format.number(rpe, maxDecimals: 1))
                    .replacingOccurrences(of: "{minutes}", with: context.format.number(summary.durationMinutes, maxDecimals: 1))
                    .replacingOccurrences(of: "{load}", with: grouped(summary.load)),
                href: context.href(from: path, to: context.hasSeveralAthletes ? SitePaths.athlete(workout.athlete) : SitePaths.home)
                    + "#weekly-load",
                linkLabel: words.weeklyLoadLink)
        }
        if context.hasSeveralAthletes {
            facts.append(FactView(label: context.strings.athlete, value: context.index.athletes[workout.athlete]?.name ?? workout.athlete))
        }
        let session = workout.session.map { id in
            LinkItem(href: context.href(from: path, to: SitePaths.session(id)), label: context.index.session(id)?.name ?? id,
                     detail: .none)
        }
        return WorkoutView(
            title: context.workoutTitle(workout), date: dateText, isoDate: isoDate,
            // A session the library does not have gets no link rather than a dead one.
            session: Maybe(workout.session.flatMap { context.index.session($0) } == nil ? nil : session),
            facts: facts,
            hasNotes: !workout.notes.trimmingWhitespace.isEmpty,
            notesHTML: workout.notes.trimmingWhitespace.isEmpty ? "" : context.markdown(workout.notes),
            loadNote: Maybe(loadNote),
            entries: workout.entries.enumerated().map { offset, entry in
                let events = context.statistics.records(forWorkout: workout.id, athlete: workout.athlete).filter { $0.exercise == entry.exercise }
                // An exercise logged in two entries gets its badges once, on the first.
                let first = workout.entries.firstIndex { $0.exercise == entry.exercise }
                return workoutEntry(entry, athlete: workout.athlete, path: path,
                                    records: first == offset ? recordBadges(events) : [])
            })
    }

    private func workoutEntry(_ entry: WorkoutEntry, athlete: String, path: String,
                              records: [RecordBadgeView]) -> WorkoutView.Entry {
        let rows = entry.sets.enumerated().map { offset, set in
            WorkoutView.SetRow(
                number: String(offset + 1),
                grip: set.grip.map { context.format.grip($0).capitalizedFirst } ?? "",
                weight: set.load.map(context.format.load) ?? "",
                reps: set.reps.map(context.format.integer) ?? "",
                rpe: set.rpe.map { context.format.number($0, maxDecimals: 1) } ?? "",
                time: set.duration.map(context.format.effortTime) ?? "",
                distance: set.distance.map(context.format.distance) ?? "",
                kind: Maybe(set.kind == .working ? nil : context.strings.label(set.kind)),
                isWarmup: set.kind == .warmup, cssClass: "set-" + set.kind.rawValue)
        }
        let notes = entry.notes ?? ""
        return WorkoutView.Entry(
            exerciseName: context.exerciseName(entry.exercise),
            exerciseHref: context.exerciseHref(entry.exercise, athlete: athlete, from: path),
            records: records,
            showGrip: entry.sets.contains { $0.grip != nil },
            showWeight: entry.sets.contains { $0.load != nil },
            showReps: entry.sets.contains { $0.reps != nil },
            showRPE: entry.sets.contains { $0.rpe != nil },
            showTime: entry.sets.contains { $0.duration != nil },
            showDistance: entry.sets.contains { $0.distance != nil },
            showKind: entry.sets.contains { $0.kind != .working },
            sets: rows, grade: Maybe(entry.grade.map { context.strings.grade($0, style: entry.style) }),
            hasNotes: !notes.trimmingWhitespace.isEmpty,
            notesHTML: notes.trimmingWhitespace.isEmpty ? "" : context.markdown(notes))
    }
}
