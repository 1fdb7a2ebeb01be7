/// Says precisely where a block's output departs from its ```output block.
public enum OutputDifference {
    /// Lines describing the first difference, with the file line it corresponds to.
    public static func describe(expected: ExpectedOutput, actual: String, path: String) -> [String] {
        let expectedLines = lines(expected.text)
        let actualLines = lines(actual)
        let shared = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        var report: [String] = []
        if shared < expectedLines.count && shared < actualLines.count {
            report.append("\(path):\(expected.line + 1 + shared): output line \(shared + 1) differs")
            report.append("    expected: \(quoted(expectedLines[shared]))")
            report.append("    actual:   \(quoted(actualLines[shared]))")
        } else if shared < expectedLines.count {
            report.append(
                "\(path):\(expected.line + 1 + shared): output ends early; expected \(expectedLines.count - shared) more line(s), next: \(quoted(expectedLines[shared]))"
            )
        } else if shared < actualLines.count {
            report.append(
                "\(path):\(expected.line + 1 + shared): output has \(actualLines.count - shared) extra line(s), first: \(quoted(actualLines[shared]))"
            )
        } else {
            report.append(
                "\(path):\(expected.line): output differs only in its final newline (every printed line should end in one)"
            )
        }
        return report
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func quoted(_ line: String) -> String {
        "\"" + line.replacingTabsAndControls() + "\""
    }
}

extension String {
    func replacingTabsAndControls() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\"": result += "\\\""
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
