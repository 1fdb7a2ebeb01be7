import Foundation
import Synchronization

// The interpreter's face to the REPL and the lesson engine. One session is one
// persistent program: every `run` sees the declarations and variables of earlier runs.
// Each `run` evaluates on a fresh thread with a big stack of its own (the interpreter
// recurses on the host stack), so callers need no special thread.

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
    private var interpreter: Interpreter
    private let runLock = NSLock()

    public init(options: ScriptOptions = ScriptOptions()) {
        self.options = options
        self.interpreter = Interpreter(options: options)
    }

    deinit {
        interpreter.tearDown()
    }

    /// Runs source text in this session. `firstLine` numbers the first line (lessons pass
    /// the line of the code block in the Markdown file so diagnostics point into it).
    public func run(_ source: String, file: String = "<repl>", firstLine: Int = 1) -> ScriptResult {
        runLock.lock()
        defer { runLock.unlock() }
        // The interpreter recurses on the host stack: give it a big one of its own.
        let done = DispatchSemaphore(value: 0)
        let work = UncheckedSendable(value: (self, source, file, firstLine))
        var result = ScriptResult()
        let resultBox = UncheckedSendable(value: ResultSlot())
        let thread = Thread {
            let (session, source, file, firstLine) = work.value
            resultBox.value.result = session.runOnThisThread(source, file: file, firstLine: firstLine)
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        // Foundation frees a Thread released while it is still running: wait for its end.
        while !thread.isFinished { usleep(20) }
        result = resultBox.value.result
        return result
    }

    private func runOnThisThread(_ source: String, file: String, firstLine: Int) -> ScriptResult {
        let text = SourceText(file: file, source: source, firstLine: firstLine)
        let interpreter = self.interpreter
        interpreter.beginRun(file: file, firstLine: firstLine, source: text)
        var diagnostics: [Diagnostic] = []
        var stopped = false
        do {
            var parser = try Parser(source: source)
            let program = try parser.parseProgram()
            try Checker(interpreter: interpreter).check(program)
            try interpreter.run(program)
        } catch let error as ScriptError {
            diagnostics.append(text.diagnostic(for: error))
            if error.kind == .stopped { stopped = true }
        } catch let thrown as ThrownValue {
            let message = "Fatal error: Error raised at top level: \(interpreter.describe(thrown.value, debug: true))"
            diagnostics.append(text.diagnostic(for: ScriptError.runtime(message, at: thrown.pos)))
        } catch is OptionalChainNil {
            diagnostics.append(text.diagnostic(for: ScriptError.runtime("optional chain escaped its expression", at: interpreter.lastPosition)))
        } catch {
            diagnostics.append(text.diagnostic(for: ScriptError.runtime("\(error)", at: interpreter.lastPosition)))
        }
        if let e = interpreter.taskFailure {
            interpreter.taskFailure = nil
            diagnostics.append(text.diagnostic(for: e))
            if e.kind == .stopped { stopped = true }
        }
        if let e = interpreter.pendingDeinitError as? ScriptError {
            interpreter.pendingDeinitError = nil
            diagnostics.append(text.diagnostic(for: e))
        }
        return ScriptResult(output: interpreter.outputText, diagnostics: diagnostics,
                            expectations: interpreter.expectations, wasStopped: stopped)
    }

    /// Stops the evaluation running on another thread at its next step; the session stays usable.
    public func interrupt() {
        interpreter.interruptRequested.store(true, ordering: .relaxed)
    }

    /// `:expand Type` — the Swift text the `@Observable` expansion of a type produced, or nil.
    public func expansion(ofType name: String) -> String? {
        runLock.lock()
        defer { runLock.unlock() }
        return interpreter.expansions[name]
    }

    /// `:vars` — the session's global variables: name, type, value description.
    public func variables() -> [(name: String, type: String, value: String)] {
        runLock.lock()
        defer { runLock.unlock() }
        return interpreter.globals.values.keys.sorted().compactMap { name in
            guard let box = interpreter.globals.values[name], box.isInitialized, box.computed == nil else { return nil }
            let type = box.declaredType?.description ?? interpreter.sugaredTypeName(of: box.value)
            return (name, type, interpreter.describe(box.value))
        }
    }

    /// `:deps board.home` — the object a global variable holds (its identity and type
    /// name, as the trace names it), or nil when the variable does not hold an object.
    public func object(inVariable name: String) -> (id: ObjectIdentifier, typeName: String)? {
        runLock.lock()
        defer { runLock.unlock() }
        guard let box = interpreter.globals.values[name], box.isInitialized, case .object(let inst) = box.value else {
            return nil
        }
        return (ObjectIdentifier(inst), inst.type.name)
    }

    /// Completion candidates: identifiers in scope starting with `prefix`, or, when
    /// `receiver` is given (the text before a `.`), that value's members.
    public func completions(prefix: String, receiver: String? = nil) -> [String] {
        runLock.lock()
        defer { runLock.unlock() }
        return interpreter.completions(prefix: prefix, receiver: receiver)
    }

    /// Forgets every declaration and variable.
    public func reset() {
        runLock.lock()
        defer { runLock.unlock() }
        interpreter.tearDown()
        interpreter = Interpreter(options: options)
    }
}

private final class ResultSlot {
    var result = ScriptResult()
}
