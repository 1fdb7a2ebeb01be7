import Foundation
import ScriptFrontEnd

/// The way back to the interpreter from what may outlive its session: types and instances a
/// script value still holds, onChange handlers, task threads. Not a `weak` reference: one
/// weak reference gives the interpreter a side table, and from then on every retain and
/// release of it takes the runtime's slow path (a quarter of a hot loop's time). The link
/// holds the interpreter until `tearDown` cuts it; a lock, because task threads read it.
final class InterpreterLink: @unchecked Sendable {
    private let lock = NSLock()
    private var target: Interpreter?

    init(_ interpreter: Interpreter) { target = interpreter }

    /// nil once the session ended.
    var interpreter: Interpreter? {
        lock.lock()
        defer { lock.unlock() }
        return target
    }

    func cut() {
        lock.lock()
        let old = target
        target = nil
        lock.unlock()
        withExtendedLifetime(old) {}
    }
}
