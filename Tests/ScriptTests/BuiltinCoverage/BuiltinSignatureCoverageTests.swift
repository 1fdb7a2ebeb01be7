// Every member `BuiltinSignatures` declares is implemented, and prints what Swift prints:
// each is called on a sample value in a small program, run by the interpreter and compiled
// by swiftc (all the programs in one binary, each after a marker line). The table is what
// the type checks trust, so a signature without an implementation would let a program
// through that then stops mid-run; one implemented differently is a silent wrong answer.
import Foundation
import Script
import Testing

@Suite("Every builtin signature has an implementation that prints what Swift prints")
struct BuiltinSignatureCoverageTests {
    @Test("each declared member runs in the interpreter and prints swiftc's output")
    func everySignatureRunsAsCompiled() throws {
        let (samples, missing) = BuiltinMemberSamples.all()
        #expect(missing.isEmpty, "members with no sample call (add one in BuiltinMemberSample): \(missing)")
        try #require(samples.count > 200, "the table has \(samples.count) members: is BuiltinSignatures parsed?")
        try expectSameOutput(samples)
    }

    @Test("each declared initializer and free function runs in the interpreter and prints swiftc's output")
    func everyInitializerAndFunctionRunsAsCompiled() throws {
        let (samples, missing) = BuiltinCallSamples.all()
        #expect(missing.isEmpty, "declared with no sample call (add one in BuiltinCallSamples): \(missing)")
        try #require(samples.count > 100, "only \(samples.count) samples: is the initializer table read?")
        try expectSameOutput(samples)
    }

    private func expectSameOutput(_ samples: [BuiltinMemberSample]) throws {
        let compiled = try SwiftcOutput.ofSamples(samples)
        for sample in samples {
            let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
                "import Foundation\n" + sample.body + "\n", file: "main.swift")
            let expected = compiled[sample.name] ?? "(swiftc printed nothing for it)"
            #expect(
                result.succeeded && result.output == expected,
                """
                \(sample.name):
                \(sample.body)
                swiftc printed:
                \(expected)interpreter printed:
                \(result.output)\(result.diagnostics.map(\.message).joined(separator: "\n"))
                """)
        }
    }
}

/// The samples compiled by swiftc into one program, and what each printed.
enum SwiftcOutput {
    static func ofSamples(_ samples: [BuiltinMemberSample]) throws -> [String: String] {
        let marker = "=== builtin member "
        var program = "import Foundation\n"
        for sample in samples {
            let indented = sample.body.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
            program += "print(\"\(marker)\(sample.name)\")\ndo {\n\(indented)\n}\n"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("main.swift")
        let binary = folder.appendingPathComponent("samples")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let compile = try output(
            of: "/usr/bin/env",
            ["swiftc", "-suppress-warnings", "-module-name", "main", source.path, "-o", binary.path])
        try #require(compile.status == 0, "swiftc refused the samples:\n\(compile.text)")
        let run = try output(of: binary.path, [])
        try #require(run.status == 0, "the compiled samples stopped:\n\(run.text)")
        var printed: [String: String] = [:]
        var current: String?
        for line in run.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix(marker) {
                current = String(line.dropFirst(marker.count))
                printed[current!] = ""
            } else if let name = current {
                printed[name, default: ""] += line + "\n"
            }
        }
        return printed
    }

    private static func output(of executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
