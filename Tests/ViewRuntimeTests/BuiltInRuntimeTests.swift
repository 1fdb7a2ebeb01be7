import Foundation
import ObservationRuntime
import Testing
import ViewRuntime

// Models on the built-in runtime (what the interpreter's objects are) drive the same host.

/// The registrar expansion written by hand against the built-in runtime.
final class RuntimeProfile: ObservationRuntime.Observable {
    private let registrar = ObservationRuntime.ObservationRegistrar()
    private var _name = "Ada"
    private var _email = "ada@example.com"

    var name: String {
        get {
            registrar.access(self, keyPath: \.name)
            return _name
        }
        set { registrar.withMutation(of: self, keyPath: \.name) { _name = newValue } }
    }
    var email: String {
        get {
            registrar.access(self, keyPath: \.email)
            return _email
        }
        set { registrar.withMutation(of: self, keyPath: \.email) { _email = newValue } }
    }
}

struct RuntimeNameView: View {
    let profile: RuntimeProfile
    var body: some View { Text(profile.name) }
}

struct RuntimeEnvironmentReader: View {
    @Environment(RuntimeProfile.self) var profile
    var body: some View { Text("email \(profile.email)") }
}

/// Like an interpreter instance: one Swift class, properties by name, the dynamic face.
final class DynamicInstance: ObservationTraceNaming {
    let observationTypeName: String
    private let registrar = ObservationRuntime.ObservationRegistrar()
    private var values: [String: Int]
    init(typeName: String, values: [String: Int]) {
        observationTypeName = typeName
        self.values = values
    }
    subscript(name: String) -> Int {
        get {
            registrar.access(self, property: PropertyID(name: name))
            return values[name] ?? 0
        }
        set {
            registrar.withMutation(of: self, property: PropertyID(name: name)) { values[name] = newValue }
        }
    }
}

@Suite struct BuiltInRuntimeTests {
    @Test func builtInModelInvalidatesOnlyViewsThatReadTheProperty() throws {
        let profile = RuntimeProfile()
        let host = try ViewHost(RuntimeNameView(profile: profile))
        profile.email = "grace@example.com"
        try host.update()
        #expect(host.bodyEvaluations(of: "RuntimeNameView") == 1)
        profile.name = "Grace"
        try host.update()
        #expect(host.bodyEvaluations(of: "RuntimeNameView") == 2)
        #expect(host.texts == ["Grace"])
    }

    @Test func builtInModelThroughTheEnvironment() throws {
        let profile = RuntimeProfile()
        let host = try ViewHost(RuntimeEnvironmentReader().environment(profile))
        profile.email = "b@x"
        try host.update()
        #expect(host.texts == ["email b@x"])
        #expect(host.bodyEvaluations(of: "RuntimeEnvironmentReader") == 2)
    }

    @Test func dynamicCoreCompositeWithStateAndADynamicObject() throws {
        // What the interpreter does for `struct Counter: View { let model; @State var taps = 0 … }`.
        let model = DynamicInstance(typeName: "Model", values: ["count": 1, "other": 0])
        func counter() -> ViewContent {
            let taps = State(wrappedValue: 0)
            return .composite(
                CompositeView(
                    typeName: "Counter",
                    value: model,
                    properties: { [("taps", taps)] },
                    hasSameInputs: { ($0 as AnyObject) === model },
                    body: {
                        .container(
                            .vertical,
                            .group([
                                .text("count \(model["count"]) taps \(taps.wrappedValue)"),
                                .button(title: "Tap", action: { taps.wrappedValue += 1 }),
                            ]))
                    }
                ))
        }
        let host = try ViewHost(content: counter())
        model["other"] = 5
        try host.update()
        #expect(host.bodyEvaluations(of: "Counter") == 1)
        model["count"] = 2
        try host.update()
        try host.tap("Tap")
        #expect(host.texts == ["count 2 taps 1"])
        #expect(host.bodyEvaluations(of: "Counter") == 3)
    }
}

/// Like an interpreter instance of a script `class Store: ObservableObject`.
final class DynamicLegacyInstance {
    let objectWillChange = ObservableObjectPublisher()
    var count = 0 {
        willSet { objectWillChange.send() }
    }
    var held: HeldObject {
        HeldObject(object: self) { [objectWillChange] onWillChange in objectWillChange.sink { _ in onWillChange() } }
    }
}

@Suite struct DynamicWrapperTests {
    func reader(named typeName: String, _ property: DynamicEnvironmentObject) -> ViewContent {
        .composite(
            CompositeView(
                typeName: typeName, value: (),
                properties: { [("store", property)] },
                hasSameInputs: { _ in true },
                body: { .text("count \((property.object as? DynamicLegacyInstance)?.count ?? -1)") }
            ))
    }

