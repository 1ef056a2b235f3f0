import Charts
import Statistics
import TrainingModel

/// The centre's pages (docs/centre.md). Only the dues page and plan fees carry amounts, and
/// only when the centre sets `public_dues: true`: the site is public, the report and
/// stats.json are for the people who run the centre.
extension PageBuilder {
    var centreWords: CentreStrings { CentreStrings.forLanguage(context.library.config.language) }

    func renderCentre(_ centre: Centre, _ page: CentrePage, job: PageJob) throws -> [UInt8] {
        let stats = context.statistics.centre ?? CentreStatistics.compute(centre, library: context.library.whole, asOf: context.asOf)
        let words = centreWords
        switch page {
        case .roster:
            return try render(roster(centre, stats: stats, path: job.path), job: job, title: words.centre + " · " + centre.name,
                              nav: .centre)
        case .dues:
            return try render(dues(centre, stats: stats, path: job.path), job: job, title: words.dues + " · " + centre.name,
                              nav: .centre)
        case .occupancy:
            return try render(occupancy(centre, stats: stats, path: job.path), job: job,
                              title: words.occupancy + " · " + centre.name, nav: .centre)
        case .timetable:
            return try render(timetable(centre, path: job.path), job: job, title: words.timetable + " · " + centre.name,
                              nav: .centre)
        case .inventory:
            return try render(inventory(centre, path: job.path), job: job, title: words.inventory + " · " + centre.name,
                              nav: .centre)
        case .daySheet(let facility, let date, let bookings):
            let view = daySheet(centre, facility: facility, date: date, bookings: bookings, path: job.path)
            return try render(view, job: job, title: facility.name + " · " + view.date, nav: .centre)
        case .duesYear(let year):
            let view = duesYear(centre, stats: stats, year: year, path: job.path)
            return try render(view, job: job, title: words.dues + " " + view.year + " · " + centre.name, nav: .centre)
        case .receipt(let payment):
            let view = receipt(centre, stats: stats, payment: payment, path: job.path)
            return try render(view, job: job, title: words.receipt + " " + view.number + " · " + centre.name, nav: .centre)
        case .duesMonth(let month):
            let view = duesMonth(centre, stats: stats, month: month, path: job.path)
            return try render(view, job: job, title: words.dues + " · " + view.month + " · " + centre.name, nav: .centre)
        case .memberCalendar(let id):
            return Array(memberCalendarText(id).utf8)
        }
    }

    // MARK: - Roster

    func roster(_ centre: Centre, stats: CentreStatistics, path: String) -> CentreRosterView {
        let words = centreWords
        let hours = Weekday.mondayFirst.map { weekday in
            FactView(label: words.weekdayNames[weekday.mondayIndex],
                     value: centre.hours(on: weekday).map { ClockTime.text($0.opens) + "–" + ClockTime.text($0.closes) }
                        ?? words.closed)
        }
        let plans = centre.plans.map { plan in
            CentreRosterView.Plan(
                name: plan.name,
                fee: Maybe(centre.publicDues
                    ? words.fee(context.format.money(cents: plan.feeCents, currency: centre.currency), plan.billing) : nil),
                sessions: words.sessions(plan, format: context.format),
                members: stats.membersByPlan.first { $0.plan == plan.id }?.members ?? 0)
        }
        let members = stats.rosterBySurname.map { member in
            CentreRosterView.Member(
                name: context.athleteName(member.id),
                href: Maybe(context.index.athletes[member.id] == nil ? nil : context.href(from: path, to: SitePaths.profile(member.id))),
                plan: centre.plan(id: member.plan)?.name ?? member.plan, since: context.format.date(member.since),
                until: Maybe(member.until.map(context.format.date)), status: words.status(member.status),
                statusClass: "member-" + member.status.rawValue,
                lastVisit: member.lastVisit.map(context.format.date) ?? words.never)
        }
        let pages = CentrePage.all(for: centre)
        let facilities = centre.facilities.map { facility in
            let sheets = pages.compactMap { page -> LinkItem? in
                guard case .daySheet(let f, let date, _) = page, f.id == facility.id else { return nil }
                return LinkItem(href: context.href(from: path, to: page.path), label: context.format.date(date), detail: .none)
            }
            let equipment = facility.equipment.map { $0.name + " × " + context.format.integer($0.quantity) }
            return CentreRosterView.Facility(
                name: facility.name,
                detail: words.capacity + ": " + context.format.integer(facility.capacity) + " · " + words.slot + ": "
                    + context.format.integer(facility.slotMinutes) + " " + words.minutes,
                description: Maybe(nonEmpty: facility.description), photo: Maybe(facility.photo.map { photoHref($0, from: path) }),
                equipment: equipment, hasEquipment: !equipment.isEmpty, sheets: sheets)
        }
        return CentreRosterView(labels: words, nav: centreNav(from: path), name: centre.name,
                                address: Maybe(nonEmpty: centre.address), openingHours: hours, plans: plans,
                                showFees: centre.publicDues, members: members, hasMembers: !members.isEmpty,
                                activeMembers: context.format.integer(stats.activeMembers), facilities: facilities)
    }

