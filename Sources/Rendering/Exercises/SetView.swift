/// A performed set as one line of text (exercise history), with its kind marked.
struct SetView: Sendable, Encodable {
    /// `100 kg × 5 @8`.
    var text: String
    /// `warm-up`, `drop set`, `to failure`; none for a working set.
    var kind: Maybe<String>
    var isWarmup: Bool
    /// `set-warm-up`, `set-working`, for styling.
    var cssClass: String
}
