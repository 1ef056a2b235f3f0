import TrainingModel

/// The files of exercises an import creates.
enum ExerciseFileWriter {
    /// A YAML exercise for a name the site did not know:
    ///
    /// ```yaml
    /// name: Dumbbell Bench Press
    /// aliases:
    ///   - Bench Press (Dumbbell)
    /// equipment:
    ///   - dumbbell
    /// muscles:
    ///   primary:
    ///     - chest
    ///   secondary:
    ///     - shoulders
    ///     - triceps
    /// metric: weight_reps
    /// ```
    ///
    /// Muscles come from the vocabulary; a name it does not know gets none.
    static func stub(name: String, aliases: [String], type: ExerciseType, equipment: [String],
                     primaryMuscles: [String] = [], secondaryMuscles: [String] = [], metric: ExerciseMetric) -> String {
        var yaml = YAMLText()
        yaml.field("name", name)
        yaml.list("aliases", aliases)
        if type != .strength { yaml.field("type", type.rawValue) }
        yaml.list("equipment", equipment)
        yaml.muscles(primary: primaryMuscles, secondary: secondaryMuscles)
        yaml.field("metric", metric.rawValue)
        return yaml.text
    }
}
