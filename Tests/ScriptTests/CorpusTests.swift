// The differential corpus: every Corpus/NN-topic.swift must print, through the
// interpreter, exactly what the real compiler's build of it prints (NN-topic.expected,
// regenerated and checked by Corpus/verify-with-swiftc.sh).
import Foundation
import Script
import Testing

/// The corpus folder beside this file; the scripts are data, not test sources
/// (Package.swift excludes the folder from the target).
private let corpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Corpus")

/// Script file names (`NN-topic.swift`), sorted so cases appear in corpus order.
private let corpusScripts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") && $0.first?.isNumber == true }.sorted()
}()

@Suite("Differential corpus")
struct CorpusTests {
    @Test("the corpus is there to run")
    func corpusIsPresent() {
        #expect(corpusScripts.count >= 90, "expected at least 90 scripts in \(corpusDirectory.path)")
    }

    @Test("interpreter output equals the compiled program's output", arguments: corpusScripts)
    func corpusScript(_ name: String) throws {
        let scriptURL = corpusDirectory.appendingPathComponent(name)
        let expectedURL = scriptURL.deletingPathExtension().appendingPathExtension("expected")
        let source = try String(contentsOf: scriptURL, encoding: .utf8)
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)

        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(source, file: name)

        let problems = result.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty {
            Issue.record("\(name) was refused:\n\(problems.map(describe).joined(separator: "\n"))")
            return
        }
        #expect(!result.wasStopped, "\(name) was stopped by a bound or an interrupt")
        if let difference = firstDifference(expected: expected, actual: result.output) {
            Issue.record("\(name) printed something else than the compiled program: \(difference)")
        }
    }
}

private func describe(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
}

/// Names the first line where the outputs part, showing both sides, so a failure reads
/// without a diff tool; nil when they are byte for byte equal.
func firstDifference(expected: String, actual: String) -> String? {
    if expected == actual { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let wanted = index < expectedLines.count ? "\"\(expectedLines[index])\"" : "(end of output)"
        let got = index < actualLines.count ? "\"\(actualLines[index])\"" : "(end of output)"
        if wanted != got {
            return "first difference at line \(index + 1):\n  swiftc printed: \(wanted)\n  interpreter:    \(got)"
        }
    }
    // Same lines, different bytes: only a line-ending difference (e.g. "\r\n") remains.
    return "the outputs differ in line endings"
}
