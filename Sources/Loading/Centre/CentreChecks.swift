import Diagnostics
import TrainingModel

/// The checks that need more than one file of the centre: facilities unique, members
/// are athletes with a `membership` on a known plan, bookings name known facilities,
/// members and sessions, fall within opening hours on the facility's slots, and never
/// put more people in a facility than it holds. Every problem is reported; the
/// centre it answers keeps only what passed.
struct CentreChecks {
    let base: Centre
    let drafts: CentreDrafts
    let athletes: [Athlete]
    let failedAthletes: Set<String>
    let sessionIDs: Set<String>
    private(set) var diagnostics: [Diagnostic] = []
    private let athletesByID: [String: Athlete]

    init(base: Centre, drafts: CentreDrafts, athletes: [Athlete], failedAthletes: Set<String>, sessionIDs: Set<String>) {
        self.base = base
        self.drafts = drafts
        self.athletes = athletes
        athletesByID = Dictionary(athletes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.failedAthletes = failedAthletes
        self.sessionIDs = sessionIDs
    }

    mutating func run() -> Centre {
        var centre = base
        centre.facilities = uniqueFacilities()
        checkMemberships()
        centre.payments = payments(centre)
        centre.bookings = bookings(centre)
        centre.recordedMonths = centre.recordedMonths(of: athletes.compactMap(\.membership))
        return centre
    }

    // MARK: - Steps

    private mutating func uniqueFacilities() -> [Facility] {
        var seen: [String: String] = [:]
        var facilities: [Facility] = []
        for draft in drafts.facilities {
            if let first = seen[draft.value.id] {
                report(.duplicateID(kind: "facility", id: draft.value.id, firstPath: first), at: draft.location)
                continue
            }
            seen[draft.value.id] = draft.location.file
            facilities.append(draft.value)
        }
        return facilities.sorted { $0.id < $1.id }
    }

    private mutating func checkMemberships() {
        let planIDs = base.plans.map(\.id)
        for athlete in athletes {
            guard let membership = athlete.membership, base.plan(id: membership.plan) == nil,
                  !drafts.unreadPlans.contains(membership.plan) else { continue }
            report(.unknownReference(kind: "membership plan", name: membership.plan,
                                     suggestions: Suggestions.closest(to: membership.plan, in: planIDs, limit: 3)),
                   at: SourceLocation(file: athlete.sourcePath, line: membership.planLine, column: membership.planColumn),
                   keyPath: "membership.plan")
        }
    }

    /// Each payment of a member, in a file of their plan's period (a month's for a pack).
    private mutating func payments(_ centre: Centre) -> [Payment] {
        var seen: [String: SourceLocation] = [:]
        var payments: [Payment] = []
        for draft in drafts.payments {
            let payment = draft.value.payment
            let key = payment.period.name + "/" + payment.member
            if let first = seen[key], first.file != draft.value.memberLocation.file {
                report(.duplicatePayment(member: payment.member, month: payment.period.name, first: first),
                       at: draft.value.memberLocation)
                continue
            }
            seen[key] = seen[key] ?? draft.value.memberLocation
            // A row's later payments are the first one's member: reported once, with it.
            if payment.entry > 1 && athletesByID[payment.member]?.membership == nil { continue }
            guard let member = member(payment.member, at: draft.value.memberLocation, keyPath: draft.keyPath),
                  let membership = member.membership, let plan = centre.plan(id: membership.plan) else { continue }
            let kind = plan.billing.period ?? .month
            guard payment.period.kind == kind else {
                if payment.entry == 1 {
                    let how = plan.billing.period.map { "is paid by the " + $0.rawValue }
                        ?? "is a pack of visits, whose payments are kept by month"
                    report(.paymentInWrongPeriod(member: member.id, plan: plan.id, how: how,
                                                 file: "payments/" + DuesPeriod(kind, containing: payment.period.first).name),
                           at: draft.value.memberLocation)
                }
                continue
            }
            payments.append(payment)
        }
        return payments.sorted(by: Payment.order)
    }

    private mutating func bookings(_ centre: Centre) -> [Booking] {
        var valid: [Located<BookingDraft>] = []
        for draft in drafts.bookings {
            let booking = draft.value.booking
            let facility = centre.facility(id: booking.facility)
            if facility == nil {
                let at = draft.value.facilityAt
                report(.unknownReference(kind: "facility", name: at.value,
                                         suggestions: Suggestions.closest(to: at.value, in: centre.facilities.map(\.id), limit: 3)),
                       at: at.location, keyPath: at.keyPath)
            }
            let member = self.member(booking.member, at: draft.value.memberAt.location, keyPath: draft.value.memberAt.keyPath)
            if let session = draft.value.sessionAt, !sessionIDs.contains(session.value) {
                report(.unknownReference(kind: "session", name: session.value,
                                         suggestions: Suggestions.closest(to: session.value, in: sessionIDs.sorted(), limit: 3)),
                       at: session.location, keyPath: session.keyPath)
            }
            // Checked whatever the member, so that every problem of the booking is reported.
            let fits = facility.map { fitsTheDay(draft, facility: $0, centre: centre) } ?? false
            guard fits, member != nil else { continue }
            valid.append(draft)
        }
        checkCapacity(valid, centre: centre)
        checkDoubleBookings(valid)
        return valid.map(\.value.booking).sorted(by: Booking.order)
    }

    /// Within the day's opening hours and on the facility's slots, counted from opening.
    private mutating func fitsTheDay(_ draft: Located<BookingDraft>, facility: Facility, centre: Centre) -> Bool {
        let booking = draft.value.booking
        guard let hours = centre.hours(on: booking.date.weekday) else {
            report(.bookingWhenClosed(date: booking.date.iso, weekday: booking.date.weekday.rawValue),
                   at: draft.location, keyPath: draft.keyPath)
            return false
        }
        guard booking.start >= hours.opens, booking.end <= hours.closes else {
            report(.bookingOutsideHours(from: ClockTime.text(booking.start), to: ClockTime.text(booking.end),
                                        opens: ClockTime.text(hours.opens), closes: ClockTime.text(hours.closes),
                                        weekday: booking.date.weekday.rawValue),
                   at: draft.location, keyPath: draft.keyPath)
            return false
        }
        let slot = facility.slotMinutes
        guard (booking.start - hours.opens) % slot == 0, (booking.end - booking.start) % slot == 0 else {
            report(.bookingOffSlots(facility: facility.id, slot: slot, opens: ClockTime.text(hours.opens)),
                   at: draft.location, keyPath: draft.keyPath)
            return false
        }
        return true
    }

    /// Bookings of a facility and day taken by start, then in the order written: each one
    /// that finds the facility already full at its start is an error, so every booking
    /// over capacity is named, and it is the one written last.
    private mutating func checkCapacity(_ drafts: [Located<BookingDraft>], centre: Centre) {
        let groups = Dictionary(grouping: drafts) { $0.value.booking.date.iso + "/" + $0.value.booking.facility }
        for key in groups.keys.sorted() {
            let group = groups[key]!.sorted {
                ($0.value.booking.start, $0.location.file, $0.location.line, $0.location.column)
                    < ($1.value.booking.start, $1.location.file, $1.location.line, $1.location.column)
            }
            guard let facility = group.first.flatMap({ centre.facility(id: $0.value.booking.facility) }) else { continue }
            var active: [Booking] = []
            for draft in group {
                let booking = draft.value.booking
                active.removeAll { $0.end <= booking.start }
                if active.count >= facility.capacity {
                    report(.overCapacity(facility: facility.id, capacity: facility.capacity, count: active.count + 1,
                                         at: ClockTime.text(booking.start), others: active.map(\.member)),
                           at: draft.location, keyPath: draft.keyPath)
                }
                active.append(booking)
            }
        }
    }

    /// One member in two places at once.
    private mutating func checkDoubleBookings(_ drafts: [Located<BookingDraft>]) {
        let groups = Dictionary(grouping: drafts) { $0.value.booking.date.iso + "/" + $0.value.booking.member }
        for key in groups.keys.sorted() {
            let group = groups[key]!.sorted { ($0.value.booking.start, $0.value.booking.facility) < ($1.value.booking.start, $1.value.booking.facility) }
            for (earlier, later) in zip(group, group.dropFirst()) where later.value.booking.start < earlier.value.booking.end {
                let first = earlier.value.booking
                report(.doubleBooking(member: first.member, facility: first.facility, from: ClockTime.text(first.start),
                                      to: ClockTime.text(first.end)),
                       at: later.location, keyPath: later.keyPath)
            }
        }
    }

    // MARK: - Helpers

    /// The athlete a payment or booking names, when it is one with a membership.
    private mutating func member(_ id: String, at location: SourceLocation, keyPath: String) -> Athlete? {
        guard let athlete = athletesByID[id] else {
            if failedAthletes.contains(id) { return nil }
            let members = athletes.filter { $0.membership != nil }.map(\.id)
            report(.unknownReference(kind: "member", name: id, suggestions: Suggestions.closest(to: id, in: members, limit: 3)),
                   at: location, keyPath: keyPath)
            return nil
        }
        guard athlete.membership != nil else {
            report(.notAMember(id), at: location, keyPath: keyPath)
            return nil
        }
        return athlete
    }

    private mutating func report(_ problem: ContentProblem, at location: SourceLocation, keyPath: String = "") {
        diagnostics.append(Diagnostic(problem.severity, at: location, keyPath: keyPath, message: problem.message,
                                      hint: problem.hint))
    }
}
