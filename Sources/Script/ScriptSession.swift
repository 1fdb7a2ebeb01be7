import Foundation
import ScriptFrontEnd
import Synchronization

// The interpreter's face to the REPL and the lesson engine. One session is one
// persistent program: every `run` sees the declarations and variables of earlier runs.
// Each `run` evaluates on a fresh thread with a big stack of its own (the interpreter
// recurses on the host stack), so callers need no special thread.
//
// The setup around a run is compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md,
// "Build cost"): it runs once per entry, and the interpreter's own steps are elsewhere.

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
    /// The interpreter's own limit met in code swiftc accepted: the workbook's refusal, not a
    /// compiler error, and said in the workbook's words (issue 35).
    public var isWorkbookRefusal = false
    /// A refusal met while running: what the interpreter cannot run, in the workbook's words.
    public var refusedConstruct: String?
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
    /// On failure, the condition with its values as Swift Testing expands it, e.g.
    /// `(renders → 2) == 1`, or `done → false`.
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
    /// Nested calls: 16,000 lets a small recursive function go as deep as compiled Swift
    /// reasonably does (issue 34); heavier frames meet the stack-headroom guard first, which
    /// stops the run as cleanly.
    public var recursionLimit: Int
    public var outputLimit: Int
    /// The most resident memory the process may hold while a run goes on (all values
    /// together; `MemoryBudget` also caps each one).
    public var memoryBudget: Int
    public init(
        output: @escaping @Sendable (String) -> Void = { Swift.print($0, terminator: "") },
        stepBudget: Int = 10_000_000,
        recursionLimit: Int = 16_000,
        outputLimit: Int = 1_000_000,
        memoryBudget: Int = MemoryBudget.defaultResidentBytes
    ) {
        self.output = output
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.outputLimit = outputLimit
        self.memoryBudget = memoryBudget
    }
}

public struct ScriptResult: Sendable {
    /// Everything the program printed during this run (also streamed to `ScriptOptions.output`).
    public var output: String
    public var diagnostics: [Diagnostic]
    public var expectations: [ExpectationResult]
    /// True when the run was stopped by `interrupt()` or a bound.
    public var wasStopped: Bool
    /// When `run(_:echoAs:)` named a result and the entry ended with a bare expression:
    /// that expression's value, now bound to the name (`$R0`) for later entries.
    public var echo: EchoedValue?
    /// When `echoesDeclarations` was asked: the values of the top-level stored variables the entry
    /// declared, in order (`let x = 5` → `x`), as the Swift REPL shows them after it.
    public var declared: [EchoedValue] = []
    /// True when the interpreter refused the entry before running any of it (a construct it
    /// does not implement): nothing was printed, nothing changed in the session.
    public var refusedBeforeRunning = false
    public var succeeded: Bool { diagnostics.allSatisfy { $0.severity != .error } && !wasStopped }
    public init(
        output: String = "", diagnostics: [Diagnostic] = [], expectations: [ExpectationResult] = [],
        wasStopped: Bool = false
    ) {
        self.output = output
        self.diagnostics = diagnostics
        self.expectations = expectations
        self.wasStopped = wasStopped
    }
}

/// A bare expression's value as the REPL shows it (`$R0: Int = 3`): the static type comes
/// from the compiler when there is one, else from the value (`dynamicTypeName`).
public struct EchoedValue: Sendable, Hashable {
    public var name: String
    public var dynamicTypeName: String
    /// Strings quoted, optionals unwrapped (`5`, `nil`), as the Swift REPL shows them.
    public var description: String
}

public final class ScriptSession: @unchecked Sendable {
    public let options: ScriptOptions
    private var interpreter: Interpreter
    /// The compile-time view of everything the session has accepted (Semantics/).
    private var declarations = ScriptSession.freshDeclarations()
    /// The operators and precedence groups entries declared so far: a later entry parses with them.
    private var operators = OperatorTable.standard
    /// The generic type aliases entries declared so far, expanded where a later entry writes them.
    private var genericAliases = GenericTypeAliases()
    private let runLock = NSLock()
    private var entryCount: Int32 = 0

