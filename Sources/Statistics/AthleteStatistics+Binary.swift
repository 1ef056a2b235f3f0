import TextAndDates
import TrainingModel

/// An athlete's statistics in the build cache's binary form, so that a build can read them
/// back instead of computing them again.
///
/// Every stored property is written, in the order it is declared, so that reading gives a
/// value equal to the one written, every `Double` bit for bit (`ByteWriter.double` keeps
/// -0.0, infinities and NaN in their 64 bits). The lookups of `AthleteStatistics` are not
/// written: its init makes them again from the arrays. Stats.json's `Encodable` forms round
/// numbers and are not used here.
///
/// An optional is a presence byte (0 or 1) and then its value; an array is its count and then
/// its elements; an enum is a small integer, then its case's values; a date is its year,
/// month and day (`ByteWriter`'s own forms). The encoding names no version: the build
/// cache's file around it does, under a digest of the binary that wrote it
/// (`BuildCache+AthleteStatistics`), so a file another Spotter wrote is never read.
extension AthleteStatistics {
    /// Appends these statistics in the build cache's binary form.
    public func encode(into writer: inout ByteWriter) {
        writer.string(id)
        writer.optional(name) { $0.string($1) }
        writer.trainingTotals(totals)
        writer.list(exercises) { $0.exerciseStatistics($1) }
        writer.list(weeks) { $0.weekStatistics($1) }
        writer.streaks(streaks)
        writer.list(records) { $0.recordEvent($1) }
        writer.list(workouts) { $0.workoutSummary($1) }
        writer.list(daily) { $0.dailyLoad($1) }
        writer.list(compliance) { $0.planCompliance($1) }
        writer.bodyStatistics(body)
        writer.list(tests) { $0.testHistory($1) }
        writer.optional(predictions) { $0.racePredictions($1) }
        writer.cardioStatistics(cardio)
        writer.weekCalendar(weekCalendar)
    }

    /// Reads what `encode(into:)` wrote; nil on bytes it cannot read (damaged, or cut short): never a partial value.
    /// The reader is left after the statistics; on nil, somewhere inside them.
    public init?(decoding reader: inout ByteReader) {
        guard let id = reader.string(),
              let name = reader.optional({ $0.string() }),
              let totals = reader.trainingTotals(),
              let exercises = reader.list({ $0.exerciseStatistics() }),
              let weeks = reader.list({ $0.weekStatistics() }),
              let streaks = reader.streaks(),
              let records = reader.list({ $0.recordEvent() }),
              let workouts = reader.list({ $0.workoutSummary() }),
              let daily = reader.list({ $0.dailyLoad() }),
              let compliance = reader.list({ $0.planCompliance() }),
              let body = reader.bodyStatistics(),
              let tests = reader.list({ $0.testHistory() }),
              let predictions = reader.optional({ $0.racePredictions() }),
              let cardio = reader.cardioStatistics(),
              let weekCalendar = reader.weekCalendar()
        else { return nil }
        self.init(id: id, name: name, totals: totals, exercises: exercises, weeks: weeks, streaks: streaks,
                  records: records, workouts: workouts, daily: daily, compliance: compliance, body: body,
                  tests: tests, predictions: predictions, cardio: cardio, weekCalendar: weekCalendar)
    }
}

// MARK: - Writing

/// One function per type, named after it, writing its stored properties in the order they
/// are declared; each enum switches over its cases, so that a new case cannot go unwritten.
extension ByteWriter {
    // MARK: Building blocks

    /// 0 for Monday … 6 for Sunday.
    fileprivate mutating func weekday(_ weekday: Weekday) {
        integer(weekday.mondayIndex)
    }

    /// Kilograms and whether they were written relative to bodyweight.
    fileprivate mutating func load(_ load: Load) {
        double(load.kilograms)
        flag(load.relativeToBodyweight)
    }

    // MARK: TrainingTotals

