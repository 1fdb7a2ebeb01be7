// §7: a missing environment object is an error naming the type (SwiftUI crashes).
import Observation
import ViewRuntime

@Observable final class Cart { var count = 0 }
final class Session: ObservableObject { @Published var user = "ada" }

struct CartBadge: View {
    @Environment(Cart.self) var cart
    var body: some View { Text("\(cart.count) items") }
}

struct UserLabel: View {
    @EnvironmentObject var session: Session
    var body: some View { Text(session.user) }
}

do {
    _ = try ViewHost(VStack { CartBadge() })
    print("mounted?")
} catch {
    print("error:", error)
}

do {
    _ = try ViewHost(UserLabel())
} catch {
    print("error:", error)
}

let fixed = try ViewHost(VStack { CartBadge() }.environment(Cart()))
print(fixed.texts)
