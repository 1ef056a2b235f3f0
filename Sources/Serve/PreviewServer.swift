import Build
import Diagnostics
import FlyingFox
import FlyingSocks
import Foundation

/// `spotter serve`: builds the site into memory, serves it over HTTP, watches the site
/// folder, rebuilds what a change touches and tells open pages to reload.
///
/// Three loops run while it serves, each owning its state: the watcher's thread (the
/// inotify watches), the rebuild task (the `SiteSession` with its caches; it handles one
/// batch of changes at a time, so builds never overlap; it runs on `ThreadExecutor`'s
/// threads), and FlyingFox's connection tasks, which only read the `SiteStore`. Nothing
/// is written to the disk: `spotter build` is the way to write the site.
public actor PreviewServer {
    public struct Options: Sendable {
        public var sourceDirectory: String
        /// An IPv4 or IPv6 address, or `localhost`. Loopback unless asked otherwise.
        public var host: String
        /// 0 picks a free port (tests).
        public var port: UInt16
        public var debounce: Duration
        public var environment: [String: String]
        /// How long a client has to send a request's head before it is answered `408`.
        public var headTimeout: Duration
        /// How long the guard may take to reach the server behind it with a request (else the
        /// connection is closed unanswered), and how long that server may take to answer it
        /// (else it answers `500`): each, so a request may take twice this. At least a second.
        public var answerTimeout: Duration

        public init(sourceDirectory: String, host: String = "127.0.0.1", port: UInt16 = 8000,
                    debounce: Duration = .milliseconds(50),
                    environment: [String: String] = ProcessInfo.processInfo.environment,
                    headTimeout: Duration = .seconds(10), answerTimeout: Duration = .seconds(60)) {
            self.sourceDirectory = sourceDirectory
            self.host = host
            self.port = port
            self.debounce = debounce
            self.environment = environment
            self.headTimeout = headTimeout
            self.answerTimeout = answerTimeout
        }
    }

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case invalidHost(String)
        case notListening(String)

        public var description: String {
            switch self {
            case .invalidHost(let host):
                return "--host \(host): expected an IPv4 address (127.0.0.1), an IPv6 address (::1) or localhost"
            case .notListening(let reason): return "the server did not start listening: \(reason)"
            }
        }
    }

    /// Something to print: progress goes to `info`, content problems to `problem`.
    public struct Log: Sendable {
        public var info: @Sendable (String) -> Void
        public var problem: @Sendable (String) -> Void

        public init(info: @escaping @Sendable (String) -> Void, problem: @escaping @Sendable (String) -> Void) {
            self.info = info
            self.problem = problem
        }

        public static let silent = Log(info: { _ in }, problem: { _ in })
    }

    public let options: Options
    private let log: Log
    private let store = SiteStore()
    private var http: HTTPServer?
    /// The socket the user's address is bound to; `RequestGuard` accepts on it.
    private var front: AsyncSocket?
    /// The guard's accept loop and its socket pool, stopped before `front` is closed.
    private var guardTask: Task<Void, Never>?
    private var tasks: [Task<Void, Never>] = []
    private var watcher: SiteWatcher?
    private var builds = 0
    /// Builds run on threads of their own, so requests are answered while one runs.
    private let buildExecutor = ThreadExecutor()
    /// The guard and FlyingFox answer on threads of their own too: each request passes
    /// several tasks (accept, head, connect, copy back), and on Swift's shared pool each
    /// hop waited behind whatever else the process ran (the test suite's other tests
    /// kept a first request waiting over a minute).
    private let requestExecutor = ThreadExecutor(threads: 2, name: "spotter-request")
    private let inFlight = InFlightRequests()
    /// The task running `http`.
    private var serving: Task<Void, Never>?

    public init(options: Options, log: Log = .silent) {
        self.options = options
        self.log = log
    }

    /// Starts watching, builds, and starts listening. Returns the address pages are
    /// served at (`http://127.0.0.1:8000/`) once the server accepts connections.
    public func start() async throws -> URL {
        let address = try Self.socketAddress(host: options.host, port: options.port)
        let source = URL(fileURLWithPath: options.sourceDirectory).standardizedFileURL.path
        // Watching starts before the first build so that an edit made during it is not missed.
        let watcher = try SiteWatcher(siteDirectory: source, debounce: options.debounce)
        self.watcher = watcher

        var session = SiteSession(sourceDirectory: source, environment: options.environment)
        log.info("Building \(source)")
        let firstStarted = ContinuousClock.now
        let first = await withTaskExecutorPreference(buildExecutor) { await session.rebuild(.everything) }
        await apply(first, session: session, started: firstStarted)

        // FlyingFox listens on a loopback port of its own; the guard, on the address asked for.
        // Its timeout answers 500 to a request not answered in time: `answerTimeout` (a minute
        // unless asked), the guard's bound on reaching it too, since a request waits its turn on
        // two threads while a build keeps the cores busy.
        let parts = options.answerTimeout.components
        let answerTimeout = max(1, Double(parts.seconds) + Double(parts.attoseconds) / 1e18)
        let server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: answerTimeout, logger: .disabled,
                                handler: CountingHandler(inner: PreviewHandler(store: store), inFlight: inFlight))
        http = server
        let failure = RunFailure()
        let serving = Task(executorPreference: requestExecutor) {
            do { try await server.run() } catch { await failure.record(error) }
        }
        self.serving = serving
        tasks.append(serving)
        // Listening, or the reason it could not (the port is taken, the address is not this machine's).
        var listening: Socket.Address?
        let deadline = ContinuousClock.now + .seconds(10)
        while listening == nil {
            if let error = await failure.error {
                await stop()
                throw Failure.notListening(String(describing: error))
            }
            guard ContinuousClock.now < deadline else {
                await stop()
                throw Failure.notListening("no answer within 10 s")
            }
            try? await Task.sleep(for: .milliseconds(10))
            listening = await server.listeningAddress
        }
        guard case .ip4(_, let innerPort) = listening else {
            await stop()
            throw Failure.notListening("no listening address")
        }
        let front: AsyncSocket, pool: any AsyncSocketPool = HTTPServer.defaultPool()
        do {
            front = try Self.listen(on: address, pool: pool)
        } catch {
            await stop()
            throw Failure.notListening(String(describing: error))
        }
        guard let url = Self.url(of: try front.socket.sockname()) else {
            await stop()
            throw Failure.notListening("no listening address")
        }
        let requestGuard = RequestGuard(listener: front, pool: pool, upstream: try sockaddr_in.inet(ip4: "127.0.0.1", port: innerPort),
                                        headTimeout: options.headTimeout, connectTimeout: answerTimeout)
        self.front = front
        guardTask = Task(executorPreference: requestExecutor) { try? await requestGuard.run() }

        let sessionAfterFirstBuild = session
        let store = self.store
        let log = self.log
        let buildExecutor = self.buildExecutor
        tasks.append(Task(executorPreference: buildExecutor) { [weak self] in
            var session = sessionAfterFirstBuild
            for await batch in watcher.batches {
                let changes = ChangeMapper.changes(for: batch, siteDirectory: source)
                guard !changes.isEmpty, let self else { continue }
                let started = ContinuousClock.now
                let outcome = await session.rebuild(changes, early: { files in
                    await store.publishEarly(files: files)
                    let seconds = Self.seconds(ContinuousClock.now - started)
                    log.info("Changed pages served after \(String(format: "%.3f", seconds)) s; site-wide pages follow")
                })
                await self.apply(outcome, session: session, started: started)
            }
        })
        let events = store.events
        tasks.append(Task {
            // Writing to a closed connection is how a page that went away is noticed.
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                await events.heartbeat()
            }
        })
        return url
    }

    /// A server dropped without `stop()` still releases its watcher thread and tasks.
    deinit {
        watcher?.stop()
        buildExecutor.stop()
        requestExecutor.stop()
        for task in tasks { task.cancel() }
    }

    /// Stops watching and serving; open pages' event streams end. Requests being answered
    /// get up to `grace` seconds; the server ends as soon as the last is answered (its
    /// response may still be on its way out: a page of the preview, which the browser
    /// asks for again). Safe to call twice.
    public func stop(grace: Double = 1) async {
        watcher?.stop()
        watcher = nil
        await store.events.finish()
        if let http {
            async let stopped: Void = http.stop(timeout: grace)
            await inFlight.drained()
            serving?.cancel()
            await stopped
        }
        http = nil
        serving = nil
        // After FlyingFox: answers in flight still pass through the guard until then.
        guardTask?.cancel()
        await guardTask?.value
        guardTask = nil
        try? front?.close()
        front = nil
        for task in tasks { task.cancel() }
        tasks.removeAll()
        buildExecutor.stop()
        requestExecutor.stop()
    }

    /// Successful builds so far (the first included), for tests that wait for a rebuild.
    public var buildCount: Int { builds }

    // MARK: - Builds

    private func apply(_ outcome: SiteSession.Outcome, session: SiteSession, started: ContinuousClock.Instant) async {
        let seconds = Self.seconds(ContinuousClock.now - started)
        for diagnostic in outcome.diagnostics.sorted { log.problem(diagnostic.description) }
        if outcome.succeeded {
            builds += 1
            await store.publish(files: session.files, changed: !outcome.changedPaths.isEmpty)
            log.info(Self.summary(outcome, seconds: seconds))
        } else {
            var lines = outcome.diagnostics.sorted.map(\.description)
            if let failure = outcome.failure { lines.append("error: \(failure)") }
            log.problem(outcome.failure.map { "error: \($0)" } ?? "build stopped: \(outcome.diagnostics.summary)")
            log.info("Serving the last good build; the page shows the problems until they are fixed.")
            await store.publish(problems: lines)
        }
    }

    static func summary(_ outcome: SiteSession.Outcome, seconds: Double) -> String {
        let files = outcome.changedPaths.count == 1 ? "1 file" : "\(outcome.changedPaths.count) files"
        let decoded = outcome.decodedFiles.count == 1 ? "1 content file" : "\(outcome.decodedFiles.count) content files"
        let athletes = outcome.recomputedAthletes.isEmpty ? "no statistics"
            : "statistics of " + outcome.recomputedAthletes.joined(separator: ", ")
        let stages = outcome.timings.map { "\($0.stage) \(String(format: "%.3f", $0.seconds))" }.joined(separator: ", ")
        return "Built in \(String(format: "%.3f", seconds)) s: \(files) changed (read \(decoded), \(athletes); \(stages))"
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    // MARK: - Addresses

    /// Checks `--host` before anything starts, so a typo is a usage error.
    public static func validate(host: String) throws {
        _ = try socketAddress(host: host, port: 0)
    }

    /// The socket address for `--host` and `--port`.
    static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        if name.contains(":") {
            guard let address = try? sockaddr_in6.inet6(ip6: name, port: port) else { throw Failure.invalidHost(host) }
            return address
        }
        guard name.split(separator: ".").count == 4, let address = try? sockaddr_in.inet(ip4: name, port: port) else {
            throw Failure.invalidHost(host)
        }
        return address
    }

    /// A listening socket on `address`, with a socket pool of its own (run by the guard's
    /// task, so that stopping the guard stops the pool before the socket is closed).
    static func listen(on address: any SocketAddress, pool: any AsyncSocketPool) throws -> AsyncSocket {
        let socket = try Socket(domain: Int32(type(of: address).family), type: .stream)
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: address)
        try socket.listen()
        return try AsyncSocket(socket: socket, pool: pool)
    }

    static func url(of address: Socket.Address) -> URL? {
        switch address {
        case .ip4(let ip, let port): return URL(string: "http://\(ip):\(port)/")
        case .ip6(let ip, let port): return URL(string: "http://[\(ip)]:\(port)/")
        case .unix: return nil
        }
    }
}

/// Why `HTTPServer.run()` ended, seen by `start()` while it waits for the server to listen.
private actor RunFailure {
    private(set) var error: (any Error)?
    func record(_ error: any Error) { self.error = error }
}
