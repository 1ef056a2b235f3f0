/// `pages/<id>/index.html`: a free Markdown page.
struct FreePageView: Sendable, Encodable {
    var title: String
    var bodyHTML: String
}
