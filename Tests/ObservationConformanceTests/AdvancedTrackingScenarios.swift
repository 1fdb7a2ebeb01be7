// SE-0506 scenarios, each written once over `AdvancedObservationSystem`. Sources:
// [P] swiftlang/swift-evolution proposals/0506-advanced-observation-tracking.md;
// [I] swiftlang/swift main, stdlib/public/Observation/Sources/Observation/
//     ObservationTracking.swift (one-shot with options) and ContinuousObservation.swift.
import Testing

enum AdvancedTrackingScenarios {
    /// [P] "Behavior & Example Usage": willSet, then didSet, for one assignment; [I] the
    /// one shot ends after the didSet handler.
    static func willSetThenDidSet<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: [.willSet, .didSet], { profile.score }) { event in
            log("\(event.kind) reads \(profile.score)")
            return .keep
        }
        profile.score = 1
        log("after 1")
        profile.score = 2
        log("after 2")
        return log.all
    }

    /// [P] Alternatives considered: `.willSet` alone is the plain form's behaviour — one
    /// event, before the value is stored; [I] cancelled after the willSet handler.
    static func willSetAloneFiresOnce<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: .willSet, { profile.score }) { event in
            log("\(event.kind) reads \(profile.score)")
            return .keep
        }
        for value in 1...3 { profile.score = value }
        log("score \(profile.score)")
        return log.all
    }

    /// [P] "Once the `.didSet` event occurs, that property is materialized": no stale read.
    static func didSetReadsNewValue<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: .didSet, { profile.score }) { event in
            log("\(event.kind) reads \(profile.score)")
            return .keep
        }
        profile.score = 42
        profile.score = 43
        log("after: \(profile.score)")
        return log.all
    }

    /// [P] the `matches` sample: two properties read, the changed one matches.
    static func matchesTheChangedProperty<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: .willSet, { profile.firstName + "\(profile.score)" }) { event in
            log("\(event)")
            return .keep
        }
        profile.score += 1
        return log.all
    }

    /// [P] "an event triggered on the `.willSet` can cancel the event, and there will not
    /// be a subsequent event for the corresponding `.didSet`".
    static func cancelInWillSetSkipsDidSet<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: [.willSet, .didSet], { profile.score }) { event in
            log("\(event.kind)")
            return .cancel
        }
        profile.score = 1
        log("after")
        return log.all
    }

    /// [P] the `.deinit` example; [I] a deinit observer per object: it fires when the last
    /// reference goes, not before, and matches no key path.
    static func deinitAfterLastReference<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        var first: S.Profile? = S.makeProfile("Ada", "Lovelace")
        var second = first
        _ = S.track(options: .deinit, { first?.score }) { event in
            log("\(event)")
            return .keep
        }
        first?.score = 5
        first = nil
        log("first reference gone")
        second = nil
        log("last reference gone")
        _ = second
        return log.all
    }

    /// [I] without `.deinit` no deinit observer is registered: the object dies unheard,
    /// as with the plain form.
    static func noDeinitWithoutTheOption<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        var profile: S.Profile? = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: [.willSet, .didSet], { profile?.score }) { event in
            log("\(event)")
            return .keep
        }
        profile = nil
        log("gone")
        return log.all
    }

    /// [I] a change the willSet handler makes to something read is heard nested; its didSet
    /// ends the tracking, so the outer change's didSet finds it gone.
    static func nestedChangeInWillSet<S: AdvancedObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track(options: [.willSet, .didSet], { (profile.score, profile.email) }) { event in
            log("\(event)")
            if event.kind == "willSet", event.matched == ["score"] { profile.email = "a@b.c" }
            return .keep
        }
        profile.score = 1
        log("after")
        return log.all
    }

    // MARK: The continuous form

    /// [P] "a continuous variant that re-observes automatically"; [I] the first call is an
    /// `.initial` event, later calls run at the next suspension (reading new values), and
    /// a burst of changes before that is one call; after `cancel()`, no more calls.
    @MainActor
    static func continuousKeepsGoing<S: AdvancedObservationSystem>(_: S.Type) async -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        let handle = S.observeContinuously(options: .willSet) { event in
            log("\(event) reads \(profile.score)")
            return .keep
        }
        log("installed")
        await settle { log.count >= 2 }
        profile.score = 1
        log("set 1")
        await settle { log.count >= 4 }
        profile.score = 2
        profile.score = 3
        log("set 2, 3")
        await settle { log.count >= 6 }
        handle.cancel()
        profile.score = 4
        await settle()
        log("after cancel: \(profile.score)")
        return log.all
    }

    /// [I] with `[.willSet, .didSet]` the didSet event replaces the willSet one before the
    /// closure runs: one `.didSet` call per change.
    @MainActor
    static func continuousWillAndDidSet<S: AdvancedObservationSystem>(_: S.Type) async -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        let handle = S.observeContinuously(options: [.willSet, .didSet]) { event in
            log("\(event) reads \(profile.score)")
            return .keep
        }
        await settle { log.count >= 1 }
        profile.score = 1
        await settle { log.count >= 2 }
        await settle()
        handle.cancel()
        return log.all
    }

    /// [P] `Event.cancel()` "prevents any further events from being fired"; [I] it cancels
    /// the continuous state from inside the closure.
    @MainActor
    static func continuousCancelFromInside<S: AdvancedObservationSystem>(_: S.Type) async -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        let handle = S.observeContinuously(options: .willSet) { event in
            log("\(event.kind) reads \(profile.score)")
            return profile.score >= 2 ? .cancel : .keep
        }
        // Calls expected before each change: initial, then one per change until it cancels.
        for value in 1...4 {
            await settle { log.count >= min(value, 3) }
            profile.score = value
        }
        await settle()
        handle.cancel()
        return log.all
    }

    /// [P] "Either no longer holding that token or explicitly consuming it via the
    /// `cancel` method unregisters that observation"; [I] a token dropped before the first
    /// call means no call at all.
    @MainActor
    static func droppedTokenNeverCalls<S: AdvancedObservationSystem>(_: S.Type) async -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        S.observeContinuouslyDroppingToken(options: .willSet) { event in log("\(event.kind) \(profile.score)") }
        await settle()
        profile.score = 1
        await settle()
        log("done")
        return log.all
    }
}

