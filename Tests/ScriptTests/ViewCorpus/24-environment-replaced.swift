// Replacing the object in the environment re-evaluates the views that read it.
import Observation
import ViewRuntime

@Observable final class Account { var name: String; init(name: String) { self.name = name } }

struct AccountLabel: View {
    @Environment(Account.self) var account
    var body: some View { Text("account \(account.name)") }
}

struct Other: View {
    var body: some View { Text("other") }
}

struct Root: View {
    @State var account = Account(name: "ada")
    var body: some View {
        VStack {
            AccountLabel()
            Other()
            Button("Switch") { account = Account(name: "grace") }
        }
        .environment(account)
    }
}

let host = try ViewHost(Root())
try host.tap("Switch")
print(host.texts)
print(host.lastUpdate)
print(host.render(), terminator: "")
