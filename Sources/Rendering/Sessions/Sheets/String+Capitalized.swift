extension String {
    /// `Half crimp 20 mm` from `half crimp 20 mm`: the first letter upper-cased, the rest kept.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
