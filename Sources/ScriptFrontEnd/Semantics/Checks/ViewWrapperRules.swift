import Foundation

// Wrong property-wrapper use is a compile error in Swift; it is reported with swiftc's words
// before anything runs. The rules need every type of the program known (a wrapper may wrap
// a class declared further down, or in an earlier REPL entry): `ProgramDeclarations`.

/// The view simulator's property wrappers, by attribute name.
package enum ViewWrapperKind: String {
    case state = "State"
    case stateObject = "StateObject"
    case observedObject = "ObservedObject"
    case bindable = "Bindable"
    case binding = "Binding"
    case environment = "Environment"
    case environmentObject = "EnvironmentObject"

    /// The wrapper a property is declared with, if any.
    package init?(wrapping property: VarDecl) {
        guard let kind = property.attributes.lazy.compactMap({ ViewWrapperKind(rawValue: $0.name) }).first else {
            return nil
        }
        self = kind
    }
}

struct ViewWrapperRules {
    package let declarations: ProgramDeclarations

    package func check(_ program: [Stmt]) throws {
        for statement in program {
            guard case .type(let decl) = statement.kind else { continue }
            try checkWrappers(in: decl)
        }
    }

    private func checkWrappers(in decl: TypeDecl) throws {
        for member in decl.members {
            if case .type(let nested) = member.kind {
                try checkWrappers(in: nested)
                continue
            }
            guard case .variable(let property) = member.kind, let kind = ViewWrapperKind(wrapping: property),
                let attribute = property.attributes.first(where: { $0.name == kind.rawValue })
            else { continue }
            // swiftc points at the wrapper's name, after the '@'.
            var namePos = attribute.pos
            namePos.column += 1
            if property.isLet {
                throw ScriptError.compile("property wrapper can only be applied to a 'var'", at: attribute.pos)
            }
            if decl.kind != .structType || !decl.inherited.contains(where: { $0.name == "View" }) {
                // Swift accepts the wrappers anywhere; outside a view they do nothing useful
                // and the workbook does not simulate them there.
                throw ScriptError.compile(
                    "'@\(kind.rawValue)' works in the workbook only in a view: "
                        + "declare '\(decl.name)' as 'struct \(decl.name): View'",
                    at: attribute.pos)
            }
            let wrappedName = wrappedTypeName(property, kind)
            let wrapped = wrappedName.flatMap(declarations.scriptType(named:))
            try checkWrappedType(kind, wrappedName: wrappedName, wrapped: wrapped, at: namePos)
        }
    }

    /// What the wrapper demands of the type it wraps (`wrapped`: nil when the script does not
    /// declare it).
    private func checkWrappedType(
        _ kind: ViewWrapperKind, wrappedName: String?, wrapped: TypeDeclaration?, at pos: SourcePos
    ) throws {
        switch kind {
        case .observedObject, .stateObject, .environmentObject:
            if let wrapped, !declarations.conforms(wrapped.name, to: "ObservableObject") {
                throw ScriptError.compile(
                    "generic struct '\(kind.rawValue)' requires that '\(wrapped.name)' conform to 'ObservableObject'",
                    at: pos)
            }
        case .bindable:
            if let wrapped, wrapped.kind != .classType {
                throw ScriptError.compile(
                    "generic struct 'Bindable' requires that '\(wrapped.name)' be a class type", at: pos)
            }
            if let wrapped, !declarations.isObservableClass(wrapped.name) {
                throw ScriptError.compile(
                    "generic struct 'Bindable' requires that '\(wrapped.name)' conform to 'Observable'", at: pos)
            }
            if wrapped == nil, let wrappedName, ["Int", "String", "Double", "Bool"].contains(wrappedName) {
                throw ScriptError.compile(
                    "generic struct 'Bindable' requires that '\(wrappedName)' be a class type", at: pos)
            }
        case .environment:
            if let wrapped, !declarations.isObservableClass(wrapped.name) {
                throw ScriptError.compile("no exact matches in call to initializer", at: pos)
            }
            if wrapped == nil {
                throw ScriptError.compile(
                    "@Environment in the workbook takes an @Observable class: @Environment(Model.self) var model",
                    at: pos)
            }
        case .state, .binding:
            break
        }
    }

    /// The type a wrapper wraps: the annotation, `Model()` in the initial value, or the
    /// `@Environment(Model.self)` argument.
    private func wrappedTypeName(_ property: VarDecl, _ kind: ViewWrapperKind) -> String? {
        if kind == .environment {
            let argument = property.attributes.first { $0.name == "Environment" }?.arguments ?? ""
            var name = argument.trimmingCharacters(in: .whitespaces)
            guard name.hasSuffix(".self") else { return nil }
            name.removeLast(5)
            return name
        }
        if let annotation = property.type { return withoutOptionals(annotation).description }
        if let initializer = property.initializer, case .call(let callee, _) = initializer.kind,
            case .identifier(let typeName) = callee.kind
        {
            return typeName
        }
        return nil
    }

    private func withoutOptionals(_ type: TypeRef) -> TypeRef {
        if case .optional(let wrapped) = type { return withoutOptionals(wrapped) }
        return type
    }
}
