import TrainingModel

/// The facet navigation of the exercise index and its facet pages.
extension PageBuilder {
    func facetHeading(_ kind: ExerciseFacets.Kind) -> String {
        switch kind {
        case .type: return strings.type
        case .subtype: return strings.subtype
        case .equipment: return strings.equipment
        case .muscle: return strings.muscles
        case .level: return strings.level
        }
    }

    func facetNavigation(path: String, current: ExerciseFacets.Value?) -> [ExerciseIndexView.FacetGroup] {
        facets.groups.map { group in
            ExerciseIndexView.FacetGroup(
                heading: facetHeading(group.kind),
                values: group.values.map { value in
                    ExerciseIndexView.FacetLink(
                        href: href(from: path, to: SitePaths.exerciseFacet(value.kind.rawValue, value.slug)),
                        label: value.label, count: format.integer(value.positions.count),
                        current: current?.kind == value.kind && current?.slug == value.slug)
                })
        }
    }
}
