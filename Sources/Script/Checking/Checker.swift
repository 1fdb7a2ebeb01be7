// Static checks run before any statement executes, so a program the compiler would reject
// prints nothing: attributes in the wrong place, constructs outside the subset.

struct Checker {
    let interpreter: Interpreter

    func check(_ program: [Stmt]) throws {
        for s in program { try check(s, atTopLevel: true) }
    }

    private func check(_ s: Stmt, atTopLevel: Bool) throws {
        switch s.kind {
        case .type(let decl):
            try interpreter.checkObservableAttribute(decl)
            if decl.kind == .protocolType {
                for m in decl.members {
                    if case .function(let f) = m.kind, f.body != nil {
                        throw ScriptError.compile("protocol methods must not have bodies", at: f.pos)
                    }
                }
            }
            for m in decl.members { try check(m, atTopLevel: false) }
        case .variable(let v):
            for a in v.attributes where a.name == "Observable" {
                throw ScriptError.compile("'@Observable' can only be applied to a class", at: a.pos)
            }
        case .function(let f):
            for a in f.attributes where a.name == "Observable" {
                throw ScriptError.compile("'@Observable' can only be applied to a class", at: a.pos)
            }
            if let body = f.body { for b in body { try check(b, atTopLevel: false) } }
        default:
            break
        }
    }
}
