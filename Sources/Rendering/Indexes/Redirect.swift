import TextAndDates
import TrainingModel

/// A page whose path, written with its ids as they are (`exercises/Barbell_Hip_Thrust/`),
/// is not the path the rule of paths gives it (`exercises/barbell-hip-thrust/`): a small page
/// stays at the old path and sends the reader to the new one (docs/site-pages.md#paths).
struct Redirect: Sendable, Hashable {
    /// Where the page was published with its ids as written.
    var from: String
    /// Where it is now.
    var to: String
    /// The page's own subject, so that the preview server renders the redirect with it.
    var subject: PageSubject
}

/// What the `redirect` template shows: a refresh to `href`, a canonical link and a plain link.
struct RedirectView: Encodable, Sendable {
    var title: String
    /// The new page, relative to the redirect.
    var href: String
    /// The new page's absolute address under `base_url`; without one, `href` (a canonical link
    /// may be relative, RFC 6596, and this one is only ever followed from the redirect itself).
    var canonical: String
    /// `This page is now at exercises/barbell-hip-thrust/.`: the link's words.
    var message: String
}

extension PageBuilder {
    func redirect(_ redirect: Redirect) -> RedirectView {
        let web = WebStrings.forLanguage(context.library.config.language)
        let href = context.href(from: redirect.from, to: redirect.to)
        let shown = redirect.to.hasSuffix("/index.html") ? String(redirect.to.dropLast("index.html".count)) : redirect.to
        return RedirectView(title: web.movedTitle, href: href, canonical: canonicalURL(redirect.to) ?? href,
                            message: web.movedMessage(shown))
    }
}

extension PageJob {
    /// A redirect for every HTML page whose path with its ids as written differs from its
    /// path: not where the two differ only in case, which is one file on a disk or host that
    /// ignores case (the redirect would overwrite the page), nor where the old path is
    /// another page's or another redirect's, in any case. Sorted by old path. With them, the
    /// path of every job of `jobs`, in their order, which this works out anyway.
    static func redirects(for jobs: [PageJob]) -> (redirects: [PageJob], paths: [String]) {
        // Each path as the rule makes it, noting whether the rule changed an id of it: only
        // then can the path with ids as written be another. In parts, on every core, each
        // asking on its own; the parts' paths and redirects joined in the order of `jobs`.
        let parts = concurrentMap(partsOf: jobs.count) { range -> (paths: [String], moved: [Redirect]) in
            var paths: [String] = [], moved: [Redirect] = []
            paths.reserveCapacity(range.count)
            let asking = SitePaths.Asking()
            SitePaths.$asking.withValue(asking) {
                for index in range {
                    asking.changed = false
                    let path = jobs[index].path
                    paths.append(path)
                    guard asking.changed, jobs[index].isHTML else { continue }
                    asking.idsAsWritten = true
                    let written = jobs[index].path
                    asking.idsAsWritten = false
                    if written != path, written.lowercased() != path.lowercased() {
                        moved.append(Redirect(from: written, to: path, subject: jobs[index].subject))
                    }
                }
            }
            return (paths, moved)
        }
        var paths: [String] = []
        paths.reserveCapacity(jobs.count)
        for part in parts { paths += part.paths }
        var moved = parts.flatMap(\.moved)
        guard !moved.isEmpty else { return ([], paths) }
        moved.sort { $0.from < $1.from }
        // Every path in lower case, when there is a redirect to check against them.
        var taken = Set(paths.lazy.map { $0.lowercased() })
        return (moved.compactMap { taken.insert($0.from.lowercased()).inserted ? .site(.redirect($0)) : nil }, paths)
    }

    /// Whether the job is a redirect, which the sitemap does not list.
    var isRedirect: Bool {
        if case .site(.redirect) = self { return true }
        return false
    }
}