    /// A facility's photo as a link from `path`: a web address as written, a file under
    /// `content/` where the build copies it.
    private func photoHref(_ photo: String, from path: String) -> String {
        let lower = photo.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") ? photo : context.href(from: path, to: photo)
    }

    // MARK: - Timetable and inventory

    func timetable(_ centre: Centre, path: String) -> CentreTimetableView {
        let words = centreWords
        let days = Weekday.mondayFirst.compactMap { weekday -> CentreTimetableView.Day? in
            let runs = centre.classRuns(on: weekday)
            guard !runs.isEmpty else { return nil }
            return CentreTimetableView.Day(name: words.weekdayNames[weekday.mondayIndex], runs: runs.map { centreClass, run in
                CentreTimetableView.Run(
                    time: ClockTime.text(run.start) + "–" + ClockTime.text(run.end), name: centreClass.name,
                    facility: centre.facility(id: centreClass.facility)?.name ?? centreClass.facility,
                    instructor: centre.instructor(id: centreClass.instructor)?.name ?? centreClass.instructor,
                    places: context.format.integer(centreClass.capacity))
            })
        }
        return CentreTimetableView(labels: words, nav: centreNav(from: path), name: centre.name, days: days)
    }

    func inventory(_ centre: Centre, path: String) -> CentreInventoryView {
        let words = centreWords
        let inventory = centre.inventory(names: context.library.names)
        let lines = inventory.map { line in
            CentreInventoryView.Line(
                name: line.name, quantity: context.format.integer(line.quantity),
                places: line.places.map { place in
                    (place.facility.map { centre.facility(id: $0)?.name ?? $0 } ?? words.centre) + ": "
                        + context.format.integer(place.quantity)
                }.joined(separator: " · "))
        }
        return CentreInventoryView(labels: words, nav: centreNav(from: path), name: centre.name, lines: lines,
                                   total: context.format.integer(inventory.reduce(0) { $0 + $1.quantity }))
    }

    // MARK: - Dues

    func dues(_ centre: Centre, stats: CentreStatistics, path: String) -> CentreDuesView {
        let words = centreWords
        let amounts = centre.publicDues
        // Newest month first, as a desk reads them.
        let months = stats.recentMonths.reversed()
        let monthRows = months.map { monthLink($0, centre: centre, from: path) }
        let members = Set(months.flatMap { $0.lines.map(\.member) }).sorted()
        let rows = members.map { member in
            CentreDuesView.Row(name: context.athleteName(member), cells: months.map { month in
                guard let tally = month.tally(of: member) else {
                    return CentreDuesView.Cell(status: "–", statusClass: "dues-none", amount: .none, note: .none)
                }
                let amount = context.format.money(paid: tally.paidCents, of: tally.amountCents, currency: centre.currency)
                return CentreDuesView.Cell(
                    status: words.status(tally.status), statusClass: "dues-" + tally.status.rawValue,
                    amount: Maybe(amounts ? amount : nil),
                    note: Maybe(!tally.recorded ? words.noRow : tally.isPartPaid ? words.partPaid : nil))
            })
        }
        let upcoming = stats.upcoming.map { line in
            CentreDuesView.Coming(name: context.athleteName(line.member), period: words.period(line.period),
                                  dueOn: context.format.date(line.dueOn), isoDueOn: line.dueOn.iso,
                                  amount: Maybe(amounts ? context.format.money(cents: line.owedCents, currency: centre.currency) : nil))
        }
        return CentreDuesView(labels: words, nav: centreNav(from: path), name: centre.name, months: monthRows,
                              years: yearLinks(centre, from: path),
                              monthHeaders: months.map { context.format.monthYear(year: $0.month.year, month: $0.month.month) },
                              rows: rows, hasDues: !rows.isEmpty, showAmounts: amounts, upcoming: upcoming,
                              hasUpcoming: !upcoming.isEmpty)
    }

