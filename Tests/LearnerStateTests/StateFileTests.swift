import Foundation
import LearnerState
import Testing

@Suite("State files: merged updates, set-aside, read-only")
struct StateFileTests {
    @Test("parallel updates of hints.json all land (each under the lock)")
    func parallelUpdatesAllLand() throws {
        let folder = try StateFolder()
        let directory = folder.state
        let rounds = 40
        DispatchQueue.concurrentPerform(iterations: rounds) { _ in
            // A file of its own per thread, like a process of its own per `workbook hint`.
            _ = try? LearnerState(directory: directory).hints.update { $0.entries["01-first", default: 0] += 1 }
        }
        #expect(LearnerState(directory: directory).hints.load().document.entries["01-first"] == rounds)
    }

    @Test("a file that is not its document is set aside in the state directory, then started afresh")
    func invalidSetAside() throws {
        let folder = try StateFolder()
        try folder.write("state/grades.json", Data("{ half".utf8))
        try folder.write("state/grades.json.unreadable", Data("an older one".utf8))
        let file = LearnerState(directory: folder.state).grades
        let (_, kept) = try file.update { $0.entries["01-first"] = "passed" }
        #expect(kept == file.url.path + ".unreadable-1")
        #expect(folder.bytes("state/grades.json.unreadable") == Data("an older one".utf8))
        #expect(folder.bytes("state/grades.json.unreadable-1") == Data("{ half".utf8))
        #expect(file.load().document.entries == ["01-first": "passed"])
    }

    @Test("a state file that is not a regular file makes it read-only, and it is left alone")
    func notARegularFile() throws {
        let folder = try StateFolder()
        try FileManager.default.createDirectory(
            at: folder.state.appendingPathComponent("language/inside"), withIntermediateDirectories: true)
        let file = LearnerState(directory: folder.state).language
        guard case .readOnly = file.load().problem else {
            Issue.record("a folder named like the file is not read")
            return
        }
        #expect(throws: StateError.self) { try file.update { $0.language = .french } }
        #expect(folder.names("state/language") == ["inside"])
    }

    @Test("forgetting the language removes the file")
    func forgetLanguage() throws {
        let folder = try StateFolder()
        let file = LearnerState(directory: folder.state).language
        try file.update { $0.language = .japanese }
        #expect(folder.bytes("state/language") == Data("ja\n".utf8))
        try file.update { $0.language = nil }
        #expect(folder.bytes("state/language") == nil)
    }
}

@Suite("The history file's format")
struct HistoryFormatTests {
    @Test("lines round-trip, spaces, tabs, backslashes and non-ASCII included")
    func roundTrip() {
        var history = History()
        for line in ["let a = 1", "a\\b", "tab\there", "é 日本 👍", "two\nlines", " "] { history.append(line) }
        #expect(History.decode(history.encoded()) == history)
    }

    @Test("a file libedit wrote reads as its lines")
    func libeditFile() {
        let file = "_HiStOrY_V2_\nlet\\040x\\040=\\0401\nprint(x)\\ntwo\n\\M-C\\M-)\n"
        #expect(History.decode(Data(file.utf8))?.lines == ["let x = 1", "print(x)\ntwo", "é"])
    }

    @Test(
        "bytes libedit never writes are not a history",
        arguments: [
            "no header\n", "_HiStOrY_V2_\nprint(1\u{0})\n", "_HiStOrY_V2_\nlesson\\\u{8e}\n", "_HiStOrY_V2_\n\\9\n",
        ])
    func notAHistory(file: String) {
        #expect(History.decode(Data(file.utf8)) == nil)
    }

    @Test("the oldest lines go past the limit; a repeated line is kept once")
    func limit() {
        var history = History()
        for index in 0..<(History.limit + 5) { history.append("\(index)") }
        history.append("\(History.limit + 4)")
        #expect(history.lines.count == History.limit)
        #expect(history.lines.first == "5")
    }
}

@Suite("Where the state directory is")
struct StateDirectoryTests {
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
}
