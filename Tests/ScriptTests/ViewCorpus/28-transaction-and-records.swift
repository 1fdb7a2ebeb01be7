// Changes made together are one update: each dirty view re-evaluates once. Per-identity
// records and the reasons of the last update.
import Observation
import ViewRuntime

@Observable final class Counter { var a = 0; var b = 0 }

struct AView: View {
    let counter: Counter
    var body: some View { Text("a \(counter.a)") }
}

struct BView: View {
    let counter: Counter
    var body: some View { Text("b \(counter.b)") }
}

struct Pair: View {
    let counter: Counter
    var body: some View {
        HStack {
            AView(counter: counter)
            BView(counter: counter)
            AView(counter: counter)
        }
    }
}

let counter = Counter()
let host = try ViewHost(Pair(counter: counter))
try host.transaction {
    counter.a += 1
    counter.a += 1
    counter.b += 1
}
print(host.lastUpdate.map(\.typeName))
for record in host.views(of: "AView") {
    print(record.identity, record.bodyEvaluations, record.initCalls)
}
print(host.views.count, host.hasPendingUpdates)
counter.b = 5
print(host.hasPendingUpdates)
try host.update()
print(host.lastUpdate.map { "\($0.typeName) because \($0.reason)" })
