import Foundation
import LearnerState
import Testing

@Suite("A state file that is a symbolic link")
struct SymbolicLinkTests {
    static let packageJSON = Data(#"{ "name": "my-app", "private": true }"#.utf8)
    static let notes = Data("my notes, not JSON\n".utf8)

    /// Loading and saving through a link to a file the workbook did not write: refused, and
    /// nothing outside the state directory changes (no rename, no rewrite, no new file).
    @Test(
        "a link to a file the workbook did not write is refused; nothing outside changes",
        arguments: [packageJSON, notes])
    func foreignTarget(contents: Data) throws {
        let folder = try StateFolder()
        let target = try folder.write("elsewhere/file", contents)
        try folder.link("state/progress.json", to: target)
        let file = LearnerState(directory: folder.state).progress
        let (progress, problem) = file.load()
        #expect(progress == LessonProgress())
        guard case .readOnly(let reason) = problem else {
            Issue.record("expected the link to be refused, got \(String(describing: problem))")
            return
        }
        #expect(reason.contains("is a symbolic link to \(target.path), which is not a file the workbook wrote"))
        #expect(throws: StateError.self) { try file.update { $0.current = .init(lesson: "01-x", step: 1) } }
        #expect(folder.bytes("elsewhere/file") == contents)
        #expect(folder.names("elsewhere") == ["file"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file.url.path)) == target.path)
    }

    @Test("a link to a progress file the workbook wrote is written through, and stays a link")
    func ownTarget() throws {
        let folder = try StateFolder()
        var saved = LessonProgress()
        saved.current = .init(lesson: "01-counting", step: 2)
        let target = try folder.write("elsewhere/progress.json", saved.encoded())
        try folder.link("state/progress.json", to: target)
        let file = LearnerState(directory: folder.state).progress
        #expect(file.load().document == saved)
        try file.update { $0.current = .init(lesson: "02-prose", step: 1) }
        #expect(LessonProgress.decode(folder.bytes("elsewhere/progress.json") ?? Data())?.current?.lesson == "02-prose")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file.url.path)) == target.path)
    }

    @Test("a link to nothing is refused, and nothing is created where it points")
    func danglingLink() throws {
        let folder = try StateFolder()
        let target = folder.elsewhere.appendingPathComponent("hints.json")
        try folder.link("state/hints.json", to: target)
        let file = LearnerState(directory: folder.state).hints
        #expect(throws: StateError.self) { try file.update { $0.entries["01-a"] = 1 } }
        #expect(folder.names("elsewhere").isEmpty)
    }
}
