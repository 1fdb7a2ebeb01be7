// The variables of one scope, by name. Most scopes hold one to a few variables (a loop's
// `i`, a function's parameters) and every identifier evaluated looks through several of
// them: comparing a handful of names by their `NameKey` (two machine words, no call) beats
// hashing the name in every scope. A scope that grows large (the globals of a long REPL
// session) adds a hash index.

import ScriptFrontEnd

struct ScopeVariables: Sequence {
    private var entries: [(name: String, key: NameKey, box: Box)] = []
    /// Built once the scope holds more than `linearLimit` variables.
    private var index: [String: Int]?
    private static let linearLimit = 8

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    /// Names in the order they were first bound.
    var keys: [String] { entries.map(\.name) }
    var values: [Box] { entries.map(\.box) }

    subscript(name: String) -> Box? { box(named: name, key: NameKey(name)) }

    /// The variable `name` (whose key the caller made once for a walk through many scopes).
    func box(named name: String, key: NameKey) -> Box? {
        if let index { return index[name].map { entries[$0].box } }
        return entries.withUnsafeBufferPointer { buffer in
            for position in buffer.indices where buffer[position].key.names(name, sameAs: buffer[position].name, key) {
                return buffer[position].box
            }
            return nil
        }
    }

    /// The variable at `position` if it is `name`'s (a `NameSlot` checked before it is trusted).
    @inline(__always)
    func box(at position: Int, named name: String, key: NameKey) -> Box? {
        guard position < entries.count else { return nil }
        return entries.withUnsafeBufferPointer { buffer in
            buffer[position].key.names(name, sameAs: buffer[position].name, key) ? buffer[position].box : nil
        }
    }

    /// Where `name` is among the variables (a global `NameSlot` learning its place).
    func position(of name: String) -> Int? { position(of: name, key: NameKey(name)) }

    /// Room for `count` variables, so binding a function's parameters allocates once.
    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// Binds `name` (replacing an earlier variable of that name); returns the replaced box.
    mutating func updateValue(_ box: Box, forKey name: String) -> Box? {
        let key = NameKey(name)
        if let position = position(of: name, key: key) {
            let replaced = entries[position].box
            entries[position].box = box
            return replaced
        }
        entries.append((name, key, box))
        if index != nil {
            index![name] = entries.count - 1
        } else if entries.count > Self.linearLimit {
            index = Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].name, $0) })
        }
        return nil
    }

    /// Each variable was bound after the one before it (not so once a name is bound again).
    var isInDeclarationOrder: Bool {
        entries.count < 2 || zip(entries, entries.dropFirst()).allSatisfy { $0.box.serial < $1.box.serial }
    }

    /// Removes every variable, the newest first, keeping the storage for the next ones.
    mutating func removeAllNewestFirst() {
        index = nil
        while !entries.isEmpty { entries.removeLast() }
    }

    /// Removes every variable, the newest first, in the order they were created even when a
    /// name was bound again (the REPL), as Swift's cleanups release them.
    mutating func removeAllInReverseCreationOrder() {
        if !isInDeclarationOrder { entries.sort { $0.box.serial < $1.box.serial } }
        removeAllNewestFirst()
    }

    /// Like `removeAllNewestFirst`, but hands back the first variable's box (released last)
    /// instead of freeing it when nothing else holds it and it is a plain stored variable.
    mutating func removeAllNewestFirstKeepingFirstBox() -> Box? {
        index = nil
        while entries.count > 1 { entries.removeLast() }
        guard !entries.isEmpty else { return nil }
        var kept: Box? = nil
        if isKnownUniquelyReferenced(&entries[0].box) {
            let box = entries[0].box
            if box.computed == nil, box.observers == nil, !box.isWeak { kept = box }
        }
        entries.removeLast()
        return kept
    }

    private func position(of name: String, key: NameKey) -> Int? {
        if let index { return index[name] }
        return entries.firstIndex { $0.key.names(name, sameAs: $0.name, key) }
    }

    func makeIterator() -> LazyMapSequence<[(name: String, key: NameKey, box: Box)], (name: String, box: Box)>.Iterator
    {
        entries.lazy.map { (name: $0.name, box: $0.box) }.makeIterator()
    }
}