    fileprivate mutating func trainingTotals(_ totals: TrainingTotals) {
        integer(totals.workouts)
        integer(totals.workingSets)
        integer(totals.reps)
        double(totals.volume)
        double(totals.durationMinutes)
        double(totals.load)
        integer(totals.timedWorkouts)
        integer(totals.ratedWorkouts)
        optional(totals.first) { $0.date($1) }
        optional(totals.last) { $0.date($1) }
    }

    // MARK: ExerciseStatistics

    fileprivate mutating func exerciseStatistics(_ exercise: ExerciseStatistics) {
        string(exercise.id)
        string(exercise.name)
        list(exercise.aliases) { $0.string($1) }
        integer(exercise.workouts)
        integer(exercise.workingSets)
        integer(exercise.reps)
        double(exercise.volume)
        optional(exercise.bestWeight) { $0.double($1) }
        optional(exercise.bestE1RM) { $0.double($1) }
        optional(exercise.currentE1RM) { $0.double($1) }
        date(exercise.first)
        date(exercise.last)
        recordCounts(exercise.records)
        list(exercise.e1rmSeries) { $0.e1rmPoint($1) }
        list(exercise.repMaxes) { $0.repMax($1) }
        exerciseBests(exercise.bests)
        list(exercise.days) { $0.exerciseDay($1) }
        list(exercise.grips) { $0.gripHistory($1) }
    }

    fileprivate mutating func gripHistory(_ history: GripHistory) {
        string(history.grip.name)
        optional(history.grip.edgeMillimetres) { $0.double($1) }
        gripHang(history.best)
        list(history.days) { $0.gripHang($1) }
    }

    fileprivate mutating func gripHang(_ hang: GripHang) {
        date(hang.date)
        string(hang.workout)
        double(hang.kilograms)
        double(hang.seconds)
    }

    fileprivate mutating func e1rmPoint(_ point: E1RMPoint) {
        date(point.date)
        double(point.e1rm)
    }

    fileprivate mutating func recordCounts(_ counts: RecordCounts) {
        integer(counts.weight)
        integer(counts.e1rm)
        integer(counts.volume)
    }

    fileprivate mutating func repMax(_ repMax: RepMax) {
        integer(repMax.reps)
        double(repMax.weight)
        date(repMax.date)
        string(repMax.workout)
    }

    fileprivate mutating func exerciseBests(_ bests: ExerciseBests) {
        optional(bests.mostReps) { $0.integer($1) }
        optional(bests.longestSeconds) { $0.double($1) }
        optional(bests.leastAssistance) { $0.double($1) }
        optional(bests.bestPace) { $0.double($1) }
    }

    fileprivate mutating func exerciseDay(_ day: ExerciseDay) {
        date(day.date)
        optional(day.e1rm) { $0.double($1) }
        optional(day.bestWeight) { $0.double($1) }
        optional(day.volume) { $0.double($1) }
        exerciseBests(day.bests)
    }

    // MARK: WeekStatistics

    fileprivate mutating func weekStatistics(_ week: WeekStatistics) {
        string(week.week)
        date(week.start)
        integer(week.workouts)
        integer(week.workingSets)
        integer(week.reps)
        double(week.volume)
        double(week.durationMinutes)
        double(week.load)
        optional(week.monotony) { $0.double($1) }
        optional(week.strain) { $0.double($1) }
        list(week.muscles) { $0.muscleSets($1) }
        integer(week.timedWorkouts)
        integer(week.ratedWorkouts)
    }

    fileprivate mutating func muscleSets(_ sets: MuscleSets) {
        string(sets.muscle)
        double(sets.sets)
    }

    // MARK: Streaks

    fileprivate mutating func streaks(_ streaks: Streaks) {
        integer(streaks.currentWeeks)
        integer(streaks.longestWeeks)
    }

    // MARK: RecordEvent

