import TextAndDates
/// What the preview server answers to one request, before it is handed to the HTTP
/// library: kept as plain values so the rules (which files, which status, which
/// headers, where the live-reload script goes) are tested without a socket.
public struct SiteResponse: Equatable, Sendable {
    public var status: Int
    /// Sorted by name when written; every response has `Cache-Control: no-store`, so a
    /// browser never shows a page from before the last rebuild.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The answer to `method` and the raw (still percent-encoded) `path` from `snapshot`.
    /// HTML pages get the live-reload script, and the overlay when there are `problems`.
    /// Not for the events endpoint, which streams.
    public static func answer(method: String, path rawPath: String, snapshot: SiteSnapshot,
                              problems: [String]) -> SiteResponse {
        guard method == "GET" || method == "HEAD" else {
            var response = plain(405, "Method not allowed: the preview server only reads (GET, HEAD).\n")
            response.headers["Allow"] = "GET, HEAD"
            return response
        }
        var response: SiteResponse
        switch RequestPath(raw: rawPath) {
        case .refused(let refusal):
            response = plain(400, "Bad request: \(refusal).\n")
        case .file(let path):
            if let bytes = snapshot.files[path] {
                response = file(path, bytes, status: 200, version: snapshot.version, problems: problems)
            } else if snapshot.files[path + "/index.html"] != nil {
                // A folder asked for without its slash: relative links on its page need the slash.
                // 302 rather than 301: browsers keep a permanent redirect even after the site changes.
                response = plain(302, "Found at \(rawPath)/\n")
                response.headers["Location"] = rawPath + "/"
            } else if let page = snapshot.files["404.html"] {
                response = file("404.html", page, status: 404, version: snapshot.version, problems: problems)
            } else {
                let html = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head>"
                    + "<body><h1>Not found</h1><p>The site has no page at <code>\(HTMLText.escape(rawPath))</code>."
                    + " <a href=\"/\">Home</a></p></body></html>\n"
                response = file("404.html", Array(html.utf8), status: 404, version: snapshot.version, problems: problems)
            }
        }
        if method == "HEAD" {
            response.headers["Content-Length"] = String(response.body.count)
            response.body = []
        }
        return response
    }

    // MARK: - Kinds of answer

    private static func file(_ path: String, _ bytes: [UInt8], status: Int, version: Int,
                             problems: [String]) -> SiteResponse {
        let type = ContentType.forPath(path)
        var body = bytes
        if type.hasPrefix("text/html") {
            body = Array(LiveReload.inject(into: String(decoding: bytes, as: UTF8.self), version: version,
                                           problems: problems).utf8)
        }
        return SiteResponse(status: status, headers: baseHeaders(type), body: body)
    }

    private static func plain(_ status: Int, _ text: String) -> SiteResponse {
        SiteResponse(status: status, headers: baseHeaders("text/plain; charset=utf-8"), body: Array(text.utf8))
    }

    static func baseHeaders(_ type: String) -> [String: String] {
        ["Content-Type": type, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"]
    }
}
