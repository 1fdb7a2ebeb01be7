// The built-in views: stacks, List, Group, Section, Button with a label closure, Spacer,
// pixel-only modifiers — and how the tree renders them.
import Observation
import ViewRuntime

struct Card: View {
    let title: String
    var body: some View {
        HStack {
            Text(title).bold()
            Spacer()
            Button(action: { print("open \(title)") }) {
                Text("Open \(title)")
            }
        }
        .padding()
    }
}

struct Home: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Recent") {
                    Card(title: "A")
                    Card(title: "B")
                }
                Group {
                    Text("footer")
                    EmptyView()
                }
            }
            .navigationTitle("Home")
        }
    }
}

let host = try ViewHost(Home())
print(host.render(), terminator: "")
try host.tap("Open B")
print(host.texts)
print(host.views.count)
