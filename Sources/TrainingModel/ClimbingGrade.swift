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
/// How a grade was climbed (docs/content-format.md#grade-styles): on a route (the French
/// scale) onsight, flash or redpoint; on a boulder (Font, V) flash or send.
@ByteCoded
public enum ClimbingStyle: String, Hashable, Sendable, CaseIterable {
    case onsight, flash, redpoint, send

    /// Whether a grade of `scale` can be climbed in this style: routes (French) onsight, flash
    /// or redpoint; boulders (Font, V) flash or send.
    public func fits(_ scale: ClimbingGrade.Scale) -> Bool {
        switch (self, scale.isRoute) {
        case (.onsight, true), (.redpoint, true), (.flash, _), (.send, false): true
        case (.onsight, false), (.redpoint, false), (.send, true): false
        }
    }

    /// The styles of `scale`'s climbs, in the order pages list them (hardest first to
    /// achieve): routes onsight, flash, redpoint; boulders flash, send.
    public static func styles(of scale: ClimbingGrade.Scale) -> [ClimbingStyle] {
        scale.isRoute ? [.onsight, .flash, .redpoint] : [.flash, .send]
    }

    /// What a style word after a grade of `scale` is expected to be, for the loader's error.
    public static func expected(for scale: ClimbingGrade.Scale) -> String {
        let words = styles(of: scale).map(\.rawValue)
        return (scale.isRoute ? "a route's style: " : "a boulder's style: ")
            + words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

extension ClimbingGrade.Scale {
    /// French grades are routes'; Font and V grades are boulders'.
    public var isRoute: Bool { self == .french }
}
