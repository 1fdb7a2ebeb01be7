import SwiftLexer

/// Cuts a REPL entry into its top-level items (declarations, statements, expressions)
/// without a parser, over `SwiftLexer`'s tokens (so strings, comments and interpolations
/// are never cut): an item ends at `;` or at a line end where Swift would end a statement
/// (`ContinuationRules`: the line does not end in a binary operator, `.`, `,`, `in`…, and
/// the next line does not continue it with `.member`, a binary operator, `{`, `else`,
/// `catch` or `where`), and never after attributes alone.
enum TopLevelSplitter {
    struct Piece: Equatable {
        var text: String
        /// 1-based lines of the entry the piece spans.
        var firstLine: Int
        var lastLine: Int
    }

    static func split(_ source: String) -> [Piece] {
        var lexer = Lexer(source)
        lexer.finish()
        let tokens = lexer.tokens
        let characters = lexer.characters
        func text(_ token: LexicalToken) -> String { String(characters[token.range]) }

        var pieces: [Piece] = []
        var first: Int?  // the piece's first token
        var lastCode: Int?  // its last token that is not a comment
        var last: Int?
        var depth = 0

        func finish() {
            guard let start = first, let end = last else { return }
            let body = String(characters[tokens[start].start..<tokens[end].end])
            let endLine = lexer.position(of: max(tokens[end].start, tokens[end].end - 1)).line
            pieces.append(Piece(text: body, firstLine: tokens[start].line, lastLine: endLine))
            first = nil
            lastCode = nil
            last = nil
        }

        var previousEnd = 0
        for (index, token) in tokens.enumerated() {
            let isComment = token.kind == .lineComment || token.kind == .blockComment
            // A line break between the tokens (not one inside a block comment or a string).
            let lineBreak = characters[previousEnd..<token.start].contains { $0 == "\n" || $0 == "\r\n" }
            previousEnd = token.end
            if depth == 0, lineBreak, first != nil,
                endsStatement(before: index, tokens, first: first!, lastCode: lastCode, lexer: lexer)
            {
                finish()
            }
            if token.kind == .punctuation {
                switch text(token) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth = max(0, depth - 1)
                case ";" where depth == 0:
                    finish()
                    continue
                default: break
                }
            }
            if first == nil { first = index }
            last = index
            if !isComment { lastCode = index }
        }
        finish()
        return pieces
    }

    /// Whether the line break before `tokens[next]` ends the statement so far.
    private static func endsStatement(
        before next: Int, _ tokens: [LexicalToken], first: Int, lastCode: Int?, lexer: Lexer
    ) -> Bool {
        func text(_ token: LexicalToken) -> String { String(lexer.characters[token.range]) }
        // Comments alone so far, or a comment starting the next line: the statement ends.
        guard let lastCode else { return true }
        let nextToken = tokens[next]
        if nextToken.kind == .lineComment || nextToken.kind == .blockComment { return true }
        // Only attributes so far (`@Observable` on its own line): the declaration follows.
        if LeadingAttributes.end(of: tokens, from: first, before: next, in: lexer.characters) == next {
            return false
        }
        if ContinuationRules.needsMoreAfter(tokens[lastCode], text: text(tokens[lastCode])) { return false }
        if text(nextToken) == "(", awaitsParameters(tokens[first...lastCode], text) { return false }
        return !ContinuationRules.continuesPreviousLine(nextToken, text: text(nextToken))
    }

    /// `func allItemsMatch<C1: Container, C2: Container>` with its parameters on the next
    /// line (as the Language Guide writes it): the declaration has not reached them yet.
    private static func awaitsParameters(_ piece: ArraySlice<LexicalToken>, _ text: (LexicalToken) -> String) -> Bool {
        guard let function = piece.lastIndex(where: { $0.kind == .identifier && text($0) == "func" }) else {
            return false
        }
        return !piece[function...].contains { $0.kind == .punctuation && (text($0) == "(" || text($0) == "{") }
    }
}
