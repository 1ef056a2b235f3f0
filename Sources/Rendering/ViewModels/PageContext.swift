/// The one object a page template is rendered with: the layout every page shares
/// (`{{layout.title}}`), the interface strings (`{{t.exercises}}`) and the page's own
/// view model (`{{#content}}…{{/content}}`). Templates never see model types.
struct PageContext<Content: Sendable>: Sendable {
    var layout: LayoutView
    var t: Strings
    var content: Content
}
