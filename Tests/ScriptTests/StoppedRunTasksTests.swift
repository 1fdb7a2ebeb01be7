// Tasks end with a run that stops (issue 38): each suspended script task holds a host thread,
// so a run ended by a bound, Ctrl-C (or `--timeout`, which interrupts the same way), a trap,
// an error or a wait that never ends must take its tasks with it. What a learner sees when it
// does not: the threads stay (`ls /proc/PID/task`), and the next entry that starts as many
// tasks meets the limit on suspended tasks, or wakes the stopped program's tasks.
import Foundation
import Script
import Testing

@Suite("A stopped run ends its tasks")
struct StoppedRunTasksTests {
    /// One way to stop a run that has 600 tasks suspended (more than half the limit).
    struct Stop: Sendable, CustomStringConvertible {
        var description: String
        var options: @Sendable (Interrupter) -> ScriptOptions = { _ in ScriptOptions(output: { _ in }) }
        /// Starts 600 tasks that stay suspended, then stops.
        var program: String
        var message: String
    }

    /// Lets the output callback interrupt the session it belongs to, as Ctrl-C does.
    final class Interrupter: @unchecked Sendable {
        var session: ScriptSession?
    }

    static let sleepers = """
        for _ in 0..<600 { Task { try? await Task.sleep(nanoseconds: 1_000_000_000_000); print("stale task ran") } }
        await Task.yield()

        """

    static let stops: [Stop] = [
        Stop(
            description: "the step budget",
            options: { _ in ScriptOptions(output: { _ in }, stepBudget: 100_000) },
            program: sleepers + "while true { }\n",
            message: "execution stopped: the step budget of 100000 steps is used up (an endless loop?)"),
        Stop(
            description: "Ctrl-C (and --timeout)",
            options: { interrupter in
                ScriptOptions(output: { text in if text == "spinning\n" { interrupter.session?.interrupt() } })
            },
            program: sleepers + "print(\"spinning\")\nwhile true { }\n",
            message: "execution interrupted"),
        Stop(
            description: "a trap in a task",
            program: sleepers + "Task { let empty: [Int] = []; print(empty[1]) }\nawait Task.yield()\n",
            message: "Fatal error: Index out of range"),
        Stop(
            description: "a trap in the main program",
            program: sleepers + "let empty: [Int] = []\nprint(empty[1])\n",
            message: "Fatal error: Index out of range"),
        Stop(
            description: "an error thrown at the top level",
            program: sleepers + "struct Oops: Error {}\nthrow Oops()\n",
            message: "Fatal error: Error raised at top level: stopped.Oops()"),
        Stop(
            description: "a wait that never ends",
            program: """
                let gate = AsyncStream<Int> { _ in }
                for _ in 0..<600 {
                    Task {
                        for await _ in gate { }
                        print("stale task ran")
                    }
                }
                for await _ in gate { }

                """,
            message: "the program waits forever: every task is suspended and nothing will resume them"),
        Stop(
            description: "the memory budget",
            options: { _ in
                // A budget a little above what this process holds now (the test runner's own memory).
                ScriptOptions(output: { _ in }, memoryBudget: MemoryBudget.residentBytes() + (256 << 20))
            },
            program: sleepers
                + "var kept: [[Int]] = []\nwhile true { kept.append(Array(repeating: 1, count: 2_000_000)) }\n",
            message: "execution stopped: the program's values take more than the workbook's memory budget"),
    ]

    @Test("the next entry starts as many tasks again, and the stopped program's never wake", arguments: stops)
    func nextEntryHasTheThreads(_ stop: Stop) {
        let interrupter = Interrupter()
        let session = ScriptSession(options: stop.options(interrupter))
        interrupter.session = session
        let stopped = session.run(stop.program, file: "stopped.swift")
        #expect(!stopped.succeeded)
        #expect(stopped.diagnostics.count == 1)
        #expect(stopped.diagnostics.first?.message.hasPrefix(stop.message) == true, "\(stopped.diagnostics)")
        // Had the 600 kept their threads, 600 more would pass the limit of 1,000 suspended at
        // once; the long sleep would wake the stopped program's sleepers.
        let next = session.run(
            """
            for _ in 0..<600 { Task { try? await Task.sleep(nanoseconds: 1_000) } }
            try await Task.sleep(nanoseconds: 2_000_000_000_000)
            print("second ran")

            """, file: "next.swift")
        #expect(next.diagnostics.isEmpty, "\(next.diagnostics.map(\.message))")
        #expect(next.output == "second ran\n")
    }

    @Test("a stream the stopped program's task waited on wakes nobody later: no hang", .timeLimit(.minutes(1)))
    func streamWaiterOfAStoppedRun() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let stopped = session.run(
            """
            var saved: AsyncStream<Int>.Continuation? = nil
            let numbers = AsyncStream<Int> { saved = $0 }
            Task { for await n in numbers { print("stale reader got", n) } }
            await Task.yield()
            let empty: [Int] = []
            print(empty[1])

            """, file: "stopped.swift")
        #expect(!stopped.succeeded)
        let next = session.run("saved?.yield(1)\nawait Task.yield()\nprint(\"after\")\n", file: "next.swift")
        #expect(next.diagnostics.isEmpty, "\(next.diagnostics.map(\.message))")
        #expect(next.output == "after\n")
    }

    @Test("what only the ended tasks held goes without its deinit, as a stopped program's objects do")
    func noDeinitForWhatEndedTasksHeld() {
        // What the REPL shows: the stream, which also gets what is printed after the result.
        let printed = Printed()
        let session = ScriptSession(options: ScriptOptions(output: { printed.append($0) }))
        let stopped = session.run(
            """
            final class Held { let name: String; init(_ name: String) { self.name = name }; deinit { print("deinit", name) } }
            do {
                let suspended = Held("suspended")
                let queued = Held("queued")
                Task { try? await Task.sleep(nanoseconds: 1_000_000_000); _ = suspended }
                await Task.yield()
                Task { _ = queued }
                let empty: [Int] = []
                print(empty[1])
            }

            """, file: "stopped.swift")
        #expect(stopped.diagnostics.map(\.message) == ["Fatal error: Index out of range"])
        let next = session.run("print(\"next\")\n", file: "next.swift")
        #expect(next.output == "next\n")
        #expect(printed.text == "next\n")
    }

    final class Printed: @unchecked Sendable {
        private let lock = NSLock()
        private var chunks: [String] = []
        var text: String { lock.withLock { chunks.joined() } }
        func append(_ chunk: String) { lock.withLock { chunks.append(chunk) } }
    }

    @Test("awaiting the value of a task the stop ended says so")
    func valueOfAnEndedTask() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let stopped = session.run(
            """
            let started = Task { try? await Task.sleep(nanoseconds: 1_000_000_000); return 1 }
            await Task.yield()
            let queued = Task { 2 }
            let empty: [Int] = []
            print(empty[1])

            """, file: "stopped.swift")
        #expect(!stopped.succeeded)
        for name in ["started", "queued"] {
            let next = session.run("print(await \(name).value)\n", file: "next.swift")
            #expect(
                next.diagnostics.map(\.message) == [
                    "the task was ended when the run that started it stopped; it has no value"
                ])
        }
    }
}
