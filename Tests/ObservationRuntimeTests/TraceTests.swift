import Foundation
import ObservationRuntime
import Synchronization
import Testing

/// A model on the dynamic face, named the way the interpreter names its instances.
final class NamedProfile: ObservationRuntime.Observable, ObservationTraceNaming {
    static let nameID = PropertyID(name: "name")
    static let emailID = PropertyID(name: "email")
    let registrar = ObservationRegistrar()
    var observationTypeName: String { "UserProfile" }

    private var _name = "Ada"
    var name: String {
        get {
            registrar.access(self, property: Self.nameID)
            return _name
        }
        set { registrar.withMutation(of: self, property: Self.nameID) { _name = newValue } }
    }

    private var _email = ""
    var email: String {
        get {
            registrar.access(self, property: Self.emailID)
            return _email
        }
        set { registrar.withMutation(of: self, property: Self.emailID) { _email = newValue } }
    }
}

/// Records the trace events raised on the calling thread while `body` runs. Tests run
/// in parallel, so events from other threads are other tests' and are left out.
func traceOnThisThread(_ body: () -> Void) -> [ObservationEvent] {
    let thread = pthread_self()
    let events = Mutex<[ObservationEvent]>([])
    let listener = ObservationTrace.addListener { event in
        if pthread_equal(pthread_self(), thread) != 0 {
            events.withLock { $0.append(event) }
        }
    }
    body()
    ObservationTrace.removeListener(listener)
    return events.withLock { $0 }
}

/// Renders events compactly, with tracking ids made relative so the text is stable.
func render(_ events: [ObservationEvent]) -> [String] {
    var trackings: [Int: Int] = [:]
    func number(_ id: Int) -> String {
        if trackings[id] == nil { trackings[id] = trackings.count + 1 }
        return "#\(trackings[id]!)"
    }
    return events.map { event in
        switch event {
        case .access(let subject, let property, let tracking):
            return "access \(subject).\(property)" + (tracking.map { " in \(number($0))" } ?? "")
        case .willSet(let subject, let property): return "willSet \(subject).\(property)"
        case .didSet(let subject, let property): return "didSet \(subject).\(property)"
        case .trackingStarted(let tracking): return "start \(number(tracking))"
        case .trackingEnded(let tracking, let dependencies):
            let names = dependencies.map { "\($0.subject?.description ?? "?").\($0.property)" }
            return "end \(number(tracking)) [\(names.joined(separator: ", "))]"
        case .fired(let tracking, let subject, let property):
            return "fired \(number(tracking)) by \(subject).\(property)"
        case .firedBeforeDidSet(let tracking, let subject, let property):
            return "fired \(number(tracking)) by \(subject).\(property), waiting for didSet"
        case .firedDidSet(let tracking, let subject, let property):
            return "fired \(number(tracking)) in didSet by \(subject).\(property)"
        case .deinitFired(let tracking, let subject):
            return "fired \(number(tracking)) by the deinit of \(subject?.description ?? "?")"
        case .cancelled(let tracking): return "cancelled \(number(tracking))"
        }
    }
}

@Suite("The trace hook shows every step of observation")
struct TraceTests {
    @Test("a tracked read, a change and the one-shot fire, in order")
    func trackedChange() {
        let profile = NamedProfile()
        let events = traceOnThisThread {
            _ = withObservationTracking {
                profile.name
            } onChange: {
            }
            profile.email = "a@b.c"
            profile.name = "Grace"
            profile.name = "Hopper"
        }
        #expect(
            render(events) == [
                "start #1",
                "access UserProfile.name in #1",
                "end #1 [UserProfile.name]",
                "willSet UserProfile.email",
                "didSet UserProfile.email",
                "willSet UserProfile.name",
                "fired #1 by UserProfile.name",
                "cancelled #1",
                "didSet UserProfile.name",
                "willSet UserProfile.name",
                "didSet UserProfile.name",
            ])
    }

    @Test("an untracked read is traced without a tracking")
    func untrackedRead() {
        let profile = NamedProfile()
        let events = traceOnThisThread { _ = profile.name }
        #expect(render(events) == ["access UserProfile.name"])
    }

    @Test("a closure that reads nothing ends with no dependencies")
    func emptyTracking() {
        let events = traceOnThisThread {
            _ = withObservationTracking {
                1 + 1
            } onChange: {
            }
        }
        #expect(render(events) == ["start #1", "end #1 []"])
    }

    @Test("a nested read is attributed to the inner tracking and counted for the outer")
    func nestedAttribution() {
        let profile = NamedProfile()
        let events = traceOnThisThread {
            withObservationTracking {
                _ = withObservationTracking {
                    profile.email
                } onChange: {
                }
            } onChange: {
            }
        }
        #expect(
            render(events) == [
                "start #1", "start #2", "access UserProfile.email in #2",
                "end #2 [UserProfile.email]", "end #1 [UserProfile.email]",
            ])
    }
}

@Suite("Property identities")
struct PropertyIDTests {
    final class Plain {
        var value = 0
        var other = 0
    }

    @Test("the same name is the same property")
    func names() {
        #expect(PropertyID(name: "title") == PropertyID(name: "title"))
        #expect(PropertyID(name: "title") != PropertyID(name: "done"))
        #expect(PropertyID(name: "title").name == "title")
    }

    @Test("equal key paths are the same property, and are named by their last component")
    func keyPaths() {
        let literal = PropertyID(\Plain.value)
        #expect(literal == PropertyID(\Plain.value))
        #expect(literal != PropertyID(\Plain.other))
        #expect(literal.name == "value")
    }

    @Test("the dynamic face tracks objects that have no key paths")
    func dynamicFace() {
        let profile = NamedProfile()
        let fired = Atomic<Int>(0)
        _ = withObservationTracking {
            profile.email
        } onChange: {
            fired.add(1, ordering: .relaxed)
        }
        profile.name = "x"
        #expect(fired.load(ordering: .relaxed) == 0)
        profile.email = "y"
        profile.email = "z"
        #expect(fired.load(ordering: .relaxed) == 1)
    }
}
