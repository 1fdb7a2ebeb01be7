import Foundation
import Testing
import LessonEngine

@Suite("Progress")
struct ProgressTests {
    @Test func savesAndLoads() throws {
        let directory = try TemporaryDirectory()
        let store = ProgressStore(url: directory.url.appendingPathComponent("state/progress.json"))
        #expect(store.load().progress == Progress())
        var progress = Progress()
        progress.current = .init(lesson: "03-tracking", step: 2)
        try store.save(progress)
        let loaded = store.load()
        #expect(loaded.progress.current == .init(lesson: "03-tracking", step: 2))
        #expect(loaded.problem == nil)
    }

    @Test func unreadableFileIsAFreshStartWithAMessage() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("progress.json", "{ not json")
        let loaded = ProgressStore(url: url).load()
        #expect(loaded.progress == Progress())
        #expect(loaded.problem?.contains("unreadable") == true)
    }
}
