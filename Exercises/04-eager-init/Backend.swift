/// Stands in for the app's server: it counts what the app asks of it, like a request log.
/// Finished — the exercise is Feed.swift.
final class Backend {
    private(set) var fetches = 0
    private(set) var feedModelsCreated = 0

    /// An expensive call: every call is a network request.
    func fetchPosts() -> [String] {
        fetches += 1
        return ["Welcome to the feed", "Observation is here", "Ship it"]
    }

    /// `FeedModel.init` reports itself here, so the grader can count models.
    func feedModelCreated() {
        feedModelsCreated += 1
    }
}
