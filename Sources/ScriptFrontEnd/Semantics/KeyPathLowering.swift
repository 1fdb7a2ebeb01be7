// A key path literal as Swift spells it once typed: `\\.e.c` where a `KeyPath<A, Int>` is expected is
// `\\A.e.c` (its description names the root), and a path through `?` whose last member is not
// optional ends in a `?` of its own, the step that wraps the value (`\\A.b?.c` prints `\\A.b?.c?`).

struct KeyPathLowering {
    let typer: ExpressionTyper

    func lowered(root: String?, _ components: [String], expected: StaticType?) -> ExprKind {
        let root = root ?? Self.root(of: expected)
        var components = components
        if components.contains("?"), let root, components.last != "?", components.last != "!" {
            let last = lastMemberType(of: components, from: typer.staticType(of: .named(root, [])))
            if last.isKnown, !last.isOptional { components.append("?") }
        }
        return .keyPath(root, components)
    }

    /// A key path to a requirement that some subclass redeclares below a class conforming by the
    /// protocol extension's default (`\\.title` over `[any Greeter]` holding such a subclass): Swift
    /// reads the conformance's witness, which the interpreter's look-up by name would miss.
    func refusal(of components: [String], at pos: SourcePos) -> ScriptError? {
        let model = typer.model
        let protocols = model.types.values.filter(\.isProtocol).map(\.name)
        guard !protocols.isEmpty,
            let name = components.first(where: { model.requirementShadowedBySubclass(named: $0, in: protocols) != nil })
        else { return nil }
        return ScriptError.compile(
            "a key path to '\(name)', a requirement that a subclass redeclares below a class conforming by"
                + " the protocol extension's default, is not supported in the workbook: write a closure"
                + " (`{ $0.\(name) }`) (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    /// The type a path's components reach from `root` (`?` makes the result optional, once).
    func valueType(of components: [String], from root: StaticType) -> StaticType {
        let type = lastMemberType(of: components, from: root)
        return components.contains("?") && type.isKnown && !type.isOptional ? .optional(type) : type
    }

    /// The type of the last member a path reaches, before `?` wraps it.
    private func lastMemberType(of components: [String], from root: StaticType) -> StaticType {
        components.reduce(root) { type, component in
            switch component {
            case "self": type
            case "?", "!": type.unwrappingOptional
            default: typer.typeOfMember(component, of: type)
            }
        }
    }

    /// `Root` of an expected `KeyPath<Root, Value>` (or its writable kinds) or `(Root) -> Value`.
    private static func root(of expected: StaticType?) -> String? {
        switch expected {
        case .nominal(let name, let arguments)
        where ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath"].contains(name):
            guard case .nominal(let root, let rootArguments)? = arguments.first, rootArguments.isEmpty else {
                return nil
            }
            return root
        case .optional(let wrapped): return root(of: wrapped)
        default: return nil
        }
    }
}
