import ViewRuntime

/// Counts initialiser calls of test models without global state: each test installs its own
/// counter for the duration of the test (tests run in parallel).
final class InitCounter: @unchecked Sendable {
    var count = 0
    @TaskLocal static var current = InitCounter()
    static func tick() -> Int {
        current.count += 1
        return current.count
    }
}

func withInitCounter(_ body: (InitCounter) throws -> Void) rethrows {
    let counter = InitCounter()
    try InitCounter.$current.withValue(counter) { try body(counter) }
}
