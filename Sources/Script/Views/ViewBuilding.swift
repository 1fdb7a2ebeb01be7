import Foundation
import ViewRuntime

// View builders and the built-in views. A builder block (a view's `body`, the closure of
// `VStack { … }`, `ForEach(…) { … }`, …) is not run as a closure: its statements are
// read the way `@ViewBuilder` reads them — each expression is a child (several → a group,
// by position), `if`/`else` picks an arm (arms are different identities), `for` makes
// rows by offset, `let` declares — producing ViewRuntime's `ViewContent`, as the
// compiled builder does.

/// A `ViewContent` as a script value (what `Text("a")`, `VStack { … }` evaluate to).
final class ViewContentBox {
    let content: ViewContent
    init(_ content: ViewContent) { self.content = content }
}

/// A row id or `.id(_:)` value that is not a plain Swift value: hashed like the script
/// value, shown like `print` shows it (as the compiled host shows `"\(id)"`).
struct ScriptIdentity: Hashable, CustomStringConvertible {
    let key: HashKey
    let description: String
    static func == (a: ScriptIdentity, b: ScriptIdentity) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension Interpreter {
    static let viewGlobalNames: Set<String> = [
        "View", "Text", "VStack", "HStack", "List", "Form", "Section", "ScrollView", "NavigationStack", "Group",
        "ForEach", "Button", "TextField", "Toggle", "EmptyView", "Spacer", "ViewHost", "Binding", "State",
        "StateObject", "ObservedObject", "Bindable", "Environment", "EnvironmentObject", "ObservableObjectPublisher",
        "AnyCancellable",
    ]

    func viewValue(_ content: ViewContent, _ typeName: String) -> Value {
        .native(NativeBox(ViewContentBox(content), typeName: typeName))
    }

    /// The content of a view value a builder or the host received.
    func viewContent(of v: Value, pos: SourcePos) throws -> ViewContent {
        switch v {
        case .native(let box):
            if let content = box.object as? ViewContentBox { return content.content }
        case .object(let inst) where isViewType(inst.type):
            return .composite(compositeView(inst))
        default: break
        }
        throw ScriptError.compile("cannot convert value of type '\(typeName(of: v))' to expected argument type 'ViewContent'", at: pos)
    }

    // MARK: Builder blocks

    func buildViewContent(_ statements: [Stmt], in env: Environment, pos: SourcePos) throws -> ViewContent {
        // An explicit `return` turns the builder off, as in Swift.
        if statements.contains(where: { if case .returnStmt = $0.kind { return true }; return false }) {
            let value = try runBody(statements, in: env, pos: pos)
            return try viewContent(of: value, pos: pos)
        }
        let scope = Environment(parent: env)
        var parts: [ViewContent] = []
        for statement in statements {
            try tick(statement.pos)
            switch statement.kind {
            case .expr(let e):
                parts.append(try viewContent(of: try evaluate(e, in: scope), pos: e.pos))
            case .variable(let decl) where decl.hasAttribute("Bindable"):
                // `@Bindable var profile = profile` in a body: the object, and `$profile`.
                guard let initializer = decl.initializer, case .object(let object) = try evaluate(initializer, in: scope),
                      isObservableType(object.type) else {
                    throw ScriptError.compile("generic struct 'Bindable' requires that the value be an Observable class instance", at: decl.pos)
                }
                scope.define(decl.name, value: .object(object))
                scope.define("$" + decl.name, value: objectProjection(object))
            case .variable:
                _ = try execute(statement, in: scope)
            case .ifStmt:
                parts.append(try buildIfChain(statement, in: scope))
            case .switchStmt(let subjectExpr, let cases):
                let subject = try evaluate(subjectExpr, in: scope)
                guard let (index, caseScope) = try matchSwitch(subject, cases, in: scope) else {
                    throw ScriptError.runtime("switch must be exhaustive: no case matched '\(describe(subject))'", at: statement.pos)
                }
                let content = try buildViewContent(cases[index].body, in: caseScope, pos: cases[index].pos)
                parts.append(chainPayload(content, index: index, count: cases.count))
            case .forIn(let pattern, let sequence, let whereExpr, let body, false):
                var rows: [ViewRow] = []
                for element in try elements(of: try evaluate(sequence, in: scope), pos: sequence.pos) {
                    try tick(statement.pos)
                    let rowScope = Environment(parent: scope)
                    guard try bindPattern(pattern, element, in: rowScope) else { continue }
                    if let whereExpr, !(try truthy(try evaluate(whereExpr, in: rowScope), whereExpr.pos)) { continue }
                    rows.append(ViewRow(id: AnyHashable(rows.count), content: try buildViewContent(body, in: rowScope, pos: statement.pos)))
                }
                parts.append(.forEach(rows))
            default:
                throw ScriptError.compile("only views, 'let'/'var' declarations, 'if'/'else' and 'for' loops are supported in a view builder", at: statement.pos)
            }
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .group(parts)
        }
    }

    /// `if … {} else if … {} else {}`: one chain of payloads, as the compiler's builder
    /// transform sees it; without a final `else` the chain is optional (`buildOptional`).
    private func buildIfChain(_ statement: Stmt, in scope: Environment) throws -> ViewContent {
        var arms: [(conditions: [Condition], body: [Stmt])] = []
        var finalElse: [Stmt]? = nil
        var current = statement
        while case .ifStmt(let conditions, let body, let elseBody) = current.kind {
            arms.append((conditions, body))
            guard let elseBody else { break }
            if elseBody.count == 1, case .ifStmt = elseBody[0].kind {
                current = elseBody[0]
            } else {
                finalElse = elseBody
                break
            }
        }
        let count = arms.count + (finalElse == nil ? 0 : 1)
        for (index, arm) in arms.enumerated() {
            let armScope = Environment(parent: scope)
            if try evaluateConditions(arm.conditions, in: armScope) {
                let content = chainPayload(try buildViewContent(arm.body, in: armScope, pos: statement.pos), index: index, count: count)
                return finalElse == nil ? .branch(0, content) : content
            }
        }
        if let finalElse {
            let content = try buildViewContent(finalElse, in: Environment(parent: scope), pos: statement.pos)
            return chainPayload(content, index: count - 1, count: count)
        }
        return .empty
    }

    /// Payload `index` of `count` in the left-biased balanced tree of `buildEither` calls
    /// the compiler builds for if/else chains and switches: the bits of the index, lowest
    /// innermost, pick first/second; the rightmost path skips the Eithers it does not need.
    private func chainPayload(_ content: ViewContent, index: Int, count: Int) -> ViewContent {
        var operand = content
        var path = index, maxPath = count - 1
        while maxPath != 0 {
            if !(path == maxPath && maxPath & 1 == 0) { operand = .branch(path & 1, operand) }
            path >>= 1
            maxPath >>= 1
        }
        return operand
    }

    /// A `@ViewBuilder var header: some View { … }` (and a view's `body`, implicitly a
    /// builder) read as a property: its statements are a builder block.
    func viewBuilderGetter(_ property: VarDecl, _ get: [Stmt], type: TypeInfo, in scope: Environment, pos: SourcePos) throws -> Value? {
        guard property.hasAttribute("ViewBuilder") || (property.name == "body" && isViewType(type)) else { return nil }
        return viewValue(try buildViewContent(get, in: scope, pos: pos), "some View")
    }

    /// The last closure argument (the trailing closure of `VStack { … }`).
    private func builderClosure(_ args: [Argument], label: String? = nil) -> ClosureExpr? {
        for a in args.reversed() {
            if case .closure(let c) = a.value.kind, label == nil || a.label == label || a.label == nil { return c }
        }
        return nil
    }

    private func buildClosure(_ args: [Argument], in env: Environment, pos: SourcePos, label: String? = nil) throws -> ViewContent {
        guard let closure = builderClosure(args, label: label) else {
            throw ScriptError.compile("missing argument for parameter 'content' in call", at: pos)
        }
        return try buildViewContent(closure.body, in: Environment(parent: env), pos: closure.pos)
    }

    // MARK: Built-in views

    /// `Text(…)`, `VStack { … }`, `ViewHost(…)`, …; nil when `name` is none of them.
    func viewGlobal(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value? {
        switch name {
        case "Text":
            guard args.count == 1, args[0].label == nil || args[0].label == "verbatim" else {
                throw ScriptError.compile("no exact matches in call to initializer", at: pos)
            }
            let v = try evaluate(args[0].value, in: env)
            guard case .string(let s) = v else {
                throw ScriptError.compile("initializer 'init(_:)' requires that '\(typeName(of: v))' conform to 'StringProtocol'", at: args[0].value.pos)
            }
            return viewValue(.text(s), "Text")
        case "VStack", "HStack", "List", "Form", "ScrollView", "NavigationStack":
            if name == "List", args.contains(where: { if case .closure = $0.value.kind { return false }; return $0.label == nil }) {
                return viewValue(.container(.list, try forEachContent(args, in: env, pos: pos)), "List")
            }
            let kinds: [String: ContainerKind] = ["VStack": .vertical, "HStack": .horizontal, "List": .list, "Form": .form,
                                                  "ScrollView": .scrollView, "NavigationStack": .navigationStack]
            return viewValue(.container(kinds[name] ?? .vertical, try buildClosure(args, in: env, pos: pos)), name)
        case "Section":
            var title: String? = nil
            if let first = args.first, first.label == nil, case .string(let s) = try evaluate(first.value, in: env) { title = s }
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
            guard args.count == 2, args[0].label == nil, args[1].label == "text" else {
                throw ScriptError.compile("no exact matches in call to initializer", at: pos)
            }
            let title = try stringArgument(args[0], in: env)
            let binding = try bindingArgument(args[1], in: env, valueType: "String")
            let text = Binding<String>(get: { [unowned self] in
                let value = self.readBinding(binding)
                if case .string(let s) = value { return s }
                self.wrongBindingType(value, expected: "String", pos: args[1].value.pos)
                return ""
            }, set: { [unowned self] value in self.runCallback { try binding.set(.string(value)) } })
            return viewValue(.textField(title: title, text: text), name)
        case "Toggle":
            guard args.count == 2, args[0].label == nil, args[1].label == "isOn" else {
                throw ScriptError.compile("no exact matches in call to initializer", at: pos)
            }
            let title = try stringArgument(args[0], in: env)
            let binding = try bindingArgument(args[1], in: env, valueType: "Bool")
            let isOn = Binding<Bool>(get: { [unowned self] in
                let value = self.readBinding(binding)
                if case .bool(let b) = value { return b }
                self.wrongBindingType(value, expected: "Bool", pos: args[1].value.pos)
                return false
            }, set: { [unowned self] value in self.runCallback { try binding.set(.bool(value)) } })
            return viewValue(.toggle(title: title, isOn: isOn), name)
        case "ViewHost":
            return try makeViewHost(args, in: env, pos: pos)
        case "Binding":
            // `Binding(get:set:)`: never the same input twice (no location).
            guard args.count == 2, args[0].label == "get", args[1].label == "set" else {
                throw ScriptError.compile("the workbook's Binding is made with Binding(get:set:), or with '$' on a wrapper", at: pos)
            }
            let getter = try evaluate(args[0].value, in: env), setter = try evaluate(args[1].value, in: env)
            return bindingValue(ScriptBinding(
                get: { [unowned self] in try self.callValue(getter, [], labels: [], pos: pos) },
                set: { [unowned self] in _ = try self.callValue(setter, [$0], labels: [nil], pos: pos) },
                location: nil))
        case "Bindable":
            guard args.count == 1, args[0].label == nil || args[0].label == "wrappedValue" else {
                throw ScriptError.compile("no exact matches in call to initializer", at: pos)
            }
            let v = try evaluate(args[0].value, in: env)
            guard case .object(let object) = v, isObservableType(object.type) else {
                throw ScriptError.compile("generic struct 'Bindable' requires that '\(typeName(of: v))' conform to 'Observable'", at: args[0].value.pos)
            }
            return objectProjection(object)
        default:
            return nil
        }
    }

    /// A `TextField` over a non-String binding (a `Toggle` over a non-Bool) does not
    /// compile; the interpreter learns the type when the host first reads the binding.
    private func wrongBindingType(_ value: Value, expected: String, pos: SourcePos) {
        if case .void = value { return }  // reading failed: that error is pending already
        runCallback {
            throw ScriptError.compile("cannot convert value of type 'Binding<\(self.typeName(of: value))>' to expected argument type 'Binding<\(expected)>'", at: pos)
        }
    }

    private func readBinding(_ binding: ScriptBinding) -> Value {
        do { return try binding.get() } catch {
            runCallback { throw error }
            return .void
        }
    }

    private func stringArgument(_ a: Argument, in env: Environment) throws -> String {
        let v = try evaluate(a.value, in: env)
        guard case .string(let s) = v else {
            throw ScriptError.compile("cannot convert value of type '\(typeName(of: v))' to expected argument type 'String'", at: a.value.pos)
        }
        return s
    }

    private func bindingArgument(_ a: Argument, in env: Environment, valueType: String) throws -> ScriptBinding {
        let v = try evaluate(a.value, in: env)
        guard case .native(let box) = v, let binding = box.object as? ScriptBinding else {
            throw ScriptError.compile("cannot convert value of type '\(typeName(of: v))' to expected argument type 'Binding<\(valueType)>'", at: a.value.pos)
        }
        return binding
    }

    private func button(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let actionArgument = args.first { $0.label == "action" } ?? args.last { $0.label == nil && { if case .closure = $0.value.kind { return true }; return false }($0) }
        guard let actionArgument else { throw ScriptError.compile("missing argument for parameter 'action' in call", at: pos) }
        let title: String
        if let first = args.first, first.label == nil, !(first.value.pos == actionArgument.value.pos) {
            title = try stringArgument(first, in: env)
        } else if let labelClosure = args.last(where: { $0.label == "label" || ($0.label == nil && $0.value.pos != actionArgument.value.pos) }),
                  case .closure(let c) = labelClosure.value.kind {
            title = firstText(try buildViewContent(c.body, in: Environment(parent: env), pos: c.pos)) ?? ""
        } else {
            throw ScriptError.compile("missing argument for parameter 'label' in call", at: pos)
        }
        let action = try evaluate(actionArgument.value, in: env)
        let run: () -> Void = { [unowned self] in
            self.runCallback { _ = try self.callValue(action, [], labels: [], pos: pos) }
        }
        return viewValue(.button(title: title, action: run), "Button")
    }

    private func firstText(_ content: ViewContent) -> String? {
        switch content {
        case .text(let s): return s
        case .group(let parts): return parts.lazy.compactMap { self.firstText($0) }.first
        case .container(_, let inner), .branch(_, let inner), .environment(_, let inner), .identified(_, let inner),
             .onAppear(_, let inner), .decorated(_, let inner):
            return firstText(inner)
        default: return nil
        }
    }

    /// `ForEach(data, id: \.key) { item in … }`, `ForEach(identifiables) { … }`, `ForEach(0..<n) { … }`.
    private func forEachContent(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> ViewContent {
        guard let dataArgument = args.first(where: { $0.label == nil }), let closure = builderClosure(args) else {
            throw ScriptError.compile("missing argument for parameter 'content' in call", at: pos)
        }
        var data = try evaluate(dataArgument.value, in: env)
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
            guard case .keyPath(let kp) = try evaluate(idArgument.value, in: env) else {
                throw ScriptError.compile("cannot convert value to expected argument type 'KeyPath'", at: idArgument.value.pos)
            }
            idPath = kp
        }
        var rows: [ViewRow] = []
        for element in try elements(of: data, pos: dataArgument.value.pos) {
            try tick(pos)
            let id: Value
            if let idPath {
                id = idPath.components == ["self"] ? element : try applyKeyPath(idPath, to: element, pos: pos)
            } else if isRange {
                id = element
            } else {
                guard let t = typeInfo(of: element), t.conforms(to: "Identifiable") else {
                    throw ScriptError.compile("initializer 'init(_:content:)' requires that '\(typeName(of: element))' conform to 'Identifiable'", at: dataArgument.value.pos)
                }
                id = try memberGet(element, "id", pos: pos)
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
            rows.append(ViewRow(id: hashableIdentity(id), content: try buildViewContent(closure.body, in: scope, pos: closure.pos)))
        }
        return .forEach(rows)
    }

    /// Row ids and `.id(_:)` values as the host keys (and shows) them: plain Swift values,
    /// a `UUID()` string as a Foundation `UUID` (shown `UUID 1`, `UUID 2`, …).
    func hashableIdentity(_ v: Value) -> AnyHashable {
        switch v {
        case .int(let i): return AnyHashable(i)
        case .bool(let b): return AnyHashable(b)
        case .double(let d): return AnyHashable(d)
        case .character(let c): return AnyHashable(c)
        case .string(let s):
            if s.count == 36, let uuid = UUID(uuidString: s), uuid.uuidString == s { return AnyHashable(uuid) }
            return AnyHashable(s)
        default:
            return AnyHashable(ScriptIdentity(key: HashKey(value: v), description: describe(v)))
        }
    }

    // MARK: Modifiers

    /// `.environment(_:)`, `.environmentObject(_:)`, `.id(_:)`, `.onAppear { }`, `.padding()`,
    /// `.bold()`, `.navigationTitle(_:)` on a view value; host and publisher methods.
    func viewMethod(_ receiver: Value, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value? {
        switch receiver {
        case .native(let box):
            if box.object is ViewContentBox { break }
            if let host = box.object as? HostBox {
                return try hostMethod(host, name, try evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
            }
            return nil
        case .object(let inst) where isViewType(inst.type) && inst.type.findMethod(name) == nil:
            break
        default:
            return nil
        }
        // `extension View { func card() -> some View { … } }`: the script's own modifiers.
        if let ext = builtinExtensions["View"], let decls = ext.methods[name] {
            let (decl, slots) = try chooseOverload(decls, args, pos: pos, env: env)
            return try callScriptFunction(decl, definingEnv: globals, selfBox: Box(receiver, isLet: true), selfType: ext,
                                          slots: slots, args: args, in: env, pos: pos)
        }
        let modifiers: Set<String> = ["environment", "environmentObject", "id", "onAppear", "padding", "bold", "navigationTitle"]
        guard modifiers.contains(name) else { return nil }
        let content = try viewContent(of: receiver, pos: pos)
        let values = try evaluateArguments(args, in: env)
        switch name {
        case "environment":
            guard values.count == 1, case .object(let object) = values[0], isObservableType(object.type) else {
                throw ScriptError.compile("no exact matches in call to instance method 'environment'", at: pos)
            }
            let entry = EnvironmentEntry(key: scriptEnvironmentKey(.observable, object.type.name), object: object)
            return viewValue(.environment(entry, content), "ModifiedView")
        case "environmentObject":
            guard values.count == 1, case .object(let object) = values[0], isObservableObject(object.type) else {
                throw ScriptError.compile("instance method 'environmentObject' requires that '\(values.first.map { typeName(of: $0) } ?? "Any")' conform to 'ObservableObject'", at: pos)
            }
            let entry = EnvironmentEntry(key: scriptEnvironmentKey(.observableObject, object.type.name), object: object, held: heldObject(object))
            return viewValue(.environment(entry, content), "ModifiedView")
        case "id":
            guard values.count == 1 else { throw ScriptError.compile("missing argument for parameter #1 in call", at: pos) }
            return viewValue(.identified(hashableIdentity(values[0]), content), "ModifiedView")
        case "onAppear":
            guard let action = values.last else { throw ScriptError.compile("missing argument for parameter 'perform' in call", at: pos) }
            let run: () -> Void = { [unowned self] in
                self.runCallback { _ = try self.callValue(action, [], labels: [], pos: pos) }
            }
            return viewValue(.onAppear(run, content), "ModifiedView")
        default:
            return viewValue(.decorated(name, content), "ModifiedView")
        }
    }
}
