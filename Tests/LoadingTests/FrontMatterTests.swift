import Testing
@testable import Loading

/// `FrontMatter.split` cuts the text at byte offsets; these pin the edges the loader's
/// file-level tests reach only one at a time.
@Suite struct FrontMatterTests {
    typealias Split = FrontMatter.Split

    @Test(arguments: [
        ("---\nname: A\n---\nBody\n", Split(yaml: "name: A", yamlFirstLine: 2, body: "Body\n")),
        ("---\nname: A\n...\n\n  \nBody", Split(yaml: "name: A", yamlFirstLine: 2, body: "Body")),
        ("---\r\nname: A\r\nb: 1\r\n---\r\n\r\nBody\r\nmore", Split(yaml: "name: A\nb: 1", yamlFirstLine: 2, body: "Body\nmore")),
        ("---\n---\nBody", Split(yaml: "", yamlFirstLine: 2, body: "Body")),
        ("---  \nname: Ñu\n---\t\n", Split(yaml: "name: Ñu", yamlFirstLine: 2, body: "")),
        ("No front matter\n---\n", Split(yaml: nil, yamlFirstLine: 1, body: "No front matter\n---\n")),
        ("--- \n", nil),
        ("---\nname: A\n", nil),
        ("---", nil),
    ] as [(String, Split?)])
    func splitsFrontMatterFromTheBody(text: String, expected: Split?) {
        #expect(FrontMatter.split(text) == expected)
    }
}
