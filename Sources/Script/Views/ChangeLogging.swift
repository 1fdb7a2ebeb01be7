import ViewRuntime

// `Self._printChanges()` and `Self._logChanges()` in a script view's body print SwiftUI's
// line for why the body runs (`Row: @self, @identity, _count changed.`); see ViewRuntime's
// BodyChanges for the format and its sources. Outside a body they print nothing.

extension Interpreter {
    func viewStaticCall(_ info: TypeInfo, _ name: String, _ args: [Argument], pos: SourcePos) throws -> Value? {
        guard name == "_printChanges" || name == "_logChanges", isViewType(info) else { return nil }
        guard args.isEmpty else {
            throw ScriptError.compile("argument passed to call that takes no arguments", at: pos)
        }
        if let line = ViewHost.changesOfCurrentBody { try write(line + "\n", at: pos) }
        return .void
    }

    /// `file:line` of a position in the code running now (the REPL's `:deps` and `:why`).
    /// Positions do not say which run's source they belong to: code declared by an earlier
    /// input (a method, a button's closure) has positions in that input. So when `name` is
    /// given and the current source's line there does not mention it, the place is unknown.
    func site(of pos: SourcePos, mentioning name: String? = nil) -> String? {
        guard pos != .unknown else { return nil }
        if let name, let text = sourceText?.line(pos.line), !text.contains(name) { return nil }
        // The file's name only: a lesson's output must not depend on where the package is.
        let file = currentFile.split(separator: "/").last.map(String.init) ?? currentFile
        return "\(file):\(pos.line + firstLine - 1)"
    }
}
