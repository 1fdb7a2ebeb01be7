import Foundation
import LessonEngine
import Testing

/// Every lesson's code and every challenge starter, typed into the REPL at a terminal as a
/// learner does — a line at a time, and pasted whole — behaves as in the lesson's own run
/// (issue 35): each block prints the output the lesson shows for it, and nothing fails (no
/// compiler error, no internal name such as `__wbEcho`, no failed `#expect`). An entry cut
/// where Swift would not cut it (`@Observable` alone on its line) fails here.
@Suite("Lessons typed and pasted into the REPL", .serialized)
struct LessonTypingTerminalTests {
    static let lessonsFolder = WorkbookBinary.packageRoot.appendingPathComponent("Lessons")

    static let lessonNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: lessonsFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }.sorted()
    }()

    /// One piece of a lesson the learner types: a step's block, or a challenge's starter.
    struct Piece {
        var step: Int
        var source: String
        var expectedOutput: String?
        var isStarter: Bool
    }

    static func pieces(of name: String) throws -> [Piece] {
        let text = try String(contentsOf: lessonsFolder.appendingPathComponent(name + ".md"), encoding: .utf8)
        let lesson = try LessonParser.parse(text, path: "Lessons/\(name).md", name: name)
        return lesson.steps.flatMap { step in
            step.items.compactMap { item -> Piece? in
                switch item {
                case .code(let block) where !block.isCommands:
                    Piece(
                        step: step.number, source: block.source, expectedOutput: block.expectedOutput?.text,
                        isStarter: false)
                case .challengeCode(.starter, let block):
                    Piece(step: step.number, source: block.source, expectedOutput: nil, isStarter: true)
                default:
                    nil
                }
            }
        }
    }

    /// Lessons whose typed run differs from their own run for a reason outside entry
    /// completeness, each with the reason (none now: lesson 10's `@MainActor` initializer typed
    /// at top level and lesson 12's declarations that name each other behave as in the file).
    static let knownDifferences: [String: String] = [:]
    /// Differences seen in some runs and not in others.
    static let intermittent: Set<String> = []

    @Test("each lesson's blocks, typed a line at a time", arguments: lessonNames)
    func typedLineByLine(_ name: String) throws {
        try runKnowingDifferences(name, pasted: false)
    }

    @Test("each lesson's blocks, each pasted whole", arguments: lessonNames)
    func pastedWhole(_ name: String) throws {
        try runKnowingDifferences(name, pasted: true)
    }

    func runKnowingDifferences(_ name: String, pasted: Bool) throws {
        let key = "\(name) \(pasted ? "pasted" : "typed")"
        if let reason = Self.knownDifferences[key] {
            withKnownIssue(Comment(rawValue: reason), isIntermittent: Self.intermittent.contains(key)) {
                try runLesson(name, pasted: pasted)
            }
        } else {
            try runLesson(name, pasted: pasted)
        }
    }

    @Test("each challenge starter, typed and pasted after :open of its step", arguments: lessonNames)
    func challengeStarters(_ name: String) throws {
        for piece in try Self.pieces(of: name) where piece.isStarter {
            for pasted in [false, true] {
                let home = try TemporaryDirectory()
                let terminal = try Self.terminal(home: home)
                try terminal.enter(":open \(name) \(piece.step)", timeout: 120)
                let start = terminal.transcript.endIndex
                try type(piece.source, into: terminal, pasted: pasted, sentinel: 1)
                expectClean(
                    terminal, since: start, "\(name) step \(piece.step)'s starter, \(pasted ? "pasted" : "typed")")
            }
        }
    }

    // MARK: Driving the terminal

    static func terminal(home: TemporaryDirectory) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: ["--lessons", lessonsFolder.path], stateHome: home.path, columns: 200, rows: 50)
        try terminal.waitForPrompt(after: 0, timeout: 60)
        return terminal
    }

    func runLesson(_ name: String, pasted: Bool) throws {
        let home = try TemporaryDirectory()
        let terminal = try Self.terminal(home: home)
        for (index, piece) in try Self.pieces(of: name).enumerated() where !piece.isStarter {
            let start = terminal.transcript.endIndex
            try type(piece.source, into: terminal, pasted: pasted, sentinel: index)
            let place = "\(name) step \(piece.step), \(pasted ? "pasted" : "typed")"
            expectClean(terminal, since: start, place)
            expectOutput(piece.expectedOutput, in: terminal, since: start, place)
        }
    }

    /// Types `source` a line at a time (each line waits for the next prompt), or writes it in
    /// one go as a paste does; then a line whose output marks that everything before it ran.
    func type(_ source: String, into terminal: PseudoTerminal, pasted: Bool, sentinel: Int) throws {
        if pasted {
            terminal.type(source.replacingOccurrences(of: "\n", with: Key.enter) + Key.enter)
        } else {
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                let prompts = Self.prompts(in: terminal.transcript)
                terminal.type(String(line) + Key.enter)
                try terminal.waitFor("a prompt after typing \(line.debugDescription)", timeout: 120) { _ in
                    Self.prompts(in: terminal.transcript) > prompts
                }
            }
        }
        // Printed as `sentinel-1007`, typed as `"sentinel-" + String(1007)`: only the output matches.
        let mark = "sentinel-\(1000 + sentinel)"
        terminal.type("print(\"sentinel-\" + String(\(1000 + sentinel)))" + Key.enter)
        try terminal.waitFor("the mark after the block", timeout: 180) { _ in terminal.transcript.contains(mark) }
    }

    static func prompts(in transcript: String) -> Int {
        transcript.components(separatedBy: "swift> ").count + transcript.components(separatedBy: "...> ").count
    }

    func expectClean(_ terminal: PseudoTerminal, since start: String.Index, _ place: String) {
        let output = String(terminal.transcript[start...])
        for bad in ["error:", "__wb", "✗"] {
            #expect(!output.contains(bad), "\(place): '\(bad)' in\n\(output)")
        }
    }

    /// Each line the lesson shows for the block appears, in order, in what the REPL printed.
    func expectOutput(_ expected: String?, in terminal: PseudoTerminal, since start: String.Index, _ place: String) {
        guard let expected else { return }
        let output = String(terminal.transcript[start...]).replacingOccurrences(of: "\r\n", with: "\n")
        var rest = output[...]
        for line in expected.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let found = rest.range(of: line) else {
                Issue.record("\(place): the lesson shows '\(line)', the REPL did not print it in order:\n\(output)")
                return
            }
            rest = rest[found.upperBound...]
        }
    }
}
