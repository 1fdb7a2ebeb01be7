// The session API the REPL and lessons use: persistence between runs, bounds, interrupt,
// #expect results, :vars, completions, :expand.
import Foundation
import Script
import Testing

private func quietSession(
    stepBudget: Int = 10_000_000, recursionLimit: Int = 500, outputLimit: Int = 1_000_000
) -> ScriptSession {
    ScriptSession(
        options: ScriptOptions(
            output: { _ in }, stepBudget: stepBudget, recursionLimit: recursionLimit, outputLimit: outputLimit))
}

@Suite("Script sessions")
struct SessionTests {
    @Test("declarations and variables persist from one run to the next")
    func persistence() {
        let session = quietSession()
        #expect(session.run("struct Counter { var n = 0 }\nvar c = Counter()\n").succeeded)
        #expect(session.run("c.n += 2\n").succeeded)
        #expect(session.run("print(c.n)\n").output == "2\n")
    }

    @Test("a later run may redeclare a function or a type (the REPL)")
    func redeclaration() {
        let session = quietSession()
        _ = session.run("func greet() -> String { \"v1\" }\nstruct P { var a = 1 }\n")
        _ = session.run("func greet() -> String { \"v2\" }\nstruct P { var b = 2 }\n")
        #expect(session.run("print(greet(), P())\n").output == "v2 P(b: 2)\n")
    }

    @Test("a failed run leaves the session usable")
    func survivesErrors() {
        let session = quietSession()
        _ = session.run("var x = 1\n")
        #expect(!session.run("x = undefined\n").succeeded)
        #expect(session.run("print(x)\n").output == "1\n")
    }

    @Test("output streams to the options' sink as it is printed")
    func streaming() {
        let collected = Collected()
        let session = ScriptSession(options: ScriptOptions(output: { collected.append($0) }))
        let result = session.run("print(\"a\")\nprint(\"b\", terminator: \"\")\n")
        #expect(collected.text == "a\nb")
        #expect(result.output == "a\nb")
    }

    @Test("an endless loop hits the step budget")
    func stepBudget() {
        let session = quietSession(stepBudget: 10_000)
        let result = session.run("var n = 0\nwhile true { n += 1 }\n")
        #expect(result.wasStopped)
        #expect(result.diagnostics.first?.message.contains("step budget of 10000 steps") == true)
        #expect(session.run("print(n > 0)\n").output == "true\n")
    }

