import TrainingModel

/// One all-day event of an iCalendar feed, as plain values; `ICalendarWriter` turns it
/// into RFC 5545 text.
struct ICalendarEvent: Hashable, Sendable {
    /// Globally unique and stable across builds: the same planned session keeps its UID,
    /// so a subscribed calendar updates the event rather than adding another.
    var uid: String
    var date: CalendarDate
    var summary: String
    var description: String
    /// An absolute URL, when the site has a `base_url`.
    var url: String?
}
