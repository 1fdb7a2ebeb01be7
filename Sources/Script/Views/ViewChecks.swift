import Foundation

// Wrong property-wrapper use is a compile error in Swift; the interpreter reports it with
// swiftc's words before anything runs (the checks need every type of the program known,
// so they run when declarations are hoisted).

extension Interpreter {
    func checkViewDeclarations(_ statements: [Stmt], in env: Environment) throws {
        for statement in statements {
            guard case .type(let decl) = statement.kind else { continue }
            try checkWrappers(decl, in: env)
        }
    }

    private func checkWrappers(_ decl: TypeDecl, in env: Environment) throws {
        for member in decl.members {
            if case .type(let nested) = member.kind {
                try checkWrappers(nested, in: env)
                continue
            }
            guard case .variable(let v) = member.kind, let kind = viewWrapperKind(of: v),
                let attribute = v.attributes.first(where: { $0.name == kind.rawValue })
            else { continue }
            // swiftc points at the wrapper's name, after the '@'.
            var pos = attribute.pos
            pos.column += 1
            if v.isLet {
                throw ScriptError.compile("property wrapper can only be applied to a 'var'", at: attribute.pos)
            }
            if decl.kind != .structType || !decl.inherited.contains(where: { $0.name == "View" }) {
                // Swift accepts the wrappers anywhere; outside a view they do nothing useful
                // and the workbook does not simulate them there.
                throw ScriptError.compile(
                    "'@\(kind.rawValue)' works in the workbook only in a view: declare '\(decl.name)' as 'struct \(decl.name): View'",
                    at: attribute.pos)
            }
            let wrapped = wrappedTypeName(v, kind)
            let info = wrapped.flatMap { lookupTypeByPath($0, in: env) }
            switch kind {
            case .observedObject, .stateObject, .environmentObject:
                if let info, !isObservableObject(info) {
                    throw ScriptError.compile(
                        "generic struct '\(kind.rawValue)' requires that '\(info.name)' conform to 'ObservableObject'",
                        at: pos)
                }
            case .bindable:
                if let info, info.kind != .classType {
                    throw ScriptError.compile(
                        "generic struct 'Bindable' requires that '\(info.name)' be a class type", at: pos)
                }
                if let info, !isObservableType(info) {
                    throw ScriptError.compile(
                        "generic struct 'Bindable' requires that '\(info.name)' conform to 'Observable'", at: pos)
                }
                if info == nil, let wrapped, ["Int", "String", "Double", "Bool"].contains(wrapped) {
                    throw ScriptError.compile(
                        "generic struct 'Bindable' requires that '\(wrapped)' be a class type", at: pos)
                }
            case .environment:
                if let info, !isObservableType(info) {
                    throw ScriptError.compile("no exact matches in call to initializer", at: pos)
                }
                if wrapped == nil || info == nil {
                    throw ScriptError.compile(
                        "@Environment in the workbook takes an @Observable class: @Environment(Model.self) var model",
                        at: pos)
                }
            case .state, .binding:
                break
            }
        }
    }

    /// The type a wrapper wraps: the annotation, `Model()` in the initial value, or the
    /// `@Environment(Model.self)` argument.
    private func wrappedTypeName(_ v: VarDecl, _ kind: ViewWrapperKind) -> String? {
        if kind == .environment {
            var name = (v.attributes.first { $0.name == "Environment" }?.arguments ?? "").trimmingCharacters(
                in: .whitespaces)
            guard name.hasSuffix(".self") else { return nil }
            name.removeLast(5)
            return name
        }
        if let t = v.type { return unwrapType(t).description }
        if let initializer = v.initializer, case .call(let callee, _) = initializer.kind,
            case .identifier(let n) = callee.kind
        {
            return n
        }
        return nil
    }
}
