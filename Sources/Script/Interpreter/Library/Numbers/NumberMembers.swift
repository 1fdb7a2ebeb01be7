// The instance members of the numbers (`Int`, `Double`, `Float`, the sized integers and `UInt`)
// for the builtin member table: what `BuiltinSignatures` declares for them, each once.
// `IntAndDoubleMembers.swift` and `NumericMembers.swift` add their types' members.

import ScriptFrontEnd

enum NumberMembers {
    static func add(to table: inout BuiltinMemberTable) {
        for typeName in ["Int", "Double", "Float"] + IntegerKind.allCases.map(\.name) {
            table.add(
                typeName, "description",
                .property { value, interpreter, _ in
                    .string(interpreter.descriptions.plainDescription(value))
                })
        }
        addInt(to: &table)
        addDouble(to: &table)
        addFloat(to: &table)
        addSizedIntegers(to: &table)
    }
}
