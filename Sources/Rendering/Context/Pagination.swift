import TrainingModel

/// Long lists split into pages of `site.yaml`'s `paginate` items (docs/content-format.md#siteyaml), with first,
/// previous, next and last links and `rel="prev"` / `rel="next"`, as Hugo's and Zola's
/// paginators do. Page 1 keeps the list's own address (`workouts/index.html`); page n is
/// a file beside it (`workouts/index-2.html`), which no id's folder can take.
struct Pagination: Sendable {
    let size: Int

    init(size: Int) { self.size = max(1, size) }

    /// `workouts/index.html` for page 1, `workouts/index-3.html` for page 3.
    static func path(_ base: String, page: Int) -> String {
        guard page > 1 else { return base }
        let stem = base.hasSuffix(".html") ? String(base.dropLast(".html".count)) : base
        return stem + "-\(page).html"
    }

    /// At least 1: an empty list still has its (empty) first page.
    func pageCount(_ itemCount: Int) -> Int { max(1, (itemCount + size - 1) / size) }

    /// The items on 1-based `page`.
    func items<T>(_ all: [T], page: Int) -> ArraySlice<T> {
        let start = min((page - 1) * size, all.count)
        return all[start..<min(start + size, all.count)]
    }
}

/// The links between the pages of a list; absent (`Maybe.none`) when it fits on one.
struct PagerView: Sendable, Encodable {
    /// `Page 2 of 3`.
    var label: String
    var first: Maybe<String>
    var previous: Maybe<String>
    var next: Maybe<String>
    var last: Maybe<String>
    var words: PagerStrings
}

/// The pager's words, seen by its partial as `{{words.…}}`.
struct PagerStrings: Sendable, Encodable {
    var first: String
    var previous: String
    var next: String
    var last: String
    var pages: String

    static func forLanguage(_ language: SiteConfig.Language) -> PagerStrings {
        switch language {
        case .en: return PagerStrings(first: "First", previous: "Previous", next: "Next", last: "Last", pages: "Pages")
        case .es: return PagerStrings(first: "Primera", previous: "Anterior", next: "Siguiente", last: "Última",
                                      pages: "Páginas")
        }
    }

    func label(page: Int, of count: Int, language: SiteConfig.Language) -> String {
        switch language {
        case .en: return "Page \(page) of \(count)"
        case .es: return "Página \(page) de \(count)"
        }
    }
}

extension PageBuilder {
    var pagination: Pagination { Pagination(size: context.library.config.paginate) }

    /// The pager of page `page` of `count` pages of the list at `base`, seen from `path`.
    func pager(base: String, page: Int, count: Int, from path: String) -> Maybe<PagerView> {
        guard count > 1 else { return .none }
        func link(_ target: Int) -> Maybe<String> {
            Maybe(target == page ? nil : context.href(from: path, to: Pagination.path(base, page: target)))
        }
        let words = PagerStrings.forLanguage(context.library.config.language)
        return Maybe(PagerView(
            label: words.label(page: page, of: count, language: context.library.config.language),
            first: link(1), previous: page > 1 ? link(page - 1) : .none,
            next: page < count ? link(page + 1) : .none, last: link(count), words: words))
    }
}
