// Scenarios of one-shot tracking: what is recorded, when onChange fires, what it sees.
import Testing

enum TrackingScenarios {
    static func changedVersusUnchanged<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.firstName }, onChange: { log("fired") })
        profile.email = "ada@example.com"
        log("after email")
        profile.firstName = "Augusta"
        log("after firstName")
        return log.all
    }

    static func firesOnce<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.score }, onChange: { log("fired") })
        for value in 1...3 { profile.score = value }
        log("score \(profile.score)")
        return log.all
    }

    static func onChangeSeesOldValue<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.score }, onChange: { log("onChange reads \(profile.score)") })
        profile.score = 42
        log("after the assignment: \(profile.score)")
        return log.all
    }

    static func reinstallKeepsObserving<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        func observe() {
            _ = S.track({ profile.score }, onChange: { log("changed") })
        }
        observe()
        profile.score = 1
        observe()
        profile.score = 2
        profile.score = 3
        return log.all
    }

    static func recursiveRetrackReadsStale<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        nonisolated(unsafe) var install: () -> Void = {}
        install = {
            let seen = S.track({ profile.score }, onChange: { install() })
            log("tracked value \(seen)")
        }
        install()
        profile.score = 1
        profile.score = 2
        return log.all
    }

    static func computedProperty<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.fullName }, onChange: { log("fullName changed") })
        profile.email = "x"
        profile.lastName = "King"
        return log.all
    }

    static func computedOverArray<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        profile.todos = [Todo(title: "write"), Todo(title: "ship")]
        _ = S.track({ profile.openCount }, onChange: { log("openCount's inputs changed") })
        profile.todos[0].done = true
        log("open \(profile.openCount)")
        return log.all
    }

    static func countReaderFiresOnToggle<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        profile.todos = [Todo(title: "write"), Todo(title: "ship")]
        _ = S.track({ profile.todos.count }, onChange: { log("count reader fired") })
        profile.todos[1].done.toggle()
        log("count still \(profile.todos.count)")
        return log.all
    }

    static func objectGraph<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let store = S.makeProfile("Store", "Owner")
        let friend = S.makeProfile("Grace", "Hopper")
        store.friends = [friend]
        _ = S.track({ store.friends.first?.fullName ?? "" }, onChange: { log("graph changed") })
        store.email = "unrelated"
        friend.email = "unrelated too"
        log("-")
        friend.lastName = "Murray"
        return log.all
    }

    static func objectGraphThroughArray<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let store = S.makeProfile("Store", "Owner")
        let friend = S.makeProfile("Grace", "Hopper")
        store.friends = [friend]
        _ = S.track({ store.friends.first?.fullName ?? "" }, onChange: { log("graph changed") })
        store.friends.append(S.makeProfile("Alan", "Turing"))
        return log.all
    }

    static func nestedCountsForOuter<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        S.track(
            {
                _ = profile.firstName
                _ = S.track({ profile.score }, onChange: { log("inner fired") })
            }, onChange: { log("outer fired") })
        profile.score = 1
        // The toolchain fires several trackers of one property in no set order.
        let firstChange = log.all.sorted()
        profile.firstName = "A"
        return firstChange + ["-"] + log.all.dropFirst(firstChange.count)
    }

    static func innerNotAffectedByOuterReads<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        S.track(
            {
                _ = profile.firstName
                _ = S.track({ profile.score }, onChange: { log("inner fired") })
            }, onChange: { log("outer fired") })
        profile.firstName = "A"
        log("-")
        profile.score = 1
        return log.all
    }

    static func oneShotAcrossObjects<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let a = S.makeProfile("Ada", "Lovelace")
        let b = S.makeProfile("Grace", "Hopper")
        _ = S.track({ (a.score, b.score, b.email) }, onChange: { log("fired") })
        b.email = "g@example.com"
        a.score = 1
        b.score = 1
        return log.all
    }

    static func writesCreateNoDependency<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        S.track({ profile.score = 10 }, onChange: { log("fired") })
        profile.score = 11
        log("score \(profile.score)")
        return log.all
    }

    static func readNothingInstallsNothing<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        let value = S.track({ 21 * 2 }, onChange: { log("fired") })
        profile.score = 1
        profile.firstName = "X"
        log("returned \(value)")
        return log.all
    }

    static func ignoredProperty<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.cacheHits }, onChange: { log("fired") })
        profile.cacheHits += 1
        log("cacheHits \(profile.cacheHits)")
        return log.all
    }

    static func twoTrackersOneProperty<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.score }, onChange: { log("first") })
        _ = S.track({ profile.score }, onChange: { log("second") })
        profile.score = 5
        profile.score = 6
        return log.all.sorted()
    }

    static func readAfterWriteInClosure<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(
            {
                profile.score = 3
                return profile.score
            }, onChange: { log("fired") })
        profile.score = 4
        return log.all
    }

    static func trackingReturnsValue<S: ObservationSystem>(_: S.Type) -> [String] {
        let profile = S.makeProfile("Ada", "Lovelace")
        let name = S.track({ profile.fullName }, onChange: {})
        return [name]
    }

    /// onChange writes another property the tracking read: the registrations are still
    /// live while onChange runs, so it is called again, nested; afterwards, nothing.
    static func onChangeWritingWhatItReadReenters<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        let calls = Counter()
        _ = S.track(
            { (profile.score, profile.email) },
            onChange: {
                calls.increment()
                log("onChange \(calls.count)")
                if calls.count == 1 { profile.email = "written by onChange" }
            })
        profile.score = 1
        profile.email = "later"
        profile.score = 2
        log("calls \(calls.count)")
        return log.all
    }

    /// onChange writes the very property that fired it: it re-enters until it stops writing.
    static func onChangeWritingItsPropertyRecurses<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        let calls = Counter()
        _ = S.track(
            { profile.score },
            onChange: {
                calls.increment()
                if calls.count < 4 { profile.score += 1 }
            })
        profile.score = 100
        log("calls \(calls.count), score \(profile.score)")
        return log.all
    }

    static func deinitDoesNotFire<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        var profile: S.Profile? = S.makeProfile("Ada", "Lovelace")
        weak let weakProfile = profile
        _ = S.track({ profile?.score ?? 0 }, onChange: { log("fired") })
        profile = nil
        log("released: \(weakProfile == nil)")
        return log.all
    }
}