    /// A month's totals: amounts with the count of lines when `public_dues`, the counts alone otherwise.
    private func monthLink(_ month: DuesMonth, centre: Centre, from path: String) -> CentreMonthLink {
        func total(_ cents: Int, _ status: DuesLine.Status) -> String {
            let count = month.lines.filter { $0.status == status }.count
            return centre.publicDues ? context.format.money(cents: cents, currency: centre.currency) + " (\(count))"
                : context.format.integer(count)
        }
        return CentreMonthLink(label: context.format.monthYear(year: month.month.year, month: month.month.month),
                               href: context.href(from: path, to: SitePaths.centreDuesMonth(month.month)),
                               paid: total(month.paidCents, .paid), pending: total(month.pendingCents, .pending),
                               overdue: total(month.overdueCents, .overdue))
    }

    /// Every year of the centre's records, linked to its index.
    private func yearLinks(_ centre: Centre, from path: String) -> [LinkItem] {
        guard let months = centre.recordedMonths else { return [] }
        return (months.lowerBound.year...months.upperBound.year).map { year in
            LinkItem(href: context.href(from: path, to: SitePaths.centreDuesYear(year)), label: String(year), detail: .none)
        }
    }

    func duesYear(_ centre: Centre, stats: CentreStatistics, year: Int, path: String) -> CentreDuesYearView {
        let months = (centre.recordedMonths.map { Array(stride(from: 1, through: 12, by: 1)).compactMap { YearMonth(year: year, month: $0) }
            .filter($0.contains) } ?? [])
        return CentreDuesYearView(labels: centreWords, nav: centreNav(from: path), name: centre.name, year: String(year),
                                  months: months.map { monthLink(stats.figures(of: $0), centre: centre, from: path) },
                                  years: yearLinks(centre, from: path), showAmounts: centre.publicDues)
    }

    func duesMonth(_ centre: Centre, stats: CentreStatistics, month: YearMonth, path: String) -> CentreDuesMonthView {
        let words = centreWords
        let figures = stats.figures(of: month)
        let standing = month.lastDay < stats.asOf
            ? words.closedOn.replacingOccurrences(of: "#", with: context.format.date(month.lastDay))
            : words.asOfDay.replacingOccurrences(of: "#", with: context.format.date(stats.asOf))
        let lines = figures.lines.map { line in
            let amount = context.format.money(paid: line.paidCents, of: line.amountCents, currency: centre.currency)
            return CentreDuesMonthView.Line(
                name: context.athleteName(line.member), period: words.period(line.period),
                dueOn: context.format.date(line.dueOn), isoDueOn: line.dueOn.iso, status: words.status(line.status),
                statusClass: "dues-" + line.status.rawValue, amount: Maybe(centre.publicDues ? amount : nil),
                note: Maybe(!line.recorded ? words.noRow : line.paidCents > 0 && line.status != .paid ? words.partPaid : nil))
        }
        func link(_ other: YearMonth) -> LinkItem? {
            guard centre.recordedMonths?.contains(other) == true else { return nil }
            return LinkItem(href: context.href(from: path, to: SitePaths.centreDuesMonth(other)),
                            label: context.format.monthYear(year: other.year, month: other.month), detail: .none)
        }
        let label = context.format.monthYear(year: month.year, month: month.month)
        return CentreDuesMonthView(labels: words, nav: centreNav(from: path), name: centre.name, month: label,
                                   standing: standing,
                                   totals: monthLink(figures, centre: centre, from: path), lines: lines,
                                   hasLines: !lines.isEmpty,
                                   yearHref: context.href(from: path, to: SitePaths.centreDuesYear(month.year)),
                                   previous: Maybe(link(month.adding(months: -1))), next: Maybe(link(month.adding(months: 1))),
                                   showAmounts: centre.publicDues)
    }

    // MARK: - Receipts

