import Foundation
import ScriptFrontEnd

// Reading a name `SlotResolver` placed (`NameSlot`): count the scopes up and take one entry.
// A slot is checked before it is trusted — the entry must bear the name, a global's scope must
// be the globals — and when the check fails the name is looked up as any other (`resolve`).
// With WORKBOOK_VERIFY_SLOTS set (CI sets it), every trusted slot is also compared with that
// walk, so a scope the resolver mis-modelled fails the tests instead of reading a wrong variable.

extension Interpreter {
    /// Set for the whole process (`Interpreter.verifiesSlots` copies it: a stored flag is one
    /// load per placed read, a static one a call).
    static let verifyingSlotsRequested = ProcessInfo.processInfo.environment["WORKBOOK_VERIFY_SLOTS"] != nil

    /// The variable a placed name names, or nil when the scopes are not as the resolver saw them.
    @inline(__always)
    func placedBox(_ slot: NameSlot, in env: Environment) -> Box? {
        var scope = Unmanaged.passUnretained(env)
        var hops = slot.hops
        while hops > 0 {
            guard let parent = scope._withUnsafeGuaranteedRef({ $0.parentLink }) else { return nil }
            scope = parent
            hops -= 1
        }
        switch slot.place {
        case .local(let index):
            return scope._withUnsafeGuaranteedRef { $0.variable(at: index, named: slot.name, key: slot.key) }
        case .captured:
            return scope._withUnsafeGuaranteedRef { learntBox(slot, in: $0) }
        case .global:
            guard scope.toOpaque() == Unmanaged.passUnretained(globals).toOpaque() else { return nil }
            return globalBox(slot)
        }
    }

    /// A capture's variable in the scope its closure's captures were copied into.
    private func learntBox(_ slot: NameSlot, in scope: Environment) -> Box? {
        if slot.learntIndex >= 0, let box = scope.variable(at: slot.learntIndex, named: slot.name, key: slot.key) {
            return box
        }
        guard let index = scope.values.position(of: slot.name) else { return nil }
        slot.learntIndex = index
        return scope.variable(at: index, named: slot.name, key: slot.key)
    }

    /// A global's variable, at the place it was found last time.
    private func globalBox(_ slot: NameSlot) -> Box? {
        if slot.learntIndex >= 0, let box = globals.variable(at: slot.learntIndex, named: slot.name, key: slot.key) {
            return box
        }
        let count = globals.values.count
        if slot.globalsCountWhenMissing == count { return nil }
        guard let index = globals.values.position(of: slot.name) else {
            slot.globalsCountWhenMissing = count
            return nil
        }
        slot.learntIndex = index
        return globals.variable(at: index, named: slot.name, key: slot.key)
    }

    /// What a placed name refers to: its slot's variable, or what the walk finds.
    @inline(__always)
    func resolve(_ slot: NameSlot, in env: Environment, pos: SourcePos) throws -> Resolution? {
        guard let box = placedBox(slot, in: env) else { return resolve(slot.name, in: env) }
        if verifiesSlots { try verify(slot, box, in: env, pos: pos) }
        return .box(box)
    }

    /// The same name looked up by walking the scopes must be the same variable.
    private func verify(_ slot: NameSlot, _ box: Box, in env: Environment, pos: SourcePos) throws {
        if case .box(let walked)? = resolve(slot.name, in: env), walked === box { return }
        throw ScriptError.runtime(
            "internal error: '\(slot.name)' placed \(slot.hops) scope(s) up (\(slot.place)) is not the variable "
                + "the scopes hold (Sources/ScriptFrontEnd/Resolution/SlotResolver.swift)", at: pos)
    }

    /// A name expression as written: a placed name's `.identifier` (for the paths that look
    /// a name up themselves).
    func unplaced(_ expr: Expr) -> Expr {
        if case .slot(let slot) = expr.kind { return Expr(.identifier(slot.name), expr.pos) }
        return expr
    }
}
