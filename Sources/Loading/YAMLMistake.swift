/// What a person needs beside libyaml's wording of a YAML syntax error: the likely cause,
/// when the text shows one of the four mistakes people make (a tab in the indentation, a
/// `:` inside a value not in quotes, no space after a key's `:`, a line indented to no
/// level above it), and the line as written with a caret under the column.
///
/// The causes are read from the text around the error, not from libyaml's state, so each
/// is said as "likely"; the line and caret are always right.
struct YAMLMistake: Equatable {
    var cause: String?
    /// The line shown (1-based, in the YAML text) and the column of the caret in it.
    var line: Int
    var column: Int

    /// The longest part of a line the excerpt shows; a longer line is cut around the caret.
    static let excerptWidth = 100

    /// `line` and `column` are where libyaml stopped, `context` where what it was reading
    /// started (both 1-based, in the YAML text, columns in characters). Nil when there is no
    /// line to show (the error is past the text's end and nothing was open).
    /// `lineOffset`: the lines of the file before the YAML text (front matter's `---`), so
    /// that a cause names the file's line.
    static func find(problem: String, in yaml: String, line: Int, column: Int,
                     context: (line: Int, column: Int)?, lineOffset: Int) -> YAMLMistake? {
        let lines = Lines(yaml, lineOffset: lineOffset)
        if let found = tab(lines, line: line, problem: problem)
            ?? colonInValue(lines, line: line, column: column, problem: problem)
            ?? missingSpace(lines, candidates: [context?.line, line, line - 1].compactMap { $0 }, problem: problem)
            ?? indentation(lines, line: line, problem: problem) {
            return found
        }
        if lines.hasText(line) { return YAMLMistake(cause: nil, line: line, column: column) }
        if let context, lines.hasText(context.line) {
            return YAMLMistake(cause: nil, line: context.line, column: context.column)
        }
        return nil
    }

    /// The hint: the cause, then the line with its number and the caret.
    func hint(in yaml: String, lineOffset: Int) -> String {
        let text = Lines(yaml, lineOffset: lineOffset)[line]
        let number = String(line + lineOffset)
        let gutter = String(repeating: " ", count: number.count)
        let (shown, caretAt) = Self.excerpt(text, column: column)
        // The caret line keeps the line's tabs, so that the caret stands under its character.
        let pad = String(shown.prefix(caretAt - 1).map { $0 == "\t" ? "\t" : " " })
        return (cause ?? "the line as written:") + "\n    \(number) | \(shown)\n    \(gutter) | \(pad)^"
    }

    /// `text` cut to `excerptWidth` characters around `column`, and the caret's column in it.
    static func excerpt(_ text: Substring, column: Int) -> (String, Int) {
        let characters = Array(text)
        let caret = min(max(column, 1), characters.count + 1)
        guard characters.count > excerptWidth else { return (String(characters), caret) }
        let start = max(0, min(caret - 1 - excerptWidth / 2, characters.count - excerptWidth))
        let end = min(characters.count, start + excerptWidth)
        let head = start > 0 ? "…" : "", tail = end < characters.count ? "…" : ""
        return (head + String(characters[start..<end]) + tail, caret - start + head.count)
    }

    // MARK: - The four causes

    private static func tab(_ lines: Lines, line: Int, problem: String) -> YAMLMistake? {
        for number in [line, line - 1] where lines.indentation(number).contains("\t") {
            let indentation = lines.indentation(number)
            let column = lines.column(of: indentation.firstIndex(of: "\t") ?? indentation.startIndex, on: number)
            return YAMLMistake(cause: "likely a tab: line \(lines.inFile(number)) is indented with a tab, and YAML indents with "
                               + "spaces only; replace the tab with spaces", line: number, column: column)
        }
        return nil
    }

    /// `notes: Felt good: strong`: libyaml stops at the second `: `.
    private static func colonInValue(_ lines: Lines, line: Int, column: Int, problem: String) -> YAMLMistake? {
        guard problem == "mapping values are not allowed in this context", let entry = lines.entry(line),
              let value = entry.value, column > entry.valueColumn,
              let first = value.first, !"\"'[{|>&*!".contains(first) else { return nil }
        let quoted = "\"" + value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        return YAMLMistake(cause: "likely a `:` inside a value: a `: ` in a value not in quotes starts another key; "
                           + "put the value in quotes: `\(entry.key): \(quoted)`", line: line, column: column)
    }

