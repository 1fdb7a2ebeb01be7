// `workbook run FILE.swift [--trace] [--compare]`: runs a script through the interpreter and
// prints exactly its output; `--trace` adds the runtime's events on stderr; `--compare`
// also builds the file with swiftc (the toolchain's Observation) and diffs the outputs.

import Foundation
import ObservationRuntime
import Script

enum Run: Verb {
    static let name = "run"
    static let summary = "run a Swift file with the interpreter; print exactly its output"
    static let help = """
        usage: workbook run FILE.swift [--trace] [--compare]

        Runs FILE.swift with the workbook's interpreter and prints what the program prints
        (only that, so it can be compared byte for byte with the compiled program).

        options:
          --trace     also print the observation runtime's events (access, willSet, didSet,
                      tracking, fire, cancel) on stderr
          --compare   also build FILE.swift with swiftc against the toolchain's Observation
                      and show a diff of the outputs
          -h, --help  show this help

        exit status: 0 the program ran (and, with --compare, the outputs agree),
                     1 a diagnostic, a stopped run or a mismatch, 2 a usage error
        """
    static let usage = help

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        ExitCode(rawValue: main(arguments.remaining)) ?? .failure
    }

    /// Returns the process exit code.
    static func main(_ arguments: [String]) -> Int32 {
        var file: String? = nil
        var trace = false
        var compare = false
        for argument in arguments {
            switch argument {
            case "--trace": trace = true
            case "--compare": compare = true
            case "--help", "-h": print(usage); return 0
            default:
                if argument.hasPrefix("-") {
                    printError("workbook run: unknown option '\(argument)'\n\n\(usage)")
                    return 2
                }
                if file != nil {
                    printError("workbook run: give one file\n\n\(usage)")
                    return 2
                }
                file = argument
            }
        }
        guard let file else {
            printError("workbook run: missing FILE.swift\n\n\(usage)")
            return 2
        }
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            printError("workbook run: cannot read '\(file)'")
            return 1
        }
        // The REPL's renderer: one mutation is one box (willSet → fired → output → didSet).
        let renderer = TraceRenderer { lines in
            FileHandle.standardError.write(Data(lines.map { "trace: \($0)\n" }.joined().utf8))
        }
        let isTraced = trace
        if isTraced {
            _ = renderer.set(on: true)
            renderer.begin()
        }
        let session = ScriptSession(options: ScriptOptions(output: { text in
            if isTraced { renderer.flush() }
            FileHandle.standardOutput.write(Data(text.utf8))
        }))
        let result = session.run(source, file: file)
        if trace { renderer.end() }
        for d in result.diagnostics { printError(d.rendered, terminator: "") }
        var status: Int32 = result.succeeded ? 0 : 1
        if compare {
            switch compiledOutput(of: file) {
            case .failure(let error):
                printError("workbook run --compare: \(error.message)")
                status = 1
            case .success(let expected):
                if expected == result.output {
                    printError("--compare: the interpreter and swiftc print the same output")
                } else {
                    printError("--compare: outputs differ\n" + lineDiff(expected: expected, actual: result.output))
                    status = 1
                }
            }
        }
        return status
    }

    /// Builds the file with swiftc into a temporary directory and runs it.
    static func compiledOutput(of file: String) -> Result<String, CompareError> {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-compare-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let binary = dir.appendingPathComponent("program").path
        // swiftc wants a .swift file; the module name follows the file name, as for `workbook run`.
        var source = file
        if !file.hasSuffix(".swift") {
            source = dir.appendingPathComponent("main.swift").path
            try? FileManager.default.copyItem(atPath: file, toPath: source)
        }
        let build = runProcess("/usr/bin/env", ["swiftc", source, "-o", binary])
        guard build.status == 0 else {
            return .failure(CompareError(message: "swiftc could not build '\(file)':\n\(build.stderr)"))
        }
        let run = runProcess(binary, [])
        return .success(run.stdout)
    }

    struct CompareError: Error { let message: String }

    static func runProcess(_ path: String, _ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (127, "", "\(error)") }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// A small line diff: `-` lines swiftc printed, `+` lines the interpreter printed.
    static func lineDiff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var i = 0, j = 0
        var lines: [String] = ["--- swiftc", "+++ interpreter"]
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { lines.append("  " + a[i]); i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { lines.append("+ " + b[j]); j += 1 }
            else { lines.append("- " + a[i]); i += 1 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func printError(_ text: String, terminator: String = "\n") {
        FileHandle.standardError.write(Data((text + terminator).utf8))
    }
}
