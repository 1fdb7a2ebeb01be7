import Observation
import ViewRuntime

/// Shows who is signed in.
struct Header: View {
    @Environment(Session.self) var session

    var body: some View {
        Text(session.userName.map { "Signed in as \($0)" } ?? "Not signed in")
    }
}

/// Signs the user in.
struct LoginButton: View {
    @Environment(Session.self) var session

    var body: some View {
        Button("Log in") { session.logIn(as: "Ada") }
    }
}

/// Shown with or without a session: an optional environment value is nil when nobody
/// provided one, instead of an error.
struct AccountBadge: View {
    // Known-wrong: not optional, so the badge cannot be shown without a session.
    @Environment(Session.self) var session: Session

    var body: some View {
        Text("Account: \(session.userName ?? "Guest")")
    }
}

/// Static content that has nothing to do with the session.
struct Footer: View {
    var body: some View {
        Text("Observation Workbook")
    }
}

/// The app: owns the session and puts it in the environment of everything below.
struct AppRoot: View {
    @State var session = Session()

    var body: some View {
        VStack {
            Header()
            LoginButton()
            AccountBadge()
            Footer()
        }
        .environment(session)
    }
}
