/// The attributes a declaration starts with: `@Observable`, `@MainActor`,
/// `@available(iOS 17, *)`, `@Foo.Bar` — each a glued `@`, a (dotted) name and an optional
/// argument list. Comments between them are skipped.
public enum LeadingAttributes {
    /// The index of the first token after the attributes (and comments) from `start`:
    /// `start` itself when there are none, `count` when nothing follows them.
    public static func end(
        of tokens: [LexicalToken], from start: Int, before limit: Int? = nil, in characters: [Character]
    ) -> Int {
        let count = min(limit ?? tokens.count, tokens.count)
        func text(_ index: Int) -> String { String(characters[tokens[index].range]) }
        func isComment(_ index: Int) -> Bool {
            tokens[index].kind == .lineComment || tokens[index].kind == .blockComment
        }
        var index = start
        var afterAttributes = start
        while index < count {
            if isComment(index) {
                index += 1
                continue
            }
            guard text(index) == "@", index + 1 < count, tokens[index + 1].kind == .identifier,
                !tokens[index + 1].spaceBefore
            else { break }
            index += 2
            while index + 1 < count, text(index) == ".", tokens[index + 1].kind == .identifier {
                index += 2
            }
            if index < count, text(index) == "(", !tokens[index].spaceBefore {
                var depth = 0
                while index < count {
                    let piece = text(index)
                    if piece == "(" || piece == "[" || piece == "{" { depth += 1 }
                    if piece == ")" || piece == "]" || piece == "}" { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
            }
            afterAttributes = index
        }
        return afterAttributes
    }
}
