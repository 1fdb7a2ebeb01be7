// Issue 3, item 8: one lesson-sized script through the interpreter vs `swift FILE.swift`
// (the toolchain's interpreter mode: compile + run) in the same benchmark run.
// Run with: swift run -c release script-bench
import Foundation
import Script

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let dir = FileManager.default.temporaryDirectory.appendingPathComponent("script-bench-\(getpid())")
try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: dir) }
let file = dir.appendingPathComponent("lesson.swift")
try lessonScript.write(to: file, atomically: true, encoding: .utf8)

// The interpreter: a fresh session per run, as a lesson step would get.
var interpreterOutput = ""
var interpreterTimes: [Double] = []
for _ in 0..<(ProcessInfo.processInfo.environment["SCRIPT_BENCH_INTERPRETER_ONLY"] != nil ? 200 : 20) {
    let session = ScriptSession(options: ScriptOptions(output: { _ in }))
    var result = ScriptResult()
    interpreterTimes.append(seconds { result = session.run(lessonScript, file: "lesson.swift") })
    guard result.succeeded else {
        FileHandle.standardError.write(Data("interpreter failed: \(result.diagnostics.map(\.message))\n".utf8))
        exit(1)
    }
    interpreterOutput = result.output
}
interpreterTimes.sort()
let interpreterMedian = interpreterTimes[interpreterTimes.count / 2]

if ProcessInfo.processInfo.environment["SCRIPT_BENCH_INTERPRETER_ONLY"] != nil {
    // For profiling the interpreter alone.
    print(String(format: "interpreter (median of %d runs): %.2f ms", interpreterTimes.count, interpreterMedian * 1000))
    exit(0)
}

// The toolchain: `swift FILE.swift` once (it compiles, then runs).
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["swift", file.path]
let pipe = Pipe()
process.standardOutput = pipe
var swiftOutput = ""
let swiftTime = try seconds {
    try process.run()
    swiftOutput = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
}

let lines = lessonScript.split(separator: "\n").count
print("lesson-sized script: \(lines) lines")
print(String(format: "interpreter (median of %d runs): %.2f ms", interpreterTimes.count, interpreterMedian * 1000))
print(String(format: "swift FILE.swift (one run):        %.2f ms", swiftTime * 1000))
print(String(format: "ratio: %.0fx faster (target: >= 50x)", swiftTime / interpreterMedian))
print("outputs identical:", interpreterOutput == swiftOutput ? "yes" : "NO")
if interpreterOutput != swiftOutput {
    print("--- swift\n\(swiftOutput)--- interpreter\n\(interpreterOutput)")
    exit(1)
}
