/// `workbook check --update-repl`: writes what each ```repl block printed into the
/// ```output block after it (adding one if missing). Swift blocks' outputs come from the
/// real compiler (`Lessons/tools/compile-lesson.sh --update`); command output has no
/// oracle but the workbook itself, so this is how it is filled in.
public enum CommandOutputRewriter {
    /// `outputs`: by the line number of a repl block's first command (1-based).
    public static func rewrite(_ text: String, outputs: [Int: String]) -> String {
        let lines = LessonParser.splitLines(text)
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard line.trimmingCharacters(in: .whitespaces) == "```repl", let output = outputs[index + 1] else {
                continue
            }
            while index < lines.count, !lines[index].hasPrefix("```") {
                result.append(lines[index])
                index += 1
            }
            guard index < lines.count else { break }
            result.append(lines[index])  // the closing fence
            index += 1
            // Drop the ```output block that follows (only blank lines between), then write ours.
            var next = index
            while next < lines.count, lines[next].trimmingCharacters(in: .whitespaces).isEmpty { next += 1 }
            if next < lines.count, lines[next].trimmingCharacters(in: .whitespaces) == "```output" {
                next += 1
                while next < lines.count, !lines[next].hasPrefix("```") { next += 1 }
                index = next + 1
            }
            result +=
                ["", "```output"] + LessonParser.splitLines(String(output.dropLast(output.hasSuffix("\n") ? 1 : 0))) + [
                    "```"
                ]
        }
        return result.joined(separator: "\n")
    }
}
