// Refuses, before anything runs, an initializer of a builtin type that the interpreter
// does not implement. The interpreter picks a builtin initializer by its first argument's value;
// without this check a label it does not know (`Int(x, radix: 16)`, `Int(exactly: d)`) would be
// silently ignored and the program would print something else than swiftc's program.

package struct BuiltinInitializerCheck {
    /// The argument labels of every initializer the interpreter implements, per type
    /// (`String(format:_:…)` takes any number of unlabelled arguments after `format:`).
    package static let implemented: [String: [[String?]]] = sizedIntegers.merging([
        "Int": [[nil], [nil, "radix"], ["exactly"]],
        "Double": [[nil], ["exactly"]],
        "Float": [[nil], ["exactly"]],
        "Bool": [[nil]],
        "Character": [[nil]],
        "Unicode.Scalar": [[nil]],
        "AsyncStream": [[nil], [nil, nil]],
        "String": [
            [], [nil], ["describing"], ["reflecting"], ["repeating", "count"], [nil, "radix"],
            [nil, "radix", "uppercase"], ["data", "encoding"], ["decoding", "as"],
        ],
    ]) { sized, _ in sized }

    /// `UInt8(x)`, `UInt8(truncatingIfNeeded:)`, `UInt8(clamping:)`, `UInt8(exactly:)`, `UInt8(ascii:)`.
    private static let sizedIntegers = Dictionary(
        uniqueKeysWithValues: IntegerKind.allCases.map { kind in
            let labels: [[String?]] = [[nil], ["truncatingIfNeeded"], ["clamping"], ["exactly"]]
            return (kind.name, labels + (kind == .uint8 ? [["ascii"]] : []))
        })

    package let model: DeclarationModel

    /// The error for `TypeName(labels…)` when the type is a builtin one the table covers and
    /// neither it nor the program declares an initializer with those labels; nil otherwise.
    package func refusal(of typeName: String, labels: [String?], at pos: SourcePos) -> ScriptError? {
        guard let known = BuiltinInitializerCheck.implemented[typeName],
            (model.type(named: typeName)?.members["init"] ?? []).isEmpty,
            !known.contains(labels),
            !(typeName == "String" && labels.first == "format" && labels.dropFirst().allSatisfy { $0 == nil })
        else { return nil }
        let written = labels.map { ($0 ?? "_") + ":" }.joined()
        return ScriptError.compile(
            "initializer '\(typeName)(\(written))' is not supported in the workbook"
                + " (UNSUPPORTED.md lists what it does not run)",
            at: pos)
    }

    /// The error for `String(format: "…", …)` whose literal format has a conversion the interpreter
    /// does not implement, or `%s`: it reads a C string, and a Swift `String` passed to it prints
    /// garbage (swiftc's program printed nothing for it on Linux).
    package static func formatRefusal(_ arguments: [Argument]) -> ScriptError? {
        guard let format = arguments.first, format.label == "format", case .string(let parts) = format.value.kind
        else { return nil }
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { return nil }
            text += piece
        }
        var characters = Substring(text)
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[characters.index(after: percent)...]
            while let next = characters.first, "0123456789.-+ #lh".contains(next) {
                characters = characters.dropFirst()
            }
            guard let conversion = characters.first else { break }
            characters = characters.dropFirst()
            if conversion == "s" {
                return ScriptError.compile(
                    "String(format:): '%s' reads a C string, not a Swift String; use '%@' (or interpolation)",
                    at: format.value.pos)
            }
            if !"%dixXofFeEgG@".contains(conversion) {
                return ScriptError.compile(
                    "String(format:): the conversion '%\(conversion)' is not supported in the workbook;"
                        + " use string interpolation",
                    at: format.value.pos)
            }
        }
        return nil
    }
}
