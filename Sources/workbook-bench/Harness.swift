import Foundation

/// Wall-clock time of `body`, in nanoseconds.
func measure(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Keeps a value alive as far as the optimiser can tell.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One benchmark: `run(n)` performs `n` operations and returns the nanoseconds they took
/// (so set-up inside a round can be left out); the result is ns per operation, the median
/// of `rounds` rounds, after one warm-up round.
struct Workload {
    let name: String
    let operations: Int
    let run: (Int) -> Double

    /// A workload whose whole body is the operations being timed.
    init(name: String, operations: Int, _ body: @escaping (Int) -> Void) {
        self.name = name
        self.operations = operations
        self.run = { n in measure { body(n) } }
    }

    /// A workload that times only part of each round itself and returns the nanoseconds.
    static func timing(name: String, operations: Int, _ run: @escaping (Int) -> Double) -> Workload {
        Workload(name: name, operations: operations, run: run)
    }

    private init(name: String, operations: Int, run: @escaping (Int) -> Double) {
        self.name = name
        self.operations = operations
        self.run = run
    }

    func nanosecondsPerOperation(rounds: Int) -> Double {
        _ = run(operations)
        return median((0..<rounds).map { _ in run(operations) / Double(operations) })
    }
}
