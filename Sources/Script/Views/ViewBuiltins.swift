// The SwiftUI-shaped vocabulary scripts use: view constructors, modifiers and `ViewHost`.

import LegacyObservation
import ViewRuntime

extension Interpreter {
    static let viewConstructors: Set<String> = [
        "Text", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "List", "Form", "Section", "ScrollView",
        "NavigationStack", "NavigationView", "Group", "Button", "TextField", "Toggle", "ForEach", "EmptyView", "Spacer",
        "Divider", "ViewHost", "Label", "Bindable",
    ]

    /// `Text(…)`, `VStack { … }`, `ViewHost(root)` …; nil when `name` is not one of them.
    func constructView(_ name: String, _ vs: [Value], _ labels: [String?], pos: SourcePos) throws -> Value? {
        func box(_ c: ViewContent) -> Value { .native(NativeBox(ViewContentBox(c), typeName: name)) }
        func lastBuilder() throws -> ViewContent {
            guard let last = vs.last, case .function = last else { return .empty }
            return try builderArgument(last, pos: pos)
        }
        func string(_ v: Value?) -> String { v.map { describe($0) } ?? "" }
        switch name {
        case "Text", "Label":
            return box(.text(string(vs.first)))
        case "EmptyView": return box(.empty)
        case "Spacer", "Divider": return box(.decorated(name, .empty))
        case "Group": return box(try lastBuilder())
        case "VStack", "LazyVStack": return box(.container(.vertical, try lastBuilder()))
        case "HStack", "LazyHStack": return box(.container(.horizontal, try lastBuilder()))
        case "ZStack": return box(.container(ContainerKind(name: "ZStack"), try lastBuilder()))
        case "Form": return box(.container(.form, try lastBuilder()))
        case "ScrollView": return box(.container(.scrollView, try lastBuilder()))
        case "NavigationStack", "NavigationView": return box(.container(.navigationStack, try lastBuilder()))
        case "Section":
            let title: String? = labels.first == nil && vs.count > 1 ? string(vs.first) : nil
            return box(.container(.section(title), try lastBuilder()))
        case "List":
            if vs.count >= 2, case .function = vs.last!, labels.first == nil, case .function = vs[0] {} else if vs.count >= 2 {
                return box(.container(.list, try forEachContent(Array(vs.dropLast()), labels: Array(labels.dropLast()), row: vs.last!, pos: pos)))
            }
            return box(.container(.list, try lastBuilder()))
        case "ForEach":
            guard vs.count >= 2 else { throw ScriptError.compile("ForEach needs the data and a row closure", at: pos) }
            return box(try forEachContent(Array(vs.dropLast()), labels: Array(labels.dropLast()), row: vs.last!, pos: pos))
        case "Button":
            guard let action = vs.last, case .function = action else { throw ScriptError.compile("Button needs an action closure", at: pos) }
            let title = string(vs.first)
            let call = UncheckedSendable(value: (WeakInterpreter(self), action, pos))
            return box(.button(title: title, action: {
                let (weak, f, at) = call.value
                guard let interpreter = weak.interpreter else { return }
                interpreter.runCallback { _ = try interpreter.callValue(f, [], labels: [], pos: at) }
            }))
        case "TextField":
            guard vs.count >= 2, let b = scriptBinding(vs[1]) else {
                throw ScriptError.compile("TextField needs a title and a binding: TextField(\"Name\", text: $name)", at: pos)
            }
            let binding = ViewRuntime.Binding<String>(get: { [unowned self] in (try? b.get()).map { self.describe($0) } ?? "" },
                                                     set: { [unowned self] text in self.runCallback { try b.set(.string(text)) } })
            return box(.textField(title: string(vs.first), text: binding))
        case "Toggle":
            guard vs.count >= 2, let b = scriptBinding(vs[1]) else {
                throw ScriptError.compile("Toggle needs a title and a binding: Toggle(\"On\", isOn: $flag)", at: pos)
            }
            let binding = ViewRuntime.Binding<Bool>(get: { if case .bool(let x)? = try? b.get() { return x }; return false },
                                                   set: { [unowned self] on in self.runCallback { try b.set(.bool(on)) } })
            return box(.toggle(title: string(vs.first), isOn: binding))
        case "Bindable":
            guard let v = vs.first, case .object(let inst) = unwrapOptional(v), isObservableType(inst.type) else {
                throw ScriptError.compile("'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable", at: pos)
            }
            return .native(NativeBox(ObjectProjection(object: v), typeName: "Bindable"))
        case "ViewHost":
            guard let root = vs.first else { throw ScriptError.compile("ViewHost needs a root view", at: pos) }
            let rootContent = try content(root, pos: pos)
            do {
                let host = try ViewHost(content: rootContent)
                try rethrowCallbackError()
                return .native(NativeBox(host, typeName: "ViewHost"))
            } catch let e as ViewRuntimeError {
                throw ThrownValue(value: .native(NativeBox(ViewErrorBox(e), typeName: e.description)), pos: pos)
            }
        default:
            return nil
        }
    }

