import ScriptFrontEnd

// The evaluator's side of StackHeadroom (which the front end owns for reading): out of stack,
// the run stops and the session lives on.
extension StackHeadroom {
    static let evaluationMessage =
        "execution stopped: recursion too deep (an expression nested too deeply, or a "
        + "function, initializer, getter, setter, didSet or deinit that ends up calling itself?)"

    /// Called on every evaluation step: the check itself is inlined from the front end.
    @inline(__always)
    static func ensureForRunning(at pos: SourcePos) throws {
        if !isEnough() { throw ScriptError.stopped(evaluationMessage, at: pos) }
    }
}
