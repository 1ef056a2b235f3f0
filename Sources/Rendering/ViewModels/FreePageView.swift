/// `pages/<id>/index.html`: a free Markdown page.
struct FreePageView: Sendable {
    var title: String
    var bodyHTML: String
}
