import SwiftLexer

// The operator and precedence-group declarations of an entry, read from its tokens before the
// parser reads its first expression (Swift lets a use come above its declaration). The parser
// then steps over the declarations themselves (`Parser.parseOperatorDeclaration`).

extension OperatorTable {
    /// Adds every `prefix/postfix/infix operator` and `precedencegroup` in `tokens`; then refuses a
    /// Unicode operator nobody declared, in swiftc's words.
    package mutating func absorbDeclarations(in tokens: [Token]) throws {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isKeyword("operator"), index + 1 < tokens.count, tokens[index + 1].kind == .symbol {
                declareOperator(at: index, in: tokens)
            } else if token.kind == .identifier, token.text == "precedencegroup", index + 2 < tokens.count,
                tokens[index + 1].kind == .identifier, tokens[index + 2].isSymbol("{")
            {
                index = declareGroup(named: tokens[index + 1].text, bodyAt: index + 3, in: tokens)
                continue
            }
            index += 1
        }
        for token in tokens where token.kind == .symbol && !token.text.allSatisfy(\.isASCII) {
            let known =
                infixGroups[token.text] != nil || prefixOperators.contains(token.text)
                || postfixOperators.contains(token.text)
            if !known { throw ScriptError.compile("cannot find operator '\(token.text)' in scope", at: token.pos) }
        }
    }

    /// `prefix operator +++`, `postfix operator ---`, `infix operator +- : AdditionPrecedence`.
    private mutating func declareOperator(at index: Int, in tokens: [Token]) {
        let spelling = tokens[index + 1].text
        let fixity = index > 0 && tokens[index - 1].kind == .identifier ? tokens[index - 1].text : "infix"
        switch fixity {
        case "prefix": declare(prefix: spelling)
        case "postfix": declare(postfix: spelling)
        default:
            var group: String? = nil
            if index + 3 < tokens.count, tokens[index + 2].isSymbol(":"), tokens[index + 3].kind == .identifier {
                group = tokens[index + 3].text
            }
            declare(infix: spelling, group: group)
        }
    }

    /// `precedencegroup Name { higherThan: A, B  lowerThan: C  associativity: left  assignment: true }`;
    /// returns the index after its `}`.
    private mutating func declareGroup(named name: String, bodyAt start: Int, in tokens: [Token]) -> Int {
        var group = Group()
        var index = start
        var attribute = ""
        while index < tokens.count, !tokens[index].isSymbol("}"), tokens[index].kind != .eof {
            let token = tokens[index]
            index += 1
            if index < tokens.count, tokens[index].isSymbol(":") {
                attribute = token.text
                index += 1
                continue
            }
            guard token.kind == .identifier || token.kind == .keyword else { continue }
            switch attribute {
            case "higherThan": group.higherThan.append(token.text)
            case "lowerThan": group.lowerThan.append(token.text)
            case "associativity":
                group.associativity = token.text == "left" ? .left : token.text == "right" ? .right : .none
            default: break  // `assignment: true` changes only how optional chains fold
            }
        }
        declare(group: name, group)
        return index + 1
    }

    /// A token that spells an operator (`+`, `+++`, `.+.`, `≈`), as opposed to punctuation.
    package static func isOperator(_ token: Token) -> Bool {
        guard token.kind == .symbol, let first = token.text.first else { return false }
        if first == "." { return token.text.count > 1 }
        return CharacterRules.isOperatorHead(first)
    }
}
