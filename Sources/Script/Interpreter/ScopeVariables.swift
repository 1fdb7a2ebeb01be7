// The variables of one scope, by name. Most scopes hold one to a few variables (a loop's
// `i`, a function's parameters) and every identifier evaluated looks through several of
// them: comparing a handful of short names beats hashing the name in every scope. A scope
// that grows large (the globals of a long REPL session) adds a hash index.

struct ScopeVariables: Sequence {
    private var entries: [(name: String, box: Box)] = []
    /// Built once the scope holds more than `linearLimit` variables.
    private var index: [String: Int]?
    private static let linearLimit = 8

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    /// Names in the order they were first bound.
    var keys: [String] { entries.map(\.name) }
    var values: [Box] { entries.map(\.box) }

    subscript(name: String) -> Box? {
        if let index { return index[name].map { entries[$0].box } }
        // Lengths first: comparing two different names of unequal length costs a call.
        let length = name.utf8.count
        return entries.withUnsafeBufferPointer { buffer in
            for position in buffer.indices
            where buffer[position].name.utf8.count == length && buffer[position].name == name {
                return buffer[position].box
            }
            return nil
        }
    }

    /// Binds `name` (replacing an earlier variable of that name); returns the replaced box.
    mutating func updateValue(_ box: Box, forKey name: String) -> Box? {
        if let position = position(of: name) {
            let replaced = entries[position].box
            entries[position].box = box
            return replaced
        }
        entries.append((name, box))
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

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return entries.firstIndex { $0.name == name }
    }

    func makeIterator() -> IndexingIterator<[(name: String, box: Box)]> { entries.makeIterator() }
}
