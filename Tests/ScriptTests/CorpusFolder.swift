// What both differential corpora share: finding the scripts of a folder beside this file
// and checking one of them — run through the interpreter, its output must equal, byte for
// byte, the `.expected` output the real compiler's build of it printed.
import Foundation
import Script
import Testing

struct CorpusFolder {
    let directory: URL

    /// `name` is a folder beside this file; its scripts are data, not test sources
    /// (Package.swift excludes the folder from the target).
    init(_ name: String) {
        directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Script file names (`NN-topic.swift`), sorted so cases appear in corpus order.
    var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && $0.first?.isNumber == true }.sorted()
    }

    /// Runs script `name` in a fresh session (three times) and records an issue for a refusal, a stop,
    /// or the first line where its output differs from the compiled program's.
    func check(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let scriptURL = directory.appendingPathComponent(name)
        let expectedURL = scriptURL.deletingPathExtension().appendingPathExtension("expected")
        let source = try String(contentsOf: scriptURL, encoding: .utf8)
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)

        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: name)
        // Each script runs three times in fresh sessions: any difference between runs (a
        // dictionary's order, a deinit's timing) is a failure, even when the first run matches.
        for run in 2...3 {
            let again = ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: name)
            if let difference = firstDifference(
                expected: result.output, actual: again.output,
                sides: ("run 1 printed", "run \(run) printed"))
            {
                Issue.record(
                    "\(name) printed something else in run \(run) than in run 1: \(difference)",
                    sourceLocation: sourceLocation)
            }
        }

        let problems = result.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty {
            let described = problems.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
            Issue.record("\(name) was refused:\n\(described.joined(separator: "\n"))", sourceLocation: sourceLocation)
            return
        }
        #expect(!result.wasStopped, "\(name) was stopped by a bound or an interrupt", sourceLocation: sourceLocation)
        if let difference = firstDifference(expected: expected, actual: result.output) {
            Issue.record(
                "\(name) printed something else than the compiled program: \(difference)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Names the first line where the outputs part, showing both sides, so a failure reads
/// without a diff tool; nil when they are byte for byte equal.
func firstDifference(
    expected: String, actual: String,
    sides: (expected: String, actual: String) = ("swiftc printed", "interpreter")
) -> String? {
    if expected == actual { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let wanted = index < expectedLines.count ? "\"\(expectedLines[index])\"" : "(end of output)"
        let got = index < actualLines.count ? "\"\(actualLines[index])\"" : "(end of output)"
        if wanted != got {
            let width = max(sides.expected.count, sides.actual.count) + 1
            let left = (sides.expected + ":").padding(toLength: width, withPad: " ", startingAt: 0)
            let right = (sides.actual + ":").padding(toLength: width, withPad: " ", startingAt: 0)
            return "first difference at line \(index + 1):\n  \(left) \(wanted)\n  \(right) \(got)"
        }
    }
    // Same lines, different bytes: only a line-ending difference (e.g. "\r\n") remains.
    return "the outputs differ in line endings"
}
