// libFuzzer harness for `spotter import`'s readers (every `ImportSource`: Strong, Hevy,
// FitNotes, Strava and Spotter CSV, free-exercise-db JSON) through their public entry point, `Importer.plan`, so it keeps working whatever
// the readers become. The first byte picks the export; the rest is its bytes. A crash, a
// hang, a sanitizer report or a broken invariant below is a bug.
// Built and run by scripts/fuzz.sh import; not part of the Swift package.
import Importing

private let sources = ImportSource.allCases
private let exportPath = "export.csv"

@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let source = sources[Int(data[0]) % sources.count]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let plan = Importer.plan(source: source, exportPath: exportPath, exportBytes: bytes, options: ImportOptions(),
                             existingExercises: [], existingFile: { _ in nil }, vocabularyOverride: nil)

    // Files are only ever planned inside content/, by a plain relative path.
    for file in plan.files {
        let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
        precondition(components.first == "content" && components.count >= 3, "path \(file.path)")
        precondition(components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") },
                     "path \(file.path)")
        precondition(!file.text.contains("\0"), "NUL in \(file.path)")
    }
    for diagnostic in plan.diagnostics.items {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic.location)")
        _ = diagnostic.description
    }
    return 0
}
