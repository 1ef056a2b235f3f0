import TextAndDates
/// The box the preview server lays over a page while the content has errors: the
/// diagnostics as plain text (escaped, so a message quoting `<script>` from a content
/// file is shown, never run), above the last good build, which stays served.
public enum ErrorOverlay {
    static let elementID = "spotter-problems"
    static let title = "Spotter: the last change has errors; this is the last good build."
    /// Inline so that it works whatever the theme, and fixed so that it covers the page.
    static let style = "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;"
        + "margin:0;padding:1rem;background:#2b0b0b;color:#ffe9e9;font:14px/1.4 ui-monospace,monospace;"
        + "border-top:4px solid #e5484d"

    /// The overlay element for server-side insertion into a page.
    public static func html(_ problems: [String]) -> String {
        "<div id=\"\(elementID)\" role=\"alert\" style=\"\(style)\"><strong>\(HTMLText.escape(title))</strong><pre>"
            + HTMLText.escape(problems.joined(separator: "\n")) + "</pre></div>\n"
    }
}
