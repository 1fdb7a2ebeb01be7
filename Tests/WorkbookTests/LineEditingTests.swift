import Foundation
import LineEditing
import Testing

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
