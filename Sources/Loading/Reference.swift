import Diagnostics
import TextAndDates

/// A reference as written (`exercise: Squat`), kept with its place until every file
/// is read and it can be resolved.
@ByteCoded
struct Reference: Sendable, Hashable {
    var text: String
    var location: SourceLocation
    var keyPath: String
}
