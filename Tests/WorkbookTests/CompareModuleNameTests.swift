import Foundation
import Testing

/// `run --compare` builds the file with swiftc under the module name `swiftc FILE.swift` would
/// give it (and the interpreter uses): type names printed inside collections and optionals
/// carry it, so a different name would report a difference that is not there.
@Suite("run --compare names the module as swiftc FILE.swift does")
struct CompareModuleNameTests {
    @Test(
        "a file named like an identifier is its module; any other name is 'main'",
        arguments: [
            "ledger.swift", "10-ledger.swift",
        ])
    func moduleNameFollowsTheFile(fileName: String) throws {
        let home = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: home.path + "/tmp", withIntermediateDirectories: true)
        let program = "enum Fault: Error { case empty }\nprint([Fault.empty], Optional(Fault.empty) as Any)\n"
        _ = try home.write(fileName, program)
        let module = fileName == "ledger.swift" ? "ledger" : "main"
        // Compiled on the built-in runtime against the toolchain's, and the interpreter against compiled.
        for (mode, agreement) in [
            ([], "the built-in runtime and the toolchain's Observation print the same output"),
            (["--interpret"], "the interpreter and compiled Swift print the same output"),
        ] {
            let run = try PlainRun.run(
                ["run", "--compare"] + mode + [fileName], stateHome: home.path, currentDirectory: home.path,
                environment: ["TMPDIR": home.path + "/tmp"])
            #expect(run.stdout == "[\(module).Fault.empty] Optional(\(module).Fault.empty)\n", "\(run.stdout)")
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.contains(agreement), "\(run.stderr)")
        }
    }
}
