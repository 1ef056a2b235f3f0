import Statistics
import TextAndDates
import TrainingModel

/// A page of the site's workout index (`workouts/index.html`, `workouts/index-2.html`…) as a
/// partial rebuild (`spotter build` with its cache) decides on it. Besides what every page
/// shows, a row shows its workout, which is its file's, and two figures of the statistics:
/// the workout's volume (in the month's totals) and how many records it set. So a page is as
/// the last build wrote it when its digest is the same and no file of its rows changed.
public struct WorkoutIndexDigest: Sendable, Equatable {
    /// Output-relative.
    public var path: String
    /// Of the page's number and the page count, and of each row's athlete, workout id,
    /// volume and count of records, in row order.
    public var digest: ContentHash
    /// The file of each row's workout, in row order.
    public var sources: [String]
}

extension SiteRenderer {
    /// Every page of the site's workout index, in page order (page 1 first), each with its
    /// digest; worked out on every core (1,460 pages of 50 rows on a coach's site).
    public func workoutIndexDigests() -> [WorkoutIndexDigest] {
        let workouts = builder.context.index.workoutsNewestFirst
        let statistics = builder.context.statistics
        let pagination = builder.pagination
        let count = pagination.pageCount(workouts.count)
        return concurrentMap(count) { index in
            let page = index + 1
            var bytes = Array("page \(page) of \(count)\n".utf8)
            var sources: [String] = []
            for workout in pagination.items(workouts, page: page) {
                bytes += workout.athlete.utf8
                bytes.append(0)
                bytes += workout.id.utf8
                bytes.append(0)
                let volume = statistics.workout(id: workout.id, athlete: workout.athlete)?.volume ?? 0
                let records = statistics.records(forWorkout: workout.id, athlete: workout.athlete).count
                withUnsafeBytes(of: volume.bitPattern.littleEndian) { bytes += $0 }
                withUnsafeBytes(of: UInt64(records).littleEndian) { bytes += $0 }
                sources.append(workout.sourcePath)
            }
            return WorkoutIndexDigest(path: WorkoutPage.index(page: page).path, digest: ContentHash(bytes), sources: sources)
        }
    }
}
