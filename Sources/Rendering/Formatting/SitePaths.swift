import TrainingModel

/// Where every page lives in the output, and how one page links to another.
///
/// Links are relative and always end in `index.html`, so the site works opened
/// from disk (`file://`, where a folder link shows a listing) as well as served
/// from any sub-path. Ids are validated by the loader, but every segment is
/// percent-encoded anyway: a path is never trusted to be URL-safe.
///
/// Every id in a path is its `segment`: the one rule of page paths (`Slug.path`), so
/// `exercises/Barbell_Hip_Thrust` is published at `exercises/barbell-hip-thrust/`.
enum SitePaths {
    /// How `PageJob.redirects` asks for paths (nil for every other caller): with ids as
    /// written (the paths published before the rule, where redirects stay), or noting whether
    /// the rule changed any id of a path.
    final class Asking: @unchecked Sendable {  // one task's, while it asks for one path at a time
        var idsAsWritten = false
        /// Some id of the paths asked for since this was last set to false is not its own slug.
        var changed = false
    }

    @TaskLocal static var asking: Asking?

    /// The path segment of an id (`Slug.path`), or the id itself when asked with ids as written.
    static func segment(_ id: String) -> String {
        guard let asking else { return Slug.path(id) }
        if asking.idsAsWritten { return id }
        let slug = Slug.path(id)
        if slug != id { asking.changed = true }
        return slug
    }


    static let home = "index.html"
    static let stylesheet = "style.css"
    static let exerciseIndex = "exercises/index.html"
    static let sessionIndex = "sessions/index.html"
    static let workoutIndex = "workouts/index.html"

    static func exercise(_ id: String) -> String { "exercises/\(segment(id))/index.html" }
    static func session(_ id: String) -> String { "sessions/\(segment(id))/index.html" }
    static func sheet(_ id: String) -> String { "sessions/\(segment(id))/sheet/index.html" }
    /// A session with an interval protocol has one (`SessionTimer`).
    static func timer(_ id: String) -> String { "sessions/\(segment(id))/timer/index.html" }
    /// The theme's `static/timer.js`, which timer pages load.
    static let timerScript = "timer.js"
    /// `workouts/<id>/index.html`; on a site of several athletes, where a workout id is unique
    /// only within its athlete (docs/content-format.md#ids-and-references), `athletes/<athlete>/workouts/<id>/index.html`.
    static func workout(_ id: String, athlete: String?) -> String {
        athlete.map { "athletes/\(segment($0))/workouts/\(segment(id))/index.html" } ?? "workouts/\(segment(id))/index.html"
    }
    static func page(_ id: String) -> String { "pages/\(segment(id))/index.html" }
    static func athlete(_ id: String) -> String { "athletes/\(segment(id))/index.html" }
    /// An athlete's own workout index, on a site of several athletes.
    static func athleteWorkoutIndex(_ athlete: String) -> String { "athletes/\(segment(athlete))/workouts/index.html" }
    /// An athlete's history with an exercise, on a site of several athletes.
    static func athleteExercise(_ athlete: String, _ exercise: String) -> String {
        "athletes/\(segment(athlete))/exercises/\(segment(exercise))/index.html"
    }
    /// The coach's overview, with several athletes (its other orders are beside it).
    static let coachIndex = "athletes/index.html"
    /// Every athlete with a file has one, whatever the number of athletes.
    static func profile(_ id: String) -> String { "athletes/\(segment(id))/profile/index.html" }
    /// Every athlete with cardio has one, whatever the number of athletes.
    static func cardio(_ id: String) -> String { "athletes/\(segment(id))/cardio/index.html" }
    /// `exercises/muscle/quadriceps/index.html`; `slug` comes from `ExerciseFacets`.
    static func exerciseFacet(_ kind: String, _ slug: String) -> String { "exercises/\(kind)/\(slug)/index.html" }
    static let searchIndex = "search-index.json"
    /// The same index as a script the exercise index loads with a `<script>` element, which
    /// browsers allow over `file://` where they refuse to fetch the JSON.
    static let searchScript = "search-index.js"
    /// With several athletes, each one's workouts are searched from their own index
    /// (docs/site-pages.md: the search index is split per athlete), not from the site's.
    static func athleteSearchIndex(_ athlete: String) -> String { "athletes/\(segment(athlete))/search-index.json" }
    static func athleteSearchScript(_ athlete: String) -> String { "athletes/\(segment(athlete))/search-index.js" }
    static let sitemap = "sitemap.xml"
    /// The Atom feed of workouts and records.
    static let feed = "feed.xml"
    /// The theme's icon, copied to the root like every static theme file.
    static let favicon = "favicon.svg"
    /// What a host serves for a missing page (GitHub Pages, Netlify and others look for it).
    static let notFound = "404.html"

    /// `../../` for `exercises/back-squat/index.html`, empty at the root.
    static func root(of path: String) -> String {
        // Segments less one, as `split` counts them: empty segments (`a//b`) do not count.
        var segments = 0
        var inSegment = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                inSegment = false
            } else if !inSegment {
                inSegment = true
                segments += 1
            }
        }
        let depth = max(segments - 1, 0)
        return depth < roots.count ? roots[depth] : String(repeating: "../", count: depth)
    }

    /// `root(of:)`'s answers for the depths of Spotter's own pages, made once.
    private static let roots = (0..<8).map { String(repeating: "../", count: $0) }

    /// Percent-encodes each `/`-separated segment, keeping RFC 3986 unreserved characters.
    static func encodePath(_ path: String) -> String {
        // Most paths need no encoding: hand them back as they are.
        if path.utf8.allSatisfy({ isUnreserved($0) || $0 == UInt8(ascii: "/") }) { return path }
        return path.split(separator: "/", omittingEmptySubsequences: false).map { encodeSegment(String($0)) }
            .joined(separator: "/")
    }

    static func encodeSegment(_ segment: String) -> String {
        if segment.utf8.allSatisfy(isUnreserved) { return segment }
        var result = ""
        for byte in segment.utf8 {
            if isUnreserved(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + hex(byte)
            }
        }
        return result
    }

    /// An `http(s)` URL written by the user, made safe to put in an attribute: other
    /// schemes (`javascript:`, `data:`) give nil, and spaces, quotes, angle brackets,
    /// control and non-ASCII characters are percent-encoded. Mustache escapes `&` after.
    static func externalURL(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return nil }
        var result = ""
        for byte in trimmed.utf8 {
            if byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\\") {
                result += "%" + hex(byte)
            } else {
                result.append(Character(Unicode.Scalar(byte)))
            }
        }
        return result
    }

    /// True when `text` starts with a URL scheme (`https:`, `javascript:`), so it is not a path.
    static func hasScheme(_ text: String) -> Bool { ContentPath.hasScheme(text) }

    /// Where a file path written in a content file ends up in the output: see
    /// `ContentPath.resolve(_:relativeTo:)` (the loader checks the same path exists).
    static func resolveContentPath(_ written: String, relativeTo sitePath: String) -> String? {
        ContentPath.resolve(written, relativeTo: sitePath)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
