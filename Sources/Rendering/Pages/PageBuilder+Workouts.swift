import TrainingModel

extension PageBuilder {
    func workoutIndex(path: String) -> WorkoutIndexView {
        var months: [WorkoutIndexView.Month] = []
        for workout in index.workoutsNewestFirst {
            let anchor = "month-" + String(workout.date.iso.prefix(7))
            let summary = workoutSummary(workout, from: path)
            if months.last?.anchor == anchor {
                months[months.count - 1].workouts.append(summary)
            } else {
                months.append(WorkoutIndexView.Month(
                    heading: format.monthYear(year: workout.date.year, month: workout.date.month),
                    anchor: anchor, workouts: [summary]))
            }
        }
        return WorkoutIndexView(heading: strings.workouts, months: months)
    }

    func workout(_ workout: Workout, path: String) -> WorkoutView {
        var facts: [FactView] = []
        var dateText = format.date(workout.date)
        var isoDate = workout.date.iso
        if let minute = workout.startMinute {
            let time = DisplayFormatter.pad(minute / 60, 2) + ":" + DisplayFormatter.pad(minute % 60, 2)
            dateText += " " + time
            isoDate += "T" + time
        }
        if let duration = workout.duration {
            facts.append(FactView(label: strings.duration, value: format.duration(seconds: duration)))
        }
        if let rpe = workout.rpe {
            facts.append(FactView(label: strings.sessionRPE, value: format.number(rpe, maxDecimals: 1)))
        }
        if let bodyweight = workout.bodyweight {
            facts.append(FactView(label: strings.bodyweight, value: format.mass(kilograms: bodyweight)))
        }
        if library.athletes.count > 1 {
            facts.append(FactView(label: strings.athlete, value: index.athletes[workout.athlete]?.name ?? workout.athlete))
        }
        let session = workout.session.map { id in
            LinkItem(href: href(from: path, to: SitePaths.session(id)), label: index.sessions[id]?.name ?? id,
                     detail: .none)
        }
        return WorkoutView(
            title: workoutTitle(workout), date: dateText, isoDate: isoDate,
            // A session the library does not have gets no link rather than a dead one.
            session: Maybe(workout.session.flatMap { index.sessions[$0] } == nil ? nil : session),
            facts: facts,
            hasNotes: !workout.notes.trimmingWhitespace.isEmpty,
            notesHTML: workout.notes.trimmingWhitespace.isEmpty ? "" : markdown(workout.notes),
            entries: workout.entries.map { workoutEntry($0, path: path) })
    }

    private func workoutEntry(_ entry: WorkoutEntry, path: String) -> WorkoutView.Entry {
        let rows = entry.sets.enumerated().map { offset, set in
            WorkoutView.SetRow(
                number: String(offset + 1),
                weight: set.load.map(format.load) ?? "",
                reps: set.reps.map(format.integer) ?? "",
                rpe: set.rpe.map { format.number($0, maxDecimals: 1) } ?? "",
                time: set.duration.map(format.effortTime) ?? "",
                distance: set.distance.map(format.distance) ?? "",
                kind: Maybe(set.kind == .working ? nil : strings.label(set.kind)),
                isWarmup: set.kind == .warmup, cssClass: "set-" + set.kind.rawValue)
        }
        let notes = entry.notes ?? ""
        return WorkoutView.Entry(
            exerciseName: exerciseName(entry.exercise),
            exerciseHref: exerciseHref(entry.exercise, from: path),
            showWeight: entry.sets.contains { $0.load != nil },
            showReps: entry.sets.contains { $0.reps != nil },
            showRPE: entry.sets.contains { $0.rpe != nil },
            showTime: entry.sets.contains { $0.duration != nil },
            showDistance: entry.sets.contains { $0.distance != nil },
            showKind: entry.sets.contains { $0.kind != .working },
            sets: rows,
            hasNotes: !notes.trimmingWhitespace.isEmpty,
            notesHTML: notes.trimmingWhitespace.isEmpty ? "" : markdown(notes))
    }
}
