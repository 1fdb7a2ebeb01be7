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

/// Runs lesson code in a session; the blocks of a lesson share it, in order.
public struct StepRunner: Sendable {
    public let session: ScriptSession

    public init(session: ScriptSession) {
        self.session = session
    }

    public func run(_ block: CodeBlock, of lesson: Lesson) -> BlockRun {
        BlockRun(block: block, result: session.run(block.source, file: lesson.path, firstLine: block.firstLine))
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
