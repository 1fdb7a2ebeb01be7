import SwiftLexer
import Testing

/// When the REPL waits for another line: as the Swift REPL does, where its parser reaches
/// the end of the input still expecting something.
@Suite("REPL entry completeness")
struct EntryCompletenessTests {
    @Test(
        "unfinished: the REPL waits for more",
        arguments: [
            // Attributes and modifiers alone on their line.
            "@Observable", "@MainActor", "@State", "@available(macOS 14, *)", "@Observable\n@MainActor",
            "@Observable final", "public", "@MainActor // the class follows",
            // Declaration and statement headers waiting for their body.
            "final class A: B", "@Observable\nfinal class Model", "struct S", "enum E: Int", "protocol P",
            "extension Int", "actor Bank", "func f()", "func f() -> Int", "init()", "if x", "if x {} else",
            "if a {\n} else if b", "for i in 0..<3", "while true", "guard let x else", "switch v", "do",
            "repeat {}", "do {} catch", "let x = if c", "defer",
            // Trailing operators and punctuation.
            "let x = 1 +", "let x =", "x &&", "let y = a ?", "a ? b :", "xs.map {", "let t = (1,", "let a:",
            "f(1,", "x.", "let z = try", "let v = await", "value as", "for x in",
            // Open brackets, strings, comments, interpolations, #if.
            "final class A {", "foo(", "let a = [1,", "let s = \"\"\"", "/* open comment", "f(\"\\(x\"",
            "if x {\n  if y {\n  }", "let s = \"\"\"\nline\n", "let r = #\"\"\"\na\"\"\"", "#if DEBUG",
            "/* /* nested */", "let s = \"\"\"\n\\(1 +",
        ])
    func unfinished(_ source: String) {
        #expect(EntryCompleteness.needsMoreInput(source))
    }

    @Test(
        "complete: the REPL runs it",
        arguments: [
            "let a = 1", "final class A {\n}", "@Observable\nfinal class A {\n}", "@Observable final class A {}",
            "print(\"{\")", "let s = \"\"\"\n{\n\"\"\"", "// {", "/* { */ x", "print(\"\\(f(\"(\"))\")",
            "let c = \"}\"", "}", "let broken = \"no end\nnext", "let r = #\"\\(\"#", "/* /* nested */ */ 1",
            "x!", "let o: Int?", "let r = 1...", "let a: Array<Int>", "return", "break", "import Foundation",
            "var x: Int", "if x {\n} else {\n}", "repeat {\n} while x < 3", "do {\n  try f()\n}",
            "guard let x else { return }", "let v = xs.map { $0 * 2 }", "#if DEBUG\nprint(1)\n#endif",
            "x = y // trailing +", "let f = final", "", "   ", "let t = (1, 2)", "enum E { case a, b }",
            "let x = 1 +\n  2", "for i in 0..<3 {\n  print(i)\n}", "@MainActor func f() {}", "f()\n",
            "let s = \"a\" +\n  \"b\"",
        ])
    func complete(_ source: String) {
        #expect(!EntryCompleteness.needsMoreInput(source))
    }

    @Test("a 10,000-line paste: a line at a time, each character lexed once")
    func lineByLineIsLinear() {
        var entry = EntryCompleteness()
        var alwaysUnfinished = entry.add("let s = \"\"\"")
        var added = "let s = \"\"\"".count + 1
        for index in 0..<10_000 {
            let line = "line \(index) of a long paste"
            alwaysUnfinished = entry.add(line) && alwaysUnfinished
            added += line.count + 1
        }
        let closed = !entry.add("\"\"\"")
        #expect(alwaysUnfinished)
        #expect(closed)
        // Every step of the lexer moves past at least one character: nothing is lexed twice.
        #expect(entry.lexedCharacters == added + 4)
        #expect(entry.lexerSteps <= entry.lexedCharacters)
    }
}
