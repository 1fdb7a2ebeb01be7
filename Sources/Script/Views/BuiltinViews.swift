import Foundation
import ScriptFrontEnd
import ViewRuntime

// The built-in views of scripts, spelled as ViewRuntime spells them: `Text`, stacks,
// `List`, `Section`, `Group`, `ForEach`, `Button`, `TextField`, `Toggle`, `EmptyView`,
// `Spacer`, `Binding(get:set:)`, `Bindable(model)`, and `ViewHost`. Each evaluates to a
// `ViewContent` (or a host) as a script value.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

extension ViewBridge {
    /// `Text(…)`, `VStack { … }`, `ViewHost(…)`, …; nil when `name` is none of them.
    @_optimize(none) func viewGlobal(
        _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value? {
        switch name {
        case "Text":
            return try makeText(args, in: env, pos: pos)
        case "VStack", "HStack", "List", "Form", "ScrollView", "NavigationStack":
            return try makeContainer(name, args, in: env, pos: pos)
        case "Section":
            var title: String? = nil
            if let first = args.first, first.label == nil,
                case .string(let string) = try interpreter.evaluate(first.value, in: env)
            {
                title = string
            }
            return viewValue(.container(.section(title), try buildClosure(args, in: env, pos: pos)), name)
        case "Group":
            return viewValue(try buildClosure(args, in: env, pos: pos), name)
        case "ForEach":
            return viewValue(try forEachContent(args, in: env, pos: pos), name)
        case "EmptyView", "Spacer":
            return viewValue(.empty, name)
        case "Button":
            return try button(args, in: env, pos: pos)
        case "TextField":
            return try makeTextField(args, in: env, pos: pos)
        case "Toggle":
            return try makeToggle(args, in: env, pos: pos)
        case "ViewHost":
            return try makeViewHost(args, in: env, pos: pos)
        case "Binding":
            return try makeBinding(args, in: env, pos: pos)
        case "Bindable":
            return try makeBindable(args, in: env, pos: pos)
        default:
            return nil
        }
    }

    @_optimize(none) private func makeText(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        guard args.count == 1, args[0].label == nil || args[0].label == "verbatim" else {
            throw ScriptError.cannotRun("'Text' made other than from one string", at: pos)
        }
        let argumentValue = try interpreter.evaluate(args[0].value, in: env)
        guard case .string(let string) = argumentValue.droppingSubstring else {  // Text takes any StringProtocol
            throw ScriptError.cannotRun(
                "'Text' made from a value of type '\(interpreter.descriptions.typeName(of: argumentValue))', not a string",
                at: args[0].value.pos)
        }
        return viewValue(.text(string), "Text")
    }

    /// The stacks, `List`, `Form`, `ScrollView`, `NavigationStack`; `List(items) { … }` is a `ForEach`.
    @_optimize(none) private func makeContainer(
        _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        if name == "List",
            args.contains(where: {
                if case .closure = $0.value.kind { return false }
                return $0.label == nil
            })
        {
            return viewValue(.container(.list, try forEachContent(args, in: env, pos: pos)), "List")
        }
        let kinds: [String: ContainerKind] = [
            "VStack": .vertical, "HStack": .horizontal, "List": .list, "Form": .form,
            "ScrollView": .scrollView, "NavigationStack": .navigationStack,
        ]
        return viewValue(.container(kinds[name] ?? .vertical, try buildClosure(args, in: env, pos: pos)), name)
    }

    @_optimize(none) private func makeTextField(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value
    {
        let (title, text) = try titledBinding(
            args, label: "text", valueType: "String", fallback: "", in: env, pos: pos,
            read: { if case .string(let string) = $0 { string } else { nil } }, write: { .string($0) })
        return viewValue(.textField(title: title, text: text), "TextField")
    }

    @_optimize(none) private func makeToggle(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let (title, isOn) = try titledBinding(
            args, label: "isOn", valueType: "Bool", fallback: false, in: env, pos: pos,
            read: { if case .bool(let flag) = $0 { flag } else { nil } }, write: { .bool($0) })
        return viewValue(.toggle(title: title, isOn: isOn), "Toggle")
    }

    /// `TextField(title, text:)`, `Toggle(title, isOn:)`: a title and the host's typed binding
    /// over the script's; a value of another type is reported (`wrongBindingType`) and reads as `fallback`.
    @_optimize(none) private func titledBinding<T>(
        _ args: [Argument], label: String, valueType: String, fallback: T, in env: Environment, pos: SourcePos,
        read: @escaping (Value) -> T?, write: @escaping (T) -> Value
    ) throws -> (String, Binding<T>) {
        guard args.count == 2, args[0].label == nil, args[1].label == label else {
            throw ScriptError.cannotRun("this control made other than from a title and '\(label):' binding", at: pos)
        }
        let title = try stringArgument(args[0], in: env)
        let binding = try bindingArgument(args[1], in: env, valueType: valueType)
        let typed = Binding<T>(
            get: { [unowned self] in
                let value = self.readBinding(binding)
                if let typedValue = read(value) { return typedValue }
                self.wrongBindingType(value, expected: valueType, pos: args[1].value.pos)
                return fallback
            },
            set: { [unowned self] value in self.interpreter.observation.runCallback { try binding.set(write(value)) } })
        return (title, typed)
    }

    /// `Binding(get:set:)`: never the same input twice (no location).
    @_optimize(none) private func makeBinding(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        guard args.count == 2, args[0].label == "get", args[1].label == "set" else {
            throw ScriptError.cannotRun(
                "a 'Binding' made other than with Binding(get:set:), or with '$' on a wrapper", at: pos)
        }
        let getter = try interpreter.evaluate(args[0].value, in: env)
        let setter = try interpreter.evaluate(args[1].value, in: env)
        return bindingValue(
            ScriptBinding(
                get: { [unowned self] in try self.interpreter.callValue(getter, [], labels: [], pos: pos) },
                set: { [unowned self] in _ = try self.interpreter.callValue(setter, [$0], labels: [nil], pos: pos) },
                location: nil))
    }

    @_optimize(none) private func makeBindable(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value
    {
        guard args.count == 1, args[0].label == nil || args[0].label == "wrappedValue" else {
            throw ScriptError.cannotRun("'Bindable' made other than from one object", at: pos)
        }
        let argumentValue = try interpreter.evaluate(args[0].value, in: env)
        guard case .object(let object) = argumentValue, interpreter.observation.isObservableType(object.type) else {
            throw ScriptError.cannotRun(
                "'Bindable' over '\(interpreter.descriptions.typeName(of: argumentValue))', which is not @Observable",
                at: args[0].value.pos)
        }
        return objectProjection(object)
    }

    /// A `TextField` over a non-String binding (a `Toggle` over a non-Bool) does not
    /// compile; the interpreter learns the type when the host first reads the binding.
    @_optimize(none) private func wrongBindingType(_ value: Value, expected: String, pos: SourcePos) {
        if case .void = value { return }  // reading failed: that error is pending already
        interpreter.observation.runCallback {
            throw ScriptError.cannotRun(
                "a control over a binding to '\(self.interpreter.descriptions.typeName(of: value))' where it edits a '\(expected)'",
                at: pos)
        }
    }

    @_optimize(none) private func readBinding(_ binding: ScriptBinding) -> Value {
        do { return try binding.get() } catch {
            interpreter.observation.runCallback { throw error }
            return .void
        }
    }

    @_optimize(none) private func stringArgument(_ argument: Argument, in env: Environment) throws -> String {
        let value = try interpreter.evaluate(argument.value, in: env)
        guard case .string(let string) = value else {
            throw ScriptError.cannotRun(
                "a title of type '\(interpreter.descriptions.typeName(of: value))', not a string",
                at: argument.value.pos)
        }
        return string
    }

    @_optimize(none) private func bindingArgument(
        _ argument: Argument, in env: Environment, valueType: String
    ) throws -> ScriptBinding {
        let value = try interpreter.evaluate(argument.value, in: env)
        guard case .native(let box) = value, let binding = box.object as? ScriptBinding else {
            throw ScriptError.cannotRun(
                "a control given a value of type '\(interpreter.descriptions.typeName(of: value))' where it takes a binding to a '\(valueType)'",
                at: argument.value.pos)
        }
        return binding
    }

    @_optimize(none) private func button(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let actionArgument =
            args.first { $0.label == "action" }
            ?? args.last {
                $0.label == nil
                    && {
                        if case .closure = $0.value.kind { return true }
                        return false
                    }($0)
            }
        guard let actionArgument else {
            throw ScriptError.cannotRun("a 'Button' without an action closure", at: pos)
        }
        let title: String
        if let first = args.first, first.label == nil, !(first.value.pos == actionArgument.value.pos) {
            title = try stringArgument(first, in: env)
        } else if let labelClosure = args.last(where: {
            $0.label == "label" || ($0.label == nil && $0.value.pos != actionArgument.value.pos)
        }),
            case .closure(let closure) = labelClosure.value.kind
        {
            title = firstText(try buildViewContent(closure.body, in: Environment(parent: env), pos: closure.pos)) ?? ""
        } else {
            throw ScriptError.cannotRun("a 'Button' without a title or a 'label:' closure", at: pos)
        }
        let action = try interpreter.evaluate(actionArgument.value, in: env)
        let run: () -> Void = { [unowned self] in
            self.interpreter.observation.runCallback {
                _ = try self.interpreter.callValue(action, [], labels: [], pos: pos)
            }
        }
        return viewValue(.button(title: title, action: run), "Button")
    }

    @_optimize(none) private func firstText(_ content: ViewContent) -> String? {
        switch content {
        case .text(let text): return text
        case .group(let parts): return parts.lazy.compactMap { self.firstText($0) }.first
        case .container(_, let inner), .branch(_, let inner), .environment(_, let inner), .identified(_, let inner),
            .onAppear(_, let inner), .decorated(_, let inner):
            return firstText(inner)
        default: return nil
        }
    }

    /// `ForEach(data, id: \.key) { item in … }`, `ForEach(identifiables) { … }`, `ForEach(0..<n) { … }`.
    @_optimize(none) private func forEachContent(
        _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> ViewContent {
        guard let dataArgument = args.first(where: { $0.label == nil }), let closure = builderClosure(args) else {
            throw ScriptError.cannotRun("a 'ForEach' without its data and a content closure", at: pos)
        }
        var data = try interpreter.evaluate(dataArgument.value, in: env)
        // `ForEach($items) { $item in … }`: rows over the bound array, each with a binding
        // to its element found by id.
        var wholeBinding: ScriptBinding? = nil
        if case .native(let box) = data, let binding = box.object as? ScriptBinding {
            wholeBinding = binding
            data = try binding.get()
        }
        let isRange: Bool
        if case .range = data { isRange = true } else { isRange = false }
        var idPath: KeyPathValue? = nil
        if let idArgument = args.first(where: { $0.label == "id" }) {
            guard case .keyPath(let kp) = try interpreter.evaluate(idArgument.value, in: env) else {
                throw ScriptError.cannotRun("a 'ForEach' whose 'id:' is not a key path", at: idArgument.value.pos)
            }
            idPath = kp
        }
        var rows: [ViewRow] = []
        for element in try interpreter.elements(of: data, pos: dataArgument.value.pos) {
            try interpreter.tick(pos)
            let id: Value
            if let idPath {
                id =
                    idPath.components == ["self"]
                    ? element : try interpreter.applyKeyPath(idPath, to: element, pos: pos)
            } else if isRange {
                id = element
            } else {
                guard let elementType = interpreter.typeInfo(of: element), elementType.conforms(to: "Identifiable")
                else {
                    throw ScriptError.cannotRun(
                        "a 'ForEach' without 'id:' over '\(interpreter.descriptions.typeName(of: element))', which is not Identifiable",
                        at: dataArgument.value.pos)
                }
                id = try interpreter.memberGet(element, "id", pos: pos)
            }
            let scope = Environment(parent: env)
            var rowValue = element
            if let wholeBinding { rowValue = elementBinding(wholeBinding, element, id: id, pos: pos) }
            if closure.anonymousParamCount > 0 {
                scope.define("$0", value: rowValue)
            } else if let param = closure.params.first, param.name != "_" {
                if param.name.hasPrefix("$") {
                    // `$item in`: `$item` is the binding, `item` its value.
                    scope.define(param.name, value: rowValue)
                    scope.define(String(param.name.dropFirst()), value: element)
                } else {
                    scope.define(param.name, value: rowValue)
                }
            }
            rows.append(
                ViewRow(
                    id: hashableIdentity(id), content: try buildViewContent(closure.body, in: scope, pos: closure.pos)))
        }
        return .forEach(rows)
    }

    /// Row ids and `.id(_:)` values as the host keys (and shows) them: plain Swift values,
    /// a `UUID()` string as a Foundation `UUID` (shown `UUID 1`, `UUID 2`, …).
    @_optimize(none) func hashableIdentity(_ id: Value) -> AnyHashable {
        switch id {
        case .int(let integer): return AnyHashable(integer)
        case .bool(let flag): return AnyHashable(flag)
        case .double(let double): return AnyHashable(double)
        case .character(let character): return AnyHashable(character)
        case .string(let string):
            if string.count == 36, let uuid = UUID(uuidString: string), uuid.uuidString == string {
                return AnyHashable(uuid)
            }
            return AnyHashable(string)
        default:
            return AnyHashable(
                ScriptIdentity(key: HashKey(value: id), description: interpreter.descriptions.describe(id)))
        }
    }
}
