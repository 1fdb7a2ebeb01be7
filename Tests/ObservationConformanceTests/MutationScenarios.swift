// Scenarios of what counts as a change: equal values, identical objects, in-place mutation.
import Testing

enum MutationScenarios {
    /// Installs a tracker on `read`, applies `mutate`, and logs whether it fired.
    static func fires<S: ObservationSystem, V>(
        _: S.Type, read: @escaping (S.Profile) -> V, mutate: (S.Profile) -> Void,
        prepare: (S.Profile) -> Void = { _ in }
    ) -> [String] {
        let counter = Counter()
        let profile = S.makeProfile("Ada", "Lovelace")
        prepare(profile)
        _ = S.track({ read(profile) }, onChange: { counter.increment() })
        mutate(profile)
        return ["fired \(counter.count)"]
    }

    static func equalString<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.firstName }, mutate: { $0.firstName = "Ada" })
    }

    static func equalStruct<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.settings }, mutate: { $0.settings = Settings() })
    }

    static func differentStruct<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.settings }, mutate: { $0.settings = Settings(theme: "dark") })
    }

    static func nonEquatableAlwaysNotifies<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.blob }, mutate: { $0.blob = Blob() })
    }

    static func identicalObject<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.avatar }, mutate: { $0.avatar = $0.avatar })
    }

    static func differentObject<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.avatar }, mutate: { $0.avatar = Avatar(url: "a.png") })
    }

    static func appendNotifiesOnce<S: ObservationSystem>(_ s: S.Type) -> [String] {
        // One tracker per mutation: each append must fire its tracker exactly once.
        var log: [String] = []
        log += fires(s, read: { $0.tags }, mutate: { $0.tags.append("swift") })
        log += fires(s, read: { $0.tags }, mutate: { $0.tags += ["a", "b"] })
        return log
    }

    static func compoundAssignment<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(s, read: { $0.score }, mutate: { $0.score += 0 })
    }

    static func elementToggle<S: ObservationSystem>(_ s: S.Type) -> [String] {
        fires(
            s, read: { $0.todos }, mutate: { $0.todos[0].done.toggle() },
            prepare: { $0.todos = [Todo(title: "write")] })
    }

    static func inoutArgument<S: ObservationSystem>(_ s: S.Type) -> [String] {
        func bump(_ value: inout Int) { value += 1 }
        return fires(s, read: { $0.score }, mutate: { bump(&$0.score) })
    }

    static func inoutWithoutChange<S: ObservationSystem>(_ s: S.Type) -> [String] {
        func touch(_ value: inout Int) {}
        return fires(s, read: { $0.score }, mutate: { touch(&$0.score) })
    }

    /// An in-place mutation reaches observers during the mutation, before it completes.
    static func inPlaceSeesOldValue<S: ObservationSystem>(_: S.Type) -> [String] {
        let log = Log()
        let profile = S.makeProfile("Ada", "Lovelace")
        _ = S.track({ profile.tags }, onChange: { log("onChange sees \(profile.tags.count) tags") })
        profile.tags.append("swift")
        log("now \(profile.tags.count) tags")
        return log.all
    }
}

@Suite("What counts as a change agrees with the toolchain")
struct MutationConformanceTests {
    typealias M = MutationScenarios

    @Test("assigning an equal String does not notify")
    func equalString() {
        expectAgreement(oracle: M.equalString(Oracle.self), builtIn: M.equalString(BuiltIn.self), expected: ["fired 0"])
    }

    @Test("assigning an equal Equatable struct does not notify")
    func equalStruct() {
        expectAgreement(oracle: M.equalStruct(Oracle.self), builtIn: M.equalStruct(BuiltIn.self), expected: ["fired 0"])
    }

    @Test("assigning a different struct notifies once")
    func differentStruct() {
        expectAgreement(
            oracle: M.differentStruct(Oracle.self), builtIn: M.differentStruct(BuiltIn.self), expected: ["fired 1"])
    }

    @Test("a non-Equatable value always notifies")
    func nonEquatable() {
        expectAgreement(
            oracle: M.nonEquatableAlwaysNotifies(Oracle.self), builtIn: M.nonEquatableAlwaysNotifies(BuiltIn.self),
            expected: ["fired 1"])
    }

    @Test("assigning the identical object does not notify")
    func identicalObject() {
        expectAgreement(
            oracle: M.identicalObject(Oracle.self), builtIn: M.identicalObject(BuiltIn.self), expected: ["fired 0"])
    }

    @Test("assigning another object, even an alike one, notifies")
    func differentObject() {
        expectAgreement(
            oracle: M.differentObject(Oracle.self), builtIn: M.differentObject(BuiltIn.self), expected: ["fired 1"])
    }

    @Test("append and += notify once each")
    func append() {
        expectAgreement(
            oracle: M.appendNotifiesOnce(Oracle.self), builtIn: M.appendNotifiesOnce(BuiltIn.self),
            expected: ["fired 1", "fired 1"])
    }

    @Test("+= 0 notifies: in-place mutation is not compared")
    func compound() {
        expectAgreement(
            oracle: M.compoundAssignment(Oracle.self), builtIn: M.compoundAssignment(BuiltIn.self),
            expected: ["fired 1"])
    }

    @Test("toggling an element's flag notifies the array once")
    func toggle() {
        expectAgreement(
            oracle: M.elementToggle(Oracle.self), builtIn: M.elementToggle(BuiltIn.self), expected: ["fired 1"])
    }

    @Test("passing a property inout notifies once")
    func inoutArgument() {
        expectAgreement(
            oracle: M.inoutArgument(Oracle.self), builtIn: M.inoutArgument(BuiltIn.self), expected: ["fired 1"])
    }

    @Test("passing a property inout notifies even when nothing changes")
    func inoutUnchanged() {
        expectAgreement(
            oracle: M.inoutWithoutChange(Oracle.self), builtIn: M.inoutWithoutChange(BuiltIn.self),
            expected: ["fired 1"])
    }

    @Test("observers of an in-place mutation run before it completes")
    func inPlaceOld() {
        expectAgreement(
            oracle: M.inPlaceSeesOldValue(Oracle.self), builtIn: M.inPlaceSeesOldValue(BuiltIn.self),
            expected: ["onChange sees 0 tags", "now 1 tags"])
    }
}
