import TextAndDates
/// Internal units are kilograms, metres and seconds (docs/notation.md#quantities). These helpers
/// convert at the edges: parsing and display.
public enum MassUnit: String, Hashable, Sendable, Codable, CaseIterable {
    case kg, lb

    public static let kilogramsPerPound = 0.45359237

    public func toKilograms(_ value: Double) -> Double {
        self == .kg ? value : value * MassUnit.kilogramsPerPound
    }

    public func fromKilograms(_ kilograms: Double) -> Double {
        self == .kg ? kilograms : kilograms / MassUnit.kilogramsPerPound
    }
}

/// The load of a set as written. The external load is what statistics use:
/// `bw` is 0 kg, `bw+20kg` is 20 kg, `bw-15kg` is −15 kg (assistance), as Strong and Hevy record them.
@ByteCoded
public struct Load: Hashable, Sendable, Codable {
    /// External load in kilograms; negative for assistance.
    public var kilograms: Double
    /// True when written relative to bodyweight (`bw`, `bw+20kg`, `bw-15kg`).
    public var relativeToBodyweight: Bool

    public init(kilograms: Double, relativeToBodyweight: Bool = false) {
        self.kilograms = kilograms
        self.relativeToBodyweight = relativeToBodyweight
    }

    public static let bodyweight = Load(kilograms: 0, relativeToBodyweight: true)
}

/// Rating of perceived exertion on the CR-10 scale (`@8`, `@8.5`, `@RPE 8`).
public typealias RPE = Double
