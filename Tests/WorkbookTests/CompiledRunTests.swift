import Foundation
import Testing

/// `workbook run FILE` compiles the file with swiftc against the built-in runtime and runs
/// the program: what the interpreter cannot run prints swiftc's output, a trap names the
/// learner's line, the bounds hold, and the trace is the interpreter's, event for event.
@Suite("workbook run: compiled on the built-in runtime", .serialized)
struct CompiledRunTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    func run(_ arguments: [String]) throws -> PlainRun {
        try PlainRun.run(["run"] + arguments, stateHome: home.path, currentDirectory: home.path)
    }

    @Test("what the interpreter refuses runs compiled, printing exactly what swiftc's program prints")
    func runsWhatTheInterpreterRefuses() throws {
        let source = """
            infix operator <+>: AdditionPrecedence
            func <+> (a: [Int], b: [Int]) -> [Int] { zip(a, b).map(+) }
            let powers = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
            print(Array(powers), [1, 2] <+> [10, 20])
            print(Array([3, 1, 2].lazy.reversed().map { $0 * 2 }))
            """
        _ = try home.write("refused.swift", source)
        let compiled = try run(["refused.swift"])
        #expect(compiled.stdout == "[1, 3, 9, 27, 81, 243] [11, 22]\n[4, 2, 6]\n", "\(compiled.stderr)")
        #expect(compiled.status == 0)
        let interpreted = try run(["--interpret", "refused.swift"])
        #expect(interpreted.status == 1, "the interpreter still refuses it: \(interpreted.stdout)")
    }

    @Test("swiftc's warning is shown once, as swiftc shows it for the file")
    func warningShownOnce() throws {
        _ = try home.write("warn.swift", "let a: Int? = 2\nprint(a)\n")
        let ran = try run(["warn.swift"])
        #expect(ran.stdout == "Optional(2)\n")
        #expect(
            ran.stderr.components(separatedBy: "warning: expression implicitly coerced").count == 2, "\(ran.stderr)")
    }

    @Test("a trap is reported at the learner's line in Swift's words, after the output before it")
    func trapNamesTheLine() throws {
        _ = try home.write("crash.swift", "let a = [1, 2, 3]\nvar i = 5\nprint(\"before\")\nprint(a[i])\n")
        let crashed = try run(["crash.swift"])
        #expect(crashed.stdout == "before\n")
        #expect(crashed.status == 1)
        #expect(
            crashed.stderr.hasSuffix(
                "crash.swift:4:8: error: Fatal error: Index out of range\nprint(a[i])\n       ^\n"),
            "\(crashed.stderr)")
        #expect(!crashed.stderr.contains("Backtrac"))
    }

    @Test("the trace of the compiled program is the interpreter's, with property names")
    func traceMatchesTheInterpreter() throws {
        let source = """
            import Observation
            @Observable final class Counter {
                var value = 0
                var label = "c"
            }
            let counter = Counter()
            withObservationTracking {
                print(counter.value)
            } onChange: {
                print("changed")
            }
            counter.value += 1
            counter.label = "d"
            print(counter.value, counter.label)
            """
        _ = try home.write("counter.swift", source)
        let compiled = try run(["--trace", "counter.swift"])
        let interpreted = try run(["--interpret", "--trace", "counter.swift"])
        #expect(compiled.stdout == "0\nchanged\n1 d\n")
        #expect(compiled.stdout == interpreted.stdout)
        #expect(compiled.stderr.contains("trace: access Counter#1.value → tracking #1\n"), "\(compiled.stderr)")
        #expect(compiled.stderr == interpreted.stderr)
    }

    /// The one difference between the two traces everywhere (verify-compiled.sh leaves it out):
    /// "installed on" lists an object's properties in the runtime's numbering order, and the
    /// interpreter numbers a class's properties as it declares them, while compiled code
    /// numbers a key path when the program first uses it. The same properties, in another order.
    @Test("installed on: the same properties, numbered by declaration (interpreter) or first use (compiled)")
    func installedOnOrder() throws {
        let source = """
            import Observation
            @Observable final class M {
                var a = 1
                var b = 2
            }
            let m = M()
            print(m.b)
            withObservationTracking { _ = m.a + m.b } onChange: {}
            """
        _ = try home.write("order.swift", source)
        let compiled = try run(["--trace", "order.swift"])
        let interpreted = try run(["--interpret", "--trace", "order.swift"])
        #expect(compiled.stderr.contains("installed on M#1.b, M#1.a\n"), "\(compiled.stderr)")
        #expect(interpreted.stderr.contains("installed on M#1.a, M#1.b\n"), "\(interpreted.stderr)")
    }

    @Test("a view program imports SwiftUI: the simulator, built on the built-in runtime")
    func viewsRunCompiled() throws {
        let source = """
            import SwiftUI
            @Observable final class Model { var count = 0 }
            struct Counter: View {
                let model: Model
                var body: some View { Text("count \\(model.count)") }
            }
            let model = Model()
            let host = try ViewHost(Counter(model: model))
            model.count = 2
            try host.update()
            print(host.texts, host.bodyEvaluations(of: "Counter"))
            """
        _ = try home.write("view.swift", source)
        let compiled = try run(["view.swift"])
        #expect(compiled.stdout == "[\"count 2\"] 2\n", "\(compiled.stderr)")
        let compare = try run(["--compare", "view.swift"])
        #expect(compare.stderr.contains("the built-in runtime and the toolchain's Observation print the same output"))
    }

    @Test("--timeout stops the program; an endless printer stops at the output cap")
    func boundsHold() throws {
        _ = try home.write("loop.swift", "var n = 0\nwhile true { n &+= 1 }\n")
        let looped = try run(["--timeout", "1", "loop.swift"])
        #expect(looped.status == 1)
        #expect(looped.stderr.contains("loop.swift: error: execution stopped: the time limit of 1 second is up"))
        _ = try home.write("flood.swift", "while true { print(\"flood\") }\n")
        let flooded = try run(["flood.swift"])
        #expect(flooded.status == 1)
        #expect(flooded.stderr.contains("execution stopped: the program printed more than 1000000 bytes"))
        #expect(flooded.stdout.utf8.count <= 1_100_000)
    }

    @Test("a rerun of an unchanged file shows swiftc's warnings again")
    func rerunKeepsWarnings() throws {
        _ = try home.write("warn.swift", "func f() {\n    var unused = 1\n    print(\"ran\", unused)\n}\nf()\n")
        let first = try run(["warn.swift"])
        let second = try run(["warn.swift"])
        #expect(first.stdout == "ran 1\n" && second.stdout == "ran 1\n")
        #expect(first.stderr.contains("warning: variable 'unused' was never mutated"), "\(first.stderr)")
        #expect(first.stderr.hasSuffix(second.stderr), "the same warning, not a second compile's")
    }
}
