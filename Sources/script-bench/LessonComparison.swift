// Issue 3, item 8: one lesson-sized script through the interpreter vs `swift FILE.swift`
// (the toolchain's interpreter mode: compile + run) in the same benchmark run. Wall time:
// what a learner waits for.
import Foundation
import Script

func wallSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func runLessonComparison() throws -> Bool {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("script-bench-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("lesson.swift")
    try lessonScript.write(to: file, atomically: true, encoding: .utf8)

    // The interpreter: a fresh session per run, as a lesson step would get.
    let interpreterOnly = ProcessInfo.processInfo.environment["SCRIPT_BENCH_INTERPRETER_ONLY"] != nil
    var interpreterOutput = ""
    var interpreterTimes: [Double] = []
    for _ in 0..<(interpreterOnly ? 200 : 20) {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        var result = ScriptResult()
        interpreterTimes.append(wallSeconds { result = session.run(lessonScript, file: "lesson.swift") })
        guard result.succeeded else {
            FileHandle.standardError.write(Data("interpreter failed: \(result.diagnostics.map(\.message))\n".utf8))
            return false
        }
        interpreterOutput = result.output
    }
    let interpreterMedian = median(interpreterTimes)
    if interpreterOnly {
        // For profiling the interpreter alone.
        print(
            String(format: "interpreter (median of %d runs): %.2f ms", interpreterTimes.count, interpreterMedian * 1000)
        )
        return true
    }

    // The toolchain: `swift FILE.swift` once (it compiles, then runs).
    var swiftOutput = ""
    let swiftTime = try wallSeconds { swiftOutput = try runChild("/usr/bin/env", ["swift", file.path]).output }

    let lines = lessonScript.split(separator: "\n").count
    print("lesson-sized script: \(lines) lines")
    print(String(format: "interpreter (median of %d runs): %.2f ms", interpreterTimes.count, interpreterMedian * 1000))
    print(String(format: "swift FILE.swift (one run):        %.2f ms", swiftTime * 1000))
    print(String(format: "ratio: %.0fx faster (target: >= 50x)", swiftTime / interpreterMedian))
    print("outputs identical:", interpreterOutput == swiftOutput ? "yes" : "NO")
    if interpreterOutput != swiftOutput {
        print("--- swift\n\(swiftOutput)--- interpreter\n\(interpreterOutput)")
        return false
    }
    return true
}
