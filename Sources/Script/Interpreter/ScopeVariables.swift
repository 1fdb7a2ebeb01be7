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
        for entry in entries where entry.name == name { return entry.box }
        return nil
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

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return entries.firstIndex { $0.name == name }
    }

    func makeIterator() -> IndexingIterator<[(name: String, box: Box)]> { entries.makeIterator() }
}
