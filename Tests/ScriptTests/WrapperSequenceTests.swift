// Sequences Swift wraps in a type of its own (`ReversedCollection`, `EnumeratedSequence`,
// `Zip2Sequence`, `StrideTo`, `String.UTF8View`) run as arrays: used as sequences they are exact,
// printed or asked their type they are refused before any output (Swift prints the wrapper).
import Script
import Testing

@Suite("Wrapper sequences: exact as sequences, refused where Swift would print the wrapper")
struct WrapperSequenceTests {
    private func run(_ entries: [String]) -> [ScriptResult] {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        return entries.map { session.run($0, file: "main.swift") }
    }

    @Test(
        "printing a wrapper, interpolating it or asking its type is refused before anything prints",
        arguments: [
            ("print(a.reversed())", "ReversedCollection"),
            ("print(\"\\(r)\")", "ReversedCollection"),
            ("print(type(of: a.enumerated()))", "EnumeratedSequence"),
            ("print(zip(a, a))", "Zip2Sequence"),
            ("print(s.utf8)", "String.UTF8View"),
            ("debugPrint([r])", "ReversedCollection"),
            ("print(String(describing: stride(from: 0, to: 3, by: 1)))", "StrideTo"),
            ("print((1...3).reversed())", "ReversedCollection"),
            ("let bytes = s.utf8\nprint(bytes.count)\nprint(bytes)", "String.UTF8View"),
            ("print(s.indices)", "DefaultIndices"),
            ("print(type(of: [\"k\": 1].keys))", "Dictionary.Keys"),
            ("print((1...5).prefix(2))", "Slice<ClosedRange<Int>>"),
            ("print([(1...5).dropFirst()])", "Slice<ClosedRange<Int>>"),
            ("print((2...).prefix(3))", "PrefixSequence<PartialRangeFrom<Int>>"),
        ])
    func refused(_ line: String, _ wrapper: String) throws {
        let source = "let a = [1, 2, 3]\nlet r = a.reversed()\nlet s = \"héllo\"\nprint(\"before\")\n" + line
        let result = try #require(run([source]).first)
        #expect(result.output == "")
        #expect(result.refusedBeforeRunning)
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains("(\(wrapper))") && message.contains("Array(…)"), "\(message)")
    }

    @Test("a dictionary's keys and values print as Swift prints them: only their type is refused")
    func keysPrint() {
        let result = run(["let d = [\"k\": 1]\nprint(d.keys, d.values)"])[0]
        #expect(result.output == "[\"k\"] [1]\n")
    }

    @Test("a wrapper kept in an earlier entry is refused when a later entry prints it")
    func refusedAcrossEntries() {
        let results = run(["let a = [1, 2, 3]\nlet r = a.reversed()", "print(r.count)", "print(r)"])
        #expect(results[1].output == "3\n")
        #expect(results[2].refusedBeforeRunning)
        #expect(results[2].diagnostics.first?.message.contains("ReversedCollection") ?? false)
    }

    @Test("a name bound to an array in an inner scope is printed, though an outer one holds a wrapper")
    func shadowedNameIsNotAWrapper() {
        let source = """
            let r = [1, 2, 3].reversed()
            func show() {
                let r = [4, 5]
                print(r)
            }
            show()
            print(Array(r))
            """
        let result = run([source])[0]
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.output == "[4, 5]\n[3, 2, 1]\n")
    }

    @Test("split traps on a negative limit where Swift's Collection.split does, and a string separator takes any")
    func negativeSplitLimit() {
        // swiftc's build: `"a,b".split(separator: ",", maxSplits: -1)` stops with this fatal error;
        // `"a,,b".split(separator: ",,", maxSplits: -1)` prints ["a,,b"].
        let results = run([
            "print(\"a,,b\".split(separator: \",,\", maxSplits: -1))",
            "print(\"a,b\".split(separator: \",\", maxSplits: -1))",
            "print([1, 2, 3].split(maxSplits: -1, whereSeparator: { $0 == 2 }))",
        ])
        #expect(results[0].output == "[\"a,,b\"]\n")
        for trapped in results.dropFirst() {
            #expect(!trapped.succeeded)
            #expect(trapped.diagnostics.first?.message == "Fatal error: Must take zero or more splits")
        }
    }
}
