/// When a calendar event's alarm goes off (`reminder:` in site.yaml or a plan,
/// docs/sheets-and-plans.md#reminders). The default is the evening before: 18:00 on the day
/// before the event, in the site's time zone.
public enum Reminder: Hashable, Sendable {
    /// No alarm.
    case off
    /// `90 minutes before`, `2 hours before`: that many minutes before the event starts.
    case minutesBefore(Int)
    /// `2 days before`: at the event's own clock time, that many days earlier.
    case daysBefore(Int)
    /// `1 day before at 18:00`: on the day that many days before the event's day, at a clock
    /// time (minutes after midnight); `0 days before at 07:00` is the event's own day.
    case daysBeforeAt(days: Int, minutes: Int)

    /// The evening before: `1 day before at 18:00`.
    public static let standard = Reminder.daysBeforeAt(days: 1, minutes: 18 * 60)

    /// The most days (or their hours and minutes) a reminder may come before its event: four weeks.
    public static let mostDays = 28
}