    @Test func dynamicEnvironmentObjectIsFoundByScriptTypeAndHeld() throws {
        let store = DynamicLegacyInstance()
        let key = EnvironmentKey(namespace: .observableObject, id: "script.Store", typeName: "Store")
        let content = ViewContent.environment(
            EnvironmentEntry(key: key, object: store, held: store.held),
            reader(named: "Reader", DynamicEnvironmentObject(key: key)))
        let host = try ViewHost(content: content)
        store.count = 4
        try host.update()
        #expect(host.texts == ["count 4"])
        #expect(host.bodyEvaluations(of: "Reader") == 2)
    }

    @Test func dynamicEnvironmentObjectMissingNamesTheScriptType() throws {
        let key = EnvironmentKey(namespace: .observableObject, id: "script.Store", typeName: "Store")
        #expect(
            throws: ViewRuntimeError.missingEnvironmentObject(
                type: "Store", view: "Reader", wrapper: "EnvironmentObject")
        ) {
            try ViewHost(content: reader(named: "Reader", DynamicEnvironmentObject(key: key)))
        }
    }

    @Test func dynamicStateObjectIsMadeOncePerIdentity() throws {
        var made = 0
        let owner = DynamicStateObject {
            made += 1
            return DynamicLegacyInstance().held
        }
        let content = ViewContent.composite(
            CompositeView(
                typeName: "Owner", value: (),
                properties: { [("store", owner)] },
                hasSameInputs: { _ in true },
                body: { .text("count \((owner.object as? DynamicLegacyInstance)?.count ?? -1)") }
            ))
        let host = try ViewHost(content: content)
        (owner.object as? DynamicLegacyInstance)?.count = 9
        try host.update()
        #expect(made == 1)
        #expect(host.texts == ["count 9"])
    }
}

final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ObservationEvent] = []
    func append(_ event: ObservationEvent) {
        lock.lock()
        stored.append(event)
        lock.unlock()
    }
    var events: [ObservationEvent] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

@Suite struct InterpreterTraceTests {
    @Test func stateChangesLeaveNoStaleTrackingOnTheModel() throws {
        // A script view reading a built-in model and its own @State: each re-evaluation
        // caused by the state must not leave a tracking behind on the model, or the trace
        // would show one `fired` per earlier evaluation when the model finally changes.
        let model = DynamicInstance(typeName: "Model", values: ["count": 0])
        let taps = State(wrappedValue: 0)
        let content = ViewContent.composite(
            CompositeView(
                typeName: "Counter", value: (), properties: { [("_taps", taps)] },
                hasSameInputs: { _ in true },
                body: { .text("\(model["count"]) \(taps.wrappedValue)") }))
        let host = try ViewHost(content: content)
        for _ in 0..<3 {
            taps.wrappedValue += 1
            try host.update()
        }
        let log = EventLog()
        let listener = ObservationTrace.addListener { log.append($0) }
        model["count"] = 1
        ObservationTrace.removeListener(listener)
        let subject = ObservedSubject(model)
        let fired = log.events.filter {
            if case .fired(_, let s, _) = $0 { return s == subject }
            return false
        }
        #expect(fired.count == 1)
        try host.update()
        #expect(host.texts == ["1 3"])
        #expect(subject.typeName == "Model")
    }
}

struct ScriptFailure: Error, Equatable { let message: String }

@Suite struct BodyErrorTests {
    @Test func anErrorThrownByABodyIsRethrownAsIsAndStopsTheHost() throws {
        let model = DynamicInstance(typeName: "Model", values: ["count": 0])
        let content = ViewContent.composite(
            CompositeView(
                typeName: "Fragile", value: (), properties: { [] }, hasSameInputs: { _ in true },
                body: {
                    if model["count"] > 0 { throw ScriptFailure(message: "index out of range") }
                    return .text("fine")
                }))
        let host = try ViewHost(content: content)
        model["count"] = 1
        #expect(throws: ScriptFailure(message: "index out of range")) { try host.update() }
        #expect(throws: ScriptFailure(message: "index out of range")) { try host.update() }
        #expect(host.render().hasPrefix("error: "))
    }

    @Test func anUnknownControlFailsOnlyThatAction() throws {
        let host = try ViewHost(FlagOwner())
        #expect(throws: ViewRuntimeError.self) { try host.toggle("Nope") }
        try host.toggle("Flag")
        #expect(host.texts == ["on"])
    }
}
