// The microbenchmark table (issue 17): each program in the workbook's release build (this
// process), in the README's build (`swift run workbook` builds debug: the debug script-bench
// binary, run as a child), in CPython, and compiled by swiftc -Onone. CPU seconds, medians.
import Foundation
import Script

/// One interpreter run of a program in a fresh session: its output and CPU seconds.
func interpret(_ source: String) -> (output: String, cpu: Double)? {
    let session = ScriptSession(options: ScriptOptions(output: { _ in }, stepBudget: Int.max / 2))
    var result = ScriptResult()
    let cpu = cpuSeconds { result = session.run(source, file: "bench.swift") }
    guard result.succeeded else {
        FileHandle.standardError.write(Data("interpreter failed: \(result.diagnostics.map(\.message))\n".utf8))
        return nil
    }
    return (result.output, cpu)
}

/// `script-bench --child INDEX RUNS`: what the debug binary does for the release one.
func runChildMode(index: Int, runs: Int) -> Int32 {
    for _ in 0..<runs {
        guard let (_, cpu) = interpret(microbenchmarks[index].swift) else { return 1 }
        print(cpu)
    }
    return 0
}

/// `script-bench --file PATH [RUNS]`: a script of one's own, under a profiler.
func runFileMode(path: String, runs: Int) -> Int32 {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        return 1
    }
    for run in 0..<runs {
        guard let (output, cpu) = interpret(source) else { return 1 }
        if run == 0 { print(output, terminator: "") }
        print(cpu)
    }
    return 0
}

/// The debug build of this very tool, beside the release one in `.build`.
func debugBuildOfThisTool() -> String? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let configuration = me.deletingLastPathComponent()
    guard configuration.lastPathComponent == "release" else { return nil }
    let debug = configuration.deletingLastPathComponent().appendingPathComponent("debug/script-bench").path
    return FileManager.default.isExecutableFile(atPath: debug) ? debug : nil
}

struct MicroRow {
    var name: String
    var release = Double.nan
    var debug = Double.nan
    var python = Double.nan
    var swiftc = Double.nan
    var problems: [String] = []
}

func runMicrobenchmarks(runs: Int, only: String?) throws -> Bool {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-bench-micro-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let debugTool = debugBuildOfThisTool()
    let python = which("python3")
    let swiftc = which("swiftc")
    var allAgree = true
    printHeader()
    for (index, bench) in microbenchmarks.enumerated() {
        if let only, !bench.name.contains(only) { continue }
        var row = MicroRow(name: bench.name)
        var outputs: [String: String] = [:]
        // Release: this process.
        var times: [Double] = []
        for _ in 0..<runs {
            guard let (output, cpu) = interpret(bench.swift) else {
                row.problems.append("interpreter failed")
                break
            }
            outputs["workbook"] = output
            times.append(cpu)
        }
        row.release = median(times)
        // The README's build: the debug binary, fewer runs (it is the slow one).
        if let debugTool {
            let child = try runChild(debugTool, ["--child", "\(index)", "\(max(1, runs / 2))"])
            row.debug = median(child.output.split(separator: "\n").compactMap { Double($0) })
        }
        if let python {
            let file = directory.appendingPathComponent("bench\(index).py")
            try bench.python.write(to: file, atomically: true, encoding: .utf8)
            times = []
            for _ in 0..<runs {
                let child = try runChild(python, [file.path])
                outputs["python"] = child.output
                times.append(child.cpu)
            }
            row.python = median(times)
        }
        if let swiftc {
            let file = directory.appendingPathComponent("bench\(index).swift")
            let binary = directory.appendingPathComponent("bench\(index)")
            try bench.swift.write(to: file, atomically: true, encoding: .utf8)
            let compile = try runChild(swiftc, ["-Onone", "-o", binary.path, file.path])
            if compile.status == 0 {
                times = []
                for _ in 0..<runs {
                    let child = try runChild(binary.path, [])
                    outputs["swiftc"] = child.output
                    times.append(child.cpu)
                }
                row.swiftc = median(times)
            } else {
                row.problems.append("swiftc failed")
            }
        }
        if let reference = outputs["swiftc"] ?? outputs["workbook"] {
            for (who, output) in outputs.sorted(by: { $0.key < $1.key }) where output != reference {
                row.problems.append("\(who) printed \(output.debugDescription), not \(reference.debugDescription)")
            }
        }
        if !row.problems.isEmpty { allAgree = false }
        printRow(row)
    }
    print(
        """
        CPU seconds, median of \(runs) runs (README's build: \(max(1, runs / 2))). Goals (issue 17): \
        workbook/CPython ≤ 2, debug/release ≤ 2.
        """)
    if debugTool == nil { print("README's build: not measured (run `swift build --product script-bench` first)") }
    return allAgree
}

func printHeader() {
    print(
        "benchmark".padding(toLength: 24, withPad: " ", startingAt: 0)
            + "  release    debug  CPython  swiftc-Onone  wb/py  debug/rel  wb/swiftc")
}

func printRow(_ row: MicroRow) {
    func seconds(_ s: Double) -> String { s.isNaN ? "n/a" : String(format: "%.3f", s) }
    func ratio(_ a: Double, _ b: Double) -> String { a.isNaN || b.isNaN ? "n/a" : String(format: "%.1f", a / b) }
    func column(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
    print(
        row.name.padding(toLength: 24, withPad: " ", startingAt: 0)
            + column(seconds(row.release), 9) + column(seconds(row.debug), 9) + column(seconds(row.python), 9)
            + column(seconds(row.swiftc), 14) + column(ratio(row.release, row.python), 7)
            + column(ratio(row.debug, row.release), 11) + column(ratio(row.release, row.swiftc), 11))
    for problem in row.problems { print("  ! \(problem)") }
}
