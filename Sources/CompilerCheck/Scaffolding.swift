/// The text the checker adds around the learner's code, and how names are spelled for the
/// compiler. All of it lives outside the learner's lines, so none of its diagnostics are shown.
enum Scaffolding {
    /// Stands in for a recorded variable's value: `let x: Int = __wbValue()`.
    static let valueFunction = "__wbValue"
    /// Converting a value to this type makes the compiler name the value's static type.
    static let probeType = "__WBTypeProbe"
    static let echoBinding = "__wbEcho"
    /// Awaited on an entry's last line (see `topLevelAwait`).
    static let suspendingFunction = "__wbTopLevelAwait"

    static let declarations = """
        func \(valueFunction)<T>() -> T { fatalError() }
        enum \(probeType) {}
        func \(suspendingFunction)() async {}
        """

    /// Ends every entry's file: top-level code that awaits is main-actor isolated (SE-0343),
    /// as it is in the lessons' files and in any script that awaits, and as all top-level code
    /// is in Swift 6 mode. Without it, a typed `let s = Service()` with a `@MainActor`
    /// initializer is refused where the same line in a script is accepted.
    static let topLevelAwait = "await \(suspendingFunction)()"

    /// `let _: __WBTypeProbe = x` → `cannot convert value of type 'Int' to specified type '__WBTypeProbe'`.
    static func probe(_ name: String) -> String {
        "let _: \(probeType) = \(name)"
    }

    /// The static type a probe's diagnostic names, if `message` is one: the compiler's own
    /// spelling, as the Swift REPL prints it (`[String.SubSequence]`), without the
    /// ` (aka 'Array<Substring>')` it adds after a type alias.
    static func probedType(in message: String) -> String? {
        let head = "cannot convert value of type '"
        let tail = " to specified type '\(probeType)'"
        // `Int'` or `[String.SubSequence]' (aka 'Array<Substring>')`
        guard message.hasPrefix(head), message.hasSuffix(tail) else { return nil }
        let named = String(message.dropFirst(head.count).dropLast(tail.count))
        if let aka = named.startOfLast("' (aka '") { return String(named[..<aka]) }
        return named.hasSuffix("'") ? String(named.dropLast()) : nil
    }

    /// `Store` in swiftc's `cannot find type 'Store' in scope` or `cannot find 'Store' in scope`.
    static func missingName(in message: String) -> String? {
        for head in ["cannot find type '", "cannot find '"] where message.hasPrefix(head) {
            let rest = message.dropFirst(head.count)
            guard let quote = rest.firstIndex(of: "'"), rest[quote...].hasPrefix("' in scope") else { return nil }
            return String(rest[..<quote])
        }
        return nil
    }

    /// The REPL's `$R0` is spelled `_R0` for the compiler (same length, so columns hold;
    /// swiftc reserves `$` names for itself).
    static func compilerSpelling(of source: String) -> String {
        replacingResultNames(in: source, from: "$", to: "_")
    }

    /// And back, in the compiler's messages.
    static func learnerSpelling(of message: String) -> String {
        replacingResultNames(in: message, from: "_", to: "$")
    }

    private static func replacingResultNames(in text: String, from: Character, to: Character) -> String {
        guard text.contains(from) else { return text }
        var characters = Array(text)
        for index in characters.indices where characters[index] == from {
            let before = index > 0 ? characters[index - 1] : " "
            guard !(before.isLetter || before.isNumber || before == "_" || before == "$"),
                index + 2 < characters.count, characters[index + 1] == "R", characters[index + 2].isASCII,
                characters[index + 2].isNumber
            else { continue }
            var end = index + 2
            while end < characters.count, characters[end].isNumber { end += 1 }
            if end < characters.count, characters[end].isLetter || characters[end] == "_" { continue }
            characters[index] = to
        }
        return String(characters)
    }

    /// Top-level `private`/`fileprivate` would hide a declaration from the next entry, which
    /// the compiler sees in another file: the session is one scope, as in the Swift REPL.
    static func withoutFilePrivacy(_ declaration: String) -> String {
        let body = TopLevelItem.strippingAttributes(declaration)
        let attributes = declaration.dropLast(body.count)
        for keyword in ["private ", "fileprivate "] where body.hasPrefix(keyword) {
            return String(attributes) + body.dropFirst(keyword.count)
        }
        return declaration
    }
}

extension String {
    /// Where the last occurrence of `part` starts (no Foundation here).
    fileprivate func startOfLast(_ part: String) -> String.Index? {
        var index = endIndex
        while index > startIndex {
            formIndex(before: &index)
            if self[index...].hasPrefix(part) { return index }
        }
        return nil
    }
}
