/// Lesson prose fitted to the terminal: paragraphs re-flowed to the width, while lines
/// that carry structure (list items, headings, quotes, tables) keep their own line.
enum ProseWrapper {
    static func wrap(_ paragraph: String, width: Int) -> [String] {
        let width = max(20, min(width, 100))
        var output: [String] = []
        var words: [Substring] = []
        var hangingIndent = ""
        var firstPrefix = ""

        func flush() {
            guard !words.isEmpty else { return }
            var line = firstPrefix
            var lineHasWord = false
            for word in words {
                if lineHasWord && line.count + 1 + word.count > width {
                    output.append(line)
                    line = hangingIndent
                    lineHasWord = false
                }
                line += (lineHasWord ? " " : "") + word
                lineHasWord = true
            }
            output.append(line)
            words = []
        }

        for rawLine in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = rawLine.drop { $0 == " " }
            if let marker = structuralPrefix(trimmed) {
                flush()
                let indent = String(rawLine.prefix(rawLine.count - trimmed.count))
                firstPrefix = indent + marker
                hangingIndent = indent + String(repeating: " ", count: marker.count)
                if marker.hasPrefix("|") {  // tables: never reflow
                    output.append(String(rawLine))
                    firstPrefix = ""
                    hangingIndent = ""
                    continue
                }
                words = trimmed.dropFirst(marker.count).split(separator: " ")
            } else {
                if words.isEmpty {
                    firstPrefix = ""
                    hangingIndent = ""
                }
                words += trimmed.split(separator: " ")
            }
        }
        flush()
        return output
    }

    /// `- `, `* `, `1. `, `> `, `#… `, `|`: a line that starts its own block.
    static func structuralPrefix(_ line: Substring) -> String? {
        for marker in ["- ", "* ", "+ ", "> "] where line.hasPrefix(marker) { return marker }
        if line.hasPrefix("|") { return "|" }
        if line.hasPrefix("#") {
            let hashes = line.prefix { $0 == "#" }
            if line.dropFirst(hashes.count).first == " " { return String(hashes) + " " }
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return String(digits) + ". " }
        return nil
    }
}
