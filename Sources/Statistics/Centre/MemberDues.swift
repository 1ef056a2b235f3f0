import TrainingModel

/// One member's dues line by line (docs/statistics.md#centre-dues), from their
/// membership, their plan, their payments and, for a pack, their bookings. Lines are made
/// for every period (or pack) that falls due up to `horizon`, and for every period a
/// payment names.
struct MemberDues {
    let membership: Membership
    let plan: MembershipPlan
    /// The member's payments, in `Payment.order`.
    let payments: [Payment]
    /// The member's bookings, in `Booking.order`.
    let bookings: [Booking]
    let asOf: CalendarDate
    let horizon: CalendarDate

    /// The member's fee for a whole period or pack.
    var fee: Int { membership.fee(on: plan) }

    func lines(member: String) -> [DuesLine] {
        switch plan.billing {
        case .every(let kind): return periodLines(kind, member: member)
        case .pack(let visits): return packLines(visits: visits, member: member)
        }
    }

    // MARK: - Periods

    private func periodLines(_ kind: FeePeriod, member: String) -> [DuesLine] {
        let rows = Dictionary(grouping: payments, by: \.period)
        var periods: Set<DuesPeriod> = Set(rows.keys)
        var period = DuesPeriod(kind, containing: membership.since)
        let end = min(membership.until ?? horizon, horizon)
        while period.first <= end {
            periods.insert(period)
            period = period.next
        }
        return periods.sorted().map { period in
            let covered = coveredDays(of: period)
            let rows = rows[period] ?? []
            // A period the membership does not cover owes what its row says was paid.
            let due = covered > 0 ? Self.share(of: fee, days: covered, of: period.days)
                : rows.reduce(0) { $0 + ($1.amountCents ?? 0) }
            let dueOn = max(period.dueDate(plan.dueDay), membership.since)
            let firstDay = covered > 0 ? max(period.first, membership.since) : period.first
            return line(member: member, period: period.name, month: YearMonth(firstDay), dueOn: dueOn, due: due,
                        payments: Self.amounts(rows, due: due))
        }
    }

    /// Days of `period` from `since` through `until`.
    private func coveredDays(of period: DuesPeriod) -> Int {
        let first = max(period.first, membership.since)
        let last = min(period.last, membership.until ?? period.last)
        return first <= last ? first.days(until: last) + 1 : 0
    }

    /// `fee × days ÷ periodDays`, to the nearest cent, halves up.
    static func share(of fee: Int, days: Int, of periodDays: Int) -> Int {
        days >= periodDays ? fee : (fee * days * 2 + periodDays) / (2 * periodDays)
    }

    /// Each payment with its amount: as written, or what the payments before it left due.
    static func amounts(_ payments: [Payment], due: Int) -> [(Payment, Int)] {
        var left = due
        return payments.map { payment in
            let amount = payment.amountCents ?? max(0, left)
            left -= amount
            return (payment, amount)
        }
    }

    // MARK: - Packs

    /// Pack 1 falls due on `since`, pack k on the day of visit (k − 1) × visits + 1; a
    /// pack paid before any visit needs it falls due on the day it was paid. Payments,
    /// oldest first, pay the packs in order.
    private func packLines(visits: Int, member: String) -> [DuesLine] {
        let end = min(membership.until ?? horizon, horizon)
        let days = bookings.map(\.date).filter { $0 >= membership.since && $0 <= end }
        var dueDays = [membership.since]
        var visit = visits
        while visit < days.count {
            dueDays.append(days[visit])
            visit += visits
        }
        // Every payment pays one pack unless it says how much.
        let paid = payments.map { ($0, $0.amountCents ?? fee) }
        let total = paid.reduce(0) { $0 + $1.1 }
        var pack = dueDays.count
        while fee > 0, pack * fee < total {
            // Bought ahead: due on the day of the payment that reaches it.
            var sum = 0
            let reaching = paid.first { sum += $0.1; return sum > pack * fee }
            dueDays.append(reaching?.0.paidOn ?? dueDays.last!)
            pack += 1
        }
        return dueDays.enumerated().map { index, dueOn in
            // The part of each payment that falls on this pack, the payments laid end to end.
            let start = index * fee, end = start + fee
            var offset = 0
            var share: [(Payment, Int)] = []
            for (payment, amount) in paid {
                let part = min(offset + amount, end) - max(offset, start)
                if part > 0 { share.append((payment, part)) }
                offset += amount
            }
            return line(member: member, period: "pack-" + String(index + 1), month: YearMonth(dueOn), dueOn: dueOn,
                        due: fee, payments: share)
        }
    }

    // MARK: - Lines

    private func line(member: String, period: String, month: YearMonth, dueOn: CalendarDate, due: Int,
                      payments: [(Payment, Int)]) -> DuesLine {
        let credits = payments.map { DuesCredit(payment: $0.0, amountCents: $0.1) }
        return DuesLine(member: member, period: period, month: month, dueOn: dueOn, amountCents: due, credits: credits,
                        on: asOf)
    }
}
