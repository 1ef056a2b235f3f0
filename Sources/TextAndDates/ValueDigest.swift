/// A 128-bit hash of a value as `String(reflecting:)` prints it: every stored property, by
/// name, numbers in their shortest exact form. Stable across runs for values without
/// dictionaries or sets; one that holds them may print its elements in another order from
/// one process to the next, which makes a digest differ where the value did not (the safe
/// way: a page rendered again, never one kept wrongly).
public enum ValueDigest {
    public static func of(_ value: Any) -> ContentHash { ContentHash(Array(String(reflecting: value).utf8)) }
}
