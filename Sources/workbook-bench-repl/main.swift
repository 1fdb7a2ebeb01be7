// workbook-bench-repl: how fast the REPL feels, measured the way a person meets it —
// through a pseudo-terminal. Every typed line is type-checked by swiftc before it runs.
//   start → first prompt: spawn `workbook` until "swift> " is on the screen (target < 50 ms)
//   line → result:        type `print(N * 7)` + Enter until the result and the next prompt
//                         are back, in a fresh session (median, target ≤ 300 ms)
//   line → result, long session: after 100 accepted lines (ten @Observable models with
//                         their functions and variables), each further line; median and p90
//                         (targets ≤ 300 ms, ≤ 500 ms), beside a cold `swiftc -typecheck` of
//                         the same source as one file (what a process per line without the
//                         workbook's context split would cost)
//   line with a body → result, same session: a function or a multi-statement closure, which
//                         also gets the mandatory SIL passes (a second compiler process)
//
//   swift build -c release --product workbook
//   swift run -c release workbook-bench-repl [--runs N]
import CompilerCheck
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

var runs = 30
if let index = CommandLine.arguments.firstIndex(of: "--runs"), index + 1 < CommandLine.arguments.count,
    let value = Int(CommandLine.arguments[index + 1]), value > 0
{
    runs = value
}

let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let workbook = products.appendingPathComponent("workbook").path
guard FileManager.default.isExecutableFile(atPath: workbook) else {
    FileHandle.standardError.write(
        Data(
            "error: no workbook binary at \(workbook); build it first: swift build -c release --product workbook\n".utf8
        ))
    exit(2)
}
let state = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-bench-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: state) }

func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

var startSamples: [Double] = []
var lineSamples: [Double] = []
for run in 0..<runs {
    let begin = DispatchTime.now().uptimeNanoseconds
    guard let terminal = BenchTerminal(executable: workbook, stateHome: state) else {
        FileHandle.standardError.write(Data("error: could not start workbook on a pty\n".utf8))
        exit(1)
    }
    guard terminal.read(until: "swift> ") else {
        FileHandle.standardError.write(Data("error: no prompt; got: \(terminal.output.debugDescription)\n".utf8))
        exit(1)
    }
    startSamples.append(milliseconds(since: begin))
    // Three typed lines per start; the first warms the interpreter's session.
    for line in 0..<3 {
        let n = run * 10 + line + 1
        terminal.output = ""
        let typed = DispatchTime.now().uptimeNanoseconds
        terminal.type("print(\(n) * 7)\r")
        guard terminal.read(until: "\(n * 7)\r\nswift> ") else {
            FileHandle.standardError.write(Data("error: no result; got: \(terminal.output.debugDescription)\n".utf8))
            exit(1)
        }
        if line > 0 { lineSamples.append(milliseconds(since: typed)) }
    }
    terminal.type("\u{04}")
    terminal.finish()
}

func report(_ name: String, _ samples: [Double], target: Double) {
    let value = median(samples)
    let verdict = value <= target ? "within" : "OVER"
    print(
        String(
            format: "%@: median %.2f ms (min %.2f, max %.2f, n=%d) — target ≤ %.0f ms: %@",
            name, value, samples.min() ?? 0, samples.max() ?? 0, samples.count, target, verdict))
}

func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

report("start → first prompt", startSamples, target: 50)
report("typed line → result ", lineSamples, target: 300)

// MARK: A long session

