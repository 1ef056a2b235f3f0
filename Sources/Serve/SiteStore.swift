/// The state the preview server answers from: the last good build and the content's
/// current problems. Requests read it; only the rebuild loop changes it, swapping the
/// snapshot whole, and every change is announced to the open pages.
actor SiteStore {
    private(set) var snapshot = SiteSnapshot.empty
    /// One line per diagnostic; empty when the last build succeeded.
    private(set) var problems: [String] = []
    let events = EventBroadcaster()

    /// What a request is answered from, read in one step so that the page and its overlay agree.
    func current() -> (snapshot: SiteSnapshot, problems: [String]) { (snapshot, problems) }

    /// A new good build. The version goes up (and pages reload) only when some file
    /// changed; the problems overlay goes either way.
    func publish(files: [String: [UInt8]], changed: Bool) async {
        let hadProblems = !problems.isEmpty
        problems = []
        if hadProblems { await events.publish(.problems([])) }
        guard changed || snapshot.version == 0 else { return }
        snapshot = SiteSnapshot(files: files, version: snapshot.version + 1)
        await events.publish(.reload(version: snapshot.version))
    }

    /// A build that failed: the last good build stays, with the problems over it.
    func publish(problems lines: [String]) async {
        guard lines != problems else { return }
        problems = lines
        await events.publish(.problems(lines))
    }

    /// A page's event stream: first the current version (a page from an older build
    /// reloads at once) and problems, then every later event.
    func subscribe() async -> AsyncStream<[UInt8]> {
        await events.subscribe(initial: [.reload(version: snapshot.version), .problems(problems)])
    }
}