    /// `level:easy`: one plain word, which libyaml reads on until the next line's `:` (or
    /// until it finds none).
    private static func missingSpace(_ lines: Lines, candidates: [Int], problem: String) -> YAMLMistake? {
        guard ["mapping values are not allowed in this context", "could not find expected ':'"].contains(problem) else {
            return nil
        }
        for number in candidates {
            guard let content = lines.content(number), content.contains(":"), !content.contains(": "),
                  let colon = content.firstIndex(of: ":"), colon > content.startIndex else { continue }
            let key = content[..<colon], after = content[content.index(after: colon)...]
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
                  let next = after.first, !next.isWhitespace, next != "/", next != ":" else { continue }
            let column = lines.column(of: colon, on: number)
            return YAMLMistake(cause: "likely a missing space after `:` on line \(lines.inFile(number)): write `\(key): \(after)`; "
                               + "without the space `\(content)` is one word, not a key and its value",
                               line: number, column: column)
        }
        return nil
    }

    /// A line further in than a key that has its value, or at no column it could belong to.
    private static func indentation(_ lines: Lines, line: Int, problem: String) -> YAMLMistake? {
        let problems = ["mapping values are not allowed in this context", "did not find expected key",
                        "did not find expected '-' indicator", "could not find expected ':'"]
        guard problems.contains(problem), lines.content(line) != nil,
              let above = (1..<max(line, 1)).reversed().first(where: { lines.content($0) != nil }) else { return nil }
        let column = lines.indentation(line).count + 1
        if let entry = lines.entry(above), entry.value != nil, column > entry.keyColumn {
            return YAMLMistake(cause: "likely the indentation: line \(lines.inFile(line)) starts in column \(column), right of the "
                               + "key `\(entry.key)` on line \(lines.inFile(above)) (column \(entry.keyColumn)), which already has its "
                               + "value; a line goes further in only under a key with nothing after its `:`",
                               line: line, column: column)
        }
        // The columns line `line` could start in: those of the line above (its dash and its
        // key), and of each line above that starts left of every line between.
        var columns: [Int] = []
        for number in (1...above).reversed() {
            guard let content = lines.content(number) else { continue }
            for start in [lines.column(of: content.startIndex, on: number), lines.indentation(number).count + 1]
            where columns.last.map({ start < $0 }) ?? true {
                columns.append(start)
            }
        }
        guard !columns.contains(column) else { return nil }
        let named = columns.map(String.init)
        let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " or " + named[named.count - 1]
        return YAMLMistake(cause: "likely the indentation: line \(lines.inFile(line)) starts in column \(column), but the lines above "
                           + "it that it could line up with start in \(named.count == 1 ? "column" : "columns") \(list); the keys of one mapping, and the "
                           + "items of one list, start in the same column", line: line, column: column)
    }

    /// The text's lines as libyaml ends them, numbered from 1, and how the file numbers them.
    private struct Lines {
        let lines: [Substring]
        let offset: Int

        init(_ text: String, lineOffset: Int) {
            lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
            offset = lineOffset
        }

        /// Line `number` of the text as the file numbers it.
        func inFile(_ number: Int) -> Int { number + offset }

        subscript(_ number: Int) -> Substring { lines.indices.contains(number - 1) ? lines[number - 1] : "" }

        func hasText(_ number: Int) -> Bool { !self[number].allSatisfy(\.isWhitespace) }

        func indentation(_ number: Int) -> Substring { self[number].prefix(while: { $0 == " " || $0 == "\t" }) }

        /// The column (1-based, in characters) of `index`, an index of line `number`'s text.
        func column(of index: Substring.Index, on number: Int) -> Int {
            self[number].distance(from: self[number].startIndex, to: index) + 1
        }

        /// The line without its indentation and list dashes; nil for a blank or comment line.
        func content(_ number: Int) -> Substring? {
            var text = self[number].drop(while: { $0 == " " || $0 == "\t" })
            while text.hasPrefix("- ") { text = text.dropFirst(2).drop(while: { $0 == " " }) }
            while text.last?.isWhitespace == true { text = text.dropLast() }
            return text.isEmpty || text.hasPrefix("#") ? nil : text
        }

        /// `key: value` on the line: the key and its column, and the value (nil for `key:`
        /// alone, a comment after the value left out) and the column where it starts.
        func entry(_ number: Int) -> (key: Substring, keyColumn: Int, value: String?, valueColumn: Int)? {
            guard let content = content(number) else { return nil }
            let keyColumn = column(of: content.startIndex, on: number)
            if let separator = content.firstRange(of: ": ") {
                var value = content[separator.upperBound...].drop(while: { $0 == " " })
                if let comment = value.firstRange(of: " #") { value = value[..<comment.lowerBound] }
                while value.last?.isWhitespace == true { value = value.dropLast() }
                return (content[..<separator.lowerBound], keyColumn, value.isEmpty ? nil : String(value),
                        column(of: separator.upperBound, on: number))
            }
            guard content.hasSuffix(":") else { return nil }
            return (content.dropLast(), keyColumn, nil, column(of: content.endIndex, on: number))
        }
    }
}
