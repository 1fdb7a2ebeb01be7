import Foundation

/// Collects what callbacks saw, from any thread — `onChange` closures are `@Sendable` and
/// may run on the mutating thread, so graders cannot use a plain array.
public final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []

    public init() {}

    public func record(_ value: Value) {
        lock.lock()
        items.append(value)
        lock.unlock()
    }

    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    public var count: Int { values.count }
}

extension Recorder where Value == Void {
    public func tick() { record(()) }
}
