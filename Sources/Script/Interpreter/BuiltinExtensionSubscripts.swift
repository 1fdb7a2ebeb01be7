// Subscripts the program declares on builtin types: `extension Array { subscript(safe i: Int)
// -> Element? }`, `extension Int { subscript(digitIndex: Int) -> Int }`, a generic subscript in
// an extension of a protocol an array adopts. Swift picks one by its argument labels and
// types; the builtin's own subscript (`items[0]`, `items[1..<3]`, `text[index]`) stays the
// better match where it fits, so those never come here and pay nothing. A dictionary's
// `dict[key]` is its own when the key is of its keys' type, and asks the chain's sketch first.

import ScriptFrontEnd

extension ExtensionDispatch {
    /// `value[args]` (`name` "subscript") or its setter (`name` "subscript(set)", the new value
    /// last in `args`) through a subscript of the program's extensions; nil when none fits.
    func callBuiltinExtensionSubscript(
        _ value: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value? {
        let indexCount = name == "subscript" ? args.count : args.count - 1
        guard mayUseExtensionSubscript(value, args[..<indexCount], labels[..<indexCount]) else { return nil }
        let isClosure = Array(repeating: false, count: args.count)
        for ext in extensionsDeclaringSubscripts(of: value, name) {
            for decl in ext.methods[name] ?? [] {
                guard
                    let slots = try? interpreter.bindArguments(
                        decl.params, labels: labels, isClosure: isClosure, name: name, pos: pos),
                    interpreter.objectModel.argumentsFit(args, slots, decl)
                else { continue }
                if case .dictionary(let dictionary) = value, indexCount == 1, labels.first == .some(nil) {
                    // `counts[0]` beside `extension Dictionary { subscript(position: Int) }`: the
                    // dictionary's own when 0 is a key's type, the program's otherwise.
                    guard let key = dictionary.keys.first else {
                        throw ScriptError.cannotRun(
                            "a subscript of an empty dictionary beside your extension's: the workbook cannot tell "
                                + "whether Swift calls its own subscript or the one your extension of Dictionary "
                                + "declares; give yours a label",
                            at: pos)
                    }
                    if interpreter.descriptions.typeName(of: key) == interpreter.descriptions.typeName(of: args[0]) {
                        return nil
                    }
                }
                return try interpreter.objectModel.invokeSubscript(
                    decl, slots: slots, owner: ext, on: &value, args, pos: pos)
            }
        }
        return nil
    }

    /// `value[indices]` is not the builtin's own subscript (`items[0]` never pays more than
    /// this) and the program has extensions of builtin types, whose subscripts may take it.
    @inline(__always)
    func mayUseExtensionSubscript<Indices: Collection<Value>, Labels: Collection<String?>>(
        _ value: Value, _ indices: Indices, _ labels: Labels
    ) -> Bool {
        !interpreter.registry.builtinExtensions.isEmpty && !Self.builtinSubscriptFits(value, indices, labels)
    }

    /// `mayUseExtensionSubscript`, and an extension applies to `value`: an in-place change must
    /// go through the program's getter and setter.
    func usesExtensionSubscript(_ value: Value, _ indices: [Value], _ labels: [String?]) -> Bool {
        mayUseExtensionSubscript(value, indices, labels)
            && !extensionsDeclaringSubscripts(of: value, "subscript").isEmpty
    }

    /// The extensions that may declare subscripts `name` applying to `value`, in look-up order
    /// (none, without a look-up, when the chain's sketch says no extension declares one).
    private func extensionsDeclaringSubscripts(of value: Value, _ name: String) -> [TypeInfo] {
        if let kind = BuiltinValueKind(value) {
            let chain = extensionChain(kind)
            return !chain.isCurrent || chain.mayDeclareMethod(name) ? chain.extensions : []
        }
        guard case .fixedInteger(let number) = value else { return [] }
        let sign = number.kind.isSigned ? ["SignedInteger", "SignedNumeric"] : ["UnsignedInteger"]
        let own = interpreter.registry.builtinExtensions[number.kind.name]
        return (own.map { [$0] + $0.allProtocols } ?? [])
            + (Self.comparableProtocols + Self.integerProtocols + sign).compactMap {
                interpreter.registry.builtinExtensions[$0]
            }
    }

    /// The builtin's own subscript takes these indices: an array's position or range, a
    /// dictionary's key (with or without `default:`), a string's index or range of indices.
    private static func builtinSubscriptFits<Indices: Collection<Value>, Labels: Collection<String?>>(
        _ value: Value, _ indices: Indices, _ labels: Labels
    ) -> Bool {
        guard let first = indices.first, let firstLabel = labels.first else { return false }
        if firstLabel == "keyPath" { return true }
        guard firstLabel == nil else { return false }
        switch value {
        case .array, .slice:
            guard indices.count == 1 else { return false }
            switch first {
            case .int, .range, .boundsRange: return true
            default: return false
            }
        case .dictionary:
            // One key: the program's `subscript(position: Int)` may take it (the key's type decides).
            return indices.count == 2 && labels.dropFirst().first == .some("default")
        case .string, .substring:
            guard indices.count == 1 else { return false }
            switch first {
            case .stringIndex, .boundsRange: return true
            default: return false
            }
        default:
            return false
        }
    }
}
