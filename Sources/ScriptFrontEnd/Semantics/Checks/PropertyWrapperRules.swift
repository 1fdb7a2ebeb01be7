// What the property wrapper expansion (`PropertyWrapperExpansion`) does not model, refused
// before the program runs: Swift would run these differently from the plain `_x`/`x` pair.

struct PropertyWrapperRules {
    /// A type's declaration: `@Observable` over a wrapped property (swiftc rejects the macro's
    /// expansion) and a wrapper's `static subscript(_enclosingInstance:…)`, which Swift calls
    /// instead of `wrappedValue` for class properties.
    func check(_ decl: TypeDecl) throws {
        if decl.attributes.contains(where: { $0.name == "Observable" }) {
            for case .variable(let variable) in decl.members.map(\.kind) {
                if let wrapped = variable.wrapperStorageFor {
                    throw ScriptError.compile(
                        "a property wrapper on '\(wrapped)' in an '@Observable' class is not supported in the workbook (swiftc rejects the macro's expansion)",
                        at: variable.pos)
                }
            }
        }
        for case .function(let function) in decl.members.map(\.kind)
        where function.name == "subscript" && function.params.first?.label == "_enclosingInstance" {
            throw ScriptError.compile(
                "a property wrapper's 'subscript(_enclosingInstance:…)' is not supported in the workbook",
                at: function.pos)
        }
    }

    /// The memberwise initializer takes a wrapped property as `x: T` (with an initial value)
    /// or `x: W` (without): the workbook refuses a call that passes one.
    func checkMemberwiseCall(_ decl: TypeDecl, labels: [String?], at pos: SourcePos) throws {
        for case .variable(let variable) in decl.members.map(\.kind) {
            if let wrapped = variable.wrapperStorageFor, labels.contains(wrapped) {
                throw ScriptError.compile(
                    "the memberwise initializer's argument '\(wrapped):' for a property with a wrapper is not supported in the workbook; declare an init",
                    at: pos)
            }
        }
    }
}
