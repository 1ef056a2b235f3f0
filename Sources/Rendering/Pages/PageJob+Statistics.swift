/// Pages that depend on more than the library's entities: one per athlete when there
/// are several (SPEC §5), one per athlete with cardio, and one per exercise facet value.
extension PageJob {
    static func statisticsPages(builder: PageBuilder) -> [PageJob] {
        var jobs: [PageJob] = []
        if builder.hasSeveralAthletes { jobs += builder.statistics.athletes.map { .athlete($0.id) } }
        jobs += builder.statistics.athletes.filter { !$0.cardio.isEmpty }.map { .cardio($0.id) }
        jobs += builder.facets.allValues.map(PageJob.exerciseFacet)
        return jobs
    }
}
