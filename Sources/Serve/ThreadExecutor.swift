import Foundation

/// Threads of the preview server's own: one executor for its builds, one for answering
/// requests (the guard and FlyingFox), so that neither waits behind the other. Swift's
/// shared pool has one thread per core, and a rebuild fills it with page renders; a
/// browser asking for the page that was just published early would queue behind them.
/// With each on its own threads, the operating system shares the cores between them.
///
/// A rebuild runs under `withTaskExecutorPreference(executor)`, and the task groups it
/// starts inherit the preference. Jobs run in the order they were enqueued.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var queue: [UnownedJob] = []
    private var head = 0
    private var stopped = false
    /// The threads started, by `pthread_self()`.
    private var threadIDs: Set<pthread_t> = []

    /// `name` names the threads (`spotter-build-0`…): the preview server also answers
    /// requests on threads of its own, an executor named `spotter-request`.
    init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, name: String = "spotter-build") {
        for index in 0..<max(1, threads) {
            Thread { [self] in
                // Named from inside: Linux names only the thread that is running.
                Thread.current.name = "\(name)-\(index)"
                condition.lock()
                threadIDs.insert(pthread_self())
                condition.unlock()
                work()
            }.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if stopped {
            condition.unlock()
            // The threads may be gone: a task still finishing (a rebuild cut short by
            // `stop()`) gets a thread of its own rather than waiting forever.
            Thread { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }.start()
            return
        }
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Whether the calling thread is one of this executor's (for tests).
    var isRunningOnBuildThread: Bool {
        condition.lock()
        defer { condition.unlock() }
        return threadIDs.contains(pthread_self())
    }

    /// Lets the threads end once the jobs already queued have run; later jobs still run.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count {
            if stopped { return nil }
            condition.wait()
        }
        let job = queue[head]
        head += 1
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }
}
