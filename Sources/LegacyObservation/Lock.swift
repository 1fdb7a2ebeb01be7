import Foundation

// A tiny mutual-exclusion helper shared by this module's publishers.
final class Lock: @unchecked Sendable {
    private let lock = NSLock()
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
