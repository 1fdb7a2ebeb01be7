import Foundation
import LineEditing
import Testing

@Suite("Multi-line input detection")
struct ContinuationScannerTests {
    @Test(arguments: [
        "final class A {", "foo(", "let a = [1,", "let s = \"\"\"", "/* open comment", "f(\"\\(x\"",
        "if x {\n  if y {\n  }", "let s = \"\"\"\nline\n", "let r = #\"\"\"\na\"\"\"",
    ])
    func unfinished(_ source: String) {
        #expect(ContinuationScanner.needsMoreInput(source))
    }

    @Test(arguments: [
        "let a = 1", "final class A {\n}", "print(\"{\")", "let s = \"\"\"\n{\n\"\"\"", "// {", "/* { */ x",
        "print(\"\\(f(\"(\"))\")", "let c = \"}\"", "}", "let broken = \"no end\nnext", "let r = #\"\\(\"#",
        "/* /* nested */ */ 1",
    ])
    func finished(_ source: String) {
        #expect(!ContinuationScanner.needsMoreInput(source))
    }

    @Test(
        "line by line, the scanner answers as it does for the whole text",
        arguments: [
            "final class A {", "if x {\n  if y {\n  }", "let s = \"\"\"\nline\n", "let r = #\"\"\"\na\"\"\"",
            "final class A {\n}", "let s = \"\"\"\n{\n\"\"\"", "let broken = \"no end\nnext", "f(\n/* ( */\n)",
        ])
    func lineByLine(_ source: String) {
        var scanner = ContinuationScanner.Lines()
        var unfinished = true
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) where unfinished {
            unfinished = scanner.add(String(line))
        }
        #expect(unfinished == ContinuationScanner.needsMoreInput(source))
    }
}

@Suite("Completion")
struct CompletionTests {
    @Test func uniqueCandidateInsertsTheRest() {
        #expect(Completion.completing("ne", from: ["next", "help"]) == Completion(insertion: "xt"))
    }

    @Test func commonPrefixThenList() {
        #expect(
            Completion.completing("h", from: ["help", "hint"])
                == Completion(insertion: "", candidates: ["help", "hint"]))
        #expect(Completion.completing("r", from: ["reset", "restart"]) == Completion(insertion: "es"))
    }

    @Test func nothingMatches() {
        #expect(Completion.completing("zz", from: ["help"]) == .none)
    }
}