/// 100 lines a learner might have typed: ten models, each with a function, variables, calls.
let sessionLines: [String] = (0..<10).flatMap { i in
    [
        "@Observable final class Counter\(i) { var value = \(i); var label = \"c\(i)\"; func bump() { value += 1 } }",
        "let counter\(i) = Counter\(i)()",
        "counter\(i).bump()",
        "func total\(i)(_ extra: Int) -> Int { counter\(i).value + extra }",
        "var names\(i) = [\"a\", \"b\"]",
        "names\(i).append(counter\(i).label)",
        "struct Point\(i): Equatable { var x = \(i), y = 0 }",
        "let point\(i) = Point\(i)(x: \(i), y: total\(i)(1))",
        "counter\(i).value",
        "print(names\(i).count, point\(i).y)",
    ]
}
let measuredLines: [String] = (0..<max(20, runs)).map { k in
    switch k % 5 {
    case 0: return "counter\(k % 10).value + \(k)"
    case 1: return "let v\(k) = total\(k % 10)(\(k)) * 2"
    case 2: return "names\(k % 10).map { $0.uppercased() }"
    case 3: return "counter\(k % 10).bump()"
    default: return "point\(k % 10) == Point\(k % 10)()"
    }
}

/// Lines whose bodies the mandatory SIL passes check too (a missing return, an unset `let`).
let bodyLines: [String] = (0..<max(10, runs / 2)).map { k in
    k % 2 == 0
        ? "func bonus\(k)(_ n: Int) -> Int { if n > \(k) { return n }; return counter\(k % 10).value }"
        : "let pick\(k) = names\(k % 10).map { name -> String in let u = name.uppercased(); return u }"
}

guard let terminal = BenchTerminal(executable: workbook, stateHome: state), terminal.read(until: "swift> ") else {
    FileHandle.standardError.write(Data("error: could not start workbook for the long session\n".utf8))
    exit(1)
}
var sessionSamples: [Double] = []
var bodySamples: [Double] = []
var refused: [String] = []
for (index, line) in (sessionLines + measuredLines + bodyLines).enumerated() {
    terminal.output = ""
    let typed = DispatchTime.now().uptimeNanoseconds
    terminal.type(line + "\r")
    guard terminal.read(until: "\nswift> ") else {
        let got = terminal.output.debugDescription
        FileHandle.standardError.write(Data("error: no prompt after '\(line)'; got: \(got)\n".utf8))
        exit(1)
    }
    if terminal.output.contains("error:") { refused.append(line) }
    if index >= sessionLines.count + measuredLines.count {
        bodySamples.append(milliseconds(since: typed))
    } else if index >= sessionLines.count {
        sessionSamples.append(milliseconds(since: typed))
    }
}
terminal.type("\u{04}")
terminal.finish()
if !refused.isEmpty { print("warning: the session refused \(refused.count) lines, e.g. \(refused[0])") }

let sessionMedian = median(sessionSamples)
let sessionP90 = percentile(sessionSamples, 0.9)
print(
    String(
        format: "line → result after %d accepted lines: median %.0f ms, p90 %.0f ms (n=%d) "
            + "— targets ≤ 300 / ≤ 500 ms: %@",
        sessionLines.count, sessionMedian, sessionP90, sessionSamples.count,
        sessionMedian <= 300 && sessionP90 <= 500 ? "within" : "OVER"))

print(
    String(
        format: "line with a body → result, same session: median %.0f ms, p90 %.0f ms (n=%d) "
            + "— targets ≤ 300 / ≤ 500 ms: %@",
        median(bodySamples), percentile(bodySamples, 0.9), bodySamples.count,
        median(bodySamples) <= 300 && percentile(bodySamples, 0.9) <= 500 ? "within" : "OVER"))

// The same source checked cold, as one file, by a new swiftc process.
let sourceFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("workbook-bench-session-\(getpid()).swift")
try? (["import Observation"] + sessionLines + measuredLines).joined(separator: "\n")
    .write(to: sourceFile, atomically: true, encoding: .utf8)
