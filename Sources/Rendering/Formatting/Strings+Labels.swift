import Statistics
import TrainingModel

/// Display names for the model's closed enums, so view models never print a raw value.
extension Strings {
    func label(_ type: ExerciseType) -> String {
        switch type {
        case .strength: return typeStrength
        case .cardio: return typeCardio
        case .mobility: return typeMobility
        case .climbing: return typeClimbing
        case .other: return typeOther
        }
    }

    func label(_ mechanic: Mechanic) -> String {
        switch mechanic {
        case .compound: return mechanicCompound
        case .isolation: return mechanicIsolation
        }
    }

    func label(_ force: Force) -> String {
        switch force {
        case .push: return forcePush
        case .pull: return forcePull
        case .static: return forceStatic
        }
    }

    func label(_ metric: ExerciseMetric) -> String {
        switch metric {
        case .weightReps: return metricWeightReps
        case .bodyweightReps: return metricBodyweightReps
        case .assisted: return metricAssisted
        case .time: return metricTime
        case .distanceTime: return metricDistanceTime
        case .hang: return metricHang
        }
    }

    func label(_ style: ClimbingStyle) -> String {
        switch style {
        case .onsight: return styleOnsight
        case .flash: return styleFlash
        case .redpoint: return styleRedpoint
        case .send: return styleSend
        }
    }

    /// "Hardest onsight, routes", "Hardest flash, boulders": the label of a styled grade.
    func label(hardest styled: StyledGrade) -> String {
        (styled.grade.scale.isRoute ? styleOfRoutes : styleOfBoulders)
            .replacingOccurrences(of: "{style}", with: label(styled.style))
    }

    /// `7a, onsight`; the grade alone without a style.
    func grade(_ grade: ClimbingGrade, style: ClimbingStyle?) -> String {
        grade.text + (style.map { ", " + label($0) } ?? "")
    }

    func label(_ kind: SetKind) -> String {
        switch kind {
        case .working: return kindWorking
        case .warmup: return kindWarmup
        case .drop: return kindDrop
        case .failure: return kindFailure
        }
    }

    func label(_ kind: ItemGroup.Kind) -> String {
        switch kind {
        case .superset: return superset
        case .circuit: return circuit
        }
    }

    /// The heading a recognised description section gets in the site's language;
    /// nil for free sections, which keep the heading their author wrote.
    func heading(_ kind: DescriptionSection.Kind) -> String? {
        switch kind {
        case .whatItIs: return sectionWhatItIs
        case .muscles: return sectionMuscles
        case .steps: return sectionSteps
        case .cues: return sectionCues
        case .mistakes: return sectionMistakes
        case .variations: return sectionVariations
        case .safety: return sectionSafety
        case .free: return nil
        }
    }
}
