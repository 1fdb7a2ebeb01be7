// The realistic programs (Programs/, issue 33): each prints through the interpreter exactly
// what swiftc's build of it prints, or is refused before printing anything, naming the
// construct the interpreter does not run — never a wrong answer or a stop mid-run.
import Script
import Testing

private let programs = CorpusFolder("Programs")

/// The programs the interpreter refuses, and the construct each refusal names.
private let refused: [String: String] = [
    "06-codable-todos.swift": "'DecodingError'"
]

@Suite("Realistic programs")
struct ProgramsTests {
    @Test("the twenty programs are there to run")
    func programsArePresent() {
        #expect(programs.scripts.count == 20, "expected 20 programs in \(programs.directory.path)")
    }

    @Test(
        "interpreter output equals the compiled program's output",
        arguments: programs.scripts.filter { refused[$0] == nil })
    func identical(_ name: String) throws {
        try programs.check(name)
    }

    @Test("a refused program prints nothing and names its construct", arguments: refused.keys.sorted())
    func refusedBeforeOutput(_ name: String) throws {
        let source = try String(
            contentsOf: programs.directory.appendingPathComponent(name), encoding: .utf8)
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: name)
        #expect(result.output == "")
        #expect(!result.succeeded)
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains(refused[name] ?? "?"), "\(message)")
    }
}
