// Per-identity records as values; rows over a binding to an array of structs
// (`ForEach($items) { $item in … }`) edit the array in place, keyed by id.
import Observation
import ViewRuntime

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreRow: View {
    @Binding var chore: Chore
    var body: some View { Toggle(chore.title, isOn: $chore.done) }
}

struct Chores: View {
    @State var chores = [Chore(id: 1, title: "dishes"), Chore(id: 2, title: "laundry")]
    var body: some View {
        VStack {
            Text("\(chores.filter { $0.done }.count) done")
            ForEach($chores) { $chore in
                ChoreRow(chore: $chore)
                TextField("Title \(chore.id)", text: $chore.title)
            }
        }
    }
}

let host = try ViewHost(Chores())
try host.toggle("laundry")
try host.type("floors", into: "Title 1")
print(host.texts)
print(host.views(of: "ChoreRow"))
print(host.lastUpdate.first?.reason ?? "none")
print(host.render(), terminator: "")