    func receipt(_ centre: Centre, stats: CentreStatistics, payment: Payment, path: String) -> CentreReceiptView {
        let words = centreWords
        let receipt = stats.receipts.first { $0.number == payment.receiptNumber }
        let plan = stats.roster.first { $0.id == payment.member }.flatMap { centre.plan(id: $0.plan) }
        return CentreReceiptView(
            labels: words, centreName: centre.name, address: Maybe(nonEmpty: centre.address), number: payment.receiptNumber,
            member: context.athleteName(payment.member), paidOn: context.format.date(payment.paidOn ?? stats.asOf),
            isoPaidOn: (payment.paidOn ?? stats.asOf).iso,
            periods: (receipt?.periods ?? [payment.period.name]).map(words.period).joined(separator: ", "),
            amount: context.format.money(cents: receipt?.amountCents ?? payment.amountCents ?? 0, currency: centre.currency),
            method: payment.method ?? words.methodNotGiven, plan: plan?.name ?? "",
            paperSize: centre.receiptPaper, backHref: context.href(from: path, to: SitePaths.centreDuesMonth(YearMonth(payment.period.first))))
    }

    // MARK: - Occupancy

    func occupancy(_ centre: Centre, stats: CentreStatistics, path: String) -> CentreOccupancyView {
        let words = centreWords
        let open = centre.openingHours.compactMap { $0 }
        let hours = (open.map { $0.opens / 60 }.min() ?? 0)..<(open.map { ($0.closes + 59) / 60 }.max() ?? 24)
        let chartFormat = ChartFactory(strings: context.strings, dashboard: context.dashboardStrings, units: context.library.config.units,
                                       weekStarts: context.library.config.weekStarts).numberFormat(decimals: 0)
        let facilities = stats.facilities.map { usage in
            var facts = [FactView(label: words.capacity, value: context.format.integer(usage.capacity)),
                         FactView(label: words.bookings, value: context.format.integer(usage.bookings)),
                         FactView(label: words.bookedHours, value: context.format.number(Double(usage.bookedMinutes) / 60, maxDecimals: 1))]
            if let share = usage.occupancy { facts.append(FactView(label: words.occupancy, value: context.format.percent(share * 100))) }
            let chart = HourHeatMap(id: "occupancy-" + usage.id, title: words.heatTitle + " · " + usage.name,
                                    description: words.heatDescription, grid: usage.grid, hours: hours,
                                    weekdayNames: words.weekdayNames, weekdayTitle: words.weekday, closed: words.closed,
                                    format: chartFormat)
            return CentreOccupancyView.Facility(name: usage.name, facts: facts,
                                                chartHTML: Maybe(usage.bookings == 0 ? nil : chart.figureHTML(dataSummary: words.showData)))
        }
        let classes = stats.classes.map { usage in
            CentreOccupancyView.ClassRow(name: usage.name, runs: context.format.integer(usage.runs),
                                         offered: context.format.integer(usage.placesOffered),
                                         used: context.format.integer(usage.placesUsed),
                                         occupancy: usage.occupancy.map { context.format.percent($0 * 100) } ?? "–")
        }
        return CentreOccupancyView(labels: words, nav: centreNav(from: path), name: centre.name, facilities: facilities,
                                   classes: classes, hasClasses: !classes.isEmpty)
    }

    // MARK: - Day sheet

    /// One row per slot: every slot of the opening hours, or, when there are more than
    /// `maxDaySheetRows`, the slots from the first booking to the end of the last. A slot
    /// that would end after closing is left out: no booking can take it (bookings last
    /// whole slots and end by closing), so it would only show places no one can book.
    static let maxDaySheetRows = 24

