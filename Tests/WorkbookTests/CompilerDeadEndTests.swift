import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A compiler that gives no verdict — too slow, killed, broken, hanging — is said so once, in
/// the learner's terms, and the interpreter's own checks take over; nothing waits without
/// bound, and no compiler outlives the workbook (issue 38, "every wait is bounded").
@Suite("The compiler check: bounded, and no dead end when the compiler fails", .serialized)
struct CompilerDeadEndTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    /// A stand-in for swiftc: a shell script.
    func compiler(_ name: String, _ body: String) throws -> String {
        let script = try home.write("bin/\(name)", "#!/bin/sh\n\(body)\n")
        #expect(chmod(script.path, 0o755) == 0)
        return script.path
    }

    /// `run --interpret`: these cases are about the check that comes before the interpreter (a
    /// compiled run checks in the same swiftc call that builds, with the same `CheckBudget`).
    func run(_ file: String, swiftc: String? = nil) throws -> PlainRun {
        try PlainRun.run(
            ["run", "--interpret", file], stateHome: home.path, currentDirectory: home.path,
            environment: swiftc.map { ["SWIFTC": $0] } ?? [:])
    }

    @Test("a 10,000-term sum gets swiftc's own 'reasonable time' error on its line, from run and the REPL")
    func pathologicalExpression() throws {
        // Without swiftc's solver limits this check runs for minutes (PlainRun would time out).
        let sum = "let x = " + Array(repeating: "1", count: 10_000).joined(separator: " + ")
        try home.write("sum.swift", sum + "\nprint(x)\n")
        let ran = try run("sum.swift")
        #expect(ran.status == 1)
        #expect(
            ran.stderr.hasPrefix(
                "sum.swift:1:9: error: the compiler is unable to type-check this expression in reasonable time"),
            "\(ran.stderr.prefix(300))")
        let repl = try PlainRun.run(
            ["--lessons", home.path], stdin: sum + "\nlet after = 2\nafter\n", stateHome: home.path,
            currentDirectory: home.path)
        #expect(repl.stdout.contains("unable to type-check this expression in reasonable time"))
        #expect(repl.stdout.hasSuffix("$R0: Int = 2\n"), "the REPL lives on: \(repl.stdout.suffix(200))")
    }

    @Test("an everyday expression swiftc solves is not refused by the solver's memory limit")
    func everydayExpressionWithinTheBudget() throws {
        // The differential fuzzer's seed 215245: refused as "unable to type-check" under 32 MB.
        try home.write("thirds.swift", "print(\"[\\([(1.0 / 3.0 + 1.0 / 3.0), 1.0 / 3.0])]\")\n")
        let ran = try run("thirds.swift")
        #expect(ran.status == 0, "\(ran.stderr.prefix(300))")
        #expect(ran.stdout == "[[0.6666666666666666, 0.3333333333333333]]\n")
    }

    /// Both ways `run` goes: the interpreter's run checks first, a compiled run checks in the
    /// same swiftc call that builds; a broken compiler is one note either way.
    @Test(
        "run: a compiler that fails without a diagnostic is one note, then the interpreter runs the file",
        arguments: [["--interpret"], []])
    func brokenCompilerInRun(mode: [String]) throws {
        try home.write("hi.swift", "print(\"hi\")\n")
        let broken = try compiler("broken-swiftc", "echo 'something went wrong' >&2; exit 3")
        let ran = try PlainRun.run(
            ["run"] + mode + ["hi.swift"], stateHome: home.path, currentDirectory: home.path,
            environment: ["SWIFTC": broken])
        #expect(ran.status == 0, "\(ran.stderr)")
        #expect(ran.stdout == "hi\n")
        // One sentence, not "preparing the runtime…", a failed build, then this.
        #expect(
            ran.stderr
                == "workbook run: note: \(broken) ended with exit status 3 without a diagnostic: something went wrong; "
                + "checking with the interpreter's own checks only\n")
    }

    @Test(
        "run: a killed compiler is one note saying so, then the interpreter runs the file",
        arguments: [["--interpret"], []])
    func killedCompilerInRun(mode: [String]) throws {
        try home.write("hi.swift", "print(\"hi\")\n")
        let ran = try PlainRun.run(
            ["run"] + mode + ["hi.swift"], stateHome: home.path, currentDirectory: home.path,
            environment: ["SWIFTC": try compiler("killed-swiftc", "kill -9 $$")])
        #expect(ran.status == 0, "\(ran.stderr)")
        #expect(ran.stdout == "hi\n")
        #expect(
            ran.stderr
                == "workbook run: note: swiftc was stopped by SIGKILL before it finished checking (out of memory, "
                + "or ended from outside); checking with the interpreter's own checks only\n")
    }

    @Test("REPL: a broken compiler is named once, then the interpreter's checks are used")
    func brokenCompilerInRepl() throws {
        let broken = try compiler("broken-swiftc", "exit 1")
        let repl = try PlainRun.run(
            ["--lessons", home.path], stdin: "1 + 2\nlet s = \"a\"\ns\n", stateHome: home.path,
            currentDirectory: home.path, environment: ["SWIFTC": broken, "WORKBOOK_CHECKER": "process"])
        #expect(repl.status == 0)
        #expect(repl.stdout == "$R0: Int = 3\ns: String = \"a\"\n$R1: String = \"a\"\n", "\(repl.stderr)")
        #expect(repl.stderr.components(separatedBy: "without a diagnostic").count == 2, "once: \(repl.stderr)")
    }

    @Test("REPL: a compiler that hangs is given up on with one message, then the interpreter's checks are used")
    func hangingCompilerInRepl() throws {
        let hanging = try compiler("hanging-swiftc", "exec sleep 600")
        let repl = try PlainRun.run(
            ["--lessons", home.path], stdin: "1 + 2\n3 + 4\n", stateHome: home.path,
            currentDirectory: home.path, environment: ["SWIFTC": hanging, "WORKBOOK_CHECKER": "process"])
        #expect(repl.status == 0)
        #expect(repl.stdout == "$R0: Int = 3\n$R1: Int = 7\n", "\(repl.stderr)")
        #expect(
            repl.stderr.components(separatedBy: "swiftc did not finish checking within").count == 2,
            "once: \(repl.stderr)")
    }

    @Test("SIGTERM or SIGHUP to `workbook run` while swiftc checks leaves no compiler running")
    func noOrphanCompiler() throws {
        for signal in [SIGTERM, SIGHUP] {
            let marker = home.path + "/compiler-\(signal).pid"
            // The stand-in writes its pid, then is a ten-minute sleep (exec keeps the pid).
            let hanging = try compiler(
                "hanging-swiftc-\(signal)", "echo $$ > '\(marker).new'; mv '\(marker).new' '\(marker)'; exec sleep 600")
            try home.write("hi.swift", "print(\"hi\")\n")
            let environment = PlainRun.environment(stateHome: home.path, extra: ["SWIFTC": hanging])
            let workbook = try CompareTetherTests.spawn(
                WorkbookBinary.url.path, ["run", home.path + "/hi.swift"],
                environment: environment.map { "\($0.key)=\($0.value)" })
            var compilerPid: pid_t?
            defer {
                if let compilerPid, CompareTetherTests.isAlive(compilerPid) { kill(compilerPid, SIGKILL) }
            }
            for _ in 0..<600 where compilerPid == nil {
                compilerPid = (try? String(contentsOfFile: marker, encoding: .utf8))
                    .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                if compilerPid == nil { usleep(100_000) }
            }
            let running = try #require(compilerPid, "the stand-in compiler never started")
            kill(workbook, signal)
            var status: Int32 = 0
            while waitpid(workbook, &status, 0) < 0, errno == EINTR {}
            // Ended by the signal itself, not after its check ran out of time.
            #expect(status & 0x7f == signal, "wait status \(status)")
            var alive = true
            for _ in 0..<200 where alive {  // up to 20 s for the kernel to deliver the signals
                alive = CompareTetherTests.isAlive(running)
                if alive { usleep(100_000) }
            }
            #expect(!alive, "the compiler (pid \(running)) outlived the workbook after signal \(signal)")
        }
    }
    @Test("REPL: while a hanging compiler is waited for, the REPL says so and Ctrl-C abandons the wait")
    func ctrlCWhileTheCompilerHangs() throws {
        let hanging = try compiler("hanging-swiftc", "exec sleep 600")
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", home.path], stateHome: home.path,
            environment: ["SWIFTC": hanging, "WORKBOOK_CHECKER": "process"], columns: 200)
        try terminal.waitForPrompt(after: 0)
        terminal.type("1 + 2" + Key.enter)
        _ = try terminal.waitFor(text: "checking… (Ctrl-C abandons the check)", timeout: 8)
        terminal.type(Key.ctrlC)
        _ = try terminal.waitFor(text: "check abandoned — nothing ran; the session is as it was", timeout: 8)
        try terminal.waitForPrompt(after: 1)
        // The next entry waits for the compiler again; given up on, it runs on the interpreter's checks.
        try terminal.enter("3 + 4", timeout: 40)
        #expect(terminal.screen.text.contains("$R0: Int = 7"))
        #expect(terminal.screen.text.contains("swiftc did not finish checking within 10 seconds"))
        terminal.type(Key.ctrlD)
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("an unwritable HOME: the compiler gets a private module cache, said once; run and the REPL check as usual")
    func unwritableHome() throws {
        try home.write("hi.swift", "print(\"hi\")\n")
        // /proc: a folder no one can create anything in, root included (a chmod 0555 folder
        // stops everyone but root). The compiler's module cache is ~/.cache/clang/ModuleCache.
        let readOnlyHome = ["HOME": "/proc"]
        let note =
            "the compiler's module cache /proc/.cache/clang/ModuleCache cannot be written (is HOME read-only?): "
            + "this session uses a private one in the temporary folder, so the first check takes a little longer"
        let interpreted = try PlainRun.run(
            ["run", "--interpret", "hi.swift"], stateHome: home.path, currentDirectory: home.path,
            environment: readOnlyHome)
        #expect(interpreted.status == 0, "\(interpreted.stderr)")
        #expect(interpreted.stdout == "hi\n")
        #expect(interpreted.stderr == "workbook run: note: \(note)\n")
        let compiled = try PlainRun.run(
            ["run", "hi.swift"], stateHome: home.path, currentDirectory: home.path, environment: readOnlyHome)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout == "hi\n")
        #expect(compiled.stderr.components(separatedBy: note).count == 2, "once: \(compiled.stderr)")
        // The REPL, with the in-process compiler service (it reads the cache folder from the environment).
        let repl = try PlainRun.run(
            ["--lessons", home.path], stdin: "1 + 2\nlet s: Int = \"a\"\n3 + 4\n", stateHome: home.path,
            currentDirectory: home.path, environment: readOnlyHome)
        #expect(repl.status == 0)
        #expect(repl.stdout.hasPrefix("$R0: Int = 3\n"), "\(repl.stdout)\n\(repl.stderr)")
        #expect(
            repl.stdout.contains("cannot convert value of type 'String' to specified type 'Int'"), "checked by swiftc")
        #expect(repl.stdout.hasSuffix("$R1: Int = 7\n"))
        #expect(repl.stderr == "warning: \(note)\n")
        #expect(!repl.stdout.contains("ModuleCache"))
    }
}
