// Bounded stress from several threads: no fire is lost, none is duplicated.
import Foundation
import Testing

enum ConcurrencyScenarios {
    static let threads = 4
    static let rounds = 500

    /// Each thread observes and mutates its own object while one more thread keeps
    /// installing trackings on every object's `email`, contending for the same locks.
    static func everyTrackingFiresOnce<S: ObservationSystem>(_: S.Type) -> [String] {
        let profiles = (0..<threads).map { S.makeProfile("P\($0)", "") }
        let scoreFires = Counter()
        let emailInstalls = Counter()
        let emailFires = Counter()
        DispatchQueue.concurrentPerform(iterations: threads + 1) { worker in
            if worker == threads {
                for _ in 0..<rounds {
                    for profile in profiles {
                        _ = S.track({ profile.email }, onChange: { emailFires.increment() })
                        emailInstalls.increment()
                    }
                }
                return
            }
            let profile = profiles[worker]
            for round in 0..<rounds {
                _ = S.track({ profile.score }, onChange: { scoreFires.increment() })
                profile.score = round + 1
            }
        }
        for profile in profiles { profile.email = "changed" }
        return [
            "score fires \(scoreFires.count) of \(threads * rounds)",
            "email fires \(emailFires.count) of \(emailInstalls.count)",
        ]
    }

    /// Many trackings each read one property of every object; all objects then change at
    /// once on different threads. Each tracking must fire exactly once, not once per object.
    static func racingChangesFireOnce<S: ObservationSystem>(_ system: S.Type) -> [String] {
        ["fires \(racingChangesFireCount(system)) of \(racingTrackings)"]
    }

    static let racingTrackings = 200

    static func racingChangesFireCount<S: ObservationSystem>(_: S.Type) -> Int {
        let profiles = (0..<threads).map { S.makeProfile("P\($0)", "") }
        let fires = Counter()
        for _ in 0..<racingTrackings {
            _ = S.track({ profiles.map(\.score).reduce(0, +) }, onChange: { fires.increment() })
        }
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            profiles[worker].score = 1
        }
        return fires.count
    }
}

@Suite("Thread safety agrees with the toolchain")
struct ConcurrencyConformanceTests {
    typealias C = ConcurrencyScenarios

    @Test("concurrent install and mutation: every tracking fires exactly once")
    func everyTrackingFiresOnce() {
        let oracle = C.everyTrackingFiresOnce(Oracle.self)
        let builtIn = C.everyTrackingFiresOnce(BuiltIn.self)
        expectAgreement(
            oracle: oracle, builtIn: builtIn,
            expected: ["score fires 2000 of 2000", "email fires 2000 of 2000"])
    }

    /// A deliberate difference: when several objects a tracking read change at the same
    /// moment on different threads, the toolchain can call `onChange` more than once for
    /// one tracking (seen here: 245 calls for 200 trackings, under load). The design asks
    /// for at most once, and the built-in runtime guarantees it; the oracle is only held
    /// to "every tracking fired".
    @Test("changes racing on several threads fire each tracking once (the toolchain: at least once)")
    func racingChanges() {
        #expect(C.racingChangesFireOnce(BuiltIn.self) == ["fires 200 of 200"])
        let oracle = C.racingChangesFireCount(Oracle.self)
        #expect(oracle >= 200, "the toolchain's Observation lost a notification")
    }
}
