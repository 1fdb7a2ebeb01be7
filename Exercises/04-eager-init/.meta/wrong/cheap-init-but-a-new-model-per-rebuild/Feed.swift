import Observation
import ViewRuntime

/// Known-wrong: only the first defence of hint 2 — a cheap init and loading in .onAppear —
/// while FeedScreen still creates a (cheap, throwaway) model at every init.
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

/// The feed. Migrated from `@StateObject var model = FeedModel(...)` to `@State`.
struct FeedScreen: View {
    @State var model: FeedModel

    init(backend: Backend) {
        _model = State(initialValue: FeedModel(backend: backend))
    }

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

/// The app's root: an unread badge above the feed. Tapping "New message" re-evaluates it.
struct AppRoot: View {
    let backend: Backend
    @State var unread = 0

    var body: some View {
        VStack {
            Text("Unread: \(unread)")
            Button("New message") { unread += 1 }
            FeedScreen(backend: backend)
        }
    }
}