    fileprivate mutating func recordEvent(_ event: RecordEvent) {
        string(event.workout)
        date(event.date)
        string(event.exercise)
        recordKind(event.kind)
        double(event.value)
        double(event.previous)
    }

    fileprivate mutating func recordKind(_ kind: RecordEvent.Kind) {
        switch kind {
        case .weight: integer(0)
        case .e1rm: integer(1)
        case .volume: integer(2)
        }
    }

    // MARK: WorkoutSummary

    fileprivate mutating func workoutSummary(_ summary: WorkoutSummary) {
        string(summary.id)
        date(summary.date)
        optional(summary.session) { $0.string($1) }
        integer(summary.workingSets)
        integer(summary.reps)
        double(summary.volume)
        double(summary.durationMinutes)
        double(summary.load)
        integer(summary.records)
        flag(summary.isTimed)
        flag(summary.isRated)
        list(summary.disciplines) { $0.discipline($1) }
        optional(summary.climbing) { $0.climbingSummary($1) }
    }

    /// 0 lifting, 1 cardio and its sport, 2 climbing.
    fileprivate mutating func discipline(_ discipline: Discipline) {
        switch discipline {
        case .lifting:
            integer(0)
        case .cardio(let sport):
            integer(1)
            string(sport)
        case .climbing:
            integer(2)
        }
    }

    fileprivate mutating func climbingSummary(_ summary: ClimbingSummary) {
        double(summary.timeUnderTension)
        list(summary.hardest) { $0.climbingGrade($1) }
        list(summary.styled) { writer, styled in
            writer.climbingGrade(styled.grade)
            writer.integer(styled.style.order)
        }
    }

    /// The scale, then the position on it.
    fileprivate mutating func climbingGrade(_ grade: ClimbingGrade) {
        switch grade.scale {
        case .font: integer(0)
        case .french: integer(1)
        case .hueco: integer(2)
        }
        integer(grade.position)
    }

    // MARK: DailyLoad

    fileprivate mutating func dailyLoad(_ day: DailyLoad) {
        date(day.date)
        double(day.load)
        double(day.acute)
        double(day.chronic)
        optional(day.acwr) { $0.double($1) }
        double(day.ctl)
        double(day.atl)
        double(day.tsb)
    }

    // MARK: PlanCompliance

    fileprivate mutating func planCompliance(_ compliance: PlanCompliance) {
        string(compliance.plan)
        string(compliance.name)
        date(compliance.start)
        date(compliance.end)
        integer(compliance.planned)
        integer(compliance.filled)
        optional(compliance.ratio) { $0.double($1) }
        list(compliance.weeks) { $0.planWeekCompliance($1) }
        list(compliance.slots) { $0.planSlot($1) }
    }

    fileprivate mutating func planWeekCompliance(_ week: PlanWeekCompliance) {
        integer(week.number)
        date(week.start)
        flag(week.deload)
        integer(week.planned)
        integer(week.filled)
        optional(week.ratio) { $0.double($1) }
    }

    fileprivate mutating func planSlot(_ slot: PlanSlot) {
        date(slot.date)
        string(slot.session)
        integer(slot.week)
        optional(slot.filledBy) { $0.string($1) }
    }

    // MARK: BodyStatistics

    fileprivate mutating func bodyStatistics(_ body: BodyStatistics) {
        list(body.bodyweight) { $0.bodyweightPoint($1) }
        optional(body.latestBodyweight) { $0.double($1) }
        optional(body.latestHeight) { $0.double($1) }
        optional(body.bmi) { $0.double($1) }
        list(body.latest) { $0.latestMeasurement($1) }
    }

    fileprivate mutating func bodyweightPoint(_ point: BodyweightPoint) {
        date(point.date)
        double(point.bodyweight)
        double(point.rollingMean)
    }

    fileprivate mutating func latestMeasurement(_ measurement: LatestMeasurement) {
        string(measurement.key)
        date(measurement.date)
        double(measurement.value)
    }

