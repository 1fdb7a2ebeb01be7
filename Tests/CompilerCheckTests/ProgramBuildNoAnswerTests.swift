import Foundation
import Testing

@testable import CompilerCheck

#if canImport(Glibc)
    import Glibc
#endif

/// `workbook run`'s compile (issue 38): a compiler killed or failing without an `error:` line
/// gave no verdict on the file, which is not a rejection: the outcome says why, so `run` can
/// say so and run the file on the interpreter instead of ending with a silent status 1.
@Suite("a compile with no verdict")
struct ProgramBuildNoAnswerTests {
    /// A stand-in swiftc (a shell script) and a runtime folder it never reads.
    func build(standIn body: String) throws -> ProgramBuild.Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wb-build-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/programs", withIntermediateDirectories: true)
        let swiftc = "\(folder)/swiftc"
        try "#!/bin/sh\n\(body)\n".write(toFile: swiftc, atomically: false, encoding: .utf8)
        #expect(chmod(swiftc, 0o755) == 0)
        try "print(1)\n".write(toFile: "\(folder)/hi.swift", atomically: false, encoding: .utf8)
        let toolchain = Toolchain(swiftc: swiftc, origin: "test")
        let runtime = CompiledRuntime(toolchain: toolchain, packageRoot: folder, folder: "\(folder)/runtime")
        return ProgramBuild(toolchain: toolchain, runtime: .builtIn(runtime), cacheFolder: "\(folder)/programs")
            .build(path: "\(folder)/hi.swift", source: "print(1)\n", moduleName: "hi", swiftVersion: 5)
    }

    @Test func aKilledCompilerIsNoVerdict() throws {
        let outcome = try build(standIn: "kill -9 $$")
        #expect(outcome.binary == nil)
        #expect(outcome.noAnswer == .killed(signal: SIGKILL))
        #expect(outcome.noAnswer?.message.hasPrefix("swiftc was stopped by SIGKILL") == true)
    }

    @Test func aCompilerThatFailsWithoutAnErrorIsNoVerdict() throws {
        let outcome = try build(standIn: "echo 'lost' >&2; exit 2")
        #expect(outcome.binary == nil)
        guard case .failed(let reason) = outcome.noAnswer else {
            Issue.record("expected .failed, got \(String(describing: outcome.noAnswer))")
            return
        }
        #expect(reason.contains("ended with exit status 2 without a diagnostic: lost"))
    }

    @Test func anErrorIsTheVerdict() throws {
        let outcome = try build(standIn: "echo 'hi.swift:1:1: error: no' >&2; exit 1")
        #expect(outcome.binary == nil)
        #expect(outcome.noAnswer == nil)
        #expect(outcome.diagnostics.contains("error: no"))
    }
}
