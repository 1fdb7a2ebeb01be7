// Refuses, before anything runs, a member of a builtin value the interpreter does not
// implement (`x.byteSwapped` on an Int32, `c.unicodeScalars` on a Character): Swift has it, the workbook does not, and
// without this check the program would print part of its output and then stop. What the
// interpreter implements is what `BuiltinSignatures` lists; only receivers whose static type
// is certain are judged, and a name the program itself declares on a protocol is let through
// (an extension of `Collection`, `StringProtocol`… may add it). A member of another type does
// not count: the prelude's `IndexSet.insert` once let `string.insert(_:at:)` run into a
// mid-run error.

package struct BuiltinMemberCheck {
    /// The builtin types whose members the table lists completely.
    package static let checkedTypes: Set<String> = [
        "Int", "Double", "Bool", "String", "Substring", "Character", "Array", "ArraySlice", "Dictionary", "Set",
        "Range", "ClosedRange", "Float", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
        "UInt64", "Unicode.Scalar", "Unicode.Scalar.Properties",
    ]

    package let model: DeclarationModel
    /// Member names declared on protocols by the program and its extensions, gathered once.
    private let declaredNames: Set<String>

    package init(model: DeclarationModel) {
        self.model = model
        // The prelude's collection defaults are for a program's own collections, not the builtin ones.
        declaredNames = Set(
            model.types.values.filter(\.isProtocol).flatMap { type in
                type.members.keys.filter { !model.isPreludeDefault($0, on: type.name) }
            })
    }

    /// The error for `receiver.name` when the receiver's static type is a builtin type that
    /// has no member `name` in the workbook; nil when the member exists or the type is unsure.
    package func refusal(of name: String, on receiver: StaticType, at pos: SourcePos) -> ScriptError? {
        if case .metatype(let instance) = receiver { return staticRefusal(of: name, on: instance, at: pos) }
        if let refusal = opaqueIndexRefusal(of: name, on: receiver, at: pos) { return refusal }
        guard let typeName = receiver.nominalName, BuiltinMemberCheck.checkedTypes.contains(typeName),
            !declaredNames.contains(name), !BuiltinMemberCheck.everyValueHas.contains(name),
            Int(name) == nil,
            !BuiltinMemberCheck.asRunTimeSees(receiver).contains(where: {
                model.instanceMemberNames(of: $0, excludingPreludeDefaults: true).contains(name)
            }),
            !(BuiltinSignatures.sequenceTypes.contains(typeName) && BuiltinSignatures.sequenceMethods.contains(name))
        else { return nil }
        return ScriptError.compile(
            "value of type '\(receiver)' has no member '\(name)' in the workbook"
                + " (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    /// `set.firstIndex(of: x)`, `dict.firstIndex { … }`, `(1...5).lastIndex(of: 3)`: the index of a `Set`,
    /// a `Dictionary` or a `ClosedRange` is a type of its own (`Set<Int>.Index`, `ClosedRange<Int>.Index`),
    /// which the interpreter does not model (it would answer a position, and `dict[i]` would read a key).
    private func opaqueIndexRefusal(of name: String, on receiver: StaticType, at pos: SourcePos) -> ScriptError? {
        guard name == "firstIndex" || name == "lastIndex", !declaredNames.contains(name),
            let typeName = receiver.nominalName, ["Set", "Dictionary", "ClosedRange"].contains(typeName)
        else { return nil }
        return ScriptError.compile(
            "'\(name)' of a \(typeName) is not supported in the workbook: it answers a \(typeName).Index, which the"
                + " workbook does not model; find the element itself (first(where:), contains) or loop over it"
                + " (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    /// `Int.name`, `String.name`: the table's static members, initializers and `self`.
    private func staticRefusal(of name: String, on instance: StaticType, at pos: SourcePos) -> ScriptError? {
        guard case .nominal(let typeName, let arguments) = instance, arguments.isEmpty,
            BuiltinMemberCheck.checkedTypes.contains(typeName), !declaredNames.contains(name),
            !["init", "self", "Type"].contains(name), !Self.isImplementedInitializer(name, of: typeName),
            !(model.type(named: typeName)?.members[name] ?? []).contains(where: \.isStatic)
        else { return nil }
        return ScriptError.compile(
            "type '\(typeName)' has no member '\(name)' in the workbook (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    /// `String.init(describing:)` used as a function: an initializer the interpreter implements
    /// (`BuiltinInitializerCheck`'s table), named with its labels.
    private static func isImplementedInitializer(_ name: String, of typeName: String) -> Bool {
        guard name.hasPrefix("init("), name.hasSuffix(")") else { return false }
        let labels = name.dropFirst("init(".count).dropLast().split(separator: ":", omittingEmptySubsequences: false)
            .dropLast().map { $0 == "_" ? nil : String($0) }
        return (BuiltinInitializerCheck.implemented[typeName] ?? []).contains(labels)
    }

    /// A substring is a string to the interpreter, and a slice has its array's members.
    private static func asRunTimeSees(_ type: StaticType) -> [StaticType] {
        switch type {
        case .nominal("Substring", _): return [type, .string]
        case .nominal("ArraySlice", let arguments): return [type, .array(arguments.first ?? .unknown)]
        default: return [type]
        }
    }

    /// Members the interpreter gives every value.
    package static let everyValueHas: Set<String> = ["description", "debugDescription", "self"]
}
