// `value += x` where the value's type declares `static func += (lhs: inout T, rhs: U)`: that
// function runs (it may do something other than `+`, or there may be no `+` for `U`).
// The caller asks only for a value of a program's type, so `x += 1` on an `Int` never comes here.

import ScriptFrontEnd

extension ObjectModel {
    /// Runs `type`'s own compound operator on `current`; false when it declares none.
    func callCompoundOperator(
        _ op: String, of type: TypeInfo, _ current: inout Value, _ rhs: Value, pos: SourcePos
    ) throws -> Bool {
        guard let candidates = type.findStaticMethod(op)?.filter({ $0.params.count == 2 && $0.params[0].isInout }),
            let decl = candidates.first(where: { interpreter.casts.isInstance(rhs, of: $0.params[1].type) })
                ?? candidates.first
        else { return false }
        let owner = staticOwner(of: decl, from: type)
        let target = Box(current, isLet: false)
        current = .void  // the operator owns the value while it runs (no copy on write)
        defer { current = target.value }
        let operand = Box(interpreter.coerce(rhs, to: decl.params[1].type), isLet: true)
        _ = try interpreter.invoke(
            decl, definingEnv: owner.environment, selfBox: Box(.type(.user(type)), isLet: true), selfType: owner,
            params: [target, operand], pos: pos)
        return true
    }
}
