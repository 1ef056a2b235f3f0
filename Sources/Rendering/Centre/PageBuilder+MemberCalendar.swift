import Statistics
import TrainingModel

/// `athletes/<id>/centre.ics`: a member's bookings at the centre and the fees they have still
/// to pay, each on its due day (docs/centre.md#the-member-calendar), with the site's time zone
/// and reminder as calendar.ics has them. It reads that member's bookings and dues alone.
extension PageBuilder {
    func memberCalendarText(_ member: String) -> String {
        let centre = context.library.centre
        let name = (centre?.name ?? context.library.config.title) + " · " + context.athleteName(member)
        return ICalendarWriter.document(name: name, events: memberCalendarEvents(member), stamp: context.asOf,
                                        timeZone: context.library.config.timezone)
    }

    /// Bookings with their times, then dues on their days, all by date (the sort is stable).
    func memberCalendarEvents(_ member: String) -> [ICalendarEvent] {
        guard let centre = context.library.centre else { return [] }
        let words = centreWords
        let host = CalendarFeed.host(baseURL: context.library.config.baseURL)
        let reminder = context.library.config.reminder
        var events: [ICalendarEvent] = []
        for booking in context.library.bookings(of: member) {
            let facility = centre.facilities.first { $0.id == booking.facility }
            let centreClass = booking.classID.flatMap { id in centre.classes.first { $0.id == id } }
            var lines = [centre.name]
            if let centreClass {
                lines.append(words.facility + ": " + (facility?.name ?? booking.facility))
                if let instructor = centre.instructors.first(where: { $0.id == centreClass.instructor }) {
                    lines.append(words.instructor + ": " + instructor.name)
                }
            }
            if let session = booking.session { lines.append(context.strings.session + ": " + sessionName(session)) }
            events.append(ICalendarEvent(
                uid: "booking-\(member)-\(ICalendarWriter.basicDate(booking.date))-\(ClockTime.text(booking.start).filter { $0 != ":" })@\(host)",
                date: booking.date, summary: centreClass?.name ?? facility?.name ?? booking.facility,
                description: lines.joined(separator: "\n"),
                url: absoluteURL(SitePaths.centreDaySheet(date: booking.date, facility: booking.facility)),
                start: booking.start, end: booking.end, reminder: reminder))
        }
        let plan = context.index.athletes[member]?.membership.flatMap { centre.plan(id: $0.plan) }
        for line in context.statistics.dues(of: member) where line.status != .paid {
            let period = words.period(line.period)
            var lines = [centre.name, words.period + ": " + period, words.status + ": " + words.status(line.status)]
            // Amounts only where the centre publishes them (`public_dues`), as on its dues pages.
            if centre.publicDues {
                lines.append(words.amount + ": " + context.format.money(paid: line.paidCents, of: line.amountCents,
                                                                         currency: centre.currency))
            }
            events.append(ICalendarEvent(
                uid: "dues-\(member)-\(line.period)@\(host)", date: line.dueOn,
                summary: words.feeDue + ": " + [plan?.name, period].compactMap { $0 }.joined(separator: ", "),
                description: lines.joined(separator: "\n"), url: absoluteURL(SitePaths.centreDuesMonth(line.month)),
                reminder: reminder))
        }
        return events.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }
}
