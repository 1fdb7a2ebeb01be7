import ScriptFrontEnd
import ViewRuntime

// `Binding`s of scripts: `$state`, `$model.name` (through `@Bindable`, `@ObservedObject`,
// `@StateObject` projections, or dynamic member lookup on another binding). Like
// ViewRuntime's `Binding`, each knows where its value lives, so two bindings to the same
// place are the same input of a child view.
//
// Making a binding to an object's property reads that property (as SwiftUI's `Binding`,
// which keeps the current value beside its location): a body that makes `$model.title`
// depends on `title`. Projecting a `@State` does not register the state as a read.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

final class ScriptBinding {
    let get: () throws -> Value
    let set: (Value) throws -> Void
    /// Nil for `Binding(get:set:)`, which is never the same input twice.
    let location: AnyHashable?
    /// Reads the source the way making a binding does: an object's property registers a
    /// read, a `@State`'s storage does not.
    let peek: () throws -> Value
    @_optimize(none) init(
        get: @escaping () throws -> Value, set: @escaping (Value) throws -> Void, location: AnyHashable?,
        peek: (() throws -> Value)? = nil
    ) {
        self.get = get
        self.set = set
        self.location = location
        self.peek = peek ?? get
    }
}

/// `$model` of `@Bindable`/`@ObservedObject`/`@StateObject`: members are bindings.
final class ObjectProjection {
    let object: Instance
    @_optimize(none) init(_ object: Instance) { self.object = object }
}

extension ViewBridge {
    @_optimize(none) func bindingValue(_ binding: ScriptBinding) -> Value {
        .native(NativeBox(binding, typeName: "Binding"))
    }

    @_optimize(none) func objectProjection(_ object: Instance) -> Value {
        .native(NativeBox(ObjectProjection(object), typeName: "Bindable<\(object.type.name)>"))
    }

    /// A binding to an object's property; making it reads the property.
    @_optimize(none) func propertyBinding(_ object: Instance, _ name: String, pos: SourcePos) throws -> Value {
        guard object.type.findStored(name) != nil || object.type.findComputed(name) != nil else {
            throw ScriptError.cannotRun(member: name, of: object.type.name, at: pos)
        }
        _ = try interpreter.memberGet(.object(object), name, pos: pos)
        let binding = ScriptBinding(
            get: { [unowned self] in try self.interpreter.memberGet(.object(object), name, pos: pos) },
            set: { [unowned self] in try self.interpreter.instanceSet(object, name, $0, initializing: false, pos: pos)
            },
            location: AnyHashable([AnyHashable(ObjectIdentifier(object)), AnyHashable(name)])
        )
        return bindingValue(binding)
    }

    /// `$binding.field`: a binding to a part of the bound value (a class is mutated in
    /// place; a value is read, changed and written back whole).
    /// Through an object (a `@State` holding a model), the member is read now.
    @_optimize(none) func memberBinding(_ whole: ScriptBinding, _ name: String, pos: SourcePos) throws -> Value {
        let peekMember = { [unowned self] in try self.interpreter.memberGet(try whole.peek(), name, pos: pos) }
        if try whole.peek().isReference { _ = try peekMember() }
        let binding = ScriptBinding(
            get: { [unowned self] in try self.interpreter.memberGet(try whole.get(), name, pos: pos) },
            set: { [unowned self] newValue in
                var value = try whole.get()
                try self.interpreter.setProperty(&value, name, newValue, initializing: false, pos: pos)
                if !value.isReference { try whole.set(value) }
            },
            location: whole.location.map { AnyHashable([$0, AnyHashable(name)]) },
            peek: peekMember
        )
        return bindingValue(binding)
    }

    /// `$items[i]`: a binding to one element of the bound collection;
    /// `bindable[dynamicMember: \Model.name]`: what `bindable.name` is sugar for.
    @_optimize(none) func subscriptBinding(
        _ box: NativeBox, _ indices: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        if labels.first == "dynamicMember", case .keyPath(let keyPath)? = indices.first,
            let first = keyPath.components.first
        {
            var result = try viewNativeProperty(box, first, pos: pos) ?? .void
            for component in keyPath.components.dropFirst() {
                result = try interpreter.memberGet(result, component, pos: pos)
            }
            return result
        }
        guard let whole = box.object as? ScriptBinding else {
            throw ScriptError.cannotRun("a subscript on a value of type '\(box.typeName)' through a binding", at: pos)
        }
        let binding = ScriptBinding(
            get: { [unowned self] in
                try self.interpreter.subscriptGet(try whole.get(), indices, labels: labels, pos: pos)
            },
            set: { [unowned self] newValue in
                var value = try whole.get()
                try self.interpreter.subscriptSet(&value, indices, labels: labels, newValue, pos: pos)
                try whole.set(value)
            },
            location: whole.location.map { AnyHashable([$0] + indices.map { AnyHashable(HashKey(value: $0)) }) },
            peek: { [unowned self] in
                try self.interpreter.subscriptGet(try whole.peek(), indices, labels: labels, pos: pos)
            }
        )
        return bindingValue(binding)
    }

    /// The binding `ForEach($items)` gives a row: the element with `id` (the last seen
    /// value while it is gone); writing replaces it in the array.
    @_optimize(none) func elementBinding(_ whole: ScriptBinding, _ element: Value, id: Value, pos: SourcePos) -> Value {
        @_optimize(none) func index(in items: [Value]) throws -> Int? {
            try items.firstIndex { valuesEqual(try self.interpreter.memberGet($0, "id", pos: pos), id) }
        }
        @_optimize(none) func current(_ read: () throws -> Value) throws -> Value {
            guard case .array(let items) = try read(), let position = try index(in: items) else { return element }
            return items[position]
        }
        let binding = ScriptBinding(
            get: { try current(whole.get) },
            set: { newValue in
                guard case .array(var items) = try whole.get(), let position = try index(in: items) else { return }
                items[position] = newValue
                try whole.set(.array(items))
            },
            location: whole.location.map { AnyHashable([$0, AnyHashable(HashKey(value: id))]) },
            peek: { try current(whole.peek) }
        )
        return bindingValue(binding)
    }

    /// `binding.wrappedValue = x`.
    @_optimize(none) func setViewNativeProperty(
        _ base: Value, _ name: String, _ value: Value, pos: SourcePos
    ) throws -> Bool {
        guard case .native(let box) = base, let binding = box.object as? ScriptBinding, name == "wrappedValue" else {
            return false
        }
        try binding.set(value)
        try interpreter.observation.rethrowCallbackError()
        return true
    }

    /// Properties of the view-related host values: bindings, projections, the host.
    @_optimize(none) func viewNativeProperty(_ box: NativeBox, _ name: String, pos: SourcePos) throws -> Value? {
        if let binding = box.object as? ScriptBinding {
            if name == "wrappedValue" { return try binding.get() }
            return try memberBinding(binding, name, pos: pos)
        }
        if let projection = box.object as? ObjectProjection {
            return try propertyBinding(projection.object, name, pos: pos)
        }
        if let host = box.object as? HostBox { return try hostProperty(host, name, pos: pos) }
        if let record = box.object as? RecordBox { return recordProperty(record, name) }
        return nil
    }
}