    // MARK: TestHistory

    fileprivate mutating func testHistory(_ history: TestHistory) {
        string(history.test)
        list(history.results) { $0.testPoint($1) }
        testPoint(history.latest)
        testPoint(history.best)
    }

    fileprivate mutating func testPoint(_ point: TestPoint) {
        date(point.date)
        testValue(point.result)
    }

    /// 0 a time, 1 a load, 2 a number; then its value.
    fileprivate mutating func testValue(_ value: TestResult.Value) {
        switch value {
        case .time(let seconds):
            integer(0)
            double(seconds)
        case .load(let load):
            integer(1)
            self.load(load)
        case .number(let number):
            integer(2)
            double(number)
        }
    }

    // MARK: RacePredictions

    fileprivate mutating func racePredictions(_ predictions: RacePredictions) {
        string(predictions.sourceTest)
        date(predictions.sourceDate)
        double(predictions.sourceDistance)
        double(predictions.sourceTime)
        list(predictions.predictions) { $0.racePrediction($1) }
    }

    fileprivate mutating func racePrediction(_ prediction: RacePrediction) {
        string(prediction.race)
        double(prediction.distance)
        double(prediction.time)
    }

    // MARK: CardioStatistics

    fileprivate mutating func cardioStatistics(_ cardio: CardioStatistics) {
        list(cardio.sports) { $0.sportStatistics($1) }
    }

    fileprivate mutating func sportStatistics(_ sport: SportStatistics) {
        string(sport.sport)
        cardioTotals(sport.totals)
        optional(sport.longest) { $0.cardioEffort($1) }
        list(sport.bestEfforts) { $0.bestEffort($1) }
        list(sport.weeks) { $0.cardioPeriod($1) }
        list(sport.months) { $0.cardioPeriod($1) }
        list(sport.sessions) { $0.cardioSession($1) }
        list(sport.records) { $0.cardioRecord($1) }
    }

    fileprivate mutating func cardioTotals(_ totals: CardioTotals) {
        integer(totals.sessions)
        double(totals.distance)
        double(totals.time)
        double(totals.pacedDistance)
        double(totals.pacedTime)
    }

    fileprivate mutating func cardioPeriod(_ period: CardioPeriod) {
        string(period.period)
        date(period.start)
        cardioTotals(period.totals)
    }

    fileprivate mutating func cardioSession(_ session: CardioSession) {
        string(session.workout)
        date(session.date)
        cardioTotals(session.totals)
    }

    fileprivate mutating func cardioEffort(_ effort: CardioEffort) {
        string(effort.workout)
        date(effort.date)
        double(effort.distance)
        optional(effort.time) { $0.double($1) }
    }

    fileprivate mutating func bestEffort(_ best: BestEffort) {
        standardDistance(best.distance)
        double(best.time)
        cardioEffort(best.effort)
    }

    fileprivate mutating func standardDistance(_ distance: StandardDistance) {
        string(distance.id)
        double(distance.metres)
    }

    fileprivate mutating func cardioRecord(_ record: CardioRecord) {
        string(record.workout)
        date(record.date)
        switch record.kind {
        case .distance: integer(0)
        case .bestEffort: integer(1)
        }
        optional(record.distance) { $0.standardDistance($1) }
        double(record.value)
        double(record.previous)
    }

    // MARK: WeekCalendar

    fileprivate mutating func weekCalendar(_ calendar: WeekCalendar) {
        weekday(calendar.firstDay)
    }
}

// MARK: - Reading

/// Each function reads what its namesake on `ByteWriter` wrote, and answers nil when the
/// bytes run out or hold something that writer never writes (an unknown tag, a day that
/// does not exist, a presence byte other than 0 or 1).
extension ByteReader {
    // MARK: Building blocks

    fileprivate mutating func weekday() -> Weekday? {
        guard let index = integer(), Weekday.mondayFirst.indices.contains(index) else { return nil }
        return Weekday.mondayFirst[index]
    }

