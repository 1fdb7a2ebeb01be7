// The view corpus: every ViewCorpus/NN-topic.swift declares SwiftUI-shaped views and
// models and mounts them in a ViewHost. Run by the interpreter it must print exactly what
// the program prints compiled against ViewRuntime + LegacyObservation with the
// toolchain's real @Observable (NN-topic.expected, produced and checked by
// ViewCorpus/verify-with-swiftc.sh).
import Script
import Testing

private let viewCorpus = CorpusFolder("ViewCorpus")

@Suite("View corpus")
struct ViewCorpusTests {
    @Test("the view corpus is there to run")
    func corpusIsPresent() {
        #expect(viewCorpus.scripts.count >= 20, "expected at least 20 scripts in \(viewCorpus.directory.path)")
    }

    @Test("interpreter output equals the output compiled against ViewRuntime", arguments: viewCorpus.scripts)
    func viewScript(_ name: String) throws {
        try viewCorpus.check(name)
    }
}

@Suite("Views across runs of one session")
struct ViewSessionTests {
    @Test("views and models declared in one run are mounted and updated in later runs (lesson steps, REPL lines)")
    func viewsPersistAcrossRuns() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let declarations = session.run(
            """
            import Observation
            @Observable final class Counter { var value = 0 }
            struct CounterView: View {
                let counter: Counter
                @State var taps = 0
                var body: some View {
                    VStack {
                        Text("value \\(counter.value)")
                        Button("Tap \\(taps)") { taps += 1 }
                    }
                }
            }
            let counter = Counter()
            """, file: "step1.swift")
        #expect(declarations.diagnostics.isEmpty)
        let mount = session.run(
            "let host = try ViewHost(CounterView(counter: counter))\nprint(host.texts)\n", file: "step2.swift")
        #expect(mount.output == "[\"value 0\"]\n")
        let update = session.run(
            """
            counter.value = 5
            try host.update()
            try host.tap("Tap 0")
            print(host.texts, host.bodyEvaluations(of: "CounterView"))
            """, file: "step3.swift")
        #expect(update.diagnostics.isEmpty)
        #expect(update.output == "[\"value 5\"] 3\n")
    }

    @Test("an error in a later run leaves the host usable in the next one")
    func errorThenContinue() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        _ = session.run(
            """
            struct Clicker: View {
                @State var n = 0
                var body: some View { Button("n \\(n)") { n += 1 } }
            }
            let host = try ViewHost(Clicker())
            """, file: "a.swift")
        let failed = session.run("try host.tap(\"missing\")\n", file: "b.swift")
        #expect(failed.diagnostics.first?.message.contains("No Button titled \"missing\" is on screen.") == true)
        let next = session.run("try host.tap(\"n 0\")\nprint(host.texts)\n", file: "c.swift")
        #expect(next.output == "[]\n")
        #expect(next.diagnostics.isEmpty)
    }
}