    @Test(
        "a body of one expression is a step: expression-bodied recursion and a sort's comparator use the budget",
        arguments: [
            "func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\nprint(fib(22))\n",
            "var values = (0..<5_000).map { ($0 * 7_919) % 5_003 }\nvalues.sort { $0 < $1 }\nprint(values[0])\n",
            "let double: (Int) -> Int = { $0 * 2 }\nprint((0..<20_000).map(double).count)\n",
        ])
    func expressionBodiesAreSteps(source: String) {
        // Each program runs some 20,000 calls from two or three statements.
        let result = quietSession(stepBudget: 10_000).run(source)
        #expect(result.wasStopped)
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message.contains("step budget of 10000 steps") == true)
    }

    @Test("endless recursion hits the recursion limit")
    func recursionLimit() {
        let session = quietSession(recursionLimit: 50)
        let result = session.run("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))\n")
        #expect(result.wasStopped)
        #expect(result.diagnostics.first?.message.contains("more than 50 nested calls") == true)
    }

    @Test("runaway printing hits the output limit")
    func outputLimit() {
        let session = quietSession(outputLimit: 100)
        let result = session.run("for i in 0..<1000 { print(i) }\n")
        #expect(result.wasStopped)
        #expect(result.output.utf8.count <= 100)
        #expect(result.diagnostics.first?.message.contains("more than 100 bytes") == true)
    }

    @Test("interrupt() from another thread stops a running evaluation; the session survives")
    func interrupt() async throws {
        let session = quietSession(stepBudget: Int.max)
        _ = session.run("var ticks = 0\n")
        let box = ResultBox()
        let thread = Thread { box.result = session.run("while true { ticks += 1 }\n") }
        thread.start()
        // Wait until the loop is observably running, then interrupt it.
        var attempts = 0
        while box.result == nil && attempts < 200 {
            try await Task.sleep(nanoseconds: 10_000_000)
            session.interrupt()
            attempts += 1
        }
        while box.result == nil { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(box.result?.wasStopped == true)
        #expect(box.result?.diagnostics.first?.message == "execution interrupted")
        #expect(session.run("print(ticks > 0)\n").output == "true\n")
    }

    @Test("interrupt() lands inside a builtin's callbacks: a long sort stops on its own line")
    func interruptInsideComparator() {
        // Blocking waits on semaphores, not Task.sleep: with the cooperative pool busy with
        // other tests, a sleeping task may wake only after the sort is long done.
        let printed = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let session = ScriptSession(options: ScriptOptions(output: { _ in printed.signal() }, stepBudget: Int.max))
        let box = ResultBox()
        let source = """
            var values = (0..<200_000).map { ($0 * 7_919) % 200_003 }
            print("sorting")
            values.sort { $0 < $1 }
            print("sorted")

            """
        Thread {
            box.result = session.run(source)
            finished.signal()
        }.start()
        // "sorting" is printed just before the sort, whose millions of comparator calls take
        // about a second; 50 ms on, the sort is under way (interrupting at its first step
        // would pass without comparators being steps).
        printed.wait()
        Thread.sleep(forTimeInterval: 0.05)
        session.interrupt()
        finished.wait()
        #expect(box.result?.diagnostics.first?.message == "execution interrupted")
        // Stopped in the comparator (line 3), not at the next statement once the sort was done.
        #expect(box.result?.diagnostics.first?.location.line == 3)
        #expect(box.result?.output == "sorting\n")
    }

    @Test("#expect records passes and failures with operand values")
    func expectations() throws {
        let session = quietSession()
        let result = session.run(
            "let renders = 2\n#expect(renders == 1, \"one render\")\n#expect(renders > 1)\n", file: "lesson.md",
            firstLine: 10)
        #expect(result.expectations.count == 2)
        let failed = try #require(result.expectations.first)
        #expect(!failed.passed)
        #expect(failed.expression == "renders == 1")
        #expect(failed.message == "one render")
        #expect(failed.values == "(renders → 2) == 1", "Swift Testing's expansion; the literal as written")
        #expect(failed.location.line == 11)
        #expect(result.expectations[1].passed)
    }

    @Test(":vars lists globals with their types and values")
    func variables() {
        let session = quietSession()
        _ = session.run("let name = \"Ada\"\nvar scores: [Int] = [1, 2]\n")
        let vars = session.variables()
        #expect(vars.contains { $0.name == "name" && $0.type == "String" && $0.value == "Ada" })
        #expect(vars.contains { $0.name == "scores" && $0.type == "[Int]" && $0.value == "[1, 2]" })
        _ = session.run("var inferred = [\"a\": [1]]\n")
        #expect(session.variables().contains { $0.name == "inferred" && $0.type == "[String: [Int]]" })
    }

    @Test("completions offer names in scope and members of a value")
    func completions() {
        let session = quietSession()
        _ = session.run(
            "final class Profile { var name = \"\"; var email = \"\"; func rename() {} }\nlet profile = Profile()\nlet prefix = 1\n"
        )
        #expect(session.completions(prefix: "pro") == ["profile"])
        #expect(session.completions(prefix: "", receiver: "profile") == ["email", "name", "rename"])
    }

    @Test("reset forgets everything")
    func reset() {
        let session = quietSession()
        _ = session.run("let x = 1\n")
        session.reset()
        #expect(session.run("print(x)\n").diagnostics.first?.message == "cannot find 'x' in scope")
    }

    @Test("deinit runs when the last reference goes, as with Swift's ARC")
    func deinitTiming() {
        let session = quietSession()
        let result = session.run(
            """
            final class Model { let name: String; init(name: String) { self.name = name }; deinit { print("deinit \\(name)") } }
            var m: Model? = Model(name: "a")
            print("before")
            m = nil
            print("after")
            """)
        #expect(result.output == "before\ndeinit a\nafter\n")
    }

    @Test("an element mutated in place through a class property is one mutation of that property")
    func inPlaceMutation() {
        let session = quietSession()
        let result = session.run(
            """
            import Observation
            struct Item { var done = false }
            @Observable final class Store { var items = [Item(), Item()] }
            let store = Store()
            var fired = 0
            withObservationTracking { _ = store.items.count } onChange: { fired += 1 }
            store.items[1].done.toggle()
            print(fired, store.items[1].done)
            """)
        #expect(result.output == "1 true\n")
    }
}

@Suite("ObservableObject and @Published in scripts")
struct LegacyScriptTests {
    @Test("objectWillChange, then $property subscribers, then the store; equal values notify too")
    func publishedOrder() {
        let session = quietSession()
        let result = session.run(
            """
            final class Item: ObservableObject {
                @Published var title = "a"
                var plain = 0
            }
            let item = Item()
            var bag = Set<AnyCancellable>()
            item.objectWillChange.sink { print("will change, still", item.title) }.store(in: &bag)
            item.$title.sink { print("title ->", $0, "stored", item.title) }.store(in: &bag)
            item.title = "b"
            item.title = "b"
            item.plain = 5
            print(bag.count)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output == """
                title -> a stored a
                will change, still a
                title -> b stored a
                will change, still b
                title -> b stored b
                2

                """)
    }

    @Test("@Published on a struct property is refused")
    func publishedOnStruct() {
        let session = quietSession()
        let result = session.run("struct S {\n    @Published var x = 1\n}\n")
        #expect(
            result.diagnostics.first?.message
                == "'wrappedValue' is unavailable: @Published is only available on properties of classes")
    }
}

final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    func append(_ s: String) {
        lock.lock()
        parts.append(s)
        lock.unlock()
    }
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return parts.joined()
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ScriptResult?
    var result: ScriptResult? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
