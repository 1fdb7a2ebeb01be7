// §6: a model held in `@State` projects bindings to its properties: `$model.filter`.
// Making that binding reads `filter`, so the screen that makes it re-evaluates on each edit.
import Observation
import ViewRuntime

@Observable final class SearchModel {
    var filter = ""
    var showArchived = false
    let all = ["apple", "banana", "cherry", "avocado"]
    var results: [String] { all.filter { filter.isEmpty || $0.hasPrefix(filter) } }
}

struct ResultsView: View {
    let model: SearchModel
    var body: some View {
        VStack {
            ForEach(model.results, id: \.self) { name in
                Text(name)
            }
        }
    }
}

struct SearchScreen: View {
    @State var model = SearchModel()
    var body: some View {
        VStack {
            TextField("Filter", text: $model.filter)
            Toggle("Archived", isOn: $model.showArchived)
            ResultsView(model: model)
        }
    }
}

let host = try ViewHost(SearchScreen())
print(host.texts)
try host.type("a", into: "Filter")
print(host.texts, host.lastUpdate)
try host.toggle("Archived")
print(host.lastUpdate)
print(host.render(), terminator: "")
