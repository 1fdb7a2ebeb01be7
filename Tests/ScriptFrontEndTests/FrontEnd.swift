// The front end on its own, as `ScriptSession` runs it before the first step: parse, check, absorb
// into a declaration model, lower. No interpreter is involved, so these tests say what the front
// end decides, not what a program prints (ScriptTests and the corpora check that).
@testable import ScriptFrontEnd

struct FrontEnd {
    let program: [Stmt]
    let lowered: [Stmt]
    /// The refusals lowering found: the entry would stop before running.
    let refusals: [ScriptError]

    init(_ source: String) throws {
        var parser = try Parser(source: source)
        program = try parser.parseProgram()
        let model = DeclarationModel()
        try Checker(model: model).check(program)
        model.absorb(program)
        var lowering = TypedLowering(model: model)
        lowered = lowering.lower(program)
        refusals = lowering.refusals
    }

    /// The top-level variable `name` as parsed.
    func variable(_ name: String) -> VarDecl? {
        for statement in program {
            if case .variable(let variable) = statement.kind, variable.name == name { return variable }
        }
        return nil
    }

    /// The members of the type `name` as parsed.
    func members(of name: String) -> [Stmt] {
        for statement in program {
            if case .type(let decl) = statement.kind, decl.name == name { return decl.members }
        }
        return []
    }
}

/// The error parsing `source` throws, or nil.
func parseError(_ source: String) -> ScriptError? {
    do {
        var parser = try Parser(source: source)
        _ = try parser.parseProgram()
        return nil
    } catch let error as ScriptError {
        return error
    } catch {
        return nil
    }
}
