// Optional's instance members for the builtin member table: `map` and `flatMap`. (A name an
// optional does not have is looked up on its value: an implicitly unwrapped optional, which
// Swift unwraps; BuiltinMethods.swift does that.)

import ScriptFrontEnd

enum OptionalMembers {
    static func add(to table: inout BuiltinMemberTable) {
        for name in ["map", "flatMap"] {
            table.add(
                "Optional", name,
                .method { receiver, call, interpreter in
                    guard case .optional(let wrapped) = receiver else { return nil }
                    guard let wrapped else { return .optional(nil) }
                    let transform = try interpreter.closureArg(call.arguments, pos: call.pos)
                    let mapped = try interpreter.call1(transform, wrapped, pos: call.pos)
                    // `flatMap`'s closure gives an optional already: not wrapped twice.
                    if name == "flatMap", case .optional = mapped { return mapped }
                    return .optional(mapped)
                })
        }
    }
}