    fileprivate mutating func load() -> Load? {
        guard let kilograms = double(), let relativeToBodyweight = flag() else { return nil }
        return Load(kilograms: kilograms, relativeToBodyweight: relativeToBodyweight)
    }

    // MARK: TrainingTotals

    fileprivate mutating func trainingTotals() -> TrainingTotals? {
        guard let workouts = integer(), let workingSets = integer(), let reps = integer(),
              let volume = double(), let durationMinutes = double(), let load = double(),
              let timedWorkouts = integer(), let ratedWorkouts = integer(),
              let first = optional({ $0.date() }), let last = optional({ $0.date() })
        else { return nil }
        return TrainingTotals(workouts: workouts, workingSets: workingSets, reps: reps, volume: volume,
                              durationMinutes: durationMinutes, load: load, timedWorkouts: timedWorkouts,
                              ratedWorkouts: ratedWorkouts, first: first, last: last)
    }

    // MARK: ExerciseStatistics

    fileprivate mutating func exerciseStatistics() -> ExerciseStatistics? {
        guard let id = string(), let name = string(), let aliases = list({ $0.string() }),
              let workouts = integer(), let workingSets = integer(), let reps = integer(), let volume = double(),
              let bestWeight = optional({ $0.double() }), let bestE1RM = optional({ $0.double() }),
              let currentE1RM = optional({ $0.double() }), let first = date(), let last = date(),
              let records = recordCounts(), let e1rmSeries = list({ $0.e1rmPoint() }),
              let repMaxes = list({ $0.repMax() }), let bests = exerciseBests(), let days = list({ $0.exerciseDay() }),
              let grips = list({ $0.gripHistory() })
        else { return nil }
        return ExerciseStatistics(id: id, name: name, aliases: aliases, workouts: workouts, workingSets: workingSets,
                                  reps: reps, volume: volume, bestWeight: bestWeight, bestE1RM: bestE1RM,
                                  currentE1RM: currentE1RM, first: first, last: last, records: records,
                                  e1rmSeries: e1rmSeries, repMaxes: repMaxes, bests: bests, days: days, grips: grips)
    }

    fileprivate mutating func gripHistory() -> GripHistory? {
        guard let name = string(), let edge = optional({ $0.double() }), let best = gripHang(),
              let days = list({ $0.gripHang() }) else { return nil }
        return GripHistory(grip: Grip(name: name, edgeMillimetres: edge), best: best, days: days)
    }

    fileprivate mutating func gripHang() -> GripHang? {
        guard let date = date(), let workout = string(), let kilograms = double(), let seconds = double() else { return nil }
        return GripHang(date: date, workout: workout, kilograms: kilograms, seconds: seconds)
    }

    fileprivate mutating func e1rmPoint() -> E1RMPoint? {
        guard let date = date(), let e1rm = double() else { return nil }
        return E1RMPoint(date: date, e1rm: e1rm)
    }

    fileprivate mutating func recordCounts() -> RecordCounts? {
        guard let weight = integer(), let e1rm = integer(), let volume = integer() else { return nil }
        return RecordCounts(weight: weight, e1rm: e1rm, volume: volume)
    }

    fileprivate mutating func repMax() -> RepMax? {
        guard let reps = integer(), let weight = double(), let date = date(), let workout = string() else { return nil }
        return RepMax(reps: reps, weight: weight, date: date, workout: workout)
    }

    fileprivate mutating func exerciseBests() -> ExerciseBests? {
        guard let mostReps = optional({ $0.integer() }), let longestSeconds = optional({ $0.double() }),
              let leastAssistance = optional({ $0.double() }), let bestPace = optional({ $0.double() })
        else { return nil }
        return ExerciseBests(mostReps: mostReps, longestSeconds: longestSeconds, leastAssistance: leastAssistance,
                             bestPace: bestPace)
    }

