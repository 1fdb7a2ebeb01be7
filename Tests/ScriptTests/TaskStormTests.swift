// Tasks within budget (issue 38): each script task runs on a host thread of its own, so a
// storm of them must not take the machine's threads. A task gets its thread when it first
// runs; more than a thousand suspended at once ends the program with a message, its tasks
// go with it, and the session runs on.
import Foundation
import Script
import Testing

@Suite("Task storms")
struct TaskStormTests {
    @Test("more tasks suspended at once than the limit: the program stops saying why; the session runs on")
    func tooManySuspendedTasks() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let storm = session.run(
            """
            for _ in 0..<1_500 { Task { try await Task.sleep(nanoseconds: 1_000_000_000) } }
            try await Task.sleep(nanoseconds: 1_000)
            print("not reached")

            """, file: "storm.swift")
        #expect(!storm.succeeded)
        #expect(
            storm.diagnostics.map(\.message) == [
                "execution stopped: more than 1000 tasks are suspended at once (each holds a thread here; "
                    + "`workbook run` without --interpret compiles the program, which has no such limit)"
            ])
        #expect(!storm.output.contains("not reached"))
        // The storm's tasks ended with it: new tasks run, in order.
        let after = session.run(
            """
            var order: [Int] = []
            for i in 0..<5 { Task { order.append(i) } }
            try await Task.sleep(nanoseconds: 1_000)
            print(order)

            """, file: "after.swift")
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message))")
        #expect(after.output == "[0, 1, 2, 3, 4]\n")
    }

    @Test("100,000 tasks that never get to run cost no thread")
    func tasksThatNeverRun() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run("for _ in 0..<100_000 { Task { } }\nprint(\"spawned\")\n", file: "storm.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "spawned\n")
    }

    @Test("10,000 short tasks all run, one thread at a time")
    func shortTasksRun() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            """
            var count = 0
            for _ in 0..<10_000 { Task { count += 1 } }
            try await Task.sleep(nanoseconds: 1_000)
            print(count)

            """, file: "storm.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "10000\n")
    }
}
