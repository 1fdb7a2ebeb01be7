/// Prose's `code` spans tinted cyan on a terminal with colour, backticks kept (they mark code
/// without colour). Tinted after wrapping, so a span that a line break cuts in two carries on
/// into the next line: both halves tinted, neither backtick lost.
enum CodeSpanTint {
    static func lines(_ lines: [String], style: Style) -> [String] {
        guard style.enabled else { return lines }
        var inSpan = false
        return lines.map { line in
            var result = ""
            var segment = ""
            for character in line {
                if character == "`" && inSpan {
                    segment.append(character)
                    result += style.cyan(segment)
                    segment = ""
                    inSpan = false
                } else if character == "`" {
                    result += segment
                    segment = "`"
                    inSpan = true
                } else {
                    segment.append(character)
                }
            }
            return result + (inSpan ? style.cyan(segment) : segment)
        }
    }
}
