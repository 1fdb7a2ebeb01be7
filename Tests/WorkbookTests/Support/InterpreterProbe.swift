import Testing
import Script

/// Whether the interpreter behind ScriptSession is in this build (branch `script`). Tests
/// that need Swift to actually run are enabled only then, and say so when skipped.
enum InterpreterProbe {
    static let available: Bool = {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        return session.run("print(40 + 2)").output == "42\n"
    }()

    static let skipReason: Comment = "needs the interpreter (branch script); ScriptSession.run does not run code in this build"
}
