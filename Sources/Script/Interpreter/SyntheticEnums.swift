// Enums of the standard library that the interpreter makes itself, once per session, so their
// cases are values like a script enum's: `FloatingPointRoundingRule`,
// `Observations.Iteration`, `AsyncStream.Continuation.Termination`.

import ScriptFrontEnd

extension ObjectModel {
    /// The session's enum `name` with `cases` in order (each with its payload, if any).
    func syntheticEnum(_ name: String, cases: [(name: String, params: [(label: String?, type: TypeRef)]?)]) -> TypeInfo
    {
        if let type = interpreter.registry.syntheticEnums[name] { return type }
        let type = TypeInfo(name: name, kind: .enumType, decl: nil, environment: interpreter.globals)
        for enumCase in cases {
            type.cases[enumCase.name] = EnumCaseDecl(
                name: enumCase.name, params: enumCase.params, rawValue: nil, pos: .unknown)
        }
        type.caseOrder = cases.map(\.name)
        interpreter.registry.syntheticEnums[name] = type
        return type
    }
}
