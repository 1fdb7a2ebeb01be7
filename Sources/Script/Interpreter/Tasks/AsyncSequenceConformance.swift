// A script type that conforms to `AsyncSequence` by its `makeAsyncIterator()`: `for await`
// (and `for try await`) asks the iterator's `next()` for one element at a time, running the
// loop's body before the next one, as Swift does (an async sequence is produced on demand).

import ScriptFrontEnd

extension TaskRuntime {
    func iterateAsyncSequence(_ sequence: Value, pos: SourcePos, _ body: (Value) throws -> Flow) throws -> Flow {
        let label = interpreter.takeLoopLabel()
        var receiver = sequence
        // A type that is its own iterator (`AsyncSequence, AsyncIteratorProtocol`) iterates a copy of itself.
        var iterator =
            interpreter.typeInfo(of: sequence)?.findMethod("makeAsyncIterator") == nil
            ? sequence
            : try interpreter.invokeMethod(
                &receiver, "makeAsyncIterator", [], preevaluated: nil, in: interpreter.globals, pos: pos)
        while true {
            try interpreter.tick(pos)
            let next = try interpreter.invokeMethod(
                &iterator, "next", [], preevaluated: nil, in: interpreter.globals, pos: pos)
            guard case .optional(let element?) = next else { return .normal }
            switch try body(element) {
            case .normal: continue
            case .continueLoop(let target) where target == nil || target == label: continue
            case .breakLoop(let target) where target == nil || target == label: return .normal
            case let flow: return flow
            }
        }
    }
}

extension TypeInfo {
    /// Conforms to `AsyncSequence` by a `makeAsyncIterator()`, or by being its own async iterator.
    var isScriptAsyncSequence: Bool {
        findMethod("makeAsyncIterator") != nil || (conforms(to: "AsyncIteratorProtocol") && findMethod("next") != nil)
    }
}
