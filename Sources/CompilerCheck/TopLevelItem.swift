import SwiftLexer

/// One top-level item of an entry and what it declares, read from its leading words:
/// `import M`, a type, a function, an extension, `let`/`var` bindings, a statement, or an
/// expression (anything else: calls, assignments, bare values — what the REPL echoes).
struct TopLevelItem: Equatable {
    enum Kind: Equatable {
        case importDecl(module: String)
        /// struct, class, enum, protocol, actor, typealias, macro.
        case type(name: String)
        /// `labels`: each parameter's label and type (`by:Int`), which together key an overload.
        case function(name: String, labels: [String])
        case extensionDecl(of: String)
        case variable(Binding)
        /// `operator`, `precedencegroup`: kept as written.
        case otherDeclaration
        case statement
        case expression
    }

    /// `let`/`var` with the names it binds; `frozenPrefix` is what a recorded copy is
    /// written with (`@MainActor let`), nil when it must be kept as written (computed,
    /// wrapped or lazy).
    struct Binding: Equatable {
        var names: [String]
        var frozenPrefix: String?
        /// Names written with an implicitly unwrapped type (`let s: String!`): the compiler
        /// gives their type as `String?`, but later entries may use them as `String`.
        var implicitlyUnwrapped: Set<String> = []
    }

    var kind: Kind
    var text: String
    var firstLine: Int
    var lastLine: Int

    /// The names this item declares, in the session's one namespace of keys: a later item
    /// with the same key replaces it. Functions are keyed with their argument labels and
    /// parameter types, so overloads live side by side.
    var keys: Set<String> {
        switch kind {
        case .type(let name): return [name]
        case .function(let name, let labels): return ["\(name)(\(labels.map { $0 + ":" }.joined()))"]
        case .variable(let binding): return Set(binding.names)
        case .importDecl(let module): return ["import \(module)"]
        case .otherDeclaration: return [text]
        case .extensionDecl, .statement, .expression: return []
        }
    }

    static func items(in source: String) -> [TopLevelItem] {
        TopLevelSplitter.split(source).map { piece in
            TopLevelItem(
                kind: classify(piece.text), text: piece.text, firstLine: piece.firstLine, lastLine: piece.lastLine)
        }
    }

