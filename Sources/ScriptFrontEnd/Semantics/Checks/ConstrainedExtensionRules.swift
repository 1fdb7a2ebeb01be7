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
                let sameName = extensions.filter { $0.name == decl.name }
                if Self.distinguishedBySameType(member.key, in: sameName) { continue }
                throw ScriptError.compile(
                    "'\(member.key)' is also declared in another extension of '\(decl.name)': members that differ "
                        + "only by an extension's 'where' clause are not supported in the workbook; "
                        + "give them different names",
                    at: member.position)
            }
        }
    }

    /// Every declaration of the method `key` in these extensions requires one associated type
    /// to be a different standard type (`where Item == Double` on one extension, `where Item ==
    /// Int` on the other's method): the interpreter tells them apart by the receiver's elements
    /// (`Interpreter/SameTypeOverloads.swift`), and refuses when it cannot.
    private static func distinguishedBySameType(_ key: String, in extensions: [TypeDecl]) -> Bool {
        let functions = extensions.flatMap { decl in
            decl.members.compactMap { member -> FunctionDecl? in
                guard case .function(let function) = member.kind, !function.modifiers.isStatic else { return nil }
                let labels = function.params.map({ ($0.label ?? "_") + ":" }).joined()
                return function.name + "(" + labels + ")" == key ? function : nil
            }
        }
        guard functions.count > 1, let subjects = functions.first?.sameTypeConstraints.keys else { return false }
        return subjects.contains { subject in
            let types = functions.compactMap { function -> String? in
                guard case .named(let name, let arguments)? = function.sameTypeConstraints[subject], arguments.isEmpty,
                    standardTypes.contains(name)
                else { return nil }
                return name
            }
            return types.count == functions.count && Set(types).count == types.count
        }
    }

    private static let standardTypes: Set<String> = ["Int", "Double", "Float", "String", "Bool", "Character"]

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
