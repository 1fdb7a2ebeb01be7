import ScriptFrontEnd

// `type(of: pet) is Dog.Type`: a metatype value tested against a metatype. `Dog.Type` holds Dog and
// its subclasses' metatypes, `P.Type` (a protocol's) every conforming type's, `P.Protocol` only
// `P.self`, `Any.Type` every type's; lowering refuses the standard protocols' metatypes, which the
// run does not test (`CastTargets`).

extension CastAnswers {
    /// The answer when `name` is a metatype (`X.Type`, `X.Protocol`); nil when it is not one.
    func metatypeCastAnswer(_ value: Value, to name: String) -> Bool? {
        let isProtocolMetatype = name.hasSuffix(".Protocol")
        guard isProtocolMetatype || name.hasSuffix(".Type") else { return nil }
        let instanceName = String(name.dropLast(isProtocolMetatype ? 9 : 5))
        guard case .type(let held) = interpreter.unwrapOptional(value) else { return false }
        if instanceName == "Any" { return !isProtocolMetatype }
        guard let target = interpreter.lookupTypeByPath(instanceName, in: interpreter.globals) else {
            // A standard type: only itself (`Int.self is Int.Type`).
            if case .builtin(let heldName) = held { return heldName == instanceName }
            return instanceName == "AnyObject" && !isProtocolMetatype && isClassType(held)
        }
        guard case .user(let heldType) = held else { return false }
        if isProtocolMetatype { return heldType === target }
        if target.kind == .protocolType { return heldType.kind != .protocolType && heldType.conforms(to: target.name) }
        return heldType.isSubclass(of: target)
    }

    private func isClassType(_ type: TypeValue) -> Bool {
        if case .user(let info) = type { return info.isClass }
        return false
    }
}
