// A script type that conforms to `Sequence` by its `makeIterator()`: a `for … in` loop
// (and every sequence method) visits what the iterator's `next()` returns until nil, one element at a
// time where Swift's loop interleaves them (`ElementStream`; the wrappers: `ProgramSequenceWrappers`).

import ScriptFrontEnd

extension ExtensionDispatch {
    func elements(ofSequence sequence: Value, pos: SourcePos) throws -> [Value] {
        var stream = try ElementStream(over: sequence, dispatch: self, pos: pos)
        var result: [Value] = []
        while let element = try stream.next() { result.append(element) }
        return result
    }

    /// `Array(s)` of a program's sequence: Swift's copy asks `underestimatedCount` first (a
    /// `Collection`'s is its `count`, which walks its indices), then walks the sequence.
    func copiedElements(ofSequence sequence: Value, pos: SourcePos) throws -> [Value] {
        if let type = interpreter.typeInfo(of: sequence),
            type.conforms(to: "Collection") || type.findComputed("underestimatedCount") != nil
                || type.findStored("underestimatedCount") != nil
        {
            _ = try interpreter.memberGet(sequence, "underestimatedCount", pos: pos)
        }
        return try elements(ofSequence: sequence, pos: pos)
    }

    /// The iterator a loop over a script sequence walks (`for await` too, with `makeAsyncIterator`):
    /// what `make` returns, or a copy of the value when it is its own iterator
    /// (`Sequence, IteratorProtocol`; `AsyncSequence, AsyncIteratorProtocol`).
    func iterator(of sequence: Value, making make: String, pos: SourcePos) throws -> Value {
        guard let type = interpreter.typeInfo(of: sequence) else { return sequence }
        guard type.findMethod(make) != nil else {
            // A collection without an iterator of its own walks its indices (Swift's `IndexingIterator`).
            guard make == "makeIterator", type.walksIndices else { return sequence }
            return try interpreter.preludeValue("_IndexingIterator", [sequence], labels: ["_elements"], pos: pos)
        }
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

extension ExtensionDispatch {
    /// Whether `name` with these labels is a method `steppedMethod` runs.
    static func isStepped(_ name: String, labels: [String?], count: Int) -> Bool {
        SteppedMethod(name, labels: labels, count: count, first: nil) != nil
    }

    /// `seq.map { … }`, `seq.first(where: …)`, … on a program's own sequence: one `next()`, then the
    /// closure on that element, as Swift's loop over the sequence does (a `next()` that prints
    /// interleaves with the closure; `first(where:)` stops asking once it has its element, so an
    /// endless sequence ends there). Nil for another method, which runs on all the elements.
    func steppedMethod(
        _ sequence: Value, _ name: String, _ arguments: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        guard let kind = SteppedMethod(name, labels: labels, count: arguments.count, first: arguments.first)
        else { return nil }
        switch kind {
        case .containsValue, .startsWith, .elementsEqual:
            return try compare(sequence, kind, arguments[0], pos: pos)
        default: break
        }
        guard case .function = arguments[arguments.count - 1] else { return nil }
        let body = arguments[arguments.count - 1]
        var accumulated = kind == .reduce ? arguments[0] : .void
        var collected: [Value] = []
        var stream = try ElementStream(over: sequence, dispatch: self, pos: pos)
        func call(_ values: [Value]) throws -> Value {
            try interpreter.callValue(body, values, labels: values.map { _ in nil }, pos: pos)
        }
        func holds(_ element: Value) throws -> Bool { try interpreter.truthy(try call([element]), pos) }
        while let element = try stream.next() {
            switch kind {
            case .map: collected.append(try call([element]))
            case .compactMap:
                // A closure's result is an Optional only where one was made (`nil`, `Int("x")`).
                switch try call([element]) {
                case .optional(let some?): collected.append(some)
                case .optional(nil): break
                case let plain: collected.append(plain)
                }
            case .filter: if try holds(element) { collected.append(element) }
            case .forEach: _ = try call([element])
            case .reduce: accumulated = try call([accumulated, element])
            case .firstWhere: if try holds(element) { return .optional(element) }
            case .containsWhere: if try holds(element) { return .bool(true) }
            case .allSatisfy: if !(try holds(element)) { return .bool(false) }
            case .prefixWhile:
                guard try holds(element) else { return .array(collected) }
                collected.append(element)
            case .containsValue, .startsWith, .elementsEqual: break  // taken above
            }
        }
        switch kind {
        case .map, .compactMap, .filter, .prefixWhile: return .array(collected)
        case .containsValue, .startsWith, .elementsEqual: return .bool(false)  // taken above
        case .forEach: return .void
        case .reduce: return accumulated
        case .firstWhere: return .optional(nil)
        case .containsWhere: return .bool(false)
        case .allSatisfy: return .bool(true)
        }
    }
}

extension ExtensionDispatch {
    /// `contains(x)`, `starts(with:)` and `elementsEqual(_:)` in the standard library's order: one
    /// `next()` of this sequence, then one of the other, and no more once the answer is known.
    fileprivate func compare(_ sequence: Value, _ kind: SteppedMethod, _ other: Value, pos: SourcePos) throws -> Value {
        if kind == .containsValue, let type = interpreter.typeInfo(of: sequence),
            let decl = type.findMethod("_customContains")?.first
        {
            // A lazy chain may answer without a walk (a filter asks its predicate about `other` first).
            let answer = try interpreter.callFunctionDecl(
                decl, type: interpreter.definingType(of: decl, in: type), self: sequence, args: [other], labels: [nil],
                pos: pos)
            if case .optional(let known?) = answer { return known }
        }
        var mine = try ElementStream(over: sequence, dispatch: self, pos: pos)
        if kind == .containsValue {
            while let element = try mine.next() {
                if valuesEqual(element, other) { return .bool(true) }
            }
            return .bool(false)
        }
        var theirs = try ElementStream(overAny: other, dispatch: self, pos: pos)
        return .bool(try inStep(&mine, &theirs, prefixOnly: kind == .startsWith))
    }

    /// `set.contains(x)` or `range.contains(x)` where the collection answers without a walk (Swift's
    /// `_customContainsEquatableElement`); nil for any other.
    func directContains(_ collection: Value, _ element: Value, pos: SourcePos) throws -> Value {
        if case .set(let set) = collection { return .optional(.bool(set.contains(element))) }
        return .optional(try interpreter.rangeContains(collection, element, pos: pos).map(Value.bool))
    }

    /// `starts(with:)` (`prefixOnly`) or `elementsEqual(_:)`: the standard library's loop, one
    /// element of each in turn.
    func inStep(_ mine: inout ElementStream, _ theirs: inout ElementStream, prefixOnly: Bool) throws -> Bool {
        while true {
            let element = try mine.next()
            if prefixOnly, element == nil { return try theirs.next() == nil }
            let expected = try theirs.next()
            switch (element, expected) {
            case (let element?, let expected?): if !valuesEqual(element, expected) { return false }
            case (_?, nil): return prefixOnly
            case (nil, _?): return false
            case (nil, nil): return true
            }
        }
    }
}

/// The sequence methods that visit a program's sequence one element at a time.
private enum SteppedMethod {
    case map, compactMap, filter, forEach, reduce, firstWhere, containsWhere, allSatisfy, prefixWhile
    /// `contains(3)`, `starts(with: [1, 2])`, `elementsEqual(other)`: they stop asking at the
    /// first answer, as Swift's loops do.
    case containsValue, startsWith, elementsEqual

    /// `first` is the first argument's value, nil before the arguments are evaluated (then only
    /// whether the call is one of these matters).
    init?(_ name: String, labels: [String?], count: Int, first: Value?) {
        let label = labels.first ?? nil
        switch (name, label, count) {
        case ("map", nil, 1): self = .map
        case ("compactMap", nil, 1): self = .compactMap
        case ("filter", nil, 1): self = .filter
        case ("forEach", nil, 1): self = .forEach
        case ("reduce", nil, 2) where labels.count == 2: self = .reduce
        // A trailing closure has no label: `first { … }` is `first(where:)`, `prefix { … }` is
        // `prefix(while:)` (`prefix(2)` of a program's sequence is the prelude's `PrefixSequence`).
        case ("first", "where", 1), ("first", nil, 1): self = .firstWhere
        case ("contains", "where", 1): self = .containsWhere
        case ("contains", nil, 1):
            // Before the arguments are evaluated (`first` nil) either is stepped.
            if case .function = first {
                self = .containsWhere
            } else {
                self = first == nil ? .containsWhere : .containsValue
            }
        case ("starts", "with", 1): self = .startsWith
        case ("elementsEqual", nil, 1): self = .elementsEqual
        case ("allSatisfy", nil, 1): self = .allSatisfy
        case ("prefix", "while", 1), ("prefix", nil, 1): self = .prefixWhile
        default: return nil
        }
    }
}

extension TypeInfo {
    /// Conforms to `Sequence` by a `makeIterator()`, or by being its own iterator.
    var isScriptSequence: Bool {
        findMethod("makeIterator") != nil || (conforms(to: "IteratorProtocol") && findMethod("next") != nil)
            || walksIndices
    }

    /// A `Collection` with neither an iterator of its own nor a `next()`: its elements are its indices' (Swift's
    /// `IndexingIterator`).
    var walksIndices: Bool {
        conforms(to: "Collection") && findMethod("makeIterator") == nil && findMethod("next") == nil
    }
}