    fileprivate mutating func exerciseDay() -> ExerciseDay? {
        guard let date = date(), let e1rm = optional({ $0.double() }), let bestWeight = optional({ $0.double() }),
              let volume = optional({ $0.double() }), let bests = exerciseBests()
        else { return nil }
        return ExerciseDay(date: date, e1rm: e1rm, bestWeight: bestWeight, volume: volume, bests: bests)
    }

    // MARK: WeekStatistics

    fileprivate mutating func weekStatistics() -> WeekStatistics? {
        guard let week = string(), let start = date(), let workouts = integer(), let workingSets = integer(),
              let reps = integer(), let volume = double(), let durationMinutes = double(), let load = double(),
              let monotony = optional({ $0.double() }), let strain = optional({ $0.double() }),
              let muscles = list({ $0.muscleSets() }), let timedWorkouts = integer(), let ratedWorkouts = integer()
        else { return nil }
        return WeekStatistics(week: week, start: start, workouts: workouts, workingSets: workingSets, reps: reps,
                              volume: volume, durationMinutes: durationMinutes, load: load, monotony: monotony,
                              strain: strain, muscles: muscles, timedWorkouts: timedWorkouts,
                              ratedWorkouts: ratedWorkouts)
    }

    fileprivate mutating func muscleSets() -> MuscleSets? {
        guard let muscle = string(), let sets = double() else { return nil }
        return MuscleSets(muscle: muscle, sets: sets)
    }

    // MARK: Streaks

    fileprivate mutating func streaks() -> Streaks? {
        guard let currentWeeks = integer(), let longestWeeks = integer() else { return nil }
        return Streaks(currentWeeks: currentWeeks, longestWeeks: longestWeeks)
    }

    // MARK: RecordEvent

    fileprivate mutating func recordEvent() -> RecordEvent? {
        guard let workout = string(), let date = date(), let exercise = string(), let kind = recordKind(),
              let value = double(), let previous = double()
        else { return nil }
        return RecordEvent(workout: workout, date: date, exercise: exercise, kind: kind, value: value,
                           previous: previous)
    }

    fileprivate mutating func recordKind() -> RecordEvent.Kind? {
        switch integer() {
        case 0?: return .weight
        case 1?: return .e1rm
        case 2?: return .volume
        default: return nil
        }
    }

    // MARK: WorkoutSummary

    fileprivate mutating func workoutSummary() -> WorkoutSummary? {
        guard let id = string(), let date = date(), let session = optional({ $0.string() }),
              let workingSets = integer(), let reps = integer(), let volume = double(),
              let durationMinutes = double(), let load = double(), let records = integer(),
              let isTimed = flag(), let isRated = flag(), let disciplines = list({ $0.discipline() }),
              let climbing = optional({ $0.climbingSummary() })
        else { return nil }
        return WorkoutSummary(id: id, date: date, session: session, workingSets: workingSets, reps: reps,
                              volume: volume, durationMinutes: durationMinutes, load: load, records: records,
                              isTimed: isTimed, isRated: isRated, disciplines: disciplines, climbing: climbing)
    }

    fileprivate mutating func discipline() -> Discipline? {
        switch integer() {
        case 0?: return .lifting
        case 1?: return string().map { .cardio(sport: $0) }
        case 2?: return .climbing
        default: return nil
        }
    }

    fileprivate mutating func climbingSummary() -> ClimbingSummary? {
        guard let timeUnderTension = double(), let hardest = list({ $0.climbingGrade() }),
              let styled = list({ reader -> StyledGrade? in
                  guard let grade = reader.climbingGrade(), let order = reader.integer(),
                        ClimbingStyle.allCases.indices.contains(order) else { return nil }
                  return StyledGrade(grade: grade, style: ClimbingStyle.allCases[order])
              }) else { return nil }
        return ClimbingSummary(timeUnderTension: timeUnderTension, hardest: hardest, styled: styled)
    }