    // MARK: Reading the leading words

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "lazy", "weak",
        "unowned", "nonisolated", "indirect", "dynamic", "required", "convenience", "override", "mutating",
        "nonmutating", "isolated", "consuming", "borrowing", "distributed",
    ]
    private static let typeKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "macro",
    ]
    private static let statementKeywords: Set<String> = [
        "if", "guard", "for", "while", "repeat", "switch", "do", "return", "throw", "defer", "break", "continue",
        "fallthrough",
    ]

    static func classify(_ item: String) -> Kind {
        let text = strippingLeadingComments(item)
        var rest = Substring(strippingAttributes(text))
        let attributes = String(text.dropLast(rest.count)).trimmingWhitespace()
        var modifierWords: [String] = []
        while true {
            let word = leadingWord(rest)
            guard modifiers.contains(word) else { break }
            rest = rest.dropFirst(word.count)
            // `nonisolated(unsafe)`, `private(set)`
            if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0.isWhitespace }
            modifierWords.append(word)
        }
        if text.hasPrefix("#") { return .statement }
        let keyword = leadingWord(rest)
        let afterKeyword = rest.dropFirst(keyword.count).drop { $0.isWhitespace }
        switch keyword {
        case "import":
            return .importDecl(module: String(afterKeyword.prefix { !$0.isWhitespace && $0 != ";" }))
        case "func":
            return function(afterKeyword)
        case "extension":
            return .extensionDecl(of: String(afterKeyword.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        case "let", "var":
            return .variable(binding(afterKeyword, keyword: keyword, attributes: attributes, modifiers: modifierWords))
        case "operator", "precedencegroup", "prefix", "infix", "postfix":
            return .otherDeclaration
        case _ where typeKeywords.contains(keyword):
            let name = leadingWord(afterKeyword)
            return name.isEmpty ? .otherDeclaration : .type(name: name)
        case _ where statementKeywords.contains(keyword):
            return .statement
        default:
            return .expression
        }
    }

    /// The text after any comments it starts with.
    static func strippingLeadingComments(_ text: String) -> String {
        let lexer = Lexer.lexed(text)
        guard let code = lexer.tokens.firstIndex(where: { $0.kind != .lineComment && $0.kind != .blockComment })
        else { return "" }
        return String(lexer.characters[lexer.tokens[code].start...])
    }

    /// The text after any leading `@Attribute` / `@Attribute(arguments)`.
    static func strippingAttributes(_ text: String) -> String {
        let lexer = Lexer.lexed(text)
        let end = LeadingAttributes.end(of: lexer.tokens, from: 0, in: lexer.characters)
        guard end < lexer.tokens.count else { return "" }
        return String(lexer.characters[lexer.tokens[end].start...])
    }

    private static func leadingWord(_ text: Substring) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
    }

    private static func function(_ rest: Substring) -> Kind {
        let name = String(rest.prefix { $0 != "(" && $0 != "<" && !$0.isWhitespace })
        guard let open = rest.firstIndex(of: "(") else { return .function(name: name, labels: []) }
        let parameters = topLevelSegments(of: rest[rest.index(after: open)...], closingAt: ")")
        // Each parameter as its label and its type (`pattern:Multiple`): overloads that differ by a
        // parameter's type live side by side, as in Swift (`~=(pattern: Multiple, …)` beside `(pattern: String, …)`).
        let labels = parameters.compactMap { parameter -> String? in
            let text = parameter.trimmingWhitespace()
            let word = leadingWord(Substring(text))
            guard !word.isEmpty else { return nil }
            guard let colon = text.firstIndex(of: ":") else { return word }
            let type = text[text.index(after: colon)...].prefix { $0 != "=" }.filter { !$0.isWhitespace }
            return word + ":" + type
        }
        return .function(name: name, labels: labels)
    }

    private static func binding(_ rest: Substring, keyword: String, attributes: String, modifiers: [String]) -> Binding
    {
        // Each `name [: Type] [= value]` (or `(a, b) = …`) between top-level commas.
        var names: [String] = []
        var implicitlyUnwrapped: Set<String> = []
        var computed = false
        for segment in topLevelSegments(of: rest, closingAt: nil) {
            let text = segment.trimmingWhitespace()
            if text.hasPrefix("(") {
                let close = text.firstIndex(of: ")") ?? text.endIndex
                names += text[text.index(after: text.startIndex)..<close].split(separator: ",")
                    .map { leadingWord(Substring(String($0).trimmingWhitespace())) }.filter { !$0.isEmpty && $0 != "_" }
            } else {
                let name = leadingWord(Substring(text))
                // `Dictionary<String, Int>` splits at its comma: the piece after it names nothing.
                let after = text.dropFirst(name.count).drop { $0.isWhitespace }
                guard !name.isEmpty, after.isEmpty || after.first == ":" || after.first == "=" || after.first == "{"
                else { continue }
                if name != "_" { names.append(name) }
                if after.first == ":",
                    String(after.dropFirst().prefix { $0 != "=" && $0 != "{" }).trimmingWhitespace().hasSuffix("!")
                {
                    implicitlyUnwrapped.insert(name)
                }
            }
            if !text.contains("="), text.contains("{") { computed = true }
        }
        let keepAsWritten =
            computed || modifiers.contains("lazy") || modifiers.contains("weak")
            || modifiers.contains("unowned") || attributes.contains { $0 == "@" } && !isIsolationOnly(attributes)
        var prefix = [attributes] + modifiers.filter { $0 == "nonisolated" }.map { _ in "nonisolated(unsafe)" }
        prefix.append(keyword)
        return Binding(
            names: names, frozenPrefix: keepAsWritten ? nil : prefix.filter { !$0.isEmpty }.joined(separator: " "),
            implicitlyUnwrapped: implicitlyUnwrapped)
    }

    private static func isIsolationOnly(_ attributes: String) -> Bool {
        attributes.split(separator: " ").allSatisfy { $0 == "@MainActor" }
    }

    /// Pieces of `text` split at commas outside brackets and strings, up to `closing` at depth 0.
    private static func topLevelSegments(of text: Substring, closingAt closing: Character?) -> [String] {
        let lexer = Lexer.lexed(String(text))
        let characters = lexer.characters
        var segments: [String] = []
        var segmentStart = 0
        var end = characters.count
        var depth = 0
        for token in lexer.tokens where token.kind == .punctuation {
            let symbol = characters[token.start]
            if "([{".contains(symbol) { depth += 1 }
            if ")]}".contains(symbol) {
                if depth == 0, symbol == closing {
                    end = token.start
                    break
                }
                depth -= 1
            }
            if symbol == ",", depth == 0 {
                segments.append(String(characters[segmentStart..<token.start]))
                segmentStart = token.end
            }
        }
        let rest = String(characters[min(segmentStart, end)..<end])
        if !rest.trimmingWhitespace().isEmpty { segments.append(rest) }
        return segments
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
