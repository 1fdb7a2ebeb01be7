// A script type that conforms to `Sequence` by its `makeIterator()`: a `for … in` loop
// (and every sequence method) visits what the iterator's `next()` returns until nil.

import ScriptFrontEnd

extension ExtensionDispatch {
    func elements(ofSequence sequence: Value, pos: SourcePos) throws -> [Value] {
        var receiver = sequence
        // A type that is its own iterator (`Sequence, IteratorProtocol`) iterates a copy of itself.
        var iterator =
            interpreter.typeInfo(of: sequence)?.findMethod("makeIterator") == nil
            ? sequence
            : try interpreter.invokeMethod(
                &receiver, "makeIterator", [], preevaluated: nil, in: interpreter.globals, pos: pos)
        if case .array(let items) = iterator { return items }
        var result: [Value] = []
        while true {
            try interpreter.tick(pos)
            let next = try interpreter.invokeMethod(
                &iterator, "next", [], preevaluated: nil, in: interpreter.globals, pos: pos)
            guard case .optional(let element?) = next else { return result }
            result.append(element)
        }
    }
}

extension TypeInfo {
    /// Conforms to `Sequence` by a `makeIterator()`, or by being its own iterator.
    var isScriptSequence: Bool {
        findMethod("makeIterator") != nil || (conforms(to: "IteratorProtocol") && findMethod("next") != nil)
    }
}
