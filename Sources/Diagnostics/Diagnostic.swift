import TextAndDates

/// One problem found in the content, ready to print as
/// `path:line:column: error: key.path: message` followed by an optional hint.
@ByteCoded
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    @ByteCoded
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning

        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    public var severity: Severity
    public var location: SourceLocation
    /// Where in the document the problem is, e.g. `entries[2].sets[1]`; empty for the whole file.
    public var keyPath: String
    public var message: String
    public var hint: String?

    public init(_ severity: Severity, at location: SourceLocation, keyPath: String = "",
                message: String, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.keyPath = keyPath
        self.message = message
        self.hint = hint
    }

    /// Every stored property by its name, as `@ByteCoded` reads them back.
    init(severity: Severity, location: SourceLocation, keyPath: String, message: String, hint: String?) {
        self.init(severity, at: location, keyPath: keyPath, message: message, hint: hint)
    }

    public static func error(at location: SourceLocation, keyPath: String = "", _ message: String,
                             hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, at: location, keyPath: keyPath, message: message, hint: hint)
    }

    public static func warning(at location: SourceLocation, keyPath: String = "", _ message: String,
                               hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, at: location, keyPath: keyPath, message: message, hint: hint)
    }

    /// The first line, as compilers print it.
    public var headline: String {
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(location): \(severity.rawValue): \(path)\(message)"
    }

    public var description: String {
        guard let hint else { return headline }
        return headline + "\n  hint: " + hint
    }

    /// A GitHub Actions workflow command, so CI shows the problem on the line it names.
    public var ciAnnotation: String {
        func escape(_ s: String, property: Bool) -> String {
            var out = ""
            for c in s {
                switch c {
                case "%": out += "%25"
                case "\r": out += "%0D"
                case "\n": out += "%0A"
                case ":" where property: out += "%3A"
                case "," where property: out += "%2C"
                default: out.append(c)
                }
            }
            return out
        }
        func escapeData(_ s: String) -> String { escape(s, property: false) }
        func escapeProperty(_ s: String) -> String { escape(s, property: true) }
        let kind = severity == .error ? "error" : "warning"
        let path = keyPath.isEmpty ? "" : "\(keyPath): "
        var text = path + message
        if let hint { text += " (\(hint))" }
        return "::\(kind) file=\(escapeProperty(location.file)),line=\(location.line),col=\(location.column)::\(escapeData(text))"
    }
}
