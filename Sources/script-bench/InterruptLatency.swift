// Issue 17's other promise: Ctrl-C stops a hot loop within 100 ms. Each program below prints
// one line and then never ends; once the line has arrived, `interrupt()` is called (what the
// REPL's Ctrl-C does) and the wall time until `run` returns is the latency. The REPL polls
// for Ctrl-C every 20 ms (WorkerThread), which comes on top of this.
import Dispatch
import Foundation
import Script

struct EndlessLoop {
    let name: String
    let swift: String
}

let endlessLoops: [EndlessLoop] = [
    EndlessLoop(
        name: "loop arithmetic",
        swift: """
            var sum = 0
            print("running")
            while true { for i in 0..<1_000 { sum = (sum + i * 2) % 1_000_003 } }
            """),
    EndlessLoop(
        name: "function calls",
        swift: """
            func add(_ a: Int, _ b: Int) -> Int { (a + b) % 1_000 }
            var total = 0
            print("running")
            while true { total = add(total, 1) }
            """),
    EndlessLoop(
        name: "recursion",
        swift: """
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            print("running")
            while true { _ = fib(24) }
            """),
    EndlessLoop(
        name: "@Observable tracked",
        swift: """
            import Observation
            @Observable final class Counter { var count = 0 }
            let counter = Counter()
            var changes = 0
            print("running")
            while true {
                withObservationTracking { _ = counter.count } onChange: { changes += 1 }
                counter.count += 1
            }
            """),
    EndlessLoop(
        // One step that is a builtin's work: sorting 100,000 elements with a closure calls
        // back into the interpreter, so each comparison is a step of its own.
        name: "sort with a closure",
        swift: """
            var values = (0..<100_000).map { ($0 * 7_919) % 100_003 }
            print("running")
            while true { values.sort { $0 > $1 }; values.sort { $0 < $1 } }
            """),
]

/// Milliseconds from `interrupt()` to `run` returning, or nil when the run ended otherwise.
func interruptLatency(of source: String) -> Double? {
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let session = ScriptSession(
        options: ScriptOptions(output: { _ in started.signal() }, stepBudget: Int.max / 2))
    final class Outcome: @unchecked Sendable { var result: ScriptResult? }
    let outcome = Outcome()
    Thread {
        outcome.result = session.run(source, file: "bench.swift")
        finished.signal()
        started.signal()  // a run that failed before printing must not leave the wait hanging
    }.start()
    started.wait()
    Thread.sleep(forTimeInterval: 0.2)  // well into the loop
    let asked = DispatchTime.now()
    session.interrupt()
    finished.wait()
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - asked.uptimeNanoseconds) / 1e6
    guard outcome.result?.diagnostics.first?.message == "execution interrupted" else {
        let said = outcome.result?.diagnostics.map(\.message) ?? []
        FileHandle.standardError.write(Data("not interrupted: \(said)\n".utf8))
        return nil
    }
    return milliseconds
}

/// `script-bench --interrupt-child INDEX RUNS`: the debug binary's latencies, one a line.
func runInterruptChildMode(index: Int, runs: Int) -> Int32 {
    for _ in 0..<runs {
        guard let milliseconds = interruptLatency(of: endlessLoops[index].swift) else { return 1 }
        print(milliseconds)
    }
    return 0
}

func runInterruptLatency(runs: Int, only: String?) throws -> Bool {
    let debugTool = debugBuildOfThisTool()
    var allStopped = true
    var worst = 0.0
    print(
        "endless loop".padding(toLength: 24, withPad: " ", startingAt: 0)
            + "  release median / max    debug median / max   (ms)")
    for (index, loop) in endlessLoops.enumerated() {
        if let only, !loop.name.contains(only) { continue }
        let release = (0..<runs).compactMap { _ in interruptLatency(of: loop.swift) }
        var debug: [Double] = []
        if let debugTool {
            let child = try runChild(debugTool, ["--interrupt-child", "\(index)", "\(runs)"])
            debug = child.output.split(separator: "\n").compactMap { Double($0) }
        }
        if release.count < runs || (debugTool != nil && debug.count < runs) { allStopped = false }
        worst = max(worst, release.max() ?? .infinity, debug.max() ?? 0)
        func pair(_ values: [Double]) -> String {
            guard let largest = values.max() else { return "n/a".padding(toLength: 20, withPad: " ", startingAt: 0) }
            let text = String(format: "%8.1f / %-8.1f", median(values), largest)
            return text.padding(toLength: 20, withPad: " ", startingAt: 0)
        }
        print(loop.name.padding(toLength: 24, withPad: " ", startingAt: 0) + "  " + pair(release) + "   " + pair(debug))
    }
    print("Wall milliseconds from interrupt() to the run's end, \(runs) runs each. Goal (issue 17): ≤ 100 ms.")
    if debugTool == nil { print("README's build: not measured (run `swift build --product script-bench` first)") }
    return allStopped && worst <= 100
}
