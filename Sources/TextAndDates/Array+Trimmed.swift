extension Array {
    /// The same elements in storage of their own size. An array built by appending keeps
    /// room to grow (a workout entry's five sets, room for eight): for what a build keeps
    /// to its end (a library's millions of sets, every exercise's days, the page list) holds
    /// only what it holds.
    public func trimmedToSize() -> [Element] {
        guard capacity > count else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.initialize(from: self)
            initialized = count
        }
    }
}
