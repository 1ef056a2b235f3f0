import TrainingModel

/// One event of an iCalendar feed, as plain values; `ICalendarWriter` turns it into RFC 5545
/// text. All-day unless it has a `start`.
struct ICalendarEvent: Hashable, Sendable {
    /// Globally unique and stable across builds: the same planned session keeps its UID,
    /// so a subscribed calendar updates the event rather than adding another.
    var uid: String
    var date: CalendarDate
    var summary: String
    var description: String
    /// An absolute URL, when the site has a `base_url`.
    var url: String?
    /// Minutes after midnight of `date`, in the site's time zone; nil for an all-day event.
    var start: Int? = nil
    /// Minutes after midnight of `date` the event ends at (past 24:00 for one that ends the
    /// next day); with `start` only.
    var end: Int? = nil
    /// When its alarm goes off.
    var reminder: Reminder = .standard
}
