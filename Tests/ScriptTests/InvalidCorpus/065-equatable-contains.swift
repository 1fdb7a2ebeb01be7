// `contains(_:)` needs Equatable elements (otherwise only `contains(where:)` exists).
struct Label {
    var text: String
}

let labels = [Label(text: "home"), Label(text: "work")]
print("labels:", labels.map(\.text))
if labels.contains(Label(text: "home")) {
    print("has home")
}