    func scriptBinding(_ v: Value) -> ScriptBinding? {
        if case .native(let n) = v { return n.object as? ScriptBinding }
        return nil
    }

    /// `ForEach(data) { item in … }` / `ForEach(data, id: \.key)`: rows keyed by id.
    func forEachContent(_ vs: [Value], labels: [String?], row: Value, pos: SourcePos) throws -> ViewContent {
        guard let data = vs.first else { return .forEach([]) }
        let idPath: KeyPathValue? = zip(labels, vs).first { $0.0 == "id" }.flatMap { if case .keyPath(let k) = $0.1 { return k }; return nil }
        var rows: [ViewRow] = []
        for (offset, item) in try elements(of: data, pos: pos).enumerated() {
            let id: Value
            if let idPath {
                id = idPath.components == ["self"] ? item : try applyKeyPath(idPath, to: item, pos: pos)
            } else if let t = typeInfo(of: item), t.findStored("id") != nil || t.findComputed("id") != nil {
                id = try memberGet(item, "id", pos: pos)
            } else if case .range = data {
                id = item
            } else {
                id = .int(offset)
            }
            let produced = try callRowBuilder(row, item, pos: pos)
            rows.append(ViewRow(id: AnyHashable(RowID(key: HashKey(value: id), text: describe(id))), content: produced))
        }
        return .forEach(rows)
    }

    private func callRowBuilder(_ row: Value, _ item: Value, pos: SourcePos) throws -> ViewContent {
        guard case .function(let fn) = row, case .closure(let closure, let captured) = fn.kind else {
            return try content(try callValue(row, [item], labels: [nil], pos: pos), pos: pos)
        }
        let scope = Environment(parent: captured)
        if closure.anonymousParamCount > 0 { scope.define("$0", value: item) }
        else if let p = closure.params.first { scope.define(p.name.hasPrefix("$") ? String(p.name.dropFirst()) : p.name, value: item) }
        return try builderContent(closure.body, in: scope, pos: closure.pos)
    }

    // MARK: Modifiers

    static let decorativeModifiers: Set<String> = [
        "padding", "font", "bold", "italic", "foregroundStyle", "foregroundColor", "navigationTitle", "frame", "background",
        "tint", "disabled", "listStyle", "textFieldStyle", "buttonStyle", "opacity", "cornerRadius", "border", "monospaced",
        "lineLimit", "multilineTextAlignment", "shadow", "overlay", "toolbar", "accessibilityLabel", "tag",
    ]

