// libFuzzer harness for content loading: front matter splitting, the YAML limits walk,
// Yams, and decoding into every kind of content, through the loader's public entry point.
// The first byte picks the file (a kind and a format, or site.yaml); the rest is its
// bytes. A crash, a hang, a sanitizer report or a broken invariant below is a bug.
// Built and run by scripts/fuzz.sh content; not part of the Swift package.
import Dispatch
import Loading
import TrainingModel

/// Where the input is put: every content kind in each format, and site.yaml.
private let paths: [String] = ["athletes", "exercises", "sessions", "workouts", "plans", "measurements", "pages"]
    .flatMap { kind in ["yaml", "json", "md"].map { "content/\(kind)/fuzz.\($0)" } } + ["site.yaml"]

@_cdecl("LLVMFuzzerTestOneInput")
public func contentFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let path = paths[Int(data[0]) % paths.count]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    // site.yaml alone would leave `content/` missing: a warning, not what is fuzzed.
    let files = path == "site.yaml" ? [path: bytes, "content/pages/p.md": []] : [path: bytes]
    let fileSystem = ContentFileSystem(
        listFiles: { _ in files.keys.filter { $0.hasPrefix("content/") }.map { String($0.dropFirst("content/".count)) } },
        readFile: { requested in
            guard let found = files[requested] else { throw ContentFileSystem.Failure(path: requested, reason: "no such file") }
            return found
        })

    // The loader is async; libFuzzer's thread waits for it (it is not one of the pool's threads).
    let box = ResultBox()
    Task {
        box.result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: "")
        box.done.signal()
    }
    box.done.wait()
    guard let result = box.result else { preconditionFailure("the loader did not finish") }

    // Every problem is located in the file that has it, on one of its lines.
    // Lines as YAML counts them: LF, CR LF, a lone CR, NEL, LS and PS each end one.
    let text = String(decoding: bytes, as: UTF8.self)
    let lineCount = text.unicodeScalars.count(where: { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }) + 1
    for diagnostic in result.diagnostics.items {
        let location = diagnostic.location
        precondition(files[location.file] != nil || location.file == "content", "unknown file \(location.file)")
        precondition(location.line >= 1 && location.column >= 1, "\(location)")
        if location.file == path { precondition(location.line <= lineCount, "\(location) past line \(lineCount)") }
        _ = diagnostic.description
    }
    // Every date that loads lies in the years content may name (docs/content-format.md,
    // "Limits"): daily series span from the oldest date, so one outside would cost the span.
    let library = result.library
    let dates = library.workouts.map(\.date) + library.measurements.map(\.date) + library.tests.map(\.date)
        + library.plans.map(\.start) + library.athletes.compactMap { $0.membership?.since }
    for date in dates { precondition(date.isPlausible, "\(date.iso) loaded") }
    return 0
}

/// The load's result, handed from its task to the waiting thread; written once, before `done`.
private final class ResultBox: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var result: LoadResult?
}
