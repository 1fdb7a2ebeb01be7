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
