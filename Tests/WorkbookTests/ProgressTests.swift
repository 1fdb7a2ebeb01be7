import Foundation
import LearnerState
import LessonEngine
import Testing

@Suite("Progress")
struct ProgressTests {
    @Test func savesAndLoads() throws {
        let directory = try TemporaryDirectory()
        let store = ProgressStore(url: directory.url.appendingPathComponent("state/progress.json"))
        #expect(store.load().progress == LessonProgress())
        try store.update { $0.current = .init(lesson: "03-tracking", step: 2) }
        let loaded = store.load()
        #expect(loaded.progress.current == .init(lesson: "03-tracking", step: 2))
        #expect(loaded.problem == nil)
    }

    @Test func unreadableFileIsAFreshStartWithAMessage() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("progress.json", "{ not json")
        let loaded = ProgressStore(url: url).load()
        #expect(loaded.progress == LessonProgress())
        #expect(loaded.problem?.contains("is not valid progress") == true)
        #expect(loaded.problem?.contains("it is kept as \(url.path).unreadable") == true)
        #expect(directory.read("progress.json.unreadable") == "{ not json", "set aside, not overwritten")
    }
}
