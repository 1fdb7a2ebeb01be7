// Run with: swift run -c release script-bench [micro] [lesson] [--runs N] [--only NAME]
//   micro:  issue 17's microbenchmarks — the workbook's release build, the README's (debug)
//           build, CPython and swiftc -Onone side by side (MicrobenchmarkRun.swift);
//   lesson: issue 3's lesson-sized script through the interpreter vs `swift FILE.swift`.
// With neither, both. `--child INDEX RUNS` is how the release binary runs the debug one;
// `--file PATH [RUNS]` runs one script file (for a profiler).
import Foundation
import Script

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let at = arguments.firstIndex(of: name), at + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(at...at + 1) }
    return arguments[at + 1]
}

if let at = arguments.firstIndex(of: "--child"), at + 2 < arguments.count,
    let index = Int(arguments[at + 1]), let runs = Int(arguments[at + 2])
{
    exit(runChildMode(index: index, runs: runs))
}
if let at = arguments.firstIndex(of: "--file"), at + 1 < arguments.count {
    // `--file PATH [RUNS]`: one script, for profiling (its output once, then CPU seconds per run).
    exit(runFileMode(path: arguments[at + 1], runs: at + 2 < arguments.count ? Int(arguments[at + 2]) ?? 1 : 1))
}
let usage = """
    usage: swift run -c release script-bench [micro] [lesson] [--runs N] [--only NAME]
           swift run -c release script-bench --file PATH [RUNS]
      micro    issue 17's microbenchmarks: the workbook's release build, the README's (debug)
               build, CPython and swiftc -Onone side by side, medians of N runs (default 5)
      lesson   a lesson-sized script through the interpreter vs `swift FILE.swift`
      --only   only the microbenchmarks whose name contains NAME
      --file   run one script RUNS times and print CPU seconds per run (for a profiler)
    With neither micro nor lesson, both.
    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let runsText = option("--runs", in: &arguments)
let only = option("--only", in: &arguments)
let unknown = arguments.first { $0 != "micro" && $0 != "lesson" } ?? runsText.flatMap { Int($0) == nil ? $0 : nil }
if let unknown {
    FileHandle.standardError.write(Data("script-bench: unknown argument '\(unknown)'\n\(usage)\n".utf8))
    exit(2)
}
let runs = runsText.flatMap(Int.init) ?? 5
let parts = arguments.isEmpty ? ["micro", "lesson"] : arguments
var failed = false
if parts.contains("micro") {
    if !(try runMicrobenchmarks(runs: runs, only: only)) { failed = true }
}
if parts.contains("lesson") {
    if parts.contains("micro") { print("") }
    if !(try runLessonComparison()) { failed = true }
}
exit(failed ? 1 : 0)
