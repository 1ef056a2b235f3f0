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

/// A workout's page as a partial rebuild decides on it (`SiteRenderer.workoutPageDigest`).
public struct WorkoutPageDigest: Sendable, Equatable {
    public var athlete: String
    public var id: String
    public var digest: ContentHash
    /// The workout's file.
    public var source: String

    public init(athlete: String, id: String, digest: ContentHash, source: String) {
        (self.athlete, self.id, self.digest, self.source) = (athlete, id, digest, source)
    }

    /// `Workout.key`.
    public var key: String { Workout.key(athlete: athlete, id: id) }
}

extension SiteRenderer {
    /// Every page of the site's workout index, in page order (page 1 first), each with its
    /// digest; worked out on every core (1,460 pages of 50 rows on a coach's site).
    public func workoutIndexDigests() -> [WorkoutIndexDigest] {
        let workouts = builder.context.unrecordedIndex.workoutsNewestFirst
        let statistics = builder.context.unrecordedStatistics
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
                let (volume, records) = statistics.volumeAndRecordCount(ofWorkout: workout.id, athlete: workout.athlete)
                withUnsafeBytes(of: volume.bitPattern.littleEndian) { bytes += $0 }
                withUnsafeBytes(of: UInt64(records).littleEndian) { bytes += $0 }
                sources.append(workout.sourcePath)
            }
            return WorkoutIndexDigest(path: WorkoutPage.index(page: page).path, digest: ContentHash(bytes), sources: sources)
        }
    }

    /// A digest of what a workout's page shows besides its file and what every page shows
    /// (`PageSubject.workout`): the workout's volume and load, whether its athlete has
    /// statistics of each exercise it lists (whose link then goes to their history), and the
    /// records it set. A partial rebuild keeps the page of a changed athlete's workout whose
    /// file is unchanged and whose digest is the last build's.
    public func workoutPageDigest(_ workout: Workout) -> ContentHash {
        let statistics = builder.context.unrecordedStatistics
        var bytes = Array(workout.key.utf8)
        bytes.append(0)
        let summary = statistics.workout(id: workout.id, athlete: workout.athlete)
        for figure in [summary?.volume ?? 0, summary?.load ?? 0] {
            withUnsafeBytes(of: figure.bitPattern.littleEndian) { bytes += $0 }
        }
        for entry in workout.entries {
            bytes += entry.exercise.utf8
            bytes.append(0)
            bytes.append(statistics.hasExercise(entry.exercise, athlete: workout.athlete) ? 1 : 0)
        }
        for event in statistics.records(forWorkout: workout.id, athlete: workout.athlete) {
            bytes += event.exercise.utf8
            bytes.append(0)
            bytes += event.kind.rawValue.utf8
            bytes.append(0)
            for figure in [event.value, event.previous] {
                withUnsafeBytes(of: figure.bitPattern.littleEndian) { bytes += $0 }
            }
        }
        return ContentHash(bytes)
    }

    /// Every workout's page digest (`workoutPageDigest`), of `athletes` only when given, in
    /// the library's order; on every core.
    public func workoutPageDigests(of athletes: Set<String>? = nil) -> [WorkoutPageDigest] {
        let workouts = builder.context.unrecordedLibrary.workouts
        let chosen = athletes.map { athletes in workouts.indices.filter { athletes.contains(workouts[$0].athlete) } }
            ?? Array(workouts.indices)
        // In a few parts a core, not a task a workout (73,000 on a coach's site).
        let digests = concurrentMap(partsOf: chosen.count) { part in
            chosen[part].map { index in
                WorkoutPageDigest(athlete: workouts[index].athlete, id: workouts[index].id,
                                  digest: workoutPageDigest(workouts[index]), source: workouts[index].sourcePath)
            }
        }
        return Array(digests.joined())
    }
}
