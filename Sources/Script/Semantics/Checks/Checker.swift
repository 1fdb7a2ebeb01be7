// Static checks run before any statement executes, so a program the compiler would reject
// prints nothing: attributes in the wrong place, constructs outside the subset.

struct Checker {
    /// What earlier runs of the session declared (the program itself is not yet in it).
    let model: DeclarationModel

    func check(_ program: [Stmt]) throws {
        try checkRedeclarations(program)
        for s in program { try check(s, atTopLevel: true) }
        var resolver = NameResolver(model: model)
        try resolver.resolve(program)
        try StatementRules().check(program)
        try ViewWrapperRules(earlierRuns: model, program: program).check(program)
    }

    /// Attributes the workbook understands (or that change nothing it runs).
    static let knownAttributes: Set<String> = Set([
        "Observable", "ObservationIgnored", "ObservationTracked", "Published", "MainActor", "discardableResult",
        "escaping", "Sendable", "autoclosure", "available", "inlinable", "usableFromInline", "frozen",
        "preconcurrency", "unchecked", "inline", "nonobjc", "globalActor",
    ]).union(viewAttributes)
    /// The view simulator's wrappers (checked in Views/ViewChecks.swift) and builders.
    static let viewAttributes: Set<String> = [
        "State", "StateObject", "ObservedObject", "Bindable", "Binding", "Environment", "EnvironmentObject",
        "ViewBuilder",
    ]

    private func checkAttributes(_ attributes: [Attribute]) throws {
        for a in attributes where !Checker.knownAttributes.contains(a.name) {
            throw ScriptError.compile("attribute '@\(a.name)' is not supported in the workbook", at: a.pos)
        }
    }

    /// Rejects @Observable where the macro rejects it.
    private func checkObservableAttribute(_ decl: TypeDecl) throws {
        guard let attribute = decl.attributes.first(where: { $0.name == "Observable" }) else { return }
        if decl.kind != .classType {
            let kind = decl.kind == .extensionDecl ? "extension" : decl.kind.rawValue
            throw ScriptError.compile(
                "'@Observable' cannot be applied to \(kind) type '\(decl.name)'", at: attribute.pos)
        }
    }

    /// Within one program a name is declared once (a later REPL entry may replace it).
    private func checkRedeclarations(_ program: [Stmt]) throws {
        var seen: Set<String> = []
        for s in program {
            let key: String
            switch s.kind {
            case .function(let f): key = f.signatureKey
            case .type(let d) where d.kind != .extensionDecl: key = d.name
            case .variable(let v):
                if let names = v.tupleNames {
                    for n in names where n != "_" && !seen.insert(n).inserted {
                        throw ScriptError.compile("invalid redeclaration of '\(n)'", at: s.pos)
                    }
                    continue
                }
                key = v.name
            default: continue
            }
            if !seen.insert(key).inserted {
                let shown = if case .function(let f) = s.kind { f.displayName } else { key }
                throw ScriptError.compile("invalid redeclaration of '\(shown)'", at: s.pos)
            }
        }
    }

    /// Types the workbook does not model are refused where they are written.
    private func checkType(_ t: TypeRef, at pos: SourcePos) throws {
        switch t {
        case .named(let n, let args):
            if let replacement = NameResolver.unsupportedTypes[n],
                n.hasPrefix("Float") || n.hasPrefix("UInt") || n.hasPrefix("Int") || n == "CGFloat"
            {
                throw ScriptError.compile("'\(n)' is not supported in the workbook; use \(replacement)", at: pos)
            }
            for a in args { try checkType(a, at: pos) }
        case .optional(let i), .implicitlyUnwrapped(let i), .array(let i), .inoutType(let i): try checkType(i, at: pos)
        case .dictionary(let k, let v):
            try checkType(k, at: pos)
            try checkType(v, at: pos)
        case .tuple(let ts), .existential(let ts), .labeledTuple(_, let ts): for x in ts { try checkType(x, at: pos) }
        case .function(let ps, let r, _):
            for x in ps { try checkType(x, at: pos) }
            try checkType(r, at: pos)
        }
    }

    private func check(_ s: Stmt, atTopLevel: Bool) throws {
        switch s.kind {
        case .type(let decl):
            try checkAttributes(decl.attributes)
            try checkObservableAttribute(decl)
            if decl.kind == .protocolType {
                for m in decl.members {
                    if case .function(let f) = m.kind, f.body != nil {
                        throw ScriptError.compile("protocol methods must not have bodies", at: f.pos)
                    }
                }
            }
            for m in decl.members { try check(m, atTopLevel: false) }
        case .variable(let v):
            try checkAttributes(v.attributes)
            if let t = v.type { try checkType(t, at: v.pos) }
            for a in v.attributes where a.name == "Observable" {
                throw ScriptError.compile("'@Observable' can only be applied to a class", at: a.pos)
            }
        case .function(let f):
            try checkAttributes(f.attributes)
            for p in f.params { try checkType(p.type, at: f.pos) }
            if let r = f.returnType { try checkType(r, at: f.pos) }
            for a in f.attributes where a.name == "Observable" {
                throw ScriptError.compile("'@Observable' can only be applied to a class", at: a.pos)
            }
            if let body = f.body { for b in body { try check(b, atTopLevel: false) } }
        default:
            break
        }
    }
}