@Suite("One-shot tracking agrees with the toolchain")
struct TrackingConformanceTests {
    typealias T = TrackingScenarios

    @Test("a tracker fires for the property it read, not for another")
    func changedVersusUnchanged() {
        expectAgreement(
            oracle: T.changedVersusUnchanged(Oracle.self), builtIn: T.changedVersusUnchanged(BuiltIn.self),
            expected: ["after email", "fired", "after firstName"])
    }

    @Test("onChange fires once, however many changes follow")
    func firesOnce() {
        expectAgreement(
            oracle: T.firesOnce(Oracle.self), builtIn: T.firesOnce(BuiltIn.self),
            expected: ["fired", "score 3"])
    }

    @Test("onChange runs in willSet: it reads the old value")
    func willSetTiming() {
        expectAgreement(
            oracle: T.onChangeSeesOldValue(Oracle.self), builtIn: T.onChangeSeesOldValue(BuiltIn.self),
            expected: ["onChange reads 0", "after the assignment: 42"])
    }

    @Test("installing again keeps observing")
    func reinstall() {
        expectAgreement(
            oracle: T.reinstallKeepsObserving(Oracle.self), builtIn: T.reinstallKeepsObserving(BuiltIn.self),
            expected: ["changed", "changed"])
    }

    @Test("re-tracking from inside onChange reads the stale value")
    func recursiveRetrack() {
        expectAgreement(
            oracle: T.recursiveRetrackReadsStale(Oracle.self), builtIn: T.recursiveRetrackReadsStale(BuiltIn.self),
            expected: ["tracked value 0", "tracked value 0", "tracked value 1"])
    }

    @Test("a computed property is tracked through what it reads")
    func computed() {
        expectAgreement(
            oracle: T.computedProperty(Oracle.self), builtIn: T.computedProperty(BuiltIn.self),
            expected: ["fullName changed"])
    }

    @Test("a computed property over an array fires on an element's change")
    func computedOverArray() {
        expectAgreement(
            oracle: T.computedOverArray(Oracle.self), builtIn: T.computedOverArray(BuiltIn.self),
            expected: ["openCount's inputs changed", "open 1"])
    }