/// Until the toolchain has SE-0506 (Swift 6.4), the built-in runtime is held to the
/// expected log alone; from then on, to the toolchain's too.
private func expectSE0506(
    _ builtIn: [String], oracle: [String]?, expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let oracle {
        expectAgreement(oracle: oracle, builtIn: builtIn, expected: expected, sourceLocation: sourceLocation)
    } else {
        #expect(builtIn == expected, sourceLocation: sourceLocation)
    }
}

@Suite("SE-0506 advanced tracking agrees with the proposal and the implementation")
struct AdvancedTrackingConformanceTests {
    typealias A = AdvancedTrackingScenarios

    #if compiler(>=6.4)
        typealias Toolchain = Oracle
    #endif

    @Test("[.willSet, .didSet]: willSet reads the old value, didSet the new, then it ends")
    func willSetThenDidSet() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.willSetThenDidSet(Toolchain.self)
        #endif
        expectSE0506(
            A.willSetThenDidSet(BuiltIn.self), oracle: oracle,
            expected: ["willSet reads 0", "didSet reads 1", "after 1", "after 2"])
    }

    @Test(".willSet alone: one event, however many changes follow")
    func willSetAlone() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.willSetAloneFiresOnce(Toolchain.self)
        #endif
        expectSE0506(
            A.willSetAloneFiresOnce(BuiltIn.self), oracle: oracle, expected: ["willSet reads 0", "score 3"])
    }

    @Test(".didSet: the handler reads the new value (no stale read), once")
    func didSetReadsNew() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.didSetReadsNewValue(Toolchain.self)
        #endif
        expectSE0506(A.didSetReadsNewValue(BuiltIn.self), oracle: oracle, expected: ["didSet reads 42", "after: 43"])
    }

    @Test("Event.matches names the property that changed")
    func matches() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.matchesTheChangedProperty(Toolchain.self)
        #endif
        expectSE0506(A.matchesTheChangedProperty(BuiltIn.self), oracle: oracle, expected: ["willSet score"])
    }

    @Test("cancelling in willSet: no didSet follows")
    func cancelInWillSet() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.cancelInWillSetSkipsDidSet(Toolchain.self)
        #endif
        expectSE0506(A.cancelInWillSetSkipsDidSet(BuiltIn.self), oracle: oracle, expected: ["willSet", "after"])
    }

    @Test(".deinit fires after the last reference goes, and matches no key path")
    func deinitAfterLast() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.deinitAfterLastReference(Toolchain.self)
        #endif
        expectSE0506(
            A.deinitAfterLastReference(BuiltIn.self), oracle: oracle,
            expected: ["first reference gone", "deinit", "last reference gone"])
    }

    @Test("without .deinit, an object's death is not an event")
    func noDeinit() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.noDeinitWithoutTheOption(Toolchain.self)
        #endif
        expectSE0506(A.noDeinitWithoutTheOption(BuiltIn.self), oracle: oracle, expected: ["gone"])
    }

    @Test("a change made in the willSet handler is heard nested; its didSet ends the tracking")
    func nested() {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = A.nestedChangeInWillSet(Toolchain.self)
        #endif
        expectSE0506(
            A.nestedChangeInWillSet(BuiltIn.self), oracle: oracle,
            expected: ["willSet score", "willSet email", "didSet email", "after"])
    }

    @Test("continuous: initial call, one call per burst of changes, none after cancel")
    @MainActor func continuous() async {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = await A.continuousKeepsGoing(Toolchain.self)
        #endif
        expectSE0506(
            await A.continuousKeepsGoing(BuiltIn.self), oracle: oracle,
            expected: [
                "installed", "initial reads 0", "set 1", "willSet score reads 1", "set 2, 3",
                "willSet score reads 3", "after cancel: 4",
            ])
    }

    @Test("continuous with [.willSet, .didSet]: one .didSet call per change")
    @MainActor func continuousBothEdges() async {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = await A.continuousWillAndDidSet(Toolchain.self)
        #endif
        expectSE0506(
            await A.continuousWillAndDidSet(BuiltIn.self), oracle: oracle,
            expected: ["initial reads 0", "didSet score reads 1"])
    }

    @Test("continuous: event.cancel() inside the closure stops it")
    @MainActor func continuousCancelInside() async {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = await A.continuousCancelFromInside(Toolchain.self)
        #endif
        expectSE0506(
            await A.continuousCancelFromInside(BuiltIn.self), oracle: oracle,
            expected: ["initial reads 0", "willSet reads 1", "willSet reads 2"])
    }

    @Test("continuous: a dropped token means no call at all")
    @MainActor func droppedToken() async {
        var oracle: [String]? = nil
        #if compiler(>=6.4)
            oracle = await A.droppedTokenNeverCalls(Toolchain.self)
        #endif
        expectSE0506(await A.droppedTokenNeverCalls(BuiltIn.self), oracle: oracle, expected: ["done"])
    }
}