    /// `.environment(_:)`, `.environmentObject(_:)`, `.id(_:)`, `.onAppear { }`, look-only
    /// modifiers; nil when the receiver is not a view or the name is no modifier.
    func viewModifier(_ receiver: Value, _ name: String, _ args: [Value], pos: SourcePos) throws -> Value? {
        let isView: Bool
        switch receiver {
        case .native(let n): isView = n.object is ViewContentBox
        case .structValue(let s): isView = isViewType(s.type)
        default: isView = false
        }
        guard isView else { return nil }
        func box(_ c: ViewContent) -> Value { .native(NativeBox(ViewContentBox(c), typeName: name)) }
        let inner = { try self.content(receiver, pos: pos) }
        switch name {
        case "environment":
            guard case .object(let inst)? = args.last.map(unwrapOptional) else {
                throw ScriptError.compile(".environment(_:) needs an @Observable object", at: pos)
            }
            let key = EnvironmentKey(namespace: .observable, id: inst.type.name, typeName: inst.type.name)
            return box(.environment(EnvironmentEntry(key: key, object: inst), try inner()))
        case "environmentObject":
            guard let v = args.first, case .object(let inst) = unwrapOptional(v), let held = heldObject(v) else {
                throw ScriptError.compile("instance method 'environmentObject' requires that the object conform to 'ObservableObject'", at: pos)
            }
            let key = EnvironmentKey(namespace: .observableObject, id: inst.type.name, typeName: inst.type.name)
            return box(.environment(EnvironmentEntry(key: key, object: inst, held: held), try inner()))
        case "id":
            guard let v = args.first else { throw ScriptError.compile("missing argument for parameter #1 in call", at: pos) }
            return box(.identified(AnyHashable(RowID(key: HashKey(value: v), text: describe(v))), try inner()))
        case "onAppear":
            guard let action = args.last else { return box(try inner()) }
            let call = UncheckedSendable(value: (WeakInterpreter(self), action, pos))
            return box(.onAppear({
                let (weak, f, at) = call.value
                guard let interpreter = weak.interpreter else { return }
                interpreter.runCallback { _ = try interpreter.callValue(f, [], labels: [], pos: at) }
            }, try inner()))
        default:
            if Interpreter.decorativeModifiers.contains(name) { return box(.decorated(name, try inner())) }
            return nil
        }
    }

    // MARK: ViewHost

    func hostMethod(_ host: ViewHost, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos) throws -> Value? {
        func string(_ i: Int) -> String { i < args.count ? describe(args[i]) : "" }
        func occurrence() -> Int {
            if let i = labels.firstIndex(of: "occurrence"), case .int(let n) = args[i] { return n }
            return 0
        }
        do {
            switch name {
            case "update": try host.update()
            case "tap": try host.tap(string(0), occurrence: occurrence())
            case "type":
                guard let i = labels.firstIndex(of: "into") else { throw ScriptError.compile("missing argument label 'into:' in call", at: pos) }
                try host.type(string(0), into: string(i), occurrence: occurrence())
            case "toggle": try host.toggle(string(0), occurrence: occurrence())
            case "bodyEvaluations": return .int(host.bodyEvaluations(of: string(0)))
            case "initCalls": return .int(host.initCalls(of: string(0)))
            case "render": return .string(host.render())
            case "value": return .optional(host.value(of: string(0), occurrence: occurrence()).map { .string($0) })
            case "transaction":
                guard let f = args.first else { return .void }
                try host.transaction { try self.callValue(f, [], labels: [], pos: pos) ; return }
            default: return nil
            }
            try rethrowCallbackError()
            return .void
        } catch let e as ViewRuntimeError {
            throw ThrownValue(value: .native(NativeBox(ViewErrorBox(e), typeName: e.description)), pos: pos)
        }
    }

    func hostProperty(_ host: ViewHost, _ name: String) -> Value? {
        switch name {
        case "texts": return .array(host.texts.map { .string($0) })
        case "hasPendingUpdates": return .bool(host.hasPendingUpdates)
        case "reevaluatedInLastUpdate": return .array(host.reevaluatedInLastUpdate.map { .string($0) })
        default: return nil
        }
    }
}

/// A row or `.id(_:)` identity: compared by value, rendered the way Swift prints the value.
struct RowID: Hashable, CustomStringConvertible {
    let key: HashKey
    let text: String
    static func == (a: RowID, b: RowID) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { key.hash(into: &hasher) }
    var description: String { text }
}

/// A `ViewRuntimeError` thrown into a script (it prints as its description).
final class ViewErrorBox {
    let error: ViewRuntimeError
    init(_ error: ViewRuntimeError) { self.error = error }
}
