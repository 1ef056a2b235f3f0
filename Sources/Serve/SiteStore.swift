/// The state the preview server answers from: the last good build and the content's
/// current problems. Requests read it; only the rebuild loop changes it, swapping the
/// snapshot whole, and every change is announced to the open pages.
///
/// During an incremental rebuild the pages about single entities are final before the
/// site-wide pages are: they are published early as a provisional build, so the page
/// that was edited is served at once. A request for any other file waits until the
/// build is complete, so no response ever mixes two builds.
actor SiteStore {
    private(set) var snapshot = SiteSnapshot.empty
    /// One line per diagnostic; empty when the last build succeeded.
    private(set) var problems: [String] = []
    let events = EventBroadcaster()
    /// The final files of the build in progress, with its version.
    private var provisional: SiteSnapshot?
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// What a request for `path` (output-relative, as `RequestPath` gives it) is answered
    /// from, read in one step so that the page and its overlay agree. Waits while a
    /// build is in progress and the file is not yet final.
    func current(for path: String?) async -> (snapshot: SiteSnapshot, problems: [String]) {
        while let provisional {
            if let path, provisional.files[path] != nil { return (provisional, problems) }
            await withCheckedContinuation { waiting.append($0) }
        }
        return (snapshot, problems)
    }

    /// The final part of a build in progress (see `SiteSession.EarlyPages`): served at
    /// once, and open pages reload.
    func publishEarly(files: [String: [UInt8]]) async {
        let version = snapshot.version + 1
        provisional = SiteSnapshot(files: files, version: version)
        if !problems.isEmpty {
            problems = []
            await events.publish(.problems([]))
        }
        await events.publish(.reload(version: version))
    }

    /// A new good build. The version goes up (and pages reload) only when some file
    /// changed; the problems overlay goes either way.
    func publish(files: [String: [UInt8]], changed: Bool) async {
        let hadProblems = !problems.isEmpty
        problems = []
        if hadProblems { await events.publish(.problems([])) }
        if let early = provisional {
            // Pages were told to reload when the early part was published.
            snapshot = SiteSnapshot(files: files, version: early.version)
            finishProvisional()
            return
        }
        guard changed || snapshot.version == 0 else { return }
        snapshot = SiteSnapshot(files: files, version: snapshot.version + 1)
        await events.publish(.reload(version: snapshot.version))
    }

    /// A build that failed: the last good build stays, with the problems over it.
    func publish(problems lines: [String]) async {
        if provisional != nil {
            // Pages that loaded the abandoned build go back to the last good one.
            finishProvisional()
            await events.publish(.reload(version: snapshot.version))
        }
        guard lines != problems else { return }
        problems = lines
        await events.publish(.problems(lines))
    }

    /// A page's event stream: first the current version (a page from an older build
    /// reloads at once) and problems, then every later event.
    func subscribe() async -> AsyncStream<[UInt8]> {
        let version = provisional?.version ?? snapshot.version
        return await events.subscribe(initial: [.reload(version: version), .problems(problems)])
    }

    private func finishProvisional() {
        provisional = nil
        let resumed = waiting
        waiting.removeAll()
        for continuation in resumed { continuation.resume() }
    }
}
