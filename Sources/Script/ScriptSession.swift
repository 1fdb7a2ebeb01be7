// The interpreter's face to the REPL and the lesson engine. One session is one
// persistent program: every `run` sees the declarations and variables of earlier runs.
//
// This file fixes the API the REPL and LessonEngine build against; the interpreter
// issue fills in the implementation behind it.

/// Where a diagnostic or a check points: 1-based line and column in a named source.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    public var description: String { "\(file):\(line):\(column)" }
}

/// A compile-time or run-time problem, worded like the Swift compiler where it has words.
public struct Diagnostic: Sendable, Hashable, Error {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// The source line the location points into, for printing with a caret.
    public var sourceLine: String
    public init(severity: Severity, message: String, location: SourceLocation, sourceLine: String) {
        self.severity = severity
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }
}

/// The outcome of one `#expect(condition, "why")` evaluated by the script.
public struct ExpectationResult: Sendable, Hashable {
    public var passed: Bool
    /// The condition's source text, e.g. `renders == 1`.
    public var expression: String
    /// The message argument, if any.
    public var message: String?
    /// On failure, the operand values, e.g. `renders → 2, 1 → 1`.
    public var values: String?
    public var location: SourceLocation
    public init(passed: Bool, expression: String, message: String?, values: String?, location: SourceLocation) {
        self.passed = passed
        self.expression = expression
        self.message = message
        self.values = values
        self.location = location
    }
}

public struct ScriptOptions: Sendable {
    /// Receives program output as it is produced (print writes here).
    public var output: @Sendable (String) -> Void
    /// Bounds on runaway input.
    public var stepBudget: Int
    public var recursionLimit: Int
    public var outputLimit: Int
    public init(
        output: @escaping @Sendable (String) -> Void = { Swift.print($0, terminator: "") },
        stepBudget: Int = 10_000_000,
        recursionLimit: Int = 500,
        outputLimit: Int = 1_000_000
    ) {
        self.output = output
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.outputLimit = outputLimit
    }
}

public struct ScriptResult: Sendable {
    /// Everything the program printed during this run (also streamed to `ScriptOptions.output`).
    public var output: String
    public var diagnostics: [Diagnostic]
    public var expectations: [ExpectationResult]
    /// True when the run was stopped by `interrupt()` or a bound.
    public var wasStopped: Bool
    public var succeeded: Bool { diagnostics.allSatisfy { $0.severity != .error } && !wasStopped }
    public init(output: String = "", diagnostics: [Diagnostic] = [], expectations: [ExpectationResult] = [], wasStopped: Bool = false) {
        self.output = output
        self.diagnostics = diagnostics
        self.expectations = expectations
        self.wasStopped = wasStopped
    }
}

public final class ScriptSession: @unchecked Sendable {
    public let options: ScriptOptions

    public init(options: ScriptOptions = ScriptOptions()) {
        self.options = options
    }

    /// Runs source text in this session. `firstLine` numbers the first line (lessons pass
    /// the line of the code block in the Markdown file so diagnostics point into it).
    public func run(_ source: String, file: String = "<repl>", firstLine: Int = 1) -> ScriptResult {
        let location = SourceLocation(file: file, line: firstLine, column: 1)
        let diagnostic = Diagnostic(
            severity: .error, message: "the interpreter is not built yet",
            location: location, sourceLine: source.split(separator: "\n").first.map(String.init) ?? "")
        return ScriptResult(diagnostics: [diagnostic])
    }

    /// Stops the evaluation running on another thread at its next step; the session stays usable.
    public func interrupt() {}

    /// `:expand Type` — the Swift text the `@Observable` expansion of a type produced, or nil.
    public func expansion(ofType name: String) -> String? { nil }

    /// `:vars` — the session's global variables: name, type, value description.
    public func variables() -> [(name: String, type: String, value: String)] { [] }

    /// Completion candidates: identifiers in scope starting with `prefix`, or, when
    /// `receiver` is given (the text before a `.`), that value's members.
    public func completions(prefix: String, receiver: String? = nil) -> [String] { [] }

    /// Forgets every declaration and variable.
    public func reset() {}
}
