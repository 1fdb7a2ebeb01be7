import Foundation

/// Names objects the way every REPL view of the runtime does: type and a number in order
/// of first appearance (`Board#1`), shared by the trace, `:deps` and `:why` so one object
/// has one name in all three.
final class ObjectNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]
    private var counters: [String: Int] = [:]

    func name(_ id: ObjectIdentifier, typeName: String) -> String {
        lock.withLock {
            if let known = names[id] { return known }
            let number = (counters[typeName] ?? 0) + 1
            counters[typeName] = number
            let name = "\(typeName)#\(number)"
            names[id] = name
            return name
        }
    }

    /// Numbering starts again (a fresh session).
    func forget() {
        lock.withLock {
            names = [:]
            counters = [:]
        }
    }
}
