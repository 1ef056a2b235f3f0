import Foundation
import TrainingModel
import TextAndDates

/// `feed.xml`: an Atom 1.0 document (RFC 4287). It is given finished entries and writes
/// them in the order given; `PageBuilder.atomFeed()` decides what they say.
///
/// Links are absolute under `base_url` when the site has one; otherwise they are relative
/// to the feed, which sits at the site's root, as RFC 4287 allows. Ids are the pages'
/// absolute URLs, or `urn:spotter:` and the page's path without a base URL, so an entry
/// keeps its id from one build to the next.
struct AtomFeed: Sendable {
    struct Entry: Sendable {
        var title: String
        /// Output-relative path of the page the entry is about.
        var path: String
        /// RFC 3339, from the content (`AtomFeed.timestamp`).
        var updated: String
        var summary: String
        /// HTML, escaped into the document as `type="html"` content.
        var contentHTML: String
        var categories: [String]
    }

    var title: String
    var subtitle: String
    var author: String
    var language: String
    var baseURL: String?
    /// The newest entry's `updated`, or the as-of date for a feed with no entries.
    var updated: String
    var entries: [Entry]

    var xml: String {
        let base = Sitemap.normalizedBase(baseURL)
        func link(_ path: String) -> String { base.map { Sitemap.url(base: $0, pagePath: path) } ?? SitePaths.encodePath(path) }
        func id(_ path: String) -> String { base.map { Sitemap.url(base: $0, pagePath: path) } ?? "urn:spotter:" + SitePaths.encodePath(path) }
        let e = XMLText.escape
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(e(language))\">\n"
        xml += "  <title>\(e(title))</title>\n"
        xml += "  <subtitle>\(e(subtitle))</subtitle>\n"
        xml += "  <id>\(e(id(SitePaths.home)))</id>\n"
        if let base { xml += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(e(base + SitePaths.feed))\"/>\n" }
        xml += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(e(link(SitePaths.home)))\"/>\n"
        xml += "  <updated>\(updated)</updated>\n"
        xml += "  <author><name>\(e(author))</name></author>\n"
        xml += "  <generator>Spotter</generator>\n"
        for entry in entries {
            xml += "  <entry>\n"
            xml += "    <title>\(e(entry.title))</title>\n"
            xml += "    <id>\(e(id(entry.path)))</id>\n"
            xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(e(link(entry.path)))\"/>\n"
            xml += "    <published>\(entry.updated)</published>\n"
            xml += "    <updated>\(entry.updated)</updated>\n"
            for category in entry.categories { xml += "    <category term=\"\(e(category))\"/>\n" }
            xml += "    <summary>\(e(entry.summary))</summary>\n"
            xml += "    <content type=\"html\">\(e(entry.contentHTML))</content>\n"
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }

    /// `2026-03-02T07:30:00+01:00`: a local day and minute (midnight when the content gave
    /// no time) with the offset of `timeZone` (an IANA name; UTC when unknown) on that day.
    static func timestamp(_ day: CalendarDate, minute: Int?, timeZone identifier: String) -> String {
        let zone = TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
        let local = day.daysSinceEpoch * 86_400 + (minute ?? 0) * 60
        // The offset at the local time, found from a first guess at the instant, then
        // again from the instant it gives (right on both sides of a change of offset).
        let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local - guess)))
        let date = day.iso
        let clock = ((minute ?? 0) / 60).zeroPadded(to: 2) + ":" + ((minute ?? 0) % 60).zeroPadded(to: 2) + ":00"
        guard offset != 0 else { return date + "T" + clock + "Z" }
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset) / 60
        return date + "T" + clock + sign + (magnitude / 60).zeroPadded(to: 2) + ":" + (magnitude % 60).zeroPadded(to: 2)
    }
}
