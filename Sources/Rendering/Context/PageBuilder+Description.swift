import TextAndDates
import TrainingModel

/// What a shared link shows of a page: `<meta name="description">` and the Open Graph and
/// Twitter tags, made from the page's own content.
extension PageBuilder {
    /// Search engines and link previews show about this many characters.
    static let descriptionLength = 160

    /// The page's own words (`PageKind.description`: an exercise's "what it is", a session's
    /// description, a free page's text, a workout's date, figures and exercises), else its full title.
    /// `own`: words the page's view already holds (see `render`), used instead.
    /// `path`: the job's.
    func pageDescription(_ job: PageJob, path: String, fullTitle: String, own given: String? = nil) -> String {
        let text = (given ?? job.description(in: self, path: path)).collapsingWhitespace
        return Self.shortened(text.isEmpty ? fullTitle : text)
    }

    /// The page's absolute address under `base_url` (its folder, as in the sitemap); none
    /// without a base URL, since Open Graph and canonical links must be absolute.
    func canonicalURL(_ path: String) -> String? {
        Sitemap.normalizedBase(context.library.config.baseURL).map { Sitemap.url(base: $0, pagePath: path) }
    }

    /// At most `descriptionLength` characters, cut at a space with `…` when longer.
    static func shortened(_ text: String) -> String {
        // No more bytes than the limit are no more characters; in ASCII without a carriage
        // return (`\r\n` is one character) each byte is one, and none is counted one by one.
        guard text.utf8.count > descriptionLength else { return text }
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            let head = text.utf8.prefix(descriptionLength - 1)
            let cut = head.lastIndex(of: UInt8(ascii: " ")).map { head[..<$0] } ?? head
            return String(Substring(cut)).trimmingWhitespace + "…"
        }
        guard text.count > descriptionLength else { return text }
        let head = text.prefix(descriptionLength - 1)
        let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
        return String(cut).trimmingWhitespace + "…"
    }
}