defer { try? FileManager.default.removeItem(at: sourceFile) }
var coldSamples: [Double] = []
for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    let swiftc = Process()
    swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swiftc.arguments = ["swiftc", "-typecheck", sourceFile.path]
    swiftc.standardError = FileHandle.nullDevice
    guard (try? swiftc.run()) != nil else { break }
    swiftc.waitUntilExit()
    coldSamples.append(milliseconds(since: start))
}
if !coldSamples.isEmpty {
    print(
        String(
            format: "cold swiftc -typecheck of the same %d lines: median %.0f ms, p90 %.0f ms (n=%d); "
                + "workbook line/cold = %.2f",
            sessionLines.count + measuredLines.count, median(coldSamples), percentile(coldSamples, 0.9),
            coldSamples.count, sessionMedian / median(coldSamples)))
}

/// A workbook on a pseudo-terminal (openpty + posix_spawn in a new session).
final class BenchTerminal {
    let master: Int32
    let pid: pid_t
    var output = ""

    init?(executable: String, stateHome: String) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0, let name = ttyname(slave) else { return nil }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, String(cString: name), O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID
        let environment = [
            "TERM=xterm", "NO_COLOR=1", "HOME=\(stateHome)", "XDG_STATE_HOME=\(stateHome)", "LANG=C.UTF-8",
        ]
        let cArguments = [strdup(executable), strdup("--lessons"), strdup("/"), nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, cArguments, cEnvironment)
        cArguments.forEach { free($0) }
        cEnvironment.forEach { free($0) }
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(slave)
        guard status == 0 else {
            close(master)
            return nil
        }
        self.master = master
        self.pid = pid
    }

    func type(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// Reads until `marker` has appeared (true) or 10 s pass / the child closes (false).
    func read(until marker: String) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
        var buffer = [UInt8](repeating: 0, count: 8192)
        while !output.contains(marker) {
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { return false }
            guard descriptor.revents & Int16(POLLIN) != 0 else { continue }
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { return false }
            output += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return true
    }

    func finish() {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            usleep(50_000)
            if waitpid(pid, &status, WNOHANG) == 0 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
        }
        close(master)
    }
}

// MARK: The two back ends on the same files

guard case .success(let toolchain) = Toolchain.locate() else {
    print("no swiftc found: the back ends are not compared")
    exit(0)
}
// The process back end is timed through the checker; the service on the files it wrote.
let checker = EntryChecker(toolchain: toolchain, viewModules: nil, implicitImports: ["Observation"], backEnd: .process)
for line in sessionLines {
    let verdict = checker.check(line)
    if verdict.isAccepted { checker.accept(verdict) }
}
guard let sourceKit = SourceKitService.shared(swiftc: toolchain.swiftc) else {
    print("libsourcekitdInProc.so not found beside \(toolchain.swiftc): only the process back end was measured")
    exit(0)
}
var processSamples: [Double] = []
var serviceSamples: [Double] = []
var agreed = 0
var echoed = 0
for line in measuredLines {
    let start = DispatchTime.now().uptimeNanoseconds
    let verdict = checker.check(line)
    processSamples.append(milliseconds(since: start))
    let files = checker.files
    let arguments = ["-swift-version", "5", "-module-name", "main", files.main, files.context]
    let serviceStart = DispatchTime.now().uptimeNanoseconds
    // What the service back end asks per accepted entry: its diagnostics, then its variables' types.
    _ = sourceKit.diagnostics(file: files.main, arguments: arguments)
    let types = sourceKit.variableTypes(file: files.main, arguments: arguments) ?? []
    serviceSamples.append(milliseconds(since: serviceStart))
    if let type = verdict.resultType {
        echoed += 1
        // The echo's binding is the file's last variable; the process learnt its type from a probe.
        if types.max(by: { $0.offset < $1.offset })?.type == type { agreed += 1 }
    }
}
print(
    String(
        format: "back ends, per entry after %d lines: swiftc front-end process median %.0f ms, p90 %.0f ms; "
            + "sourcekitd (warm, in process) median %.0f ms, p90 %.0f ms (n=%d; same static type in %d of %d echoes)",
        sessionLines.count, median(processSamples), percentile(processSamples, 0.9), median(serviceSamples),
        percentile(serviceSamples, 0.9), processSamples.count, agreed, echoed))
