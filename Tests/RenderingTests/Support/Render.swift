import Foundation
import Rendering
import TrainingModel

/// Renders a library with the built-in theme, for tests that look at one page.
func renderSite(_ library: TrainingLibrary, theme: Theme? = nil,
                asOf: CalendarDate = SampleLibrary.asOf) async throws -> [String: String] {
    let files = try await SiteRenderer(library: library, theme: theme ?? Theme.builtIn(), asOf: asOf).render()
    return Dictionary(files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
                      uniquingKeysWith: { first, _ in first })
}

extension String {
    func occurrences(of needle: String) -> Int {
        guard !needle.isEmpty else { return 0 }
        return components(separatedBy: needle).count - 1
    }
}
