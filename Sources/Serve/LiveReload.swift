import Foundation

/// What the preview server adds to HTML pages so that an open page follows the
/// content: a small script that listens to the server-sent events at `eventsPath`,
/// reloads when a newer build is served, and shows or hides the problems overlay.
/// Only `spotter serve` adds it, to the bytes it answers with; the built files, and so
/// `spotter build`, never contain it.
public enum LiveReload {
    /// The server-sent events endpoint. Under `/__spotter/`, a folder no site page
    /// can have because no content id may start with `_`.
    public static let eventsPath = "/__spotter/events"

    /// Marks the injected script, so tests (and people reading the page source) can find it.
    public static let marker = "data-spotter-live-reload"

    /// `html` with the script, and the overlay when there are `problems`, inserted
    /// before the last `</body>` (or appended when the page has none). `version` is
    /// the build the page came from: the script reloads when the server has another.
    public static func inject(into html: String, version: Int, problems: [String]) -> String {
        var addition = ""
        if !problems.isEmpty { addition += ErrorOverlay.html(problems) }
        addition += script(version: version)
        guard let range = html.range(of: "</body>", options: [.caseInsensitive, .backwards]) else {
            return html + addition
        }
        return html.replacingCharacters(in: range.lowerBound..<range.lowerBound, with: addition)
    }

    /// The script. It reloads on a `reload` event naming another version, shows the
    /// text of a `problems` event in the overlay (as text, so nothing in a message is
    /// markup), and removes the overlay when the problems event is empty. EventSource
    /// reconnects by itself when the server restarts; the first event after connecting
    /// is the current version, so a page that missed a rebuild catches up.
    static func script(version: Int) -> String {
        """
        <script \(marker)>
        (function () {
          var version = "\(version)";
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("reload", function (event) {
            if (event.data !== version) { location.reload(); }
          });
          source.addEventListener("problems", function (event) {
            var overlay = document.getElementById("\(ErrorOverlay.elementID)");
            if (!event.data) { if (overlay) { overlay.remove(); } return; }
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.id = "\(ErrorOverlay.elementID)";
              overlay.setAttribute("role", "alert");
              overlay.setAttribute("style", "\(ErrorOverlay.style)");
              var title = document.createElement("strong");
              title.textContent = "\(ErrorOverlay.title)";
              overlay.appendChild(title);
              overlay.appendChild(document.createElement("pre"));
              document.body.appendChild(overlay);
            }
            overlay.querySelector("pre").textContent = event.data;
          });
        })();
        </script>

        """
    }
}
