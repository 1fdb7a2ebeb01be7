// `Self._printChanges()` says why a body runs, in SwiftUI's words: a new identity (with its
// dynamic properties), a @State write, an observed property (@dependencies), new inputs
// from the parent (@self), a held ObservableObject (its wrapper), and `_logChanges()`.
import Observation
import ViewRuntime

@Observable final class Inbox {
    var title = "Inbox"
    var unread = 0
}

final class Clock: ObservableObject {
    @Published var ticks = 0
}

struct Header: View {
    let title: String
    @State var expanded = false
    var body: some View {
        let _ = Self._printChanges()
        Button("\(title) \(expanded)") { expanded.toggle() }
    }
}

struct Ticker: View {
    @ObservedObject var clock: Clock
    var body: some View {
        let _ = Self._logChanges()
        Text("ticks \(clock.ticks)")
    }
}

struct Screen: View {
    let inbox: Inbox
    let clock: Clock
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Header(title: inbox.title)
            Text("\(inbox.unread) unread")
            Ticker(clock: clock)
        }
    }
}

let inbox = Inbox()
let clock = Clock()
print("-- mount")
let host = try ViewHost(Screen(inbox: inbox, clock: clock))
print("-- tap the header")
try host.tap("Inbox false")
print("-- unread += 1")
inbox.unread += 1
try host.update()
print("skipped: \(host.skippedInLastUpdate)")
print("-- new title")
inbox.title = "Mail"
try host.update()
print("-- clock ticks")
clock.ticks += 1
try host.update()
