// `ObservableObject` and `@Published` in scripts, on the LegacyObservation runtime:
// assigning a @Published property sends `objectWillChange`, then the new value to
// `$property` subscribers, then stores it (so subscribers reading back see the old value);
// `sink` hands out an `AnyCancellable` that cancels when released, as in Combine.

import LegacyObservation
import ScriptFrontEnd

final class LegacyState {
    let objectWillChange = ObservableObjectPublisher()
    var subjects: [String: PassthroughSubject<UncheckedSendable<Value>, Never>] = [:]

    func subject(_ name: String) -> PassthroughSubject<UncheckedSendable<Value>, Never> {
        if let publisher = subjects[name] { return publisher }
        let publisher = PassthroughSubject<UncheckedSendable<Value>, Never>()
        subjects[name] = publisher
        return publisher
    }
}

/// `$property`: the subject plus the owner, so a new subscriber first gets the current value.
final class PublishedProjection {
    let owner: Instance
    let name: String
    init(owner: Instance, name: String) {
        self.owner = owner
        self.name = name
    }
}

extension ObservationBridge {
    func legacyState(_ inst: Instance) -> LegacyState {
        if let legacy = inst.legacy { return legacy }
        let legacy = LegacyState()
        inst.legacy = legacy
        return legacy
    }

    func isPublished(_ type: TypeInfo, _ name: String) -> Bool {
        if interpreter.views.isViewWrapped(type, name) { return true }
        var nextType: TypeInfo? = type
        while let typeInfo = nextType {
            if typeInfo.publishedProperties.contains(name) { return true }
            nextType = typeInfo.superclass
        }
        return false
    }

    func isObservableObject(_ type: TypeInfo) -> Bool { type.conforms(to: "ObservableObject") }

    func legacyGet(_ inst: Instance, _ name: String) -> Value? {
        interpreter.views.viewWrapper(of: inst, name)?.wrappedValue
    }

    /// A @Published assignment: objectWillChange, `$name` subscribers, then the store.
    func legacySet(_ inst: Instance, _ name: String, _ value: Value, pos: SourcePos) throws -> Bool {
        if try interpreter.views.assignViewWrapper(inst, name, value, pos: pos) { return true }
        guard isPublished(inst.type, name) else { return false }
        let state = legacyState(inst)
        if isObservableObject(inst.type) { state.objectWillChange.send() }
        try rethrowCallbackError()
        state.subjects[name]?.send(UncheckedSendable(value: value))
        try rethrowCallbackError()
        inst.fields[name] = value
        return true
    }

    /// `objectWillChange` and `$name` on an instance.
    func legacyMember(_ inst: Instance, _ name: String) -> Value? {
        if name == "objectWillChange", isObservableObject(inst.type), inst.type.findStored("objectWillChange") == nil {
            return .native(
                NativeBox(interpreter.views.objectWillChange(of: inst), typeName: "ObservableObjectPublisher"))
        }
        if name.hasPrefix("$"), let projection = interpreter.views.viewProjection(inst, String(name.dropFirst())) {
            return projection
        }
        if name.hasPrefix("$"), isPublished(inst.type, String(name.dropFirst())) {
            return .native(
                NativeBox(
                    PublishedProjection(owner: inst, name: String(name.dropFirst())), typeName: "Published.Publisher"))
        }
        return nil
    }

    func legacyMethod(
        _ box: NativeBox, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        switch (box.object, name) {
        case (let publisher as ObservableObjectPublisher, "sink"):
            let closure = try interpreter.closureArg(args, pos: pos)
            let handler = UncheckedSendable(value: (WeakInterpreter(interpreter), closure, pos))
            let cancellable = publisher.sink { _ in
                let (weak, callback, at) = handler.value
                guard let interpreter = weak.interpreter else { return }
                interpreter.observation.runCallback {
                    _ = try interpreter.callValue(callback, [.void], labels: [nil], pos: at)
                }
            }
            return .native(NativeBox(cancellable, typeName: "AnyCancellable"))
        case (let publisher as ObservableObjectPublisher, "send"):
            publisher.send()
            try rethrowCallbackError()
            return .void
        case (let projection as PublishedProjection, "sink"):
            let closure = try interpreter.closureArg(args, pos: pos)
            // Like Combine's @Published publisher: the current value first.
            _ = try interpreter.callValue(
                closure, [projection.owner.fields[projection.name] ?? .void], labels: [nil], pos: pos)
            let handler = UncheckedSendable(value: (WeakInterpreter(interpreter), closure, pos))
            let cancellable = legacyState(projection.owner).subject(projection.name).sink { value in
                let (weak, callback, at) = handler.value
                guard let interpreter = weak.interpreter else { return }
                interpreter.observation.runCallback {
                    _ = try interpreter.callValue(callback, [value.value], labels: [nil], pos: at)
                }
            }
            return .native(NativeBox(cancellable, typeName: "AnyCancellable"))
        case (let cancellable as AnyCancellable, "cancel"):
            cancellable.cancel()
            return .void
        default:
            return nil
        }
    }
}
