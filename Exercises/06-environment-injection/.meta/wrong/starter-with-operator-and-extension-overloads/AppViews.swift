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

/// A panel that is also shown on its own (in previews and in the settings window), where
/// there may be no session at all: then it says "Guest".
struct AccountBadge: View {
    @Environment(Session.self) var session

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

/// The app: owns the session and shows the views that use it.
struct AppRoot: View {
    @State var session = Session()

    var body: some View {
        VStack {
            Header()
            LoginButton()
            AccountBadge()
            Footer()
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
