import TrainingModel

/// The facet navigation of the exercise index and its facet pages.
extension PageBuilder {
    func facetHeading(_ kind: ExerciseFacets.Kind) -> String {
        switch kind {
        case .type: return context.strings.type
        case .subtype: return context.strings.subtype
        case .equipment: return context.strings.equipment
        case .muscle: return context.strings.muscles
        case .level: return context.strings.level
        }
    }

    func facetNavigation(path: String, current: ExerciseFacets.Value?) -> [ExerciseIndexView.FacetGroup] {
        let links = context.links(from: path)
        return facets.groups.map { group in
            ExerciseIndexView.FacetGroup(
                heading: facetHeading(group.kind),
                values: group.values.map { value in
                    ExerciseIndexView.FacetLink(
                        href: links.href(value.path),
                        label: value.label, count: context.format.integer(value.positions.count),
                        current: current?.kind == value.kind && current?.slug == value.slug)
                })
        }
    }
}
