// The six operations of issue 2, written once and run on every side.
import Synchronization

final class FireCount: Sendable {
    let value = Atomic<Int>(0)
    func add() { value.add(1, ordering: .relaxed) }
}

enum Workloads {
    static func all<S: BenchSide>(_: S.Type) -> [Workload] {
        [
            Workload(name: "untracked read", operations: 2_000_000) { n in
                let counter = S.make()
                var sum = 0
                for _ in 0..<n { sum &+= S.read(counter) }
                consume(sum)
            },
            Workload(name: "write, no observers", operations: 2_000_000) { n in
                let counter = S.make()
                for i in 0..<n { S.write(counter, i &+ 1) }
                consume(counter)
            },
            Workload(name: "tracked read", operations: 200_000) { n in
                let counter = S.make()
                let sum = S.track(
                    {
                        var sum = 0
                        for _ in 0..<n { sum &+= S.read(counter) }
                        return sum
                    }, onChange: {})
                consume(sum)
            },
            Workload(name: "install + fire", operations: 100_000) { n in
                let counter = S.make()
                let fired = FireCount()
                for i in 0..<n {
                    _ = S.track({ S.read(counter) }, onChange: { fired.add() })
                    S.write(counter, i &+ 1)
                }
                consume(fired)
            },
            .timing(name: "1 mutation → 1,000 trackers", operations: 50) { n in
                // Installing is set-up; the time that counts is the one mutation per round.
                var total: Double = 0
                for round in 0..<n {
                    let counter = S.make()
                    let fired = FireCount()
                    for _ in 0..<1_000 { _ = S.track({ S.read(counter) }, onChange: { fired.add() }) }
                    total += measure { S.write(counter, round &+ 1) }
                    consume(fired)
                }
                return total
            },
            Workload(name: "1 tracking reads 1,000 objects", operations: 200) { n in
                let counters = (0..<1_000).map { _ in S.make() }
                let fired = FireCount()
                for round in 0..<n {
                    _ = S.track(
                        {
                            var sum = 0
                            for counter in counters { sum &+= S.read(counter) }
                            return sum
                        }, onChange: { fired.add() })
                    S.write(counters[round % counters.count], round &+ 1)
                }
                consume(fired)
            },
        ]
    }
}
