extension Array {
    /// The same elements in storage of their own size. An array built by appending keeps
    /// room to grow (a workout entry's five sets, room for eight); a library keeps millions
    /// of sets for the whole build, and that room was a third of their memory.
    func trimmedToSize() -> [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: self)
            initialized = count
        }
    }
}
