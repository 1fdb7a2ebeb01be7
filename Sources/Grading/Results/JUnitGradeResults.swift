import Foundation

/// `workbook grade --format junit`: the JUnit XML that CI services read. One `<testsuite>`
/// ("Exercises"), one `<testcase>` per exercise: a `<failure>` per failed check (file:line
/// first), an `<error>` when it did not compile, crashed or was not graded, `<skipped>` when
/// not attempted.
enum JUnitGradeResults {
    static func render(_ results: [ExerciseResult]) -> String {
        let failed = results.filter { $0.status == "failed" }.count
        let skipped = results.filter { $0.status == "not attempted" }.count
        let errors = results.filter { !["passed", "failed", "not attempted"].contains($0.status) }.count
        let time = seconds(results.reduce(0) { $0 + $1.duration })
        let counts = "tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"workbook grade\" \(counts) time=\"\(time)\">\n"
        xml += "  <testsuite name=\"Exercises\" \(counts) time=\"\(time)\">\n"
        for result in results {
            let name = escape(result.title)
            xml +=
                "    <testcase classname=\"Exercises\" name=\"\(name)\" file=\"\(escape(result.folder))\" "
                + "time=\"\(seconds(result.duration))\""
            let body = elements(for: result)
            xml += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private static func elements(for result: ExerciseResult) -> String {
        switch result.status {
        case "passed": return ""
        case "not attempted":
            return "      <skipped message=\"\(escape(result.reason ?? ""))\"/>\n"
        case "failed":
            return result.failures.map { element("failure", type: result.status, $0) }.joined()
        default:
            if result.failures.isEmpty {
                let reason = escape(result.reason ?? result.status)
                return "      <error type=\"\(escape(result.status))\" message=\"\(reason)\">\(reason)</error>\n"
            }
            return result.failures.map { element("error", type: result.status, $0) }.joined()
        }
    }

    private static func element(_ tag: String, type: String, _ failure: ExerciseResult.Failure) -> String {
        let place = failure.file.map { file in failure.line.map { "\(file):\($0)" } ?? file }
        let text = [place, failure.test, failure.message].compactMap { $0 }.joined(separator: ": ")
        return
            "      <\(tag) type=\"\(escape(type))\" message=\"\(escape(failure.message))\">\(escape(text))</\(tag)>\n"
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// XML text and attribute values; control characters other than tab and newline are not
    /// allowed in XML 1.0 at all, so they become spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case _ where scalar.value < 0x20: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
