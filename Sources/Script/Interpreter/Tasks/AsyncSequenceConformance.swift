// A script type that conforms to `AsyncSequence` by its `makeAsyncIterator()`: `for await`
// (and `for try await`) asks the iterator's `next()` for one element at a time, running the
// loop's body before the next one, as Swift does (an async sequence is produced on demand).

import ScriptFrontEnd

extension TaskRuntime {
    func iterateAsyncSequence(_ sequence: Value, pos: SourcePos, _ body: (Value) throws -> Flow) throws -> Flow {
        let label = interpreter.takeLoopLabel()
        let dispatch = interpreter.extensionDispatch
        var iterator = try dispatch.iterator(of: sequence, making: "makeAsyncIterator", pos: pos)
        while let element = try dispatch.next(of: &iterator, pos: pos) {
            switch try body(element) {
            case .normal: continue
            case .continueLoop(let target) where target == nil || target == label: continue
            case .breakLoop(let target) where target == nil || target == label: return .normal
            case let flow: return flow
            }
        }
        return .normal
    }
}

extension TypeInfo {
    /// Conforms to `AsyncSequence` by a `makeAsyncIterator()`, or by being its own async iterator.
    var isScriptAsyncSequence: Bool {
        findMethod("makeAsyncIterator") != nil || (conforms(to: "AsyncIteratorProtocol") && findMethod("next") != nil)
    }
}
