import TextWidth

/// Lesson prose fitted to the terminal: paragraphs re-flowed to the width, while lines
/// that carry structure (list items, headings, quotes, tables) keep their own line.
/// Widths are terminal columns (a Chinese or Japanese character takes two), and text
/// written without spaces breaks between its characters (`LineBreakOpportunities`).
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
            var lineWidth = TerminalColumns.width(of: line)
            var lineHasWord = false
            for word in words {
                for (index, piece) in LineBreakOpportunities.pieces(of: word).enumerated() {
                    // The first piece of a word follows a space; the others are glued on.
                    let gap = lineHasWord && index == 0 ? " " : ""
                    let pieceWidth = TerminalColumns.width(of: piece)
                    if lineHasWord && lineWidth + gap.count + pieceWidth > width {
                        output.append(line)
                        line = hangingIndent
                        lineWidth = hangingIndent.count
                        lineHasWord = false
                    }
                    let separator = lineHasWord ? gap : ""
                    line += separator + piece
                    lineWidth += separator.count + pieceWidth
                    lineHasWord = true
                }
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
                var more = trimmed.split(separator: " ")
                // A Chinese or Japanese sentence cut by a line break in the source joins up
                // again with no space (a space would show in the middle of the sentence).
                if let last = words.last?.last, let first = more.first?.first,
                    LineBreakOpportunities.joinsWithoutSpace(last, first)
                {
                    words[words.count - 1] = Substring(words[words.count - 1] + more.removeFirst())
                }
                words += more
            }
        }
        flush()
        return output
    }

    /// Paragraphs (separated by a blank line) each wrapped to `width`, blank lines kept:
    /// help texts, whose translations are written one paragraph to a line.
    static func paragraphs(_ text: String, width: Int) -> String {
        text.components(separatedBy: "\n\n").map { wrap($0, width: width).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    /// A two-column row (`  :open N|slug   open a lesson…`): `text` wrapped to what is left of
    /// `width` after the first column, its continuation lines under itself. `styled` applies to
    /// the first column after padding is measured.
    static func row(
        _ label: String, labelWidth: Int, text: String, width: Int, styled: (String) -> String = { $0 }
    ) -> [String] {
        let indent = String(repeating: " ", count: 2 + labelWidth + 2)
        let lines = wrap(text, width: max(20, min(width, 100) - indent.count))
        let first = "  " + styled(label.padding(toLength: labelWidth + 2, withPad: " ", startingAt: 0))
        return [first + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 }
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
