// The differential corpus: every Corpus/NN-topic.swift must print, through the
// interpreter, exactly what the real compiler's build of it prints (NN-topic.expected,
// regenerated and checked by Corpus/verify-with-swiftc.sh).
import Testing

private let corpus = CorpusFolder("Corpus")

@Suite("Differential corpus")
struct CorpusTests {
    @Test("the corpus is there to run")
    func corpusIsPresent() {
        #expect(corpus.scripts.count >= 90, "expected at least 90 scripts in \(corpus.directory.path)")
    }

    @Test("interpreter output equals the compiled program's output", arguments: corpus.scripts)
    func corpusScript(_ name: String) throws {
        try corpus.check(name)
    }
}
