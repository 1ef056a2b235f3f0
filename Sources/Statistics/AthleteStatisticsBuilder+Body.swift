import TrainingModel

extension AthleteStatisticsBuilder {
    /// See `BodyStatistics` for the rules.
    func bodyStatistics() -> BodyStatistics {
        // Per day: (sum, count) of measurement weights and of workout weights.
        var measured: [Int: (Double, Int)] = [:]
        var logged: [Int: (Double, Int)] = [:]
        var latest: [String: LatestMeasurement] = [:]
        for measurement in measurements {
            for value in measurement.values {
                if value.key == "bodyweight" {
                    let day = measurement.date.daysSinceEpoch
                    let sum = measured[day] ?? (0, 0)
                    measured[day] = (sum.0 + value.value, sum.1 + 1)
                }
                // Later dates win; on the same date the later one in library order.
                if let known = latest[value.key], known.date > measurement.date { continue }
                latest[value.key] = LatestMeasurement(key: value.key, date: measurement.date, value: value.value)
            }
        }
        for workout in workouts {
            guard let weight = workout.bodyweight else { continue }
            let day = workout.date.daysSinceEpoch
            let sum = logged[day] ?? (0, 0)
            logged[day] = (sum.0 + weight, sum.1 + 1)
        }
        var days = logged
        for (day, sum) in measured { days[day] = sum }
        let points = days.keys.sorted().compactMap { day -> (CalendarDate, Double)? in
            guard let sum = days[day], sum.1 > 0 else { return nil }
            return (CalendarDate(daysSinceEpoch: day), sum.0 / Double(sum.1))
        }

        // Sliding window over points dated d−6…d.
        var series: [BodyweightPoint] = []
        series.reserveCapacity(points.count)
        var windowStart = 0
        var windowSum = 0.0
        for (index, point) in points.enumerated() {
            windowSum += point.1
            while points[windowStart].0.days(until: point.0) > 6 {
                windowSum -= points[windowStart].1
                windowStart += 1
            }
            let mean = windowStart == index ? point.1 : windowSum / Double(index - windowStart + 1)
            series.append(BodyweightPoint(date: point.0, bodyweight: point.1, rollingMean: mean))
        }

        let latestBodyweight = series.last?.bodyweight ?? profile?.bodyweight
        let latestHeight = latest["height"]?.value ?? profile?.height
        var bmi: Double?
        if let weight = latestBodyweight, let height = latestHeight, height > 0 {
            bmi = weight / (height * height)
        }
        return BodyStatistics(bodyweight: series, latestBodyweight: latestBodyweight, latestHeight: latestHeight,
                              bmi: bmi, latest: latest.values.sorted { $0.key < $1.key })
    }
}
