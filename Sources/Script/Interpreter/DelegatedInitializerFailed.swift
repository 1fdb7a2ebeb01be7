import ScriptFrontEnd

// A failable initializer's delegate (`self.init(…)`, `super.init(…)`) that returned nil: in
// Swift the delegating initializer fails with it at once, running none of its own body after
// the call. Thrown from the call, caught by the initializer that made it.

struct DelegatedInitializerFailed: Error {
    let pos: SourcePos

    /// The delegating initializer's answer: it fails too when it is failable; a non-failable
    /// one can only have reached a failable delegate through `!`, which traps on nil.
    func failing(_ initializer: FunctionDecl) throws -> Bool {
        guard initializer.isFailable else {
            throw Interpreter.unwrappedNil(at: pos)
        }
        return true
    }
}
