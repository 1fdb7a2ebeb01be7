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

@Suite("State directory and atomic files")
struct StateFilesTests {
    @Test func xdgStateHomeWins() {
        let url = StateDirectory.url(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"])
        #expect(url?.path == "/x/state/observation-workbook")
    }

    @Test func homeFallbackAndRelativeXdgIgnored() {
        #expect(
            StateDirectory.url(environment: ["HOME": "/home/u"])?.path == "/home/u/.local/state/observation-workbook")
        #expect(
            StateDirectory.url(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"])?.path
                == "/home/u/.local/state/observation-workbook")
        #expect(StateDirectory.url(environment: [:]) == nil)
    }

    @Test func atomicReplaceLeavesOldContentsWhenWritingFails() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("state/history", "old")
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.replace(file) { path in
                _ = FileManager.default.createFile(atPath: path, contents: Data("half".utf8))
                return false  // the writer failed midway
            }
        }
        #expect(directory.read("state/history") == "old")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers == ["history"])
        try AtomicFile.replace(file, with: Data("new".utf8))
        #expect(directory.read("state/history") == "new")
    }
}
