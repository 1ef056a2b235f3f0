import TrainingModel

/// How a plan, a workout or a booking names the session it refers to.
extension PageBuilder {
    /// The session's name; for a session a published site leaves out (`SessionTemplate.isWithheld`:
    /// private, or a private athlete's) the words "Private session", never its id or name
    /// (docs/content-format.md#private-sessions); the id for any other.
    func sessionName(_ id: String) -> String {
        if let session = context.index.session(id) { return session.name }
        return SessionTemplate.isWithheld(id) ? context.strings.privateSession : id
    }
}
