// The view corpus: every ViewCorpus/NN-topic.swift declares SwiftUI-shaped views and
// models and mounts them in a ViewHost. Run by the interpreter it must print exactly what
// the program prints compiled against ViewRuntime + LegacyObservation with the
// toolchain's real @Observable (NN-topic.expected, produced and checked by
// ViewCorpus/verify-with-swiftc.sh).
import Foundation
import Script
import Testing

private let viewCorpusDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("ViewCorpus")

private let viewCorpusScripts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: viewCorpusDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") && $0.first?.isNumber == true }.sorted()
}()

@Suite("View corpus")
struct ViewCorpusTests {
    @Test("the view corpus is there to run")
    func corpusIsPresent() {
        #expect(viewCorpusScripts.count >= 20, "expected at least 20 scripts in \(viewCorpusDirectory.path)")
    }

    @Test("interpreter output equals the output compiled against ViewRuntime", arguments: viewCorpusScripts)
    func viewScript(_ name: String) throws {
        let scriptURL = viewCorpusDirectory.appendingPathComponent(name)
        let expectedURL = scriptURL.deletingPathExtension().appendingPathExtension("expected")
        let source = try String(contentsOf: scriptURL, encoding: .utf8)
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)

        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(source, file: name)

        let problems = result.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty {
            Issue.record("\(name) was refused:\n\(problems.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))")
            return
        }
        #expect(!result.wasStopped, "\(name) was stopped by a bound or an interrupt")
        if let difference = firstDifference(expected: expected, actual: result.output) {
            Issue.record("\(name) printed something else than the compiled program: \(difference)")
        }
    }
}
