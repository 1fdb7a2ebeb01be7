import SwiftLexer
import Testing

/// Before `SwiftLexer`, four lexers cut Swift text, each its own way: the interpreter's
/// scanner (S), the compiler gate's top-level splitter (T), the REPL's continuation scanner
/// (C) and the translation prose mask (P). Each row is a case where they disagreed, what
/// each did, and what the one lexer does now (checked against swiftc where swiftc has a say).
@Suite("Where the four former lexers differed")
struct FormerDifferencesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        /// What each former lexer did.
        let before: String
        /// The lexer's top-level tokens now: kind and text.
        let tokens: [String]
        var testDescription: String { source.debugDescription }
    }

    static let cases: [Case] = [
        Case(
            source: "/* \"don't */ x",
            before: "P: no block comments, so the quote opened a string to the line's end; S T C: a comment",
            tokens: ["blockComment /* \"don't */", "identifier x"]),
        Case(
            source: "/* a /* nested */ still */ y",
            before: "S T C: nested; P: code",
            tokens: ["blockComment /* a /* nested */ still */", "identifier y"]),
        Case(
            source: "#\"\"\"\nraw \\(x) \"quoted\"\n\"\"\"#",
            before: "S: refused (multi-line raw strings not supported); T C P: a string",
            tokens: ["string #\"\"\"\nraw \\(x) \"quoted\"\n\"\"\"#"]),
        Case(
            source: "\"\\(f(\"\\(g(\"x\"))\"))\"",
            before: "S: copied the nested string up to its first quote (wrong for a string nested twice); T C P: right",
            tokens: ["string \"\\(f(\"\\(g(\"x\"))\"))\""]),
        Case(
            source: "\"\"\"\n\\(1 /* ) */ + 2)\n\"\"\"",
            before: "S T P: counted the ) inside the comment (the interpolation ended early); C: skipped the comment",
            tokens: ["string \"\"\"\n\\(1 /* ) */ + 2)\n\"\"\""]),
        Case(
            source: "\"\"\"\na \\\nb\n\"\"\"",
            before: "S: refused the line continuation; T C P: an escape",
            tokens: ["string \"\"\"\na \\\nb\n\"\"\""]),
        Case(
            source: "let 🐶🐮 = \"dogcow\"",
            before: "S: emoji refused as invalid characters (only isLetter could start a word); T: any byte ≥ 0x80",
            tokens: ["identifier let", "identifier 🐶🐮", "operator =", "string \"dogcow\""]),
        Case(
            source: "let 名前 = é",
            before: "S: letters only (no combining marks after the first); T: bytes",
            tokens: ["identifier let", "identifier 名前", "operator =", "identifier é"]),
        Case(
            source: "0xC.3p0 + 0x1p-2",
            before: "S: 0xC, then .3 as a member; others: not numbers at all",
            tokens: ["number 0xC.3p0", "operator +", "number 0x1p-2"]),
        Case(
            source: "0xff.description",
            before: "S: right (an integer and a member)",
            tokens: ["number 0xff", "punctuation .", "identifier description"]),
        Case(
            source: "t.0.1",
            before: "S: right (tuple members); others: no numbers",
            tokens: ["identifier t", "punctuation .", "number 0", "punctuation .", "number 1"]),
        Case(
            source: "let a: Array<Int>?",
            before: "T: a line ending in > was taken as unfinished (a trailing operator); C: finished",
            tokens: [
                "identifier let", "identifier a", "punctuation :", "identifier Array", "operator <",
                "identifier Int", "operator >?",
            ]),
        Case(
            source: "x = y! // done",
            before: "S T C P: same (a postfix ! and a comment)",
            tokens: ["identifier x", "operator =", "identifier y", "operator !", "lineComment // done"]),
        Case(
            source: "\"unterminated\nnext",
            before: "S: error; T P: string ends at the line end; C: malformed, so finished",
            tokens: ["string \"unterminated", "identifier next"]),
        Case(
            source: "@Observable\nfinal class A {}",
            before: "C: @Observable alone was a complete entry; T: waited for the declaration",
            tokens: [
                "punctuation @", "identifier Observable", "identifier final", "identifier class",
                "identifier A", "punctuation {", "punctuation }",
            ]),
    ]

    @Test(arguments: cases)
    func lexerNow(_ row: Case) {
        var lexer = Lexer(row.source)
        lexer.finish()
        let described = lexer.tokens.map { "\($0.kind) \(String(lexer.characters[$0.range]))" }
        #expect(described == row.tokens, "before: \(row.before)")
    }
}
