import TextAndDates

/// What `spotter import` wrote, kept beside the content in `.spotter-imported` at the site's root:
/// one line per file, `<hash> <path>`, in path order, where the hash is the 64-bit FNV-1a hash of
/// the bytes written, in hex. `--replace` rewrites a file in the way only when the record has it
/// and its bytes still have that hash: a file import wrote and nobody has changed since. A file
/// the user wrote or edited is never replaced.
public struct ImportRecord: Sendable, Hashable {
    /// Site-relative path of the record file.
    public static let path = ".spotter-imported"

    private var hashes: [String: String] = [:]

    /// The record in `text` (nil or empty for none); lines it cannot read are left out, which can
    /// only make fewer files replaceable.
    public init(text: String? = nil) {
        for line in (text ?? "").split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 16 else { continue }
            hashes[String(parts[1])] = String(parts[0])
        }
    }

    public var text: String { hashes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined() }

    /// True when import wrote `path` and `current` is still what it wrote.
    func wroteUnchanged(_ path: String, current: [UInt8]) -> Bool {
        hashes[path] == Self.hash(current)
    }

    /// Notes that import wrote `bytes` at `path`.
    public mutating func record(_ path: String, bytes: [UInt8]) { hashes[path] = Self.hash(bytes) }

    static func hash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash.hexPadded(to: 16)
    }
}
