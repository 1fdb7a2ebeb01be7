import Localization

/// One lesson file, `Lessons/NN-slug.md`, parsed: a title, an introduction, numbered steps.
public struct Lesson: Sendable {
    /// The path used in messages (as given, usually relative to the working directory).
    public var path: String
    /// `03-tracking`, the file name without `.md`: what `:open` and `workbook check` accept.
    public var name: String
    public var title: String
    /// Prose (and any non-running blocks) before the first step.
    public var introduction: [LessonItem]
    public var steps: [Step]
    /// The language the file is written in (`Lessons/fr/…` is French).
    public var language: Language

    public init(
        path: String, name: String, title: String, introduction: [LessonItem], steps: [Step],
        language: Language = .english
    ) {
        self.language = language
        self.path = path
        self.name = name
        self.title = title
        self.introduction = introduction
        self.steps = steps
    }
}

/// `## Step N — title` and everything up to the next step.
public struct Step: Sendable {
    public var number: Int
    public var title: String
    /// The line of the heading, 1-based.
    public var line: Int
    public var items: [LessonItem]
    /// Set when the step asks the learner to write code (a ```swift check block).
    public var challenge: Challenge?

    public init(number: Int, title: String, line: Int, items: [LessonItem], challenge: Challenge? = nil) {
        self.number = number
        self.title = title
        self.line = line
        self.items = items
        self.challenge = challenge
    }

    /// The step's Swift (and REPL command) blocks, in the order they run.
    public var codeBlocks: [CodeBlock] {
        items.compactMap { if case .code(let block) = $0 { block } else { nil } }
    }
}

/// A piece of a lesson as a reader sees it.
public enum LessonItem: Sendable, Equatable {
    /// A paragraph (or heading, list, quote) of Markdown prose, lines joined by newlines.
    case prose(String)
    /// A ```swift block (or a ```repl block of commands), which runs.
    case code(CodeBlock)
    /// Any other fenced block (```text, ```sh …): shown, never run.
    case otherBlock(language: String, text: String)
    /// A challenge's ```swift starter or ```swift check block: shown where it stands, never
    /// run as lesson code (the checks run on the learner's code, on `:check`).
    case challengeCode(ChallengeBlockRole, CodeBlock)
}

/// A ```swift block (or a ```repl block of REPL commands, one per line, such as `:deps`)
/// and the ```output block that follows it, if any.
public struct CodeBlock: Sendable, Equatable {
    public var source: String
    /// The line of the block's first source line, so diagnostics point into the file.
    public var firstLine: Int
    public var expectedOutput: ExpectedOutput?
    /// A ```repl block: its lines are REPL commands, run by a `LessonCommandRunner`. Swift
    /// tools (swiftc, the lesson oracle) skip such blocks.
    public var isCommands: Bool

    public init(source: String, firstLine: Int, expectedOutput: ExpectedOutput? = nil, isCommands: Bool = false) {
        self.source = source
        self.firstLine = firstLine
        self.expectedOutput = expectedOutput
        self.isCommands = isCommands
    }
}

/// The exact text a block prints: the ```output block's lines, each ending in a newline.
public struct ExpectedOutput: Sendable, Equatable {
    public var text: String
    /// The line of the ```output fence.
    public var line: Int

    public init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}
