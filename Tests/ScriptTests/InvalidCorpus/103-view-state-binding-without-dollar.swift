// Passing a @State String where a Binding<String> is expected (missing `$`).
import SwiftUI

struct NameForm: View {
    @State private var name = "Ada"
    var body: some View {
        VStack {
            Text("Hello, \(name)")
            TextField("Name", text: name)
        }
    }
}

print("form")
let host = try ViewHost(NameForm())
print(host.render(), terminator: "")
