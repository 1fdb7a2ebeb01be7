// `#available(iOS 17, macOS 14, *)` and `#unavailable(iOS 17)` conditions, decided here as
// the host decides them: the workbook runs on Linux, where no named platform applies and
// only `*` (always implicit in `#unavailable`) does, so swiftc's program finds every
// `#available` true and every `#unavailable` false. The condition becomes that Bool literal.
// What swiftc rejects (no `*`, a `swift` version, a missing version, the condition used as
// an expression) is refused in its words.

extension Parser {
    /// `#available` or `#unavailable`: an availability condition.
    package var atAvailabilityCondition: Bool {
        current.kind == .pound && (current.text == "#available" || current.text == "#unavailable")
    }

    /// One availability condition of an `if`, `guard` or `while`, as its Bool value.
    package mutating func parseAvailabilityCondition() throws -> Expr {
        let token = advance()
        let isUnavailable = token.text == "#unavailable"
        try expect("(", "expected '(' after '\(token.text)'")
        var hasWildcard = false
        var specs = 0
        repeat {
            if match("*") {
                if isUnavailable {
                    throw ScriptError.compile("platform wildcard '*' is always implicit in #unavailable", at: token.pos)
                }
                hasWildcard = true
                specs += 1
                continue
            }
            guard current.kind == .identifier else {
                throw ScriptError.compile("expected platform name", at: current.pos)
            }
            let platform = advance()
            if platform.text == "swift" || platform.text == "_PackageDescription" {
                throw ScriptError.compile(
                    "Swift version checks not allowed in \(token.text)(...)", at: platform.pos)
            }
            try skipVersion()
            specs += 1
        } while match(",")
        try expect(")", "expected ')' in availability query")
        if specs == 0 { throw ScriptError.compile("expected platform name", at: token.pos) }
        if !isUnavailable && !hasWildcard {
            throw ScriptError.compile("must handle potential future platforms with '*'", at: token.pos)
        }
        // Linux: no platform named applies; `*` stands for it, and it is always available.
        if !(check(",") || check("{") || checkKeyword("else")) {
            throw ScriptError.compile(
                "\(token.text) may only be used as condition of an 'if', 'guard' or 'while' statement",
                at: token.pos)
        }
        return Expr(.bool(!isUnavailable), token.pos)
    }

    /// `17`, `10.12`, `11.2.6`: the scanner gives `10.12` as one float and `.6` as its own tokens.
    private mutating func skipVersion() throws {
        guard current.kind == .integer || current.kind == .float else {
            throw ScriptError.compile("expected version number", at: current.pos)
        }
        advance()
        while !check(",") && !check(")") && !atEnd {
            guard current.kind == .integer || current.kind == .float || check(".") else {
                throw ScriptError.compile("expected version number", at: current.pos)
            }
            advance()
        }
    }

    /// `#available` anywhere but a condition of `if`, `guard` or `while`, as swiftc says it.
    package func availabilityOutsideCondition(_ token: Token) -> ScriptError {
        ScriptError.compile(
            "\(token.text) may only be used as condition of an 'if', 'guard' or 'while' statement", at: token.pos)
    }
}
