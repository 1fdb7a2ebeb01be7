import Foundation
import Script

/// One ```swift block after it ran.
public struct BlockRun: Sendable {
    public var block: CodeBlock
    public var result: ScriptResult

    /// nil when the block has no ```output block to compare with.
    public var outputMatches: Bool? {
        block.expectedOutput.map { $0.text == result.output }
    }

    /// Ran to the end without errors, printed what the lesson says, and every check passed.
    public var succeeded: Bool {
        result.succeeded && outputMatches != false && result.expectations.allSatisfy(\.passed)
    }
}

/// A step after its blocks ran.
public struct StepRun: Sendable {
    public var step: Step
    public var blocks: [BlockRun]
    /// True when a block failed to run, so the step's later blocks were not run.
    public var stoppedEarly: Bool

    public var checks: [ExpectationResult] { blocks.flatMap(\.result.expectations) }
    public var checksPassed: Int { checks.filter(\.passed).count }
    public var succeeded: Bool { !stoppedEarly && blocks.allSatisfy(\.succeeded) }
}

/// Runs the REPL commands of a ```repl block (the workbook provides it: the lesson engine
/// knows no commands). `codeDidRun` is told after every ```swift block, so commands that
/// describe "the last run" (`:why`) see the same runs the REPL would.
public protocol LessonCommandRunner: Sendable {
    func codeDidRun()
    /// The output of one command line, or an error message.
    func run(_ command: String) -> Result<String, LessonCommandError>
}

public struct LessonCommandError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// Runs lesson code in a session; the blocks of a lesson share it, in order.
public struct StepRunner: Sendable {
    public let session: ScriptSession
    public let commands: (any LessonCommandRunner)?

    public init(session: ScriptSession, commands: (any LessonCommandRunner)? = nil) {
        self.session = session
        self.commands = commands
    }

    public func run(_ block: CodeBlock, of lesson: Lesson) -> BlockRun {
        if block.isCommands { return BlockRun(block: block, result: runCommands(block, of: lesson)) }
        let result = session.run(block.source, file: lesson.path, firstLine: block.firstLine)
        commands?.codeDidRun()
        return BlockRun(block: block, result: result)
    }

    private func runCommands(_ block: CodeBlock, of lesson: Lesson) -> ScriptResult {
        var output = ""
        for (offset, line) in block.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let command = line.trimmingCharacters(in: .whitespaces)
            guard !command.isEmpty else { continue }
            let location = SourceLocation(file: lesson.path, line: block.firstLine + offset, column: 1)
            guard let commands else {
                return ScriptResult(
                    output: output,
                    diagnostics: [
                        Diagnostic(
                            severity: .error, message: "REPL commands cannot run here", location: location,
                            sourceLine: command)
                    ])
            }
            switch commands.run(command) {
            case .success(let text):
                output += text
            case .failure(let error):
                return ScriptResult(
                    output: output,
                    diagnostics: [
                        Diagnostic(
                            severity: .error, message: error.message, location: location, sourceLine: command)
                    ])
            }
        }
        return ScriptResult(output: output)
    }

    /// Runs every block of the step; a block that does not run to the end (an error, an
    /// interruption) stops the step, since later blocks build on it. `willRun` is told
    /// before each block, `didRun` after, so a caller can show code and results as they come.
    public func run(
        _ step: Step, of lesson: Lesson,
        willRun: (CodeBlock) -> Void = { _ in },
        didRun: (BlockRun) -> Void = { _ in }
    ) -> StepRun {
        var blocks: [BlockRun] = []
        for block in step.codeBlocks {
            willRun(block)
            let run = run(block, of: lesson)
            blocks.append(run)
            didRun(run)
            if !run.result.succeeded {
                return StepRun(step: step, blocks: blocks, stoppedEarly: block != step.codeBlocks.last)
            }
        }
        return StepRun(step: step, blocks: blocks, stoppedEarly: false)
    }
}
