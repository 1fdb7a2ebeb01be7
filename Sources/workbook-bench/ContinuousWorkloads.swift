// SE-0506's continuous form against what it replaces, on the built-in runtime only (the
// toolchain here, Swift 6.3.1, has no `withContinuousObservation`): the cost of one change
// seen by an observer that keeps going.
import Foundation
import ObservationRuntime
import Synchronization

enum ContinuousWorkloads {
    /// Lesson 3's loop: `onChange` installs the tracking again, synchronously, in willSet.
    static func reinstallInOnChange(changes: Int) -> Double {
        nonisolated(unsafe) let counter = KeyPathCounter()
        let seen = FireCount()
        @Sendable func observe() {
            _ = ObservationRuntime.withObservationTracking({ counter.value }) {
                seen.add()
                observe()
            }
        }
        observe()
        return measure {
            for i in 0..<changes { counter.value = i &+ 1 }
        }
    }

    /// The continuous form: each change wakes the loop, which calls the closure on the main
    /// actor at its next suspension. Timed per change until that call has happened.
    @MainActor
    static func continuous(changes: Int) async -> Double {
        nonisolated(unsafe) let counter = KeyPathCounter()
        let seen = FireCount()
        let token = withContinuousObservation(options: .willSet) { _ in
            consume(counter.value)
            seen.add()
        }
        while seen.value.load(ordering: .relaxed) == 0 { await Task.yield() }
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<changes {
            counter.value = i &+ 1
            while seen.value.load(ordering: .relaxed) < i + 2 { await Task.yield() }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        token.cancel()
        return elapsed
    }

    /// `Observations`, the async alternative: one value per change, awaited the same way.
    @MainActor
    static func observations(changes: Int) async -> Double {
        nonisolated(unsafe) let counter = KeyPathCounter()
        var iterator = Observations { counter.value }.makeAsyncIterator()
        _ = await iterator.next()
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<changes {
            counter.value = i &+ 1
            consume(await iterator.next())
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    @MainActor
    static func report(rounds: Int) async {
        let changes = 20_000
        var reinstall: [Double] = []
        var continuousTimes: [Double] = []
        var observationTimes: [Double] = []
        _ = reinstallInOnChange(changes: changes)
        _ = await continuous(changes: changes)
        for _ in 0..<rounds {
            reinstall.append(reinstallInOnChange(changes: changes) / Double(changes))
            continuousTimes.append(await continuous(changes: changes) / Double(changes))
            observationTimes.append(await observations(changes: changes) / Double(changes))
        }
        let base = median(reinstall)
        print("\nSE-0506 on the built-in runtime: ns per change seen, median of \(rounds) rounds")
        print("(the toolchain here has no withContinuousObservation; ratio = ÷ one-shot re-install)\n")
        for (name, times) in [
            ("one-shot, re-installed in onChange", reinstall),
            ("withContinuousObservation", continuousTimes),
            ("Observations (for await)", observationTimes),
        ] {
            let value = median(times)
            print(
                pad(name, 36) + pad(format(value), 11, right: true)
                    + pad(String(format: "%.2f", value / base), 7, right: true))
        }
    }
}