    /// `ClimbingGrade` is made only from its text: the position's grade on the scale, read
    /// back as written, must give that scale and position again.
    fileprivate mutating func climbingGrade() -> ClimbingGrade? {
        let scale: ClimbingGrade.Scale
        switch integer() {
        case 0?: scale = .font
        case 1?: scale = .french
        case 2?: scale = .hueco
        default: return nil
        }
        guard let position = integer(), (1...scale.grades.count).contains(position),
              let grade = ClimbingGrade(scale.grades[position - 1]), grade.scale == scale, grade.position == position
        else { return nil }
        return grade
    }

    // MARK: DailyLoad

    fileprivate mutating func dailyLoad() -> DailyLoad? {
        guard let date = date(), let load = double(), let acute = double(), let chronic = double(),
              let acwr = optional({ $0.double() }), let ctl = double(), let atl = double(), let tsb = double()
        else { return nil }
        return DailyLoad(date: date, load: load, acute: acute, chronic: chronic, acwr: acwr, ctl: ctl, atl: atl,
                         tsb: tsb)
    }

    // MARK: PlanCompliance

    fileprivate mutating func planCompliance() -> PlanCompliance? {
        guard let plan = string(), let name = string(), let start = date(), let end = date(),
              let planned = integer(), let filled = integer(), let ratio = optional({ $0.double() }),
              let weeks = list({ $0.planWeekCompliance() }), let slots = list({ $0.planSlot() })
        else { return nil }
        return PlanCompliance(plan: plan, name: name, start: start, end: end, planned: planned, filled: filled,
                              ratio: ratio, weeks: weeks, slots: slots)
    }

    fileprivate mutating func planWeekCompliance() -> PlanWeekCompliance? {
        guard let number = integer(), let start = date(), let deload = flag(), let planned = integer(),
              let filled = integer(), let ratio = optional({ $0.double() })
        else { return nil }
        return PlanWeekCompliance(number: number, start: start, deload: deload, planned: planned, filled: filled,
                                  ratio: ratio)
    }

    fileprivate mutating func planSlot() -> PlanSlot? {
        guard let date = date(), let session = string(), let week = integer(),
              let filledBy = optional({ $0.string() })
        else { return nil }
        return PlanSlot(date: date, session: session, week: week, filledBy: filledBy)
    }

    // MARK: BodyStatistics

    fileprivate mutating func bodyStatistics() -> BodyStatistics? {
        guard let bodyweight = list({ $0.bodyweightPoint() }), let latestBodyweight = optional({ $0.double() }),
              let latestHeight = optional({ $0.double() }), let bmi = optional({ $0.double() }),
              let latest = list({ $0.latestMeasurement() })
        else { return nil }
        return BodyStatistics(bodyweight: bodyweight, latestBodyweight: latestBodyweight, latestHeight: latestHeight,
                              bmi: bmi, latest: latest)
    }

    fileprivate mutating func bodyweightPoint() -> BodyweightPoint? {
        guard let date = date(), let bodyweight = double(), let rollingMean = double() else { return nil }
        return BodyweightPoint(date: date, bodyweight: bodyweight, rollingMean: rollingMean)
    }

    fileprivate mutating func latestMeasurement() -> LatestMeasurement? {
        guard let key = string(), let date = date(), let value = double() else { return nil }
        return LatestMeasurement(key: key, date: date, value: value)
    }

    // MARK: TestHistory

    fileprivate mutating func testHistory() -> TestHistory? {
        guard let test = string(), let results = list({ $0.testPoint() }), let latest = testPoint(),
              let best = testPoint()
        else { return nil }
        return TestHistory(test: test, results: results, latest: latest, best: best)
    }

    fileprivate mutating func testPoint() -> TestPoint? {
        guard let date = date(), let result = testValue() else { return nil }
        return TestPoint(date: date, result: result)
    }

