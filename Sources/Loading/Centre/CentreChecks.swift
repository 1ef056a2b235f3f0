import Diagnostics
import TextAndDates
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
    /// The site's rule of names, which suggestions rank by.
    let names: NameKey
    private(set) var diagnostics: [Diagnostic] = []
    private let athletesByID: [String: Athlete]

    init(base: Centre, drafts: CentreDrafts, athletes: [Athlete], failedAthletes: Set<String>, sessionIDs: Set<String>,
         names: NameKey) {
        self.base = base
        self.names = names
        self.drafts = drafts
        self.athletes = athletes
        athletesByID = Dictionary(athletes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.failedAthletes = failedAthletes
        self.sessionIDs = sessionIDs
    }

    mutating func run() -> Centre {
        var centre = base
        centre.facilities = uniqueFacilities()
        centre.classes = classes(centre)
        checkMemberships()
        centre.payments = payments(centre)
        centre.bookings = bookings(centre)
        centre.recordedMonths = centre.recordedMonths(of: athletes.compactMap(\.membership))
        return centre
    }

    // MARK: - Steps

    private mutating func uniqueFacilities() -> [Facility] {
        var seen: [String: (path: String, id: String)] = [:]
        var facilities: [Facility] = []
        for draft in drafts.facilities {
            // By the folder of its day sheets (`Slug.path`), as ids of content files are.
            if let first = seen[Slug.path(draft.value.id)] {
                if first.id == draft.value.id {
                    report(.duplicateID(kind: "facility", id: draft.value.id, firstPath: first.path), at: draft.location)
                } else {
                    report(.samePagePath(kind: "facility", id: draft.value.id, otherID: first.id, firstPath: first.path,
                                         segment: Slug.path(draft.value.id)), at: draft.location)
                }
                continue
            }
            seen[Slug.path(draft.value.id)] = (draft.location.file, draft.value.id)
            facilities.append(draft.value)
        }
        return facilities.sorted { $0.id < $1.id }
    }

    /// Classes with a unique id, a known facility and instructor (and session), no more
    /// places than the facility holds, and runs within the opening hours that do not meet
    /// another class's in the same facility; a run that fails is reported and left out.
    private mutating func classes(_ centre: Centre) -> [CentreClass] {
        var seen: [String: String] = [:]
        var classes: [CentreClass] = []
        var taken: [(facility: String, centreClass: String, run: ClassRun)] = []
        for draft in drafts.classes.sorted(by: { $0.value.centreClass.id < $1.value.centreClass.id }) {
            var value = draft.value.centreClass
            if let first = seen[value.id] {
                report(.duplicateID(kind: "class", id: value.id, firstPath: first), at: draft.location)
                continue
            }
            seen[value.id] = draft.location.file
            let facility = centre.facility(id: value.facility)
            if facility == nil {
                let at = draft.value.facilityAt
                report(.unknownReference(kind: "facility", name: at.value,
                                         suggestions: Suggestions.closest(to: at.value, in: centre.facilities.map(\.id), limit: 3, names: names)),
                       at: at.location, keyPath: at.keyPath)
            }
            if centre.instructor(id: value.instructor) == nil {
                let at = draft.value.instructorAt
                report(.unknownReference(kind: "instructor", name: at.value,
                                         suggestions: Suggestions.closest(to: at.value, in: centre.instructors.map(\.id), limit: 3, names: names)),
                       at: at.location, keyPath: at.keyPath)
            }
            if let session = draft.value.sessionAt, !sessionIDs.contains(session.value) {
                report(.unknownReference(kind: "session", name: session.value,
                                         suggestions: Suggestions.closest(to: session.value, in: sessionIDs.sorted(), limit: 3, names: names)),
                       at: session.location, keyPath: session.keyPath)
                value.session = nil
            }
            guard let facility, centre.instructor(id: value.instructor) != nil, value.capacity > 1 else { continue }
            if value.capacity > facility.capacity {
                report(.classOverFacility(centreClass: value.id, capacity: value.capacity, facility: facility.id,
                                          facilityCapacity: facility.capacity), at: draft.value.capacityAt, keyPath: "capacity")
                continue
            }
            var runs: [ClassRun] = []
            for located in draft.value.runs {
                let run = located.value
                guard let hours = centre.hours(on: run.weekday) else {
                    report(.classWhenClosed(weekday: run.weekday.rawValue), at: located.location, keyPath: located.keyPath)
                    continue
                }
                guard run.start >= hours.opens, run.end <= hours.closes else {
                    report(.classOutsideHours(from: ClockTime.text(run.start), to: ClockTime.text(run.end),
                                              opens: ClockTime.text(hours.opens), closes: ClockTime.text(hours.closes),
                                              weekday: run.weekday.rawValue),
                           at: located.location, keyPath: located.keyPath)
                    continue
                }
                if let other = taken.first(where: { $0.facility == facility.id && $0.run.weekday == run.weekday
                                                    && $0.run.start < run.end && run.start < $0.run.end }) {
                    report(.facilityTakenByClass(facility: facility.id, centreClass: other.centreClass,
                                                 from: ClockTime.text(other.run.start), to: ClockTime.text(other.run.end),
                                                 weekday: run.weekday.rawValue),
                           at: located.location, keyPath: located.keyPath)
                    continue
                }
                taken.append((facility.id, value.id, run))
                runs.append(run)
            }
            value.runs = runs.sorted(by: ClassRun.order)
            classes.append(value)
        }
        return classes
    }

    private mutating func checkMemberships() {
        let planIDs = base.plans.map(\.id)
        for athlete in athletes {
            guard let membership = athlete.membership, base.plan(id: membership.plan) == nil,
                  !drafts.unreadPlans.contains(membership.plan) else { continue }
            report(.unknownReference(kind: "membership plan", name: membership.plan,
                                     suggestions: Suggestions.closest(to: membership.plan, in: planIDs, limit: 3, names: names)),
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
        for var draft in drafts.bookings {
            if let classAt = draft.value.classAt {
                let member = self.member(draft.value.booking.member, at: draft.value.memberAt.location,
                                         keyPath: draft.value.memberAt.keyPath)
                checkSession(draft)
                guard let booking = classBooking(draft, classAt: classAt, centre: centre), member != nil else { continue }
                draft.value.booking = booking
                valid.append(draft)
                continue
            }
            let booking = draft.value.booking
            let facility = centre.facility(id: booking.facility)
            if facility == nil {
                let at = draft.value.facilityAt
                report(.unknownReference(kind: "facility", name: at.value,
                                         suggestions: Suggestions.closest(to: at.value, in: centre.facilities.map(\.id), limit: 3, names: names)),
                       at: at.location, keyPath: at.keyPath)
            }
            let member = self.member(booking.member, at: draft.value.memberAt.location, keyPath: draft.value.memberAt.keyPath)
            checkSession(draft)
            // Checked whatever the member, so that every problem of the booking is reported.
            let fits = facility.map { fitsTheDay(draft, facility: $0, centre: centre) } ?? false
            guard fits, member != nil else { continue }
            valid.append(draft)
        }
        checkCapacity(valid.filter { $0.value.classAt == nil }, centre: centre)
        checkClassPlaces(valid.filter { $0.value.classAt != nil }, centre: centre)
        checkDoubleBookings(valid)
        return valid.map(\.value.booking).sorted(by: Booking.order)
    }

    private mutating func checkSession(_ draft: Located<BookingDraft>) {
        if let session = draft.value.sessionAt, !sessionIDs.contains(session.value) {
            report(.unknownReference(kind: "session", name: session.value,
                                     suggestions: Suggestions.closest(to: session.value, in: sessionIDs.sorted(), limit: 3, names: names)),
                   at: session.location, keyPath: session.keyPath)
        }
    }

    /// A class's booking with the class's facility and the time of its run that day: the
    /// one starting at `start`, or the only one.
    private mutating func classBooking(_ draft: Located<BookingDraft>, classAt: Located<String>, centre: Centre) -> Booking? {
        var booking = draft.value.booking
        guard let centreClass = centre.centreClass(id: classAt.value) else {
            report(.unknownReference(kind: "class", name: classAt.value,
                                     suggestions: Suggestions.closest(to: classAt.value, in: centre.classes.map(\.id), limit: 3, names: names)),
                   at: classAt.location, keyPath: classAt.keyPath)
            return nil
        }
        let weekday = booking.date.weekday
        let runs = centreClass.runs.filter { $0.weekday == weekday }
        let times = runs.map { ClockTime.text($0.start) }
        let given = booking.start >= 0 ? booking.start : nil
        let run: ClassRun
        if let given {
            guard let match = runs.first(where: { $0.start == given }) else {
                report(.classNotRunning(centreClass: centreClass.id, at: ClockTime.text(given), weekday: weekday.rawValue,
                                        times: times), at: draft.location, keyPath: draft.keyPath)
                return nil
            }
            run = match
        } else {
            guard let only = runs.first else {
                report(.classNotRunning(centreClass: centreClass.id, at: nil, weekday: weekday.rawValue, times: []),
                       at: draft.location, keyPath: draft.keyPath)
                return nil
            }
            guard runs.count == 1 else {
                report(.classStartNeeded(centreClass: centreClass.id, weekday: weekday.rawValue, times: times),
                       at: draft.location, keyPath: draft.keyPath)
                return nil
            }
            run = only
        }
        booking.facility = centreClass.facility
        booking.start = run.start
        booking.end = run.end
        return booking
    }

    /// A class's bookings of one run taken in the order written: each one past the class's
    /// places is an error, naming those already booked.
    private mutating func checkClassPlaces(_ drafts: [Located<BookingDraft>], centre: Centre) {
        let groups = Dictionary(grouping: drafts) {
            $0.value.booking.date.iso + "/" + ($0.value.booking.classID ?? "") + "/" + String($0.value.booking.start)
        }
        for key in groups.keys.sorted() {
            let group = groups[key]!.sorted {
                ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
            }
            guard let centreClass = group.first.flatMap({ centre.centreClass(id: $0.value.booking.classID ?? "") }) else { continue }
            for (index, draft) in group.enumerated() where index >= centreClass.capacity {
                report(.classFull(centreClass: centreClass.id, capacity: centreClass.capacity, count: index + 1,
                                  at: ClockTime.text(draft.value.booking.start),
                                  others: group.prefix(index).map(\.value.booking.member)),
                       at: draft.location, keyPath: draft.keyPath)
            }
        }
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
        // A class takes its facility while it runs.
        if let (centreClass, run) = centre.classRuns(on: booking.date.weekday).first(where: {
            $0.centreClass.facility == facility.id && $0.run.start < booking.end && booking.start < $0.run.end
        }) {
            report(.facilityTakenByClass(facility: facility.id, centreClass: centreClass.id, from: ClockTime.text(run.start),
                                         to: ClockTime.text(run.end), weekday: booking.date.weekday.rawValue),
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
            report(.unknownReference(kind: "member", name: id, suggestions: Suggestions.closest(to: id, in: members, limit: 3, names: names)),
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
