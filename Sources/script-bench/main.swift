// Run with: swift run -c release script-bench [micro] [interrupt] [lesson] [--runs N] [--only NAME]
//   micro:       issue 17's microbenchmarks — the workbook's release build, the README's (debug)
//                build, CPython and swiftc -Onone side by side (MicrobenchmarkRun.swift);
//   interrupt:   how soon interrupt() stops endless hot loops (InterruptLatency.swift);
//   lesson:      issue 3's lesson-sized script through the interpreter vs `swift FILE.swift`;
//   first-build: a learner's first `swift run workbook`, from a fresh clone (FirstBuild.swift);
//   compiled:    `workbook run` compiled on the built-in runtime, first run and rerun (CompiledRunBench.swift).
// With none, the first three (first-build takes minutes and a gigabyte per run).
// `--child INDEX RUNS` and `--interrupt-child INDEX RUNS` are how the release binary runs the
// debug one; `--file PATH [RUNS]` runs one script file (for a profiler).
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
if let at = arguments.firstIndex(of: "--interrupt-child"), at + 2 < arguments.count,
    let index = Int(arguments[at + 1]), let runs = Int(arguments[at + 2])
{
    exit(runInterruptChildMode(index: index, runs: runs))
}
if let at = arguments.firstIndex(of: "--file"), at + 1 < arguments.count {
    // `--file PATH [RUNS]`: one script, for profiling (its output once, then CPU seconds per run).
    exit(runFileMode(path: arguments[at + 1], runs: at + 2 < arguments.count ? Int(arguments[at + 2]) ?? 1 : 1))
}
let usage = """
    usage: swift run -c release script-bench [micro] [interrupt] [lesson] [--runs N] [--only NAME]
           swift run -c release script-bench first-build [--runs N]
           swift run -c release script-bench compiled [--runs N]
           swift run -c release script-bench --file PATH [RUNS]
      micro      issue 17's microbenchmarks: the workbook's release build, the README's (debug)
                 build, CPython and swiftc -Onone side by side, medians of N runs (default 5)
      interrupt  milliseconds from interrupt() (the REPL's Ctrl-C) to the end of endless hot
                 loops, release and README's build, N runs each; fails above 100 ms
      lesson     a lesson-sized script through the interpreter vs `swift FILE.swift`
      first-build
                 a fresh clone of HEAD, then `swift build --product workbook` (a learner's
                 first `swift run workbook`): wall and CPU seconds, N runs (default 1);
                 run it on its own, from inside the package
      compiled   `workbook run` on a 60-line observation program (the debug build beside this
                 package): first run, rerun and `swift FILE`, whole process, medians of N (5)
      --only     only the microbenchmarks (and endless loops) whose name contains NAME
      --file     run one script RUNS times and print CPU seconds per run (for a profiler)
    With none of micro, interrupt, lesson, first-build and compiled, the first three.
    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let runsText = option("--runs", in: &arguments)
let only = option("--only", in: &arguments)
let parts = ["micro", "interrupt", "lesson", "first-build", "compiled"]
let unknown = arguments.first { !parts.contains($0) } ?? runsText.flatMap { Int($0) == nil ? $0 : nil }
if let unknown {
    FileHandle.standardError.write(Data("script-bench: unknown argument '\(unknown)'\n\(usage)\n".utf8))
    exit(2)
}
let chosen = arguments.isEmpty ? ["micro", "interrupt", "lesson"] : parts.filter(arguments.contains)
let runs = runsText.flatMap(Int.init) ?? (chosen == ["first-build"] ? 1 : 5)
var failed = false
for (number, part) in chosen.enumerated() {
    if number > 0 { print("") }
    switch part {
    case "micro": if !(try runMicrobenchmarks(runs: runs, only: only)) { failed = true }
    case "interrupt": if !(try runInterruptLatency(runs: runs, only: only)) { failed = true }
    case "first-build": if !(try runFirstBuild(runs: runs)) { failed = true }
    case "compiled": if !(try runCompiledRunBench(runs: runs)) { failed = true }
    default: if !(try runLessonComparison()) { failed = true }
    }
}
exit(failed ? 1 : 0)
