// Walking a program's own sequence one element at a time, as Swift's loops do.

import ScriptFrontEnd

/// One pass over a program's sequence, an element at a time: one `next()` call each, or, when its
/// `makeIterator()` returned a builtin iterator (an array's), that iterator's items. Each element is
/// a step of the run.
struct ElementStream {
    private let dispatch: ExtensionDispatch
    private let pos: SourcePos
    private var iterator: Value
    private var items: IndexingIterator<[Value]>?

    init(over sequence: Value, dispatch: ExtensionDispatch, pos: SourcePos) throws {
        let iterator = try dispatch.iterator(of: sequence, making: "makeIterator", pos: pos)
        var items: IndexingIterator<[Value]>?
        if case .array(let values) = iterator { items = values.makeIterator() }
        self.init(dispatch: dispatch, pos: pos, iterator: iterator, items: items)
    }

    /// Over a program's sequence, or over a builtin one's elements (an array, a range, a string …).
    init(overAny sequence: Value, dispatch: ExtensionDispatch, pos: SourcePos) throws {
        if dispatch.interpreter.typeInfo(of: sequence)?.isScriptSequence == true {
            try self.init(over: sequence, dispatch: dispatch, pos: pos)
        } else {
            self.init(items: try dispatch.interpreter.elements(of: sequence, pos: pos), dispatch: dispatch, pos: pos)
        }
    }

    /// Over a builtin sequence's elements.
    init(items: [Value], dispatch: ExtensionDispatch, pos: SourcePos) {
        self.init(dispatch: dispatch, pos: pos, iterator: .void, items: items.makeIterator())
    }

    private init(dispatch: ExtensionDispatch, pos: SourcePos, iterator: Value, items: IndexingIterator<[Value]>?) {
        self.dispatch = dispatch
        self.pos = pos
        self.iterator = iterator
        self.items = items
    }

    mutating func next() throws -> Value? {
        guard items != nil else { return try dispatch.next(of: &iterator, pos: pos) }
        try dispatch.interpreter.tick(pos)
        return items?.next()
    }
}
