// A member declared again in an extension that differs only by its `where` clause
// (`extension Collection { func summary() }` and `extension Collection where Element == Int
// { func summary() }`): Swift picks the most constrained one that applies to the receiver's
// static type; the interpreter would pick one for every receiver and print something else.
// Until it chooses as Swift does, such a program is refused before it prints anything.
// (Extensions of one program only: a REPL entry may declare an extension again to replace it.)

struct ConstrainedExtensionRules {
    package func check(_ program: [Stmt]) throws {
        let extensions = program.compactMap { statement -> TypeDecl? in
            guard case .type(let decl) = statement.kind, decl.kind == .extensionDecl else { return nil }
            return decl
        }
        for decl in extensions where decl.hasWhereClause {
            let elsewhere = Set(
                extensions.filter { $0 !== decl && $0.name == decl.name }.flatMap { Self.members(of: $0).map(\.key) })
            for member in Self.members(of: decl) where elsewhere.contains(member.key) {
                throw ScriptError.compile(
                    "'\(member.key)' is also declared in another extension of '\(decl.name)': members that differ "
                        + "only by an extension's 'where' clause are not supported in the workbook; "
                        + "give them different names",
                    at: member.position)
            }
        }
    }

    /// Each instance method (by name and labels) and property an extension declares.
    private static func members(of decl: TypeDecl) -> [(key: String, position: SourcePos)] {
        decl.members.compactMap { member in
            switch member.kind {
            case .function(let function) where !function.modifiers.isStatic:
                let labels = function.params.map { ($0.label ?? "_") + ":" }.joined()
                return (function.name + "(" + labels + ")", member.pos)
            case .variable(let variable) where !variable.modifiers.isStatic:
                return (variable.name, member.pos)
            default:
                return nil
            }
        }
    }
}
