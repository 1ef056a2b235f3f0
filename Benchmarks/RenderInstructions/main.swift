import Rendering
import TrainingModel

// A fixed page set for counting the renderer's instructions per page with callgrind
// (scripts/bench/instructions.sh): a site built in code, the same on every run, rendered
// on one thread. Wall time on a shared machine swings by a factor of two; instruction
// counts move by well under a percent, so two commits can be compared page for page.
//
//   render-instructions [EXERCISES [WORKOUTS]]     defaults: 200 exercises, 150 workouts

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let exerciseCount = arguments.first ?? 200
let workoutCount = arguments.dropFirst().first ?? 150
let asOf = CalendarDate(year: 2026, month: 3, day: 2)!

let muscles = ["quadriceps", "glutes", "hamstrings", "chest", "triceps", "lats", "biceps", "shoulders", "calves", "abdominals"]
let equipment = ["barbell", "dumbbell", "cable", "machine", "kettlebell", "body only"]

func exercise(_ index: Int) -> Exercise {
    let name = "Exercise \(index) \(["Press", "Row", "Squat", "Curl", "Raise"][index % 5])"
    let description = ExerciseDescription(
        intro: "Exercise \(index) works the **\(muscles[index % muscles.count])** with a long, controlled range.",
        sections: [
            DescriptionSection(kind: .whatItIs, title: "What it is",
                               markdown: "A \(equipment[index % equipment.count]) movement for strength and size."),
            DescriptionSection(kind: .steps, title: "Steps",
                               markdown: "1. Set up with a *neutral* spine.\n2. Brace and move under control.\n3. Return slowly.",
                               items: ["Set up with a *neutral* spine.", "Brace and move under control.", "Return slowly."]),
            DescriptionSection(kind: .cues, title: "Cues", markdown: "- Chest up\n- Full range\n- Breathe out on the way up",
                               items: ["Chest up", "Full range", "Breathe out on the way up"]),
            DescriptionSection(kind: .mistakes, title: "Common mistakes", markdown: "- Bouncing\n- Cutting the range short",
                               items: ["Bouncing", "Cutting the range short"]),
        ])
    return Exercise(id: "exercise-\(index)", name: name, type: .strength, mechanic: index % 3 == 0 ? .isolation : .compound,
                    level: ["beginner", "intermediate", "expert"][index % 3],
                    equipment: [equipment[index % equipment.count]],
                    primaryMuscles: [muscles[index % muscles.count]],
                    secondaryMuscles: [muscles[(index + 3) % muscles.count]],
                    force: index % 2 == 0 ? .push : .pull, description: description,
                    sourcePath: "exercises/exercise-\(index).md")
}

func workout(_ index: Int) -> Workout {
    let day = asOf.adding(days: -2 * (workoutCount - index))
    let entries = (0..<4).map { entry -> WorkoutEntry in
        let exercise = (index * 4 + entry) % min(exerciseCount, 20)
        let load = Double(40 + (index / 6) + entry * 10)
        return WorkoutEntry(exercise: "exercise-\(exercise)", sets: [
            PerformedSet(kind: .warmup, load: Load(kilograms: load / 2), reps: 10),
            PerformedSet(load: Load(kilograms: load), reps: 8, rpe: 7),
            PerformedSet(load: Load(kilograms: load), reps: 8, rpe: 8),
            PerformedSet(load: Load(kilograms: load + 2.5), reps: 6 + index % 3, rpe: 9),
        ])
    }
    return Workout(id: "\(day.iso)-w\(index)", date: day, athlete: "ana", name: "Workout \(index)",
                   duration: 3600, rpe: Double(6 + index % 4), entries: entries)
}

let library = TrainingLibrary(
    config: SiteConfig(title: "Benchmark", author: "Ana"),
    athletes: [Athlete(id: "ana", name: "Ana", bodyweight: 61.5)],
    exercises: (0..<exerciseCount).map(exercise),
    workouts: (0..<workoutCount).map(workout))

let pages = try SiteRenderer(library: library, theme: .builtIn(), asOf: asOf).renderPagesInOrder()
let bytes = pages.reduce(0) { $0 + $1.bytes.count }
print("\(pages.count) pages, \(bytes) bytes")
