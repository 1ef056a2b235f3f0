import TrainingModel

/// Computes `CentreStatistics` from the library and the as-of day, never the clock: a
/// payment dated after the as-of day still counts as pending, and only bookings on or
/// before it count towards occupancy (a pack's visits count bookings up to the horizon
/// of `upcoming`).
extension CentreStatistics {
    public static func compute(_ centre: Centre, library: TrainingLibrary, asOf: CalendarDate) -> CentreStatistics {
        CentreStatisticsBuilder(centre: centre, library: library, asOf: asOf).build()
    }
}

struct CentreStatisticsBuilder {
    let centre: Centre
    let library: TrainingLibrary
    let asOf: CalendarDate

    func build() -> CentreStatistics {
        let members = library.athletes.filter { $0.membership != nil }
        var lastVisits: [String: CalendarDate] = [:]
        for workout in library.workouts where workout.date <= asOf {
            lastVisits[workout.athlete] = max(lastVisits[workout.athlete] ?? workout.date, workout.date)
        }
        for booking in centre.bookings where booking.date <= asOf {
            lastVisits[booking.member] = max(lastVisits[booking.member] ?? booking.date, booking.date)
        }
        let roster = members.map { memberStatus($0, lastVisit: lastVisits[$0.id]) }
        let lines = dues(members)
        let membersByPlan = centre.plans.map { plan in
            PlanMembers(plan: plan.id, name: plan.name,
                        members: roster.filter { $0.plan == plan.id && $0.status == .active }.count)
        }
        return CentreStatistics(name: centre.name, currency: centre.currency,
                                activeMembers: roster.filter { $0.status == .active }.count,
                                membersByPlan: membersByPlan, roster: roster, lines: lines, months: months(lines),
                                facilities: centre.facilities.map(usage), classes: centre.classes.map(usage), asOf: asOf,
                                receipts: CentreStatistics.receipts(of: lines))
    }

    // MARK: - Members

    private func memberStatus(_ athlete: Athlete, lastVisit: CalendarDate?) -> MemberStatus {
        let membership = athlete.membership!
        let status: MemberStatus.Status
        if membership.since > asOf { status = .upcoming }
        else if let until = membership.until, until < asOf { status = .ended }
        else { status = .active }
        return MemberStatus(id: athlete.id, name: athlete.name, plan: membership.plan, since: membership.since,
                            until: membership.until, status: status, lastVisit: lastVisit,
                            sortName: Contact.sortName(name: athlete.name, contact: athlete.contact))
    }

    // MARK: - Dues

    /// Every member's lines, by member id, then period: each period (or pack) that falls
    /// due up to `upcomingDays` after the as-of day, and each one a payment names.
    private func dues(_ members: [Athlete]) -> [DuesLine] {
        let payments = Dictionary(grouping: centre.payments, by: \.member)
        let bookings = Dictionary(grouping: centre.bookings, by: \.member)
        return members.flatMap { athlete -> [DuesLine] in
            guard let membership = athlete.membership, let plan = centre.plan(id: membership.plan) else { return [] }
            return MemberDues(membership: membership, plan: plan, payments: payments[athlete.id] ?? [],
                              bookings: bookings[athlete.id] ?? [], asOf: asOf,
                              horizon: asOf.adding(days: CentreStatistics.upcomingDays)).lines(member: athlete.id)
        }
    }

    /// Every month from the first with any lines to the last, each as it closed, or as of
    /// the as-of day while it is not over.
    private func months(_ lines: [DuesLine]) -> [DuesMonth] {
        let byMonth = Dictionary(grouping: lines, by: \.month)
        guard let first = byMonth.keys.min(), let last = byMonth.keys.max() else { return [] }
        var months: [DuesMonth] = []
        var month = first
        while month <= last {
            let lines = byMonth[month] ?? []
            months.append(DuesMonth(month: month, lines: month.lastDay < asOf ? lines.map { $0.closing(month) } : lines))
            month = month.adding(months: 1)
        }
        return months
    }

    // MARK: - Facilities

    private func usage(_ facility: Facility) -> FacilityUsage {
        let bookings = centre.bookings.filter { $0.facility == facility.id && $0.date <= asOf }
        var booked = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        var available = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        if let first = bookings.map(\.date).min(), let last = bookings.map(\.date).max() {
            // Each weekday's open hours, once per time it falls in the period: counted, not
            // walked day by day, so the cost does not grow with the span of the bookings.
            let days = first.days(until: last) + 1
            for offset in 0..<min(7, days) {
                let day = first.adding(days: offset)
                guard let hours = centre.hours(on: day.weekday) else { continue }
                let times = days / 7 + (offset < days % 7 ? 1 : 0)
                Self.spread(from: hours.opens, to: hours.closes, weight: facility.capacity * times,
                            into: &available[day.weekday.mondayIndex])
            }
        }
        for booking in bookings {
            Self.spread(from: booking.start, to: booking.end, weight: 1, into: &booked[booking.date.weekday.mondayIndex])
        }
        var open = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        for weekday in Weekday.mondayFirst {
            guard let hours = centre.hours(on: weekday) else { continue }
            Self.spread(from: hours.opens, to: hours.closes, weight: 1, into: &open[weekday.mondayIndex])
        }
        // Closed hours are nil; an open hour on a weekday the period does not reach is 0.
        let grid = (0..<7).map { row in
            (0..<24).map { hour -> Double? in
                guard open[row][hour] > 0 else { return nil }
                return available[row][hour] > 0 ? Double(booked[row][hour]) / Double(available[row][hour]) : 0
            }
        }
        return FacilityUsage(id: facility.id, name: facility.name, capacity: facility.capacity, bookings: bookings.count,
                             bookedMinutes: booked.joined().reduce(0, +), availableMinutes: available.joined().reduce(0, +),
                             grid: grid)
    }

    // MARK: - Classes

    private func usage(_ centreClass: CentreClass) -> ClassUsage {
        let bookings = centre.bookings.filter { $0.classID == centreClass.id && $0.date <= asOf }
        var runs = 0
        if let first = bookings.map(\.date).min(), let last = bookings.map(\.date).max() {
            // Each weekday, once per time it falls in the days counted, times its runs.
            let days = first.days(until: last) + 1
            for offset in 0..<min(7, days) {
                let weekday = first.adding(days: offset).weekday
                let times = days / 7 + (offset < days % 7 ? 1 : 0)
                runs += times * centreClass.runs.filter { $0.weekday == weekday }.count
            }
        }
        return ClassUsage(id: centreClass.id, name: centreClass.name, capacity: centreClass.capacity, runs: runs,
                          placesOffered: runs * centreClass.capacity, placesUsed: bookings.count)
    }

    /// Adds `weight` for every minute of `start..<end` to the hour it falls in.
    private static func spread(from start: Int, to end: Int, weight: Int, into hours: inout [Int]) {
        var minute = start
        while minute < end {
            let hour = minute / 60
            let next = min(end, (hour + 1) * 60)
            hours[hour] += (next - minute) * weight
            minute = next
        }
    }
}
