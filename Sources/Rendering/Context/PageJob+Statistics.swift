import Statistics

/// Pages that depend on more than the library's entities: with several athletes (docs/site-pages.md)
/// each one's dashboard, workout index and exercise histories and the coach's overview in
/// every order; one per athlete with cardio; one per athlete and year with a workout; and one page (or `paginate` exercises a page) per exercise
/// facet value.
extension PageJob {
    static func statisticsPages(builder: PageBuilder) -> [PageJob] {
        var jobs: [PageJob] = []
        if builder.context.hasSeveralAthletes {
            jobs += builder.context.unrecordedStatistics.athletes.map { .athletes(.athlete($0.id)) }
            for athlete in builder.context.unrecordedStatistics.athletes {
                let pages = builder.pagination.pageCount(builder.context.unrecordedIndex.workoutsByAthlete[athlete.id]?.count ?? 0)
                jobs += (1...pages).map { .workouts(.athleteIndex(athlete.id, page: $0)) }
                jobs += athlete.exercises.compactMap { builder.context.unrecordedIndex.exercises[$0.id] }
                    .map { .exercises(.athleteHistory(athlete.id, $0)) }
            }
            for order in AthleteOverview.Order.allCases {
                jobs += (1...builder.coachPageCount).map { .athletes(.coachIndex(order, page: $0)) }
            }
        }
        jobs += builder.context.unrecordedStatistics.athletes.filter { !$0.cardio.isEmpty }.map { .cardio(.cardio($0.id)) }
        jobs += YearPage.all(in: builder.context.unrecordedStatistics).map(PageJob.years)
        for value in builder.facets.allValues {
            jobs += (1...builder.pagination.pageCount(value.positions.count)).map { .exercises(.facet(value, page: $0)) }
        }
        return jobs
    }
}
