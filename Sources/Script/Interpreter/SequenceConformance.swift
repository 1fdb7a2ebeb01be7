// A script type that conforms to `Sequence` by its `makeIterator()`: a `for … in` loop
// (and every sequence method) visits what the iterator's `next()` returns until nil.

import ScriptFrontEnd

extension ExtensionDispatch {
    func elements(ofSequence sequence: Value, pos: SourcePos) throws -> [Value] {
        var iterator = try self.iterator(of: sequence, making: "makeIterator", pos: pos)
        if case .array(let items) = iterator { return items }
        var result: [Value] = []
        while let element = try next(of: &iterator, pos: pos) { result.append(element) }
        return result
    }

    /// The iterator a loop over a script sequence walks (`for await` too, with `makeAsyncIterator`):
    /// what `make` returns, or a copy of the value when it is its own iterator
    /// (`Sequence, IteratorProtocol`; `AsyncSequence, AsyncIteratorProtocol`).
    func iterator(of sequence: Value, making make: String, pos: SourcePos) throws -> Value {
        guard interpreter.typeInfo(of: sequence)?.findMethod(make) != nil else { return sequence }
        var receiver = sequence
        return try interpreter.invokeMethod(
            &receiver, make, [], preevaluated: nil, in: interpreter.globals, pos: pos)
    }

    /// One step over a script iterator (a step of the run): its `next()`, nil at the end.
    func next(of iterator: inout Value, pos: SourcePos) throws -> Value? {
        try interpreter.tick(pos)
        let next = try interpreter.invokeMethod(
            &iterator, "next", [], preevaluated: nil, in: interpreter.globals, pos: pos)
        guard case .optional(let element?) = next else { return nil }
        return element
    }
}

extension TypeInfo {
    /// Conforms to `Sequence` by a `makeIterator()`, or by being its own iterator.
    var isScriptSequence: Bool {
        findMethod("makeIterator") != nil || (conforms(to: "IteratorProtocol") && findMethod("next") != nil)
    }
}
