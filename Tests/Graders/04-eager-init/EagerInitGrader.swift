// Grades Exercises/04-eager-init: @State evaluates its initial value at every init of the
// view; the fix keeps one model (and one fetch) across parent re-evaluations.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise04EagerInit

@Suite("04 eager init", .graded(exercise: "04"), .reported(exercise: "04"))
struct EagerInitGrader {
    /// Mounts the app and taps "New message" three times: three re-evaluations of AppRoot.
    private func mountAndRebuild(_ backend: Backend) throws -> ViewHost {
        let host = try ViewHost(AppRoot(backend: backend))
        for _ in 0..<3 { try host.tap("New message") }
        return host
    }

    @Test("the posts are fetched once across parent re-evaluations")
    func fetchedOnce() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        let rebuilds = host.bodyEvaluations(of: "AppRoot") - 1
        #expect(
            Compare.equal(backend.fetches, 1),
            "the backend was asked for the posts \(Wording.times(backend.fetches)) after AppRoot re-evaluated \(Wording.times(rebuilds)); expected once — @State evaluates its initial value every time FeedScreen's init runs"
        )
    }

    @Test("one FeedModel is created across parent re-evaluations")
    func oneModel() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        let rebuilds = host.bodyEvaluations(of: "AppRoot") - 1
        #expect(
            Compare.equal(backend.feedModelsCreated, 1),
            "FeedModel.init ran \(Wording.times(backend.feedModelsCreated)) after AppRoot re-evaluated \(Wording.times(rebuilds)); expected once"
        )
    }

    @Test("the feed and the badge still work")
    func stillWorks() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        #expect(
            Compare.contains(host.texts, "Welcome to the feed"),
            "the screen shows \(Wording.literal(host.texts)); expected it to include the post \"Welcome to the feed\"")
        #expect(
            Compare.contains(host.texts, "Unread: 3"),
            "after tapping \"New message\" 3 times the screen shows \(Wording.literal(host.texts)); expected \"Unread: 3\""
        )
    }

    @Test("Refresh fetches again")
    func refreshFetches() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        let before = backend.fetches
        try host.tap("Refresh")
        #expect(
            Compare.equal(backend.fetches, before + 1),
            "tapping \"Refresh\" made \(backend.fetches - before) request(s); expected 1")
    }

    @Test("a backend that already served another screen is asked once more")
    func usedBackend() throws {
        let backend = Backend()
        // Another screen used this backend first: its counters are not zero.
        _ = backend.fetchPosts()
        backend.feedModelCreated()
        let host = try mountAndRebuild(backend)
        #expect(
            Compare.equal(backend.fetches, 2),
            "with a backend that had served 1 request before, mounting the app and re-evaluating AppRoot 3 times made \(backend.fetches - 1) more request(s); expected 1 — do not decide from the backend's counters whether to do the work"
        )
        #expect(
            Compare.equal(backend.feedModelsCreated, 2),
            "with a backend that had seen 1 FeedModel before, FeedModel.init ran \(Wording.times(backend.feedModelsCreated - 1)) more; expected once"
        )
        #expect(
            Compare.contains(host.texts, "Welcome to the feed"),
            "with a backend used before, the screen shows \(Wording.literal(host.texts)); expected it to include the post \"Welcome to the feed\""
        )
    }
}
