// §8: rows are identified by id: reordering keeps each row's state with its item.
import Observation
import ViewRuntime

struct Item: Identifiable {
    let id: Int
    var title: String
}

struct Row: View {
    let item: Item
    @State var taps = 0
    var body: some View {
        HStack {
            Text("\(item.title): \(taps)")
            Button("Tap \(item.title)") { taps += 1 }
        }
    }
}

struct ItemList: View {
    @State var items = [Item(id: 1, title: "one"), Item(id: 2, title: "two"), Item(id: 3, title: "three")]
    var body: some View {
        VStack {
            ForEach(items) { item in
                Row(item: item)
            }
            Button("Reverse") { items.reverse() }
            Button("Drop first") { items.removeFirst() }
        }
    }
}

let host = try ViewHost(ItemList())
try host.tap("Tap two")
try host.tap("Tap two")
try host.tap("Tap three")
print(host.texts)
try host.tap("Reverse")
print("reversed:", host.texts)
print("row bodies:", host.bodyEvaluations(of: "Row"), "row inits:", host.initCalls(of: "Row"))
try host.tap("Drop first")
print("dropped:", host.texts)
print(host.render(), terminator: "")
for record in host.views(of: "Row") { print(record.identity, record.bodyEvaluations) }
