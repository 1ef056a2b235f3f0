import PropertyBased
import Templating
import Testing

/// Properties over generated input: whatever a value holds, escaping keeps it whole and
/// harmless; whatever a template's text is, compiling it either succeeds or reports
/// errors that point inside the text, and rendering never traps.
struct TemplatePropertyTests {
    /// Text with every character that needs escaping, some multi-byte ones and ordinary letters.
    static let text = Gen<Character?>.element(of: Array("<>&\"'ab é😀\n;#")).map { $0 ?? "a" }.array(of: 0...40)
        .map { String($0) }

    @Test func escapedTextShowsNoMarkupAndUnescapesToTheValue() async {
        await propertyCheck(input: Self.text) { value in
            let html = try render("{{x}}", ["x": .text(value)])
            #expect(!html.contains(where: { "<>\"'".contains($0) }), "\(html)")
            let unescaped = html.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"")
                .replacingAll("&#39;", "'").replacingAll("&amp;", "&")
            #expect(unescaped == value)
        }
    }

    /// Pieces of Mustache, some well formed and most not, joined at random.
    static let template = Gen<String?>.element(of: [
        "{{", "}}", "{{{", "}}}", "#a", "^a", "/a", "#l", "/l", "a", ".", "x", "!", "=", "<% %>=", "<%", "%>",
        ">p", "<p", "$b", "/b", "/p", "empty(", ")", "last()", " ", "\n", "\r\n", "é", "{", "}",
    ]).map { $0 ?? "" }.array(of: 0...30).map { $0.joined() }

    @Test func anyTextCompilesOrGetsErrorsInsideIt() async {
        await propertyCheck(input: Self.template) { text in
            do {
                let library = try TemplateLibrary(["main": text, "p": "[{{a}}]"])
                var output: [UInt8] = []
                let data: TemplateValue = .object(["a": .text("<"), "l": .list([.int(1), .none]), "x": .bool(true)])
                #expect(library.render(data, template: "main", into: &output))
            } catch let error as TemplateErrors {
                // Lines end at "\n"; columns count Unicode scalars ("\r\n" is one `Character`).
                let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(!error.errors.isEmpty)
                for problem in error.errors {
                    #expect(problem.file == "main" && problem.line >= 1 && problem.line <= lines.count, "\(problem)")
                    if problem.line <= lines.count {
                        #expect(problem.column >= 1 && problem.column <= lines[problem.line - 1].count + 1, "\(problem)")
                    }
                }
            }
        }
    }
}

private extension String {
    func replacingAll(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
