// The total memory budget (issue 38): many values, each under the cap on one value, stop
// the run with a message before they exhaust the machine, and the session runs on.
import Foundation
import Script
import Testing

@Suite("Memory budget for all values")
struct MemoryBudgetTests {
    @Test("many large arrays, each under the cap on one value, stop at the budget for all of them")
    func manyLargeArrays() {
        // A budget a little above what this process holds now (the test runner's own memory).
        let budget = MemoryBudget.residentBytes() + (256 << 20)
        let session = ScriptSession(options: ScriptOptions(output: { _ in }, memoryBudget: budget))
        let result = session.run(
            """
            var kept: [[Int]] = []
            for _ in 0..<30 { kept.append(Array(repeating: 1, count: 2_000_000)) }
            print(kept.count)

            """, file: "arrays.swift")
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.map(\.message) == [
                "execution stopped: the program's values take more than the workbook's memory budget of "
                    + "\(budget >> 20) MB (in the REPL, :reset lets them go)"
            ])
        #expect(result.output.isEmpty)
        #expect(session.run("print(\"alive\")\n").output == "alive\n")
    }
}
