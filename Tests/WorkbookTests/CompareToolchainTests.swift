import CompilerCheck
import Foundation
import Testing

/// `run --compare` builds with the compiler every other check uses (`Toolchain.locate()`),
/// so `SWIFTC` chooses it there too, not `swiftc` from `PATH`.
@Suite("run --compare builds with SWIFTC when it is set")
struct CompareToolchainTests {
    @Test("SWIFTC=<a wrapper that logs> workbook run --compare FILE builds with the wrapper")
    func compareHonoursSwiftc() throws {
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.path + "/tmp", withIntermediateDirectories: true)
        let real = try Toolchain.locate(environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]).get()
        let log = home.path + "/swiftc.log"
        let wrapper = try home.write(
            "bin/logging-swiftc", "#!/bin/sh\necho \"$@\" >> '\(log)'\nexec '\(real.swiftc)' \"$@\"\n")
        #expect(chmod(wrapper.path, 0o755) == 0)
        _ = try home.write("hello.swift", "print(\"hello\")\n")
        let run = try PlainRun.run(
            ["run", "--compare", "--interpret", "hello.swift"], stateHome: home.path, currentDirectory: home.path,
            environment: ["TMPDIR": home.path + "/tmp", "SWIFTC": wrapper.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("the interpreter and compiled Swift print the same output"), "\(run.stderr)")
        let calls = (home.read("swiftc.log") ?? "").split(separator: "\n")
        // One call checks the file (-emit-sil), the other builds it (-o …/program).
        #expect(calls.contains { $0.contains("-o ") && $0.contains("/program") }, "\(calls)")
    }
}
