import Observation

/// Who is signed in. Created once by the app; many views deep in the tree need it.
/// Finished — the exercise is AppViews.swift.
@Observable
final class Session {
    var userName: String?

    func logIn(as name: String) {
        userName = name
    }
}
