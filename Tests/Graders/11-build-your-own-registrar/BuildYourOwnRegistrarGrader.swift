// Grades Exercises/11-build-your-own-registrar: the learner's registrar and miniTracking
// must keep withObservationTracking's contract, checked through the Account model.
import Dispatch
import Foundation
import GraderSupport
import Testing

@testable import Exercise11BuildYourOwnRegistrar

@Suite("11 build your own registrar", .graded(exercise: "11"), .reported(exercise: "11"))
struct BuildYourOwnRegistrarGrader {
    @Test("a change to what was read notifies; a change to anything else does not")
    func notifiesWhatWasRead() {
        let account = Account(owner: "Ada", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = account.balance
        } onChange: {
            told.tick()
        }
        account.owner = "Grace"
        #expect(
            Compare.equal(told.count, 0),
            "a tracking that read only balance was told \(Wording.times(told.count)) after owner changed; expected 0")
        account.balance = 20
        #expect(
            Compare.equal(told.count, 1),
            "a tracking that read balance was told \(Wording.times(told.count)) after balance changed; expected once")
    }

    @Test("onChange runs before the new value is stored")
    func firesBeforeStore() {
        let account = Account(owner: "Ada", balance: 10)
        let seen = Recorder<Int>()
        miniTracking {
            _ = account.balance
        } onChange: {
            seen.record(account.balance)
        }
        account.balance = 20
        #expect(
            Compare.equal(seen.values, [10]),
            "reading balance inside onChange while balance went from 10 to 20 gave \(seen.values); expected [10] — notify in willSet, before the store"
        )
    }

    @Test("onChange runs at most once per tracking")
    func oneShot() {
        let account = Account(owner: "Ada", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = account.owner
            _ = account.balance
            _ = account.balance
        } onChange: {
            told.tick()
        }
        account.balance = 20
        account.owner = "Grace"
        account.balance = 30
        #expect(
            Compare.equal(told.count, 1),
            "a tracking that read owner and balance (twice) was told \(Wording.times(told.count)) across three changes; expected once — after firing, every registration of the tracking must be removed"
        )
    }

    @Test("reads in a nested tracking count for the enclosing one")
    func nestedReadsCount() {
        let account = Account(owner: "Ada", balance: 10)
        let outer = Recorder<Void>()
        let inner = Recorder<Void>()
        miniTracking {
            miniTracking {
                _ = account.owner
            } onChange: {
                inner.tick()
            }
        } onChange: {
            outer.tick()
        }
        account.owner = "Grace"
        #expect(
            Compare.equal(inner.count, 1),
            "the inner tracking (which read owner) was told \(Wording.times(inner.count)) after owner changed; expected once"
        )
        #expect(
            Compare.equal(outer.count, 1),
            "the outer tracking, whose nested tracking read owner, was told \(Wording.times(outer.count)) after owner changed; expected once"
        )
    }

    @Test("reads after a nested tracking still count for the enclosing one")
    func readsAfterNested() {
        let account = Account(owner: "Ada", balance: 10)
        let outer = Recorder<Void>()
        miniTracking {
            miniTracking {
                _ = account.owner
            } onChange: {
            }
            _ = account.balance
        } onChange: {
            outer.tick()
        }
        account.balance = 20
        #expect(
            Compare.equal(outer.count, 1),
            "the outer tracking read balance after a nested tracking returned, and was told \(Wording.times(outer.count)) after balance changed; expected once — the nested call must restore the outer scope"
        )
    }

    @Test("objects are observed separately")
    func objectsAreSeparate() {
        let first = Account(owner: "Ada", balance: 10)
        let second = Account(owner: "Grace", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = first.balance
        } onChange: {
            told.tick()
        }
        second.balance = 20
        #expect(
            Compare.equal(told.count, 0),
            "a tracking that read the first account's balance was told \(Wording.times(told.count)) after the second account's balance changed; expected 0"
        )
    }

    @Test("reads on another thread do not leak into this thread's tracking")
    func scopesArePerThread() {
        let account = Account(owner: "Ada", balance: 10)
        let told = Recorder<Void>()
        let trackingStarted = DispatchSemaphore(value: 0)
        let otherThreadDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            trackingStarted.wait()
            _ = account.owner
            otherThreadDone.signal()
        }
        miniTracking {
            _ = account.balance
            trackingStarted.signal()
            otherThreadDone.wait()
        } onChange: {
            told.tick()
        }
        account.owner = "Grace"
        #expect(
            Compare.equal(told.count, 0),
            "a tracking that read only balance was told \(Wording.times(told.count)) after owner changed — owner was read on another thread while the tracking ran; expected 0 (keep the current scope per thread)"
        )
    }

    @Test("concurrent changes still notify once")
    func concurrentChangesFireOnce() {
        let account = Account(owner: "Ada", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = account.balance
        } onChange: {
            told.tick()
        }
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for index in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                start.wait()
                account.balance = index
                group.leave()
            }
        }
        for _ in 0..<8 { start.signal() }
        group.wait()
        #expect(
            Compare.equal(told.count, 1),
            "8 threads changed balance at the same time and onChange ran \(Wording.times(told.count)); expected once")
    }
}
