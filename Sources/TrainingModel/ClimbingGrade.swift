import TextAndDates
import Foundation

/// A climbing grade on one of the scales Spotter reads (docs/content-format.md#climbing-grades):
/// Fontainebleau for boulders (`6B+`, capital letters; `3` to `5+` without a letter),
/// French for sport routes (`7a`, small letters) and the V scale (`V5`, `VB`). Grades are
/// compared only on the same scale, by their position on it.
public struct ClimbingGrade: Hashable, Sendable {
    @ByteCoded
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        case font, french, hueco

        /// Every grade of the scale, easiest first (made once: `text` and the parser read it).
        public var grades: [String] {
            switch self {
            case .font: return Self.fontGrades
            case .french: return Self.frenchGrades
            case .hueco: return Self.huecoGrades
            }
        }

        private static let fontGrades = ["3", "4", "4+", "5", "5+"] + lettered(6...8, "ABC") + ["9A"]
        private static let frenchGrades = ["4a", "4b", "4c", "5a", "5b", "5c"] + lettered(6...8, "abc")
            + ["9a", "9a+", "9b", "9b+", "9c"]
        private static let huecoGrades = ["VB"] + (0...17).map { "V\($0)" }

        private static func lettered(_ numbers: ClosedRange<Int>, _ letters: String) -> [String] {
            numbers.flatMap { number in letters.flatMap { ["\(number)\($0)", "\(number)\($0)+"] } }
        }
    }

    /// What a value that is not a grade is expected to be, for the loader's and the importer's
    /// errors: each scale with an example and its range, both read from `Scale.grades`.
    public static let expected: String = {
        func named(_ name: String, _ scale: Scale, example: String) -> String {
            "\(name) `\(example)` (\(scale.grades[0]) to \(scale.grades[scale.grades.count - 1]))"
        }
        return "a climbing grade: " + named("Font", .font, example: "6B+") + ", "
            + named("French", .french, example: "7a") + " or " + named("V scale", .hueco, example: "V5")
    }()

    public let scale: Scale
    /// 1 for the scale's easiest grade, counting up by one a grade (`6A` is 6 on Font).
    public let position: Int

    /// As written on its scale: `6B+`, `7a`, `V5`.
    public var text: String { scale.grades[position - 1] }

    /// Nil for anything that is not a grade of the three scales; surrounding spaces and
    /// the case of a V grade (`v5`, `vb`) are forgiven; elsewhere the case of a letter
    /// decides the scale (`6a` French, `6A` Font).
    public init?(_ written: String) {
        var text = written.trimmingCharacters(in: .whitespaces)
        if text.first == "v" || text.first == "V" { text = text.uppercased() }
        for scale in Scale.allCases {
            if let index = scale.grades.firstIndex(of: text) {
                self.scale = scale
                position = index + 1
                return
            }
        }
        return nil
    }

    /// The harder of two grades of the same scale; `self` when their scales differ.
    public func harder(_ other: ClimbingGrade?) -> ClimbingGrade {
        guard let other, other.scale == scale, other.position > position else { return self }
        return other
    }
}

/// The scale, then the position on it; a position the scale does not have is not read.
extension ClimbingGrade: ByteCodable {
    public func encode(into writer: inout ByteWriter) {
        scale.encode(into: &writer)
        writer.integer(position)
    }

    public init?(decoding reader: inout ByteReader) {
        guard let scale: Scale = reader.read(), let position = reader.integer(), (1...scale.grades.count).contains(position),
              let grade = ClimbingGrade(scale.grades[position - 1]), grade.scale == scale, grade.position == position
        else { return nil }
        self = grade
    }
}
