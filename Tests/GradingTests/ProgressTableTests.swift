import Foundation
import Testing
@testable import Grading

@Suite struct ProgressTableTests {
    @Test func plainTableShowsEachStateAndWhatToDo() throws {
        let fixture = try Fixture()
        for name in ["01-a", "02-b", "03-c"] {
            try fixture.write("Exercises/\(name)/README.md", "# Exercise \(name.prefix(2)) — \(name.dropFirst(3))\n")
        }
        let exercises = ExerciseCatalog(root: fixture.root).exercises
        let table = ProgressTable(rows: [
            (exercises[0], .passed(tests: 3)),
            (exercises[1], .failed(first: "t: expected 0", failedTests: 1, of: 3)),
            (exercises[2], .notAttempted(reason: "delete the marker")),
        ], useColor: false).render()
        #expect(table == """
            passed         Exercise 01 — a
            failed         Exercise 02 — b
                           ↳ 1 of 3 failed; first: t: expected 0
            not attempted  Exercise 03 — c
                           ↳ delete the marker

            1 of 3 passed; 1 not attempted.
            """)
    }
}
