/// Trimming without Foundation's character sets, used on every scalar read: it looks only
/// at the characters at either end, so a long Markdown body costs no more than a short one.
extension StringProtocol {
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