    @Test("reading only tasks.count still fires when one element is toggled")
    func countReader() {
        expectAgreement(
            oracle: T.countReaderFiresOnToggle(Oracle.self), builtIn: T.countReaderFiresOnToggle(BuiltIn.self),
            expected: ["count reader fired", "count still 2"])
    }

    @Test("friends.first?.fullName depends on friends and the friend's names only")
    func objectGraph() {
        expectAgreement(
            oracle: T.objectGraph(Oracle.self), builtIn: T.objectGraph(BuiltIn.self),
            expected: ["-", "graph changed"])
    }

    @Test("changing the friends array fires the graph reader")
    func objectGraphArray() {
        expectAgreement(
            oracle: T.objectGraphThroughArray(Oracle.self), builtIn: T.objectGraphThroughArray(BuiltIn.self),
            expected: ["graph changed"])
    }

    @Test("reads in a nested tracking also count for the outer one")
    func nested() {
        expectAgreement(
            oracle: T.nestedCountsForOuter(Oracle.self), builtIn: T.nestedCountsForOuter(BuiltIn.self),
            expected: ["inner fired", "outer fired", "-"])
    }

    @Test("the outer tracking's own reads do not reach the inner one")
    func nestedOuterOnly() {
        expectAgreement(
            oracle: T.innerNotAffectedByOuterReads(Oracle.self), builtIn: T.innerNotAffectedByOuterReads(BuiltIn.self),
            expected: ["outer fired", "-", "inner fired"])
    }

    @Test("one tracking over several objects fires once, then is cancelled everywhere")
    func acrossObjects() {
        expectAgreement(
            oracle: T.oneShotAcrossObjects(Oracle.self), builtIn: T.oneShotAcrossObjects(BuiltIn.self),
            expected: ["fired"])
    }

    @Test("writes inside the tracking closure create no dependency")
    func writes() {
        expectAgreement(
            oracle: T.writesCreateNoDependency(Oracle.self), builtIn: T.writesCreateNoDependency(BuiltIn.self),
            expected: ["score 11"])
    }

    @Test("a closure that reads nothing installs nothing")
    func readsNothing() {
        expectAgreement(
            oracle: T.readNothingInstallsNothing(Oracle.self), builtIn: T.readNothingInstallsNothing(BuiltIn.self),
            expected: ["returned 42"])
    }

    @Test("@ObservationIgnored properties are never observed")
    func ignored() {
        expectAgreement(
            oracle: T.ignoredProperty(Oracle.self), builtIn: T.ignoredProperty(BuiltIn.self),
            expected: ["cacheHits 1"])
    }

    @Test("two trackers on one property both fire, once each")
    func twoTrackers() {
        expectAgreement(
            oracle: T.twoTrackersOneProperty(Oracle.self), builtIn: T.twoTrackersOneProperty(BuiltIn.self),
            expected: ["first", "second"])
    }

    @Test("a read after a write inside the closure is a dependency")
    func readAfterWrite() {
        expectAgreement(
            oracle: T.readAfterWriteInClosure(Oracle.self), builtIn: T.readAfterWriteInClosure(BuiltIn.self),
            expected: ["fired"])
    }

    @Test("withObservationTracking returns the closure's value")
    func returnsValue() {
        expectAgreement(
            oracle: T.trackingReturnsValue(Oracle.self), builtIn: T.trackingReturnsValue(BuiltIn.self),
            expected: ["Ada Lovelace"])
    }

    @Test("onChange writing another property it read is called again, nested, then never")
    func reentrantOther() {
        expectAgreement(
            oracle: T.onChangeWritingWhatItReadReenters(Oracle.self),
            builtIn: T.onChangeWritingWhatItReadReenters(BuiltIn.self),
            expected: ["onChange 1", "onChange 2", "calls 2"])
    }

    @Test("onChange writing the property that fired it re-enters until it stops writing")
    func reentrantSame() {
        expectAgreement(
            oracle: T.onChangeWritingItsPropertyRecurses(Oracle.self),
            builtIn: T.onChangeWritingItsPropertyRecurses(BuiltIn.self),
            expected: ["calls 4, score 100"])
    }

    @Test("an observed object is released when its last owner lets go, without firing")
    func deinitDoesNotFire() {
        expectAgreement(
            oracle: T.deinitDoesNotFire(Oracle.self), builtIn: T.deinitDoesNotFire(BuiltIn.self),
            expected: ["released: true"])
    }
}
