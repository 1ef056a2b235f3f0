import Diagnostics
import TextAndDates

/// An entity decoded from a file, before references are resolved and ids compared.
@ByteCoded
struct Declared<Value: Sendable>: Sendable {
    var value: Value
    var id: String
    /// Where the id was written (`id:`), or the file's first line when it is the file name.
    var idLocation: SourceLocation
    var sourcePath: String
    /// Position in its file, for files holding several entities.
    var order: Int
    /// True when decoding it reported an error: it is left out of the library.
    var failed: Bool
}
