import TrainingModel

extension AthleteStatisticsBuilder {
    /// See `PlanCompliance` for the rules.
    func compliance(of plan: Plan) -> PlanCompliance {
        let asOf = context.asOf
        // Workouts naming a session, by day, to find a plan week's workouts without a scan.
        var sessionWorkouts: [Int: [Workout]] = [:]
        for workout in workouts where workout.session != nil {
            sessionWorkouts[workout.date.daysSinceEpoch, default: []].append(workout)
        }

        var weeks: [PlanWeekCompliance] = []
        var slots: [PlanSlot] = []
        let startIndex = plan.start.weekday.mondayIndex
        for number in 1...max(1, plan.weeks) where plan.weeks >= 1 {
            let weekStart = plan.start.adding(days: 7 * (number - 1))
            guard weekStart <= asOf else { break }
            var weekSlots: [PlanSlot] = []
            let schedule = plan.week(number)
            for weekday in Weekday.mondayFirst {
                let date = weekStart.adding(days: ((weekday.mondayIndex - startIndex) % 7 + 7) % 7)
                guard date <= asOf else { continue }
                for session in schedule.days[weekday] ?? [] {
                    weekSlots.append(PlanSlot(date: date, session: session, week: number, filledBy: nil))
                }
            }
            // By date; the sort is stable, so same-day slots keep schedule order.
            weekSlots.sort { $0.date < $1.date }

            for offset in 0..<7 {
                let day = weekStart.adding(days: offset)
                guard day <= asOf else { break }
                for workout in sessionWorkouts[day.daysSinceEpoch] ?? [] {
                    let open = { (slot: PlanSlot) in slot.filledBy == nil && slot.session == workout.session }
                    // Its own day's slot first, so the calendar marks the day it was done.
                    if let index = weekSlots.firstIndex(where: { open($0) && $0.date == day })
                        ?? weekSlots.firstIndex(where: open) {
                        weekSlots[index].filledBy = workout.id
                    }
                }
            }
            let filled = weekSlots.filter { $0.filledBy != nil }.count
            weeks.append(PlanWeekCompliance(number: number, start: weekStart, deload: plan.deloadWeeks.contains(number),
                                            planned: weekSlots.count, filled: filled,
                                            ratio: Self.ratio(filled, weekSlots.count)))
            slots.append(contentsOf: weekSlots)
        }
        let planned = slots.count
        let filled = slots.filter { $0.filledBy != nil }.count
        return PlanCompliance(plan: plan.id, name: plan.name, start: plan.start,
                              end: plan.start.adding(days: 7 * max(0, plan.weeks) - 1), planned: planned,
                              filled: filled, ratio: Self.ratio(filled, planned), weeks: weeks, slots: slots)
    }

    static func ratio(_ filled: Int, _ planned: Int) -> Double? {
        planned > 0 ? Double(filled) / Double(planned) : nil
    }
}