    /// `bookings` are the facility's of the day, its classes' included. The slots are only
    /// drawn on a day with bookings of the facility itself; each class that runs there that
    /// day follows, with its attendees and free places.
    func daySheet(_ centre: Centre, facility: Facility, date: CalendarDate, bookings all: [Booking],
                  path: String) -> CentreDaySheetView {
        let words = centreWords
        let hours = centre.hours(on: date.weekday) ?? OpeningHours(opens: 0, closes: 0)
        let bookings = all.filter { $0.classID == nil }
        let runs = centre.classRuns(on: date.weekday).filter { $0.centreClass.facility == facility.id }
        var starts = bookings.isEmpty ? []
            : Array(stride(from: hours.opens, through: hours.closes - facility.slotMinutes, by: facility.slotMinutes))
        if starts.count > Self.maxDaySheetRows, let first = bookings.map(\.start).min(), let last = bookings.map(\.end).max() {
            starts = starts.filter { $0 + facility.slotMinutes > first && $0 < last }
        }
        let slots = starts.map { start in
            let end = start + facility.slotMinutes
            // A slot a class takes shows the class: no place in it can be booked.
            if let (centreClass, _) = runs.first(where: { $0.run.start < end && $0.run.end > start }) {
                return CentreDaySheetView.Slot(time: ClockTime.text(start) + "–" + ClockTime.text(end), count: "–",
                                               people: [CentreDaySheetView.Person(name: centreClass.name,
                                                                                  detail: Maybe(words.takenByClass))],
                                               free: .none)
            }
            let present = bookings.filter { $0.start < end && $0.end > start }
            let free = facility.capacity - present.count
            return CentreDaySheetView.Slot(time: ClockTime.text(start) + "–" + ClockTime.text(end),
                                           count: context.format.integer(present.count) + " / " + context.format.integer(facility.capacity),
                                           people: attendees(present, facility: facility),
                                           free: Maybe(free > 0 ? context.format.integer(free) + " " + words.free : nil))
        }
        let classes = runs.map { centreClass, run in
            let present = all.filter { $0.classID == centreClass.id && $0.start == run.start }
            let free = centreClass.capacity - present.count
            return CentreDaySheetView.ClassBlock(
                time: ClockTime.text(run.start) + "–" + ClockTime.text(run.end), name: centreClass.name,
                instructor: centre.instructor(id: centreClass.instructor)?.name ?? centreClass.instructor,
                count: context.format.integer(present.count) + " / " + context.format.integer(centreClass.capacity),
                people: attendees(present, facility: nil),
                free: Maybe(free > 0 ? context.format.integer(free) + " " + words.free : nil))
        }
        let facts = [centre.name, words.capacity + ": " + context.format.integer(facility.capacity),
                     words.openingHours + ": " + ClockTime.text(hours.opens) + "–" + ClockTime.text(hours.closes)]
        return CentreDaySheetView(labels: words, centreName: centre.name, facilityName: facility.name,
                                  date: context.format.date(date), isoDate: date.iso, facts: facts.joined(separator: " · "),
                                  slots: slots, hasSlots: !slots.isEmpty, classes: classes, hasClasses: !classes.isEmpty,
                                  paperSize: paperSize, backHref: context.href(from: path, to: SitePaths.centre),
                                  densityClass: "day-sheet-rows-" + String(min(6, (slots.count + 3) / 4)))
    }

    /// The people of `present` by name, each with their time when it is not the slot's
    /// (`facility` given) and their session; private athletes' bookings fill places but are
    /// never named: one line counts them.
    private func attendees(_ present: [Booking], facility: Facility?) -> [CentreDaySheetView.Person] {
        let words = centreWords
        let named = present.filter { !$0.isAnonymous }
            .sorted { (context.athleteName($0.member), $0.member) < (context.athleteName($1.member), $1.member) }
        var people = named.map { booking in
            var detail: [String] = []
            if let facility, booking.end - booking.start != facility.slotMinutes {
                detail.append(ClockTime.text(booking.start) + "–" + ClockTime.text(booking.end))
            }
            if let session = booking.session { detail.append(sessionName(session)) }
            return CentreDaySheetView.Person(name: context.athleteName(booking.member),
                                             detail: Maybe(detail.isEmpty ? nil : detail.joined(separator: " · ")))
        }
        let anonymous = present.count - named.count
        if anonymous > 0 {
            people.append(CentreDaySheetView.Person(
                name: context.format.integer(anonymous) + " " + (anonymous == 1 ? words.privateBooking : words.privateBookings),
                detail: .none))
        }
        return people
    }

    private func centreNav(from path: String) -> CentreNav {
        let centre = context.library.centre
        return CentreNav(rosterHref: context.href(from: path, to: SitePaths.centre),
                         duesHref: context.href(from: path, to: SitePaths.centreDues),
                         occupancyHref: context.href(from: path, to: SitePaths.centreOccupancy),
                         timetableHref: Maybe(centre?.classes.isEmpty == false
                            ? context.href(from: path, to: SitePaths.centreTimetable) : nil),
                         inventoryHref: Maybe(centre?.hasEquipment == true
                            ? context.href(from: path, to: SitePaths.centreInventory) : nil))
    }
}
