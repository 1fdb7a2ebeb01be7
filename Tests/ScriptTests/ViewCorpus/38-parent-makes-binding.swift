// Issue 12: the parent that writes `$draft.title` (through `@State` holding an
// `@Observable` object, and through `@Bindable`) depends on `title`, because making a
// binding reads the value; a parent that only passes the model down does not. Projecting a
// plain `@State` value (`$count`) is not a read of the state.
import Observation
import ViewRuntime

@Observable final class Draft {
    var title = "untitled"
    var body = ""
}

struct TitleField: View {
    @Binding var text: String
    var body: some View { TextField("Title", text: $text) }
}

struct StateParent: View {
    @State var draft = Draft()
    var body: some View { TitleField(text: $draft.title) }
}

struct BindableParent: View {
    @Bindable var draft: Draft
    var body: some View { TextField("Body", text: $draft.body) }
}

struct PassingParent: View {
    let draft: Draft
    var body: some View { BindableParent(draft: draft) }
}

struct CounterField: View {
    @Binding var count: Int
    var body: some View { Button("Add") { count += 1 } }
}

struct CountParent: View {
    @State var count = 0
    var body: some View { CounterField(count: $count) }
}

let stateHost = try ViewHost(StateParent())
try stateHost.type("Groceries", into: "Title")
print("after typing:", stateHost.lastUpdate)
print("StateParent bodies:", stateHost.bodyEvaluations(of: "StateParent"))
print(stateHost.render(), terminator: "")

let draft = Draft()
let passingHost = try ViewHost(PassingParent(draft: draft))
try passingHost.type("Milk, eggs", into: "Body")
print("after typing:", passingHost.lastUpdate)
draft.title = "Shopping"
try passingHost.update()
print("after a title change:", passingHost.lastUpdate)
print("PassingParent bodies:", passingHost.bodyEvaluations(of: "PassingParent"),
      "BindableParent bodies:", passingHost.bodyEvaluations(of: "BindableParent"))

let countHost = try ViewHost(CountParent())
try countHost.tap("Add")
print("after a tap:", countHost.lastUpdate)
print("CountParent bodies:", countHost.bodyEvaluations(of: "CountParent"))
