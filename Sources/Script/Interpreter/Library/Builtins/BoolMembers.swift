// Bool's instance members for the builtin member table: `description` and `toggle()`.

import ScriptFrontEnd

enum BoolMembers {
    static func add(to table: inout BuiltinMemberTable) {
        table.add(
            "Bool", "description",
            .property { value, _, _ in
                guard case .bool(let flag) = value else { return .void }
                return .string(flag ? "true" : "false")
            })
        table.add(
            "Bool", "toggle",
            .method { receiver, _, _ in
                guard case .bool(let flag) = receiver else { return nil }
                receiver = .bool(!flag)
                return .void
            })
    }
}
