// Enums of the standard library that the interpreter makes itself, once per session, so their
// cases are values like a script enum's: `FloatingPointRoundingRule`,
// `Observations.Iteration`, `AsyncStream.Continuation.Termination`. The registry keeps them.

import ScriptFrontEnd

extension TypeRegistry {
    /// The session's enum `name` with `cases` in order (each with its payload, if any), declared
    /// in `environment` (the globals) the first time it is asked for.
    mutating func syntheticEnum(
        _ name: String, cases: [(name: String, params: [(label: String?, type: TypeRef)]?)],
        in environment: Environment
    ) -> TypeInfo {
        if let type = syntheticEnums[name] { return type }
        let type = TypeInfo(name: name, kind: .enumType, decl: nil, environment: environment)
        for enumCase in cases {
            type.cases[enumCase.name] = EnumCaseDecl(
                name: enumCase.name, params: enumCase.params, rawValue: nil, pos: .unknown)
        }
        type.caseOrder = cases.map(\.name)
        syntheticEnums[name] = type
        return type
    }
}
