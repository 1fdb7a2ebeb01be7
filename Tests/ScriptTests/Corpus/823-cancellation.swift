// Cancellation: `Task.checkCancellation()` and a cancelled `Task.sleep` throw a `CancellationError`
// (`catch is CancellationError` catches it; it prints as Swift prints it), a cancelled sleeper wakes at
// once, and a task group's `nextResult()`. The interpreter threw a string, so `catch is
// CancellationError` missed it; `CancellationError()` and `nextResult()` stopped mid-run.
let t = Task {
    do {
        try await Task.sleep(nanoseconds: 50_000_000)
        try Task.checkCancellation()
        print("not cancelled")
    } catch is CancellationError {
        print("cancelled!")
    } catch {
        print("other", error)
    }
}
t.cancel()
await t.value
func worker(_ id: Int) async -> String {
    do {
        try await Task.sleep(nanoseconds: UInt64(id) * 100_000_000)
        return "done \(id)"
    } catch {
        return "cancelled \(id) \(error)"
    }
}
let results = await withTaskGroup(of: String.self) { group -> [String] in
    for id in 1...3 { group.addTask { await worker(id) } }
    var out: [String] = []
    if let first = await group.next() { out.append(first) }
    group.cancelAll()
    // The cancelled ones finish in either order in compiled Swift (they wake on other threads).
    var rest: [String] = []
    for await r in group { rest.append(r) }
    return out + rest.sorted()
}
print(results)
let t2 = Task { () -> Int in
    var n = 0
    while !Task.isCancelled { n += 1; await Task.yield(); if n > 1000 { break } }
    return n
}
t2.cancel()
print(await t2.value < 1000)
do {
    try Task.checkCancellation()
    print("not cancelled at top")
} catch { print("?") }
print([CancellationError()], CancellationError())
debugPrint(CancellationError())
actor Counter {
    private var value = 0
    func increment(by n: Int = 1) -> Int { value += n; return value }
    var current: Int { value }
}
func fetch(_ id: Int) async throws -> String {
    try await Task.sleep(nanoseconds: UInt64(10 - id) * 1_000_000)
    if id == 3 { throw CancellationError() }
    return "item\(id)"
}
func runAll() async {
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 { group.addTask { _ = await counter.increment() } }
        }
        print(await counter.current)
        var collected: [String] = []
        await withThrowingTaskGroup(of: String.self) { group in
            for id in 1...4 { group.addTask { try await fetch(id) } }
            while let result = await group.nextResult() {
                switch result {
                case .success(let s): collected.append(s)
                case .failure(let e): print("failed:", e is CancellationError)
                }
            }
        }
        print(collected.sorted())
        let t = Task { () -> Int in
            var total = 0
            for i in 1...5 { total += i }
            return total
        }
        print(await t.value)
        async let a = fetch(1)
        async let b = fetch(2)
        print(try! await [a, b])
    }

await runAll()