    fileprivate mutating func testValue() -> TestResult.Value? {
        switch integer() {
        case 0?: return double().map { .time($0) }
        case 1?: return load().map { .load($0) }
        case 2?: return double().map { .number($0) }
        default: return nil
        }
    }

    // MARK: RacePredictions

    fileprivate mutating func racePredictions() -> RacePredictions? {
        guard let sourceTest = string(), let sourceDate = date(), let sourceDistance = double(),
              let sourceTime = double(), let predictions = list({ $0.racePrediction() })
        else { return nil }
        return RacePredictions(sourceTest: sourceTest, sourceDate: sourceDate, sourceDistance: sourceDistance,
                               sourceTime: sourceTime, predictions: predictions)
    }

    fileprivate mutating func racePrediction() -> RacePrediction? {
        guard let race = string(), let distance = double(), let time = double() else { return nil }
        return RacePrediction(race: race, distance: distance, time: time)
    }

    // MARK: CardioStatistics

    fileprivate mutating func cardioStatistics() -> CardioStatistics? {
        list({ $0.sportStatistics() }).map { CardioStatistics(sports: $0) }
    }

    fileprivate mutating func sportStatistics() -> SportStatistics? {
        guard let sport = string(), let totals = cardioTotals(), let longest = optional({ $0.cardioEffort() }),
              let bestEfforts = list({ $0.bestEffort() }), let weeks = list({ $0.cardioPeriod() }),
              let months = list({ $0.cardioPeriod() }), let sessions = list({ $0.cardioSession() }),
              let records = list({ $0.cardioRecord() })
        else { return nil }
        return SportStatistics(sport: sport, totals: totals, longest: longest, bestEfforts: bestEfforts, weeks: weeks,
                               months: months, sessions: sessions, records: records)
    }

    fileprivate mutating func cardioTotals() -> CardioTotals? {
        guard let sessions = integer(), let distance = double(), let time = double(),
              let pacedDistance = double(), let pacedTime = double()
        else { return nil }
        return CardioTotals(sessions: sessions, distance: distance, time: time, pacedDistance: pacedDistance,
                            pacedTime: pacedTime)
    }

    fileprivate mutating func cardioPeriod() -> CardioPeriod? {
        guard let period = string(), let start = date(), let totals = cardioTotals() else { return nil }
        return CardioPeriod(period: period, start: start, totals: totals)
    }

    fileprivate mutating func cardioSession() -> CardioSession? {
        guard let workout = string(), let date = date(), let totals = cardioTotals() else { return nil }
        return CardioSession(workout: workout, date: date, totals: totals)
    }

    fileprivate mutating func cardioEffort() -> CardioEffort? {
        guard let workout = string(), let date = date(), let distance = double(), let time = optional({ $0.double() })
        else { return nil }
        return CardioEffort(workout: workout, date: date, distance: distance, time: time)
    }

    fileprivate mutating func bestEffort() -> BestEffort? {
        guard let distance = standardDistance(), let time = double(), let effort = cardioEffort() else { return nil }
        return BestEffort(distance: distance, time: time, effort: effort)
    }

    fileprivate mutating func standardDistance() -> StandardDistance? {
        guard let id = string(), let metres = double() else { return nil }
        return StandardDistance(id, metres: metres)
    }

    fileprivate mutating func cardioRecord() -> CardioRecord? {
        guard let workout = string(), let date = date() else { return nil }
        let kind: CardioRecord.Kind
        switch integer() {
        case 0?: kind = .distance
        case 1?: kind = .bestEffort
        default: return nil
        }
        guard let distance = optional({ $0.standardDistance() }), let value = double(), let previous = double()
        else { return nil }
        return CardioRecord(workout: workout, date: date, kind: kind, distance: distance, value: value,
                            previous: previous)
    }

    // MARK: WeekCalendar

    fileprivate mutating func weekCalendar() -> WeekCalendar? {
        weekday().map { WeekCalendar(firstDay: $0) }
    }
}
