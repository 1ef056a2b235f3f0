/// Spotter before issue 14 wrote exported numbers digit for digit, float noise included
/// (`74.99999999999999lb x 11`), which `spotter check` refuses. A re-import recognises such a
/// file, so that it can say why it is in the way instead of only "different content".
extension ImportedWorkout {
    /// The workout with every number as that Spotter wrote it; nil when no number had noise, or
    /// one was in a form it could not read.
    var withFloatNoise: ImportedWorkout? {
        var changed = false
        var copy = self
        for entryIndex in copy.entries.indices {
            for setIndex in copy.entries[entryIndex].sets.indices {
                var set = copy.entries[entryIndex].sets[setIndex]
                for keyPath in [\ImportedSet.weight, \.rpe, \.seconds, \.distance] {
                    guard let number = set[keyPath: keyPath] else { continue }
                    guard let noisy = number.noisy else { return nil }
                    changed = changed || noisy.text != number.text
                    set[keyPath: keyPath] = noisy
                }
                copy.entries[entryIndex].sets[setIndex] = set
            }
        }
        return changed ? copy : nil
    }
}
