import CompilerCheck
import Foundation
import Testing

/// `workbook run` on programs swiftc rejects: exit 1, nothing on stdout, and the first
/// `: error: ` line byte for byte swiftc's (`swiftc -swift-version 5 -typecheck PATH
/// -diagnostic-style llvm`, the same PATH spelling).
@Suite("workbook run refuses what swiftc refuses, in swiftc's words", .serialized)
struct RunCompilerCheckTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    static let invalidPrograms: [(name: String, source: String)] = [
        ("mismatch.swift", "let x: Int = \"hi\"\nprint(x)\n"),
        ("missing-try.swift", "func load() throws -> Int { 1 }\nprint(\"before\")\nlet v = load()\n"),
        ("throw-outside.swift", "struct E: Error {}\nfunc f() { throw E() }\n"),
        ("let-assign.swift", "let n = 1\nn = 2\n"),
        ("mutating-let.swift", "struct C { var v = 0; mutating func up() { v += 1 } }\nlet c = C()\nc.up()\n"),
        (
            "not-exhaustive.swift",
            "enum D { case a, b }\nfunc f(_ d: D) -> Int {\n    switch d {\n    case .a: return 1\n    }\n}\n"
        ),
        ("private.swift", "class A { private var secret = 1 }\nprint(A().secret)\n"),
        ("missing-override.swift", "class A { func f() {} }\nclass B: A { func f() {} }\n"),
        ("observable-struct.swift", "import Observation\n@Observable struct S { var a = 1 }\n"),
        // Found by the mandatory SIL passes, not by type checking.
        ("missing-return.swift", "print(\"before\")\nfunc f(_ n: Int) -> Int {\n    if n > 0 { return n }\n}\n"),
        ("let-before-init.swift", "func f() -> String {\n    let s: String\n    return s\n}\nprint(f())\n"),
    ]

    func firstError(_ text: String) -> String? {
        text.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init)
    }

    @Test(arguments: invalidPrograms.map(\.name))
    func refusedWithSwiftcsFirstError(name: String) throws {
        let source = try #require(Self.invalidPrograms.first { $0.name == name }).source
        try source.write(toFile: home.path + "/" + name, atomically: true, encoding: .utf8)
        let toolchain = try Toolchain.locate().get()
        let swiftc = try PlainRun.run(
            // The gate's own command (FileCheck), as the invalid corpus's reference uses it.
            ["-swift-version", "5", "-emit-sil", "-module-name", "main", "-o", "/dev/null", name]
                + ["-diagnostic-style", "llvm"],
            stateHome: home.path, currentDirectory: home.path,
            executable: URL(fileURLWithPath: toolchain.swiftc))
        let expected = try #require(firstError(swiftc.stderr), "swiftc rejects \(name)")
        let run = try PlainRun.run(["run", name], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(firstError(run.stderr) == expected)
    }

    @Test func aViewMistakeIsCheckedAgainstTheViewSimulator() throws {
        let source = """
            import SwiftUI
            struct Row: View {
                var name: String
                var body: some View { TextField("name", text: $name) }
            }
            print("never")
            """
        try source.write(toFile: home.path + "/row.swift", atomically: true, encoding: .utf8)
        let run = try PlainRun.run(["run", "row.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(firstError(run.stderr) == "row.swift:4:51: error: cannot find '$name' in scope")
    }

    @Test func swift6ModeIsAskedFor() throws {
        let source =
            "import Observation\nvar total = 0\n@Observable class M { var a = 0 }\nlet m = M()\n"
            + "withObservationTracking { _ = m.a } onChange: { total += 1 }\nprint(\"ran\")\n"
        try source.write(toFile: home.path + "/six.swift", atomically: true, encoding: .utf8)
        let five = try PlainRun.run(["run", "six.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(five.status == 0)
        #expect(five.stdout == "ran\n")
        let six = try PlainRun.run(
            ["run", "--swift-version", "6", "six.swift"], stateHome: home.path, currentDirectory: home.path)
        #expect(six.status == 1)
        #expect(six.stdout.isEmpty)
        let expected =
            "six.swift:5:49: error: main actor-isolated var 'total' can not be mutated "
            + "from a nonisolated context"
        #expect(firstError(six.stderr) == expected)
    }

    @Test func withoutACompilerTheInterpreterRunsItAndSaysSo() throws {
        try "print(1 + 2)\n".write(toFile: home.path + "/ok.swift", atomically: true, encoding: .utf8)
        let run = try PlainRun.run(
            ["run", "ok.swift"], stateHome: home.path, currentDirectory: home.path,
            environment: ["SWIFTC": "/nonexistent", "PATH": ""])
        #expect(run.status == 0)
        #expect(run.stdout == "3\n")
        #expect(
            run.stderr == "workbook run: note: SWIFTC names '/nonexistent', which is not an executable compiler; "
                + "checking with the interpreter's own checks only\n")
    }
}
