import Foundation
@testable import Serve
import Testing

/// The preview server's builds run on threads of their own (`ThreadExecutor`), task
/// groups included, so the shared pool stays free to answer requests.
struct ThreadExecutorTests {
    @Test func aBuildAndTheTasksItStartsRunOnTheBuildThreads() async {
        let executor = ThreadExecutor(threads: 2)
        defer { executor.stop() }
        let answers = await withTaskExecutorPreference(executor) {
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<16 { group.addTask { executor.isRunningOnBuildThread } }
                var answers: [Bool] = []
                for await answer in group { answers.append(answer) }
                return answers
            }
        }
        #expect(answers == Array(repeating: true, count: 16))
        #expect(!executor.isRunningOnBuildThread)
    }

    @Test func workQueuedAfterStopStillRuns() async {
        let executor = ThreadExecutor(threads: 1)
        executor.stop()
        let answer = await Task(executorPreference: executor) { 6 * 7 }.value
        #expect(answer == 42)
    }
}
