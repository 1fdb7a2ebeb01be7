import Foundation
import Testing

@testable import Grading

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 35 item 10: `workbook grade --format json|junit`, one record per exercise with its
/// status, failures at file:line, and duration — in a shape CI services read.
@Suite struct GradeResultsFormatTests {
    private func results() throws -> [ExerciseResult] {
        let fixture = try Fixture()
        for name in ["01-a", "02-b", "03-c", "04-d"] {
            try fixture.write("Exercises/\(name)/README.md", "# Exercise \(name.prefix(2)) — \(name.dropFirst(3))\n")
        }
        let exercises = ExerciseCatalog(root: fixture.root).exercises
        let tests = [
            TestRecord(id: "Grader01A.t()", displayName: "t", status: .passed, startedAt: 10, endedAt: 10.5),
            TestRecord(id: "Grader01A.u()", displayName: "u", status: .passed, startedAt: 10.5, endedAt: 11.25),
            TestRecord(id: "Grader02B.t()", displayName: "t", status: .failed, startedAt: 12, endedAt: 12.5),
        ]
        let rows: [(Exercise, GradeOutcome)] = [
            (exercises[0], .passed(tests: 2)),
            (
                exercises[1],
                .failed(
                    checks: [
                        FailedCheck(
                            test: "reads <fresh> values", message: "expected \"3\" & got 2",
                            location: "Exercises/02-b/B.swift:4")
                    ], failedTests: 1, of: 1)
            ),
            (
                exercises[2],
                .doesNotCompile(
                    diagnostic: """
                        Exercises/03-c/C.swift:7:12: error: cannot convert value of type 'String' to 'Int'
                          7 | return "x"
                        """)
            ),
            (exercises[3], .notAttempted(reason: "delete the marker")),
        ]
        return rows.map { ExerciseResult(exercise: $0, outcome: $1, tests: tests) }
    }

    @Test func junitIsWellFormedWithOneTestcasePerExercise() throws {
        let xml = GradeResultsFormat.junit.render(try results())
        let document = try XMLDocument(xmlString: xml, options: [])
        let suites = try #require(document.rootElement())
        #expect(suites.name == "testsuites")
        #expect(suites.attribute(forName: "tests")?.stringValue == "4")
        #expect(suites.attribute(forName: "failures")?.stringValue == "1")
        #expect(suites.attribute(forName: "errors")?.stringValue == "1")
        #expect(suites.attribute(forName: "skipped")?.stringValue == "1")
        let suite = try #require(suites.elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 4)
        #expect(
            cases.map { $0.attribute(forName: "name")?.stringValue }
                == ["Exercise 01 — a", "Exercise 02 — b", "Exercise 03 — c", "Exercise 04 — d"])
        #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "") != nil })
        #expect(cases[0].attribute(forName: "time")?.stringValue == "1.250")
        #expect(cases[0].children?.isEmpty ?? true)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "expected \"3\" & got 2")
        #expect(failure.stringValue == "Exercises/02-b/B.swift:4: reads <fresh> values: expected \"3\" & got 2")
        let error = try #require(cases[2].elements(forName: "error").first)
        #expect(error.attribute(forName: "type")?.stringValue == "does not compile")
        #expect(error.stringValue?.hasPrefix("Exercises/03-c/C.swift:7: ") == true)
        #expect(
            cases[3].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue
                == "delete the marker")
    }

    @Test func jsonHasStatusFailuresAtFileAndLineAndDuration() throws {
        let json = GradeResultsFormat.json.render(try results())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["total"] as? Int == 4)
        #expect(document["passed"] as? Int == 1)
        let exercises = try #require(document["exercises"] as? [[String: Any]])
        #expect(exercises.map { $0["status"] as? String } == ["passed", "failed", "does not compile", "not attempted"])
        #expect(exercises[0]["duration"] as? Double == 1.25)
        let failure = try #require((exercises[1]["failures"] as? [[String: Any]])?.first)
        #expect(failure["file"] as? String == "Exercises/02-b/B.swift")
        #expect(failure["line"] as? Int == 4)
        #expect(failure["test"] as? String == "reads <fresh> values")
        let compile = try #require((exercises[2]["failures"] as? [[String: Any]])?.first)
        #expect(compile["file"] as? String == "Exercises/03-c/C.swift")
        #expect(compile["line"] as? Int == 7)
        #expect(compile["message"] as? String == "cannot convert value of type 'String' to 'Int'")
        #expect(exercises[3]["reason"] as? String == "delete the marker")
    }
}
