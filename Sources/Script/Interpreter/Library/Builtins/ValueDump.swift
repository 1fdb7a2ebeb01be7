// `dump(_:name:indent:maxDepth:maxItems:)`: a value's mirror, one line per child, as the standard
// library's `dump` writes it (Dump.swift and OutputStream.swift's `_dumpPrint_unlocked` in
// swiftlang/swift): a bullet (`-` no children, `▿` children shown, `▹` depth exhausted), the child's
// name, a summary (element counts for collections and tuples, a custom description, or the qualified
// type name), ` #n` after each class instance (its number in this dump; seen again, it is not opened).
// The whole text is built before any of it is written, so a value it cannot mirror exactly (a
// closure, a metatype, an `@Observable` class whose registrar Swift would show) prints nothing.

import ScriptFrontEnd

struct ValueDump {
    let descriptions: ValueDescriptions
    private(set) var text = ""
    private var itemsLeft: Int
    let moduleName: String
    private var visited: [ObjectIdentifier: Int] = [:]
    private let pos: SourcePos

    init(descriptions: ValueDescriptions, maxItems: Int, moduleName: String, pos: SourcePos) {
        self.descriptions = descriptions
        self.itemsLeft = maxItems
        self.moduleName = moduleName
        self.pos = pos
    }

    /// One value and, depth allowing, its children, each `indent + 2` further in.
    mutating func dump(_ value: Value, name: String?, indent: Int, maxDepth: Int) throws {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        let mirror = try Mirrored(value, self)
        text += String(repeating: " ", count: indent)
        text += mirror.children.isEmpty ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        if let name { text += name + ": " }
        text += mirror.summary
        if case .object(let instance) = value {
            let id = ObjectIdentifier(instance)
            if let previous = visited[id] {
                text += " #\(previous)\n"
                return
            }
            visited[id] = visited.count
            text += " #\(visited[id]!)"
        }
        text += "\n"
        guard maxDepth > 0 else { return }
        if let superclass = mirror.superclass, case .object(let instance) = value {
            try dumpSuperclass(superclass, of: instance, indent: indent + 2, maxDepth: maxDepth - 1)
        }
        try dumpChildren(mirror.children, indent: indent, maxDepth: maxDepth)
    }

    /// `super: main.Base` and the properties `Base` declares, then its own superclass's.
    private mutating func dumpSuperclass(_ type: TypeInfo, of instance: Instance, indent: Int, maxDepth: Int) throws {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        let children = Mirrored.ownProperties(of: type, in: instance.fields, self)
        text += String(repeating: " ", count: indent)
        text += children.isEmpty ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        text += "super: \(moduleName).\(descriptions.qualifiedName(type))\n"
        guard maxDepth > 0 else { return }
        if let superclass = type.superclass {
            try dumpSuperclass(superclass, of: instance, indent: indent + 2, maxDepth: maxDepth - 1)
        }
        try dumpChildren(children, indent: indent, maxDepth: maxDepth)
    }

    /// The children in order; once `maxItems` is spent, a count of those left instead.
    private mutating func dumpChildren(_ children: [(String?, Value)], indent: Int, maxDepth: Int) throws {
        for (index, (name, child)) in children.enumerated() {
            if itemsLeft <= 0 {
                let remainder = children.count - index
                text += String(repeating: " ", count: indent + 4) + "(\(remainder)"
                text += (index > 0 ? " more" : "") + (remainder == 1 ? " child)\n" : " children)\n")
                return
            }
            try dump(child, name: name, indent: indent + 2, maxDepth: maxDepth - 1)
        }
    }

    func refusal(_ what: String) -> ScriptError {
        ScriptError.cannotRun("'dump' of \(what)", at: pos)
    }
}
