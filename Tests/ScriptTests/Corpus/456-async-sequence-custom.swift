// A program's own AsyncSequence: `for await` asks for one element at a time, so the body runs
// between two calls of next(); `for try await` in a generic function; `break` stops asking.
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            print("  producing \(current)")
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

for await n in Countdown(start: 3) {
    print("T-\(n)")
}
print("liftoff")

func collect<S: AsyncSequence>(_ sequence: S, limit: Int) async throws -> [S.Element] {
    var out: [S.Element] = []
    for try await element in sequence {
        if out.count == limit { break }
        out.append(element)
    }
    return out
}
print(try await collect(Countdown(start: 5), limit: 2))
