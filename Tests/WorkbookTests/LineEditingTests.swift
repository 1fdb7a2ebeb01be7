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
