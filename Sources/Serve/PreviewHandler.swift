import Foundation
import FlyingFox
import FlyingSocks

/// The one FlyingFox handler of the preview server: the live-reload event stream at
/// `LiveReload.eventsPath`, and every other request answered from the snapshot by
/// `SiteResponse.answer`. It reads the raw request target, not FlyingFox's decoded
/// `path`, so that the refusal rules see exactly what the client sent.
struct PreviewHandler: HTTPHandler {
    let store: SiteStore

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let raw = request.target.path(percentEncoded: true)
        if raw == LiveReload.eventsPath, request.method == .GET {
            let stream = await store.subscribe()
            return HTTPResponse(statusCode: .ok,
                                headers: HTTPHeaders([HTTPHeader("Content-Type"): "text/event-stream; charset=utf-8",
                                                      HTTPHeader("Cache-Control"): "no-store"]),
                                body: HTTPBodySequence(from: EventStreamBody(messages: stream), suggestedBufferSize: 4096))
        }
        var file: String?
        if case .file(let path) = RequestPath(raw: raw) { file = path }
        let (snapshot, problems) = await store.current(for: file)
        let answer = SiteResponse.answer(method: request.method.rawValue, path: raw, snapshot: snapshot,
                                         problems: problems)
        var headers = HTTPHeaders()
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: Self.status(answer.status), headers: headers, body: Data(answer.body))
    }

    static func status(_ code: Int) -> HTTPStatusCode {
        switch code {
        case 200: return .ok
        case 302: return .found
        case 400: return .badRequest
        case 404: return .notFound
        case 405: return .methodNotAllowed
        default: return HTTPStatusCode(code, phrase: "Status \(code)")
        }
    }
}
