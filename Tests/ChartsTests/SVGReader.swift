import Foundation

/// A small reader for the SVG the charts write, so tests can check geometry
/// without trusting the code that produced it.
struct SVGElement {
    var name: String
    var attributes: [String: String]
    /// The text right after the start tag, up to the next tag (unescaped).
    var text: String

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    func hasClass(_ name: String) -> Bool { classes.contains(name) }
}

enum SVGReader {
    /// Every start (or self-closing) tag in document order.
    static func elements(_ svg: String) -> [SVGElement] {
        var result: [SVGElement] = []
        let characters = Array(svg)
        var index = 0
        while index < characters.count {
            guard characters[index] == "<", index + 1 < characters.count, characters[index + 1] != "/" else {
                index += 1
                continue
            }
            index += 1
            var name = ""
            while index < characters.count, !" />".contains(characters[index]) {
                name.append(characters[index])
                index += 1
            }
            var attributes: [String: String] = [:]
            while index < characters.count, characters[index] != ">" {
                if characters[index] == " " || characters[index] == "/" {
                    index += 1
                    continue
                }
                var key = ""
                while index < characters.count, characters[index] != "=" {
                    key.append(characters[index])
                    index += 1
                }
                index += 2  // =" 
                var value = ""
                while index < characters.count, characters[index] != "\"" {
                    value.append(characters[index])
                    index += 1
                }
                index += 1
                attributes[key] = unescape(value)
            }
            index += 1
            var text = ""
            while index < characters.count, characters[index] != "<" {
                text.append(characters[index])
                index += 1
            }
            result.append(SVGElement(name: name, attributes: attributes, text: unescape(text)))
        }
        return result
    }

    /// The subpaths of a `d` attribute made of `M x y` and `L x y` commands (and `Z`).
    static func subpaths(_ d: String) -> [[(x: Double, y: Double)]] {
        var result: [[(x: Double, y: Double)]] = []
        var numbers: [Double] = []
        var command: Character = " "
        var token = ""
        func flushToken() {
            if let number = Double(token) { numbers.append(number) }
            token = ""
        }
        func flushCommand() {
            flushToken()
            guard numbers.count >= 2 else { return }
            if command == "M" { result.append([]) }
            if result.isEmpty { result.append([]) }
            result[result.count - 1].append((numbers[0], numbers[1]))
            numbers = []
        }
        for character in d {
            if "MLZ".contains(character) {
                flushCommand()
                command = character
            } else if character == " " || character == "," {
                flushToken()
            } else {
                token.append(character)
            }
        }
        flushCommand()
        return result
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
