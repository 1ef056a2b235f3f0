/// Rendering on one thread, for measurements that cannot follow Swift's concurrency.
extension SiteRenderer {
    /// Every page of the site, rendered one after another on the calling thread in the
    /// order of its jobs; the theme's static files, search index, feed and sitemap are left
    /// out. `Benchmarks/RenderInstructions` counts this call's instructions with callgrind,
    /// which stops at the first thread Swift's concurrency starts.
    public func renderPagesInOrder() throws -> [OutputFile] {
        try selected.map { try builder.render(jobs[$0]) }
    }
}