    /// A model that already knows the prelude's declarations (`Result`, `IndexSet`, `Date`:
    /// Swift source every session declares), so checks and typing see them like the program's own.
    @_optimize(none) private static func freshDeclarations() -> DeclarationModel {
        let model = DeclarationModel()
        model.absorb(Prelude.program)
        model.markPreludeCollectionDefaults()
        return model
    }

    public init(options: ScriptOptions = ScriptOptions()) {
        self.options = options
        self.interpreter = Interpreter(options: options)
    }

    deinit {
        interpreter.tearDown()
    }

    /// Runs source text in this session. `firstLine` numbers the first line (lessons pass
    /// the line of the code block in the Markdown file so diagnostics point into it).
    /// `echoAs` (the REPL's `$R0`): a final bare expression is bound to that name, as the
    /// Swift REPL does, and returned in `ScriptResult.echo`. `echoesDeclarations`: the values of
    /// the variables it declares come back in `ScriptResult.declared`. `acceptedByCompiler`:
    /// swiftc has just accepted this source, so a name the checks cannot find is Swift's, not a typo.
    public func run(
        _ source: String, file: String = "<repl>", firstLine: Int = 1,
        echoAs: String? = nil, echoesDeclarations: Bool = false, acceptedByCompiler: Bool = false
    ) -> ScriptResult {
        runLock.lock()
        defer { runLock.unlock() }
        // The interpreter recurses on the host stack: give it a big one of its own.
        let done = DispatchSemaphore(value: 0)
        let work = UncheckedSendable(
            value: (self, source, file, firstLine, echoAs, echoesDeclarations, acceptedByCompiler))
        var result = ScriptResult()
        let resultBox = UncheckedSendable(value: ResultSlot())
        let thread = Thread {
            let (session, source, file, firstLine, echoAs, echoesDeclarations, accepted) = work.value
            resultBox.value.result = session.runOnThisThread(
                source, file: file, firstLine: firstLine, echoAs: echoAs, echoesDeclarations: echoesDeclarations,
                acceptedByCompiler: accepted)
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

    @_optimize(none) private func runOnThisThread(
        _ original: String, file: String, firstLine: Int, echoAs: String?, echoesDeclarations: Bool,
        acceptedByCompiler: Bool
    ) -> ScriptResult {
        let source = SourceNormalization.normalized(original)
        let text = SourceText(file: file, source: source, firstLine: firstLine)
        entryCount &+= 1
        let entry = entryCount
        interpreter.beginRun(file: file, firstLine: firstLine, source: text, entry: entry)
        var outcome = EntryOutcome()
        do {
            try parseCheckAndRun(
                source, entry: entry, echoAs: echoAs, echoesDeclarations: echoesDeclarations, outcome: &outcome)
        } catch {
            record(error, acceptedByCompiler: acceptedByCompiler, in: &outcome)
        }
        recordPendingFailures(in: &outcome)
        return finishedResult(outcome)
    }

    /// Parses the entry (its last expression bound to `echoAs`), checks and lowers it, and runs
    /// it; `outcome` learns the names to echo and whether the run started.
    @_optimize(none) private func parseCheckAndRun(
        _ source: String, entry: Int32, echoAs: String?, echoesDeclarations: Bool, outcome: inout EntryOutcome
    ) throws {
        var parser = try Parser(
            source: source, start: SourcePos(line: 1, column: 1, entry: entry), operators: operators,
            genericAliases: genericAliases)
        var program = try parser.parseProgram()
        operators = parser.operators
        genericAliases = parser.genericAliases
        if let echoAs, let last = program.last, case .expr(let expression) = last.kind {
            outcome.echoName = echoAs
            let binding = VarDecl(
                isLet: true, name: echoAs, tupleNames: nil, type: nil, initializer: expression,
                accessors: .none, modifiers: Modifiers(), attributes: [], pos: last.pos)
            program[program.count - 1] = Stmt(.variable(binding), last.pos)
        }
        if echoesDeclarations {
            outcome.declaredNames = Self.storedVariableNames(in: program).filter { $0 != echoAs }
        }
        try Checker(model: declarations).check(program)
        let before = declarations.snapshot()
        declarations.absorb(program)
        var lowering = TypedLowering(model: declarations)
        let lowered = lowering.lower(program)
        if let refusal = lowering.refusals.first {
            declarations.restore(before)
            throw refusal
        }
        outcome.started = true
        try interpreter.run(SlotResolver().resolve(lowered))
    }

    /// A diagnostic raised in code an earlier run declared is shown against that run's line.
    @_optimize(none) private func render(_ error: ScriptError) -> Diagnostic {
        interpreter.sources.text(of: error.pos).diagnostic(for: error)
    }

    /// The diagnostic for what ended the entry: a compile or run-time error, an error thrown to
    /// the top level, an optional chain's nil that escaped, or anything else.
    @_optimize(none) private func record(_ error: Error, acceptedByCompiler: Bool, in outcome: inout EntryOutcome) {
        switch error {
        case var error as ScriptError:
            if acceptedByCompiler, error.kind == .compile, let name = error.unknownName {
                error.message =
                    "'\(name)' is not in the workbook: swiftc knows it, the workbook's interpreter does not "
                    + "implement it (Sources/Script/UNSUPPORTED.md lists what it leaves out)"
            }
            var diagnostic = render(error)
            diagnostic.isWorkbookRefusal = acceptedByCompiler && (error.kind == .compile || error.kind == .unsupported)
            outcome.diagnostics.append(diagnostic)
            if error.kind == .stopped { outcome.stopped = true }
            outcome.refused = !outcome.started && error.kind == .compile
        case let thrown as ThrownValue:
            let message =
                "Fatal error: Error raised at top level: \(interpreter.descriptions.describe(thrown.value, debug: true))"
            outcome.diagnostics.append(render(ScriptError.runtime(message, at: thrown.pos)))
        case is OptionalChainNil:
            let escaped = ScriptError.runtime("optional chain escaped its expression", at: interpreter.lastPosition)
            outcome.diagnostics.append(render(escaped))
        default:
            outcome.diagnostics.append(render(ScriptError.runtime("\(error)", at: interpreter.lastPosition)))
        }
    }

    /// A failure left by a task or a deinitializer after the entry's own end.
    @_optimize(none) private func recordPendingFailures(in outcome: inout EntryOutcome) {
        if let failure = interpreter.pending.task {
            interpreter.pending.task = nil
            outcome.diagnostics.append(render(failure))
            if failure.kind == .stopped { outcome.stopped = true }
        }
        if let failure = interpreter.pending.deinitializer as? ScriptError {
            interpreter.pending.deinitializer = nil
            outcome.diagnostics.append(render(failure))
        }
    }

    /// The entry's result: output, diagnostics, and on success the echoed values.
    @_optimize(none) private func finishedResult(_ outcome: EntryOutcome) -> ScriptResult {
        let diagnostics = outcome.diagnostics
        var result = ScriptResult(
            output: interpreter.output.text, diagnostics: diagnostics,
            expectations: interpreter.output.expectations, wasStopped: outcome.stopped)
        result.refusedBeforeRunning = outcome.refused && diagnostics.count == 1
        // A run that ran and failed (a bound, Ctrl-C, a trap, an error in a task, a wait that
        // never ends) ends every task, as the program's end would: each suspended one holds a
        // host thread, which must not outlive the stop into the session's next entries.
        if outcome.started, !result.succeeded { interpreter.scheduler.abandonAll() }
        if result.succeeded, let echoName = outcome.echoName, let box = interpreter.globals.values[echoName],
            box.isInitialized
        {
            result.echo = echoedValue(box.value, name: echoName)
        }
        if result.succeeded {
            result.declared = outcome.declaredNames.compactMap { name in
                guard let box = interpreter.globals.values[name], box.isInitialized else { return nil }
                return echoedValue(box.value, name: name)
            }
        }
        return result
    }

    /// The names a program's top-level stored `let`/`var`s bind, left to right; not `_`
    /// (which the parser names `_LINE_COLUMN`).
    @_optimize(none) private static func storedVariableNames(in program: [Stmt]) -> [String] {
        program.flatMap { statement -> [String] in
            guard case .variable(let declaration) = statement.kind, declaration.isStored else { return [] }
            return (declaration.tupleNames ?? [declaration.name]).filter { name in
                !name.isEmpty && name != "_" && !(name.hasPrefix("_") && name.dropFirst().first?.isNumber == true)
            }
        }
    }

    @_optimize(none) private func echoedValue(_ value: Value, name: String) -> EchoedValue {
        var shown = value
        if case .optional(let wrapped?) = value { shown = wrapped }
        let description: String
        switch shown {
        case .string, .character, .substring: description = interpreter.descriptions.describe(shown, debug: true)
        case .structValue(let lazy) where Prelude.lazySequenceTypes.contains(lazy.type.name):
            // The prelude's lazy sequences hold what Swift's hold, but not under Swift's names (printing
            // one is refused up front); its elements are one `Array(…)` away.
            description = "(a lazy sequence: its closures run as it is walked; Array(…) of it shows its elements)"
        default: description = interpreter.descriptions.describe(shown)
        }
        let typeName = interpreter.descriptions.sugaredTypeName(of: value)
        return EchoedValue(name: name, dynamicTypeName: typeName, description: description)
    }

    /// Stops the evaluation running on another thread at its next step; the session stays usable.
    public func interrupt() {
        interpreter.interruptRequested.store(true, ordering: .relaxed)
    }

    /// `:expand Type` — the Swift text the `@Observable` expansion of a type produced, or nil.
    public func expansion(ofType name: String) -> String? {
        runLock.lock()
        defer { runLock.unlock() }
        return interpreter.registry.expansions[name]
    }

    /// `:vars` — the session's global variables: name, type, value description.
    public func variables() -> [(name: String, type: String, value: String)] {
        runLock.lock()
        defer { runLock.unlock() }
        return interpreter.globals.values.keys.sorted().compactMap { name in
            guard let box = interpreter.globals.values[name], box.isInitialized, box.computed == nil else { return nil }
            let type = box.declaredType?.description ?? interpreter.descriptions.sugaredTypeName(of: box.value)
            return (name, type, interpreter.descriptions.describe(box.value))
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
        let known = receiver.map { declarations.completions(prefix: prefix, receiver: $0) } ?? []
        return known.union(interpreter.completions(prefix: prefix, receiver: receiver)).sorted()
    }

    /// Forgets every declaration and variable.
    public func reset() {
        runLock.lock()
        defer { runLock.unlock() }
        interpreter.tearDown()
        interpreter = Interpreter(options: options)
        declarations = ScriptSession.freshDeclarations()
        operators = .standard
        genericAliases = GenericTypeAliases()
    }
}

/// What one entry's run has come to so far (`ScriptSession.runOnThisThread`).
private struct EntryOutcome {
    var diagnostics: [Diagnostic] = []
    var stopped = false
    /// The program passed its checks and began to run.
    var started = false
    /// Refused by a compile error before it ran.
    var refused = false
    /// The variable the entry's last expression was bound to, to echo.
    var echoName: String? = nil
    /// The top-level stored variables the entry declared, to echo.
    var declaredNames: [String] = []
}

private final class ResultSlot {
    var result = ScriptResult()
}
