import Synchronization

/// The identity of one observable property, independent of how it was named.
///
/// Compiled code names properties by key path, the interpreter by name. Both are interned
/// into a small integer so the hot paths (tracked reads, lookups on mutation) hash an `Int`
/// instead of walking a key path's components.
public struct PropertyID: Hashable, Sendable, CustomStringConvertible {
    let index: Int

    /// The id of a property known by name (the interpreter's objects). Same name, same id.
    public init(name: String) {
        index = PropertyTable.shared.intern(.name(name))
    }

    /// The id of a stored property of compiled code. Equal key paths give the same id.
    public init<Root, Value>(_ keyPath: KeyPath<Root, Value>) {
        index = PropertyTable.shared.intern(.keyPath(keyPath))
    }

    /// The property's name as a learner would write it: `name`, or `\UserProfile.name`.
    public var name: String { PropertyTable.shared.name(of: index) }

    public var description: String { name }
}

/// The intern table behind `PropertyID`: one entry per distinct name or key path, ever.
final class PropertyTable: Sendable {
    static let shared = PropertyTable()

    enum Key: Hashable, @unchecked Sendable {
        case name(String)
        case keyPath(AnyKeyPath)
    }

    private struct Table {
        var indices: [Key: Int] = [:]
        var names: [String] = []
    }

    private let table = Mutex(Table())

    func intern(_ key: Key) -> Int {
        table.withLock { table in
            if let index = table.indices[key] { return index }
            let index = table.names.count
            table.indices[key] = index
            table.names.append(Self.displayName(of: key))
            return index
        }
    }

    func name(of index: Int) -> String {
        table.withLock { $0.names.indices.contains(index) ? $0.names[index] : "?" }
    }

    private static func displayName(of key: Key) -> String {
        switch key {
        case .name(let name):
            return name
        case .keyPath(let keyPath):
            // `\UserProfile.name` → `name`: the trace already names the subject's type.
            let text = String(describing: keyPath)
            if let dot = text.firstIndex(of: ".") {
                return String(text[text.index(after: dot)...])
            }
            return text
        }
    }
}
