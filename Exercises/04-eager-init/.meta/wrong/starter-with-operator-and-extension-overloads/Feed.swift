import Observation
import ViewRuntime

/// The feed's model. It loads the posts as soon as it exists.
@Observable
final class FeedModel {
    var posts: [String] = []
    @ObservationIgnored let backend: Backend

    init(backend: Backend) {
        self.backend = backend
        backend.feedModelCreated()  // keep this line: it is how the grader counts models
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

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
