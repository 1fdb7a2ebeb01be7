// What the REPL and the lesson engine ask of an interpreter session. The interpreter
// (module Script, `ScriptSession`) is the one implementation; its clients hold `any
// ScriptSessionProtocol` and are handed a `MakeScriptSession`, so they compile without the
// interpreter's module: beside its optimized build rather than after it, and a change to the
// interpreter recompiles neither them nor the lesson engine.

/// One persistent program: every `run` sees the declarations and variables of earlier runs.
public protocol ScriptSessionProtocol: AnyObject, Sendable {
    var options: ScriptOptions { get }
    /// Runs source text in this session. `firstLine` numbers the first line (lessons pass
    /// the line of the code block in the Markdown file so diagnostics point into it).
    /// `echoAs` (the REPL's `$R0`): a final bare expression is bound to that name, as the
    /// Swift REPL does, and returned in `ScriptResult.echo`. `acceptedByCompiler`: swiftc has
    /// just accepted this source, so a name the checks cannot find is Swift's, not a typo.
    /// (Callers write `run(_:file:firstLine:echoAs:acceptedByCompiler:)`, below, with its defaults.)
    func run(
        source: String, file: String, firstLine: Int, echoAs: String?, acceptedByCompiler: Bool
    ) -> ScriptResult
    /// Stops the evaluation running on another thread at its next step; the session stays usable.
    func interrupt()
    /// `:expand Type` — the Swift text the `@Observable` expansion of a type produced, or nil.
    func expansion(ofType name: String) -> String?
    /// `:vars` — the session's global variables: name, type, value description.
    func variables() -> [(name: String, type: String, value: String)]
    /// `:deps board.home` — the object a global variable holds (its identity and type
    /// name, as the trace names it), or nil when the variable does not hold an object.
    func object(inVariable name: String) -> (id: ObjectIdentifier, typeName: String)?
    /// Completion candidates: identifiers in scope starting with `prefix`, or, when
    /// `receiver` is given (the text before a `.`), that value's members.
    func completions(prefix: String, receiver: String?) -> [String]
    /// Forgets every declaration and variable.
    func reset()
}

// Requirements cannot have default arguments: these give them, under other labels than the
// requirements' so that they cannot be taken for default implementations of them.
extension ScriptSessionProtocol {
    public func run(
        _ source: String, file: String = "<repl>", firstLine: Int = 1, echoAs: String? = nil,
        acceptedByCompiler: Bool = false
    ) -> ScriptResult {
        run(source: source, file: file, firstLine: firstLine, echoAs: echoAs, acceptedByCompiler: acceptedByCompiler)
    }

}

/// Starts a fresh session with these options (the workbook passes `ScriptSession.init`).
public typealias MakeScriptSession = @Sendable (ScriptOptions) -> any ScriptSessionProtocol
